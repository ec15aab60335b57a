import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/** One table of the data model, as the code declares it. */
export type TableDoc = {
  name: string;
  /** The tables.ts that declares it, relative to apps/server/src. */
  home: string;
  /** The first sentence of the doc comment above its declaration ('' without one). */
  about: string;
  columns: string[];
  /** Its foreign keys: the table each points at and what deleting that row does here. */
  references: Array<{ table: string; onDelete: string }>;
};

const DOC_THEN_TABLE = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export const (\w+) = pgTable\(/g;

/** The doc comment above each `export const x = pgTable(` of a source file, by export name. */
function docComments(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, comment = '', name = ''] of source.matchAll(DOC_THEN_TABLE)) {
    const text = comment
      .split('\n')
      .map((line) => line.replace(/^\s*\*\s?/, '').trim())
      .join(' ')
      .trim();
    const sentence = /^(.+?\.)(\s|$)/.exec(text)?.[1] ?? text;
    found.set(name, sentence.replace(/\s*\(docs\/[^)]*\)/g, '').replace(/\|/g, '\\|'));
  }
  return found;
}

function tablesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tablesFiles(full);
    return entry.name === 'tables.ts' ? [full] : [];
  });
}

/**
 * Every table of the app: each feature keeps its tables in its own tables.ts (shared ones under
 * platform/), the same files drizzle-kit reads (drizzle.config.ts).
 */
export async function collectTables(srcDir: string): Promise<TableDoc[]> {
  const tables: TableDoc[] = [];
  for (const file of tablesFiles(srcDir)) {
    const about = docComments(readFileSync(file, 'utf8'));
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      tables.push({
        name: config.name,
        home: path.relative(srcDir, file).split(path.sep).join('/'),
        about: about.get(exportName) ?? '',
        columns: config.columns.map((column) => column.name),
        references: config.foreignKeys.map((key) => ({
          table: getTableConfig(key.reference().foreignTable).name,
          onDelete: key.onDelete ?? 'no action',
        })),
      });
    }
  }
  return tables.sort((a, b) => a.home.localeCompare(b.home) || a.name.localeCompare(b.name));
}

/** The data model as a Markdown table (unformatted: the caller runs Prettier over it). */
export function renderDataModel(tables: readonly Omit<TableDoc, 'references'>[]): string {
  const rows = tables.map(
    (t) =>
      `| \`${t.name}\` | \`${t.home.replace(/\/tables\.ts$/, '/')}\` | ${t.about} | ${t.columns.join(', ')} |`,
  );
  return ['| Table | Where | Holds | Columns |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
