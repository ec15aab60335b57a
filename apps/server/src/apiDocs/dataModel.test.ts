import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { collectTables, renderDataModel } from './dataModel';

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '..');
const ARCHITECTURE_DOC = path.resolve(here, '../../../../docs/architecture.md');
const START = '<!-- data-model:start (generated from the tables.ts files: npm run docs:api) -->';
const END = '<!-- data-model:end -->';

describe('the data model in docs/architecture.md', () => {
  it('matches the tables the code declares (npm run docs:api regenerates it)', async () => {
    const tables = await collectTables(SRC);
    const options = { ...(await resolveConfig(ARCHITECTURE_DOC)), parser: 'markdown' as const };
    const block = (await format(renderDataModel(tables), options)).trimEnd();
    const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
    const start = doc.indexOf(START);
    const end = doc.indexOf(END);
    expect(start, `docs/architecture.md lacks the line ${START}`).toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const updated = `${doc.slice(0, start + START.length)}\n\n${block}\n\n${doc.slice(end)}`;
    if (process.env.UPDATE_API_DOCS === '1') writeFileSync(ARCHITECTURE_DOC, updated);
    expect(
      readFileSync(ARCHITECTURE_DOC, 'utf8'),
      'the data model is stale: run `npm run docs:api`',
    ).toBe(updated);
  });

  it('finds every table with its home, columns and description', async () => {
    const tables = await collectTables(SRC);
    const byName = new Map(tables.map((t) => [t.name, t]));
    expect(byName.get('stories')).toMatchObject({ home: 'features/stories/tables.ts' });
    expect(byName.get('stories')?.columns).toEqual(
      expect.arrayContaining(['id', 'user_id', 'slides', 'version']),
    );
    expect(byName.get('jobs')?.home).toBe('platform/jobs/tables.ts');
    expect(byName.get('custom_links')?.about).toMatch(/tracking link/);
    // Every table says what it holds: a new one without a doc comment fails here.
    expect(tables.filter((t) => t.about === '').map((t) => t.name)).toEqual([]);
  });

  it('renders one row per table', () => {
    const markdown = renderDataModel([
      {
        name: 'things',
        home: 'features/things/tables.ts',
        about: 'Things | stuff.',
        columns: ['id', 'name'],
      },
    ]);
    expect(markdown.split('\n')).toEqual([
      '| Table | Where | Holds | Columns |',
      '| --- | --- | --- | --- |',
      '| `things` | `features/things/` | Things | stuff. | id, name |',
    ]);
  });
});
