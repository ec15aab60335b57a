import type { DataTable } from '@dsb/core';
import type { ChartDefinition } from './chartDefinition';
import { parseCsv, type CsvValue } from './csv';

export type ChartRecord = Record<string, CsvValue>;
export type ChartData = { table: DataTable; records: ChartRecord[] };

/** Titles of the identifying columns that no axis names. */
const COLUMN_TITLES: Readonly<Record<string, string>> = {
  country: 'Country or group',
  code: 'Code',
  year: 'Year',
};

const humanize = (field: string) =>
  field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');

/**
 * The rows a chart plots: its extract with `filter` and `yearFrom`/`yearTo` applied. The same rows
 * are stored as the item's data table, so what a student reads is exactly what the image shows.
 */
export function chartData(def: ChartDefinition, csvText: string): ChartData {
  const { header, rows } = parseCsv(csvText);
  const { chart } = def;
  const index = (field: string) => {
    const i = header.indexOf(field);
    if (i < 0) throw new Error(`${def.slug}: ${chart.extract} has no column '${field}'`);
    return i;
  };
  for (const field of [chart.x.field, chart.y.field, chart.color?.field]) {
    if (field) index(field);
  }
  const filters = Object.entries(chart.filter ?? {}).map(
    ([field, values]) => [index(field), new Set(values)] as const,
  );
  const needsYear = chart.yearFrom !== undefined || chart.yearTo !== undefined;
  const yearAt = needsYear ? index('year') : -1;
  const kept = rows.filter((row) => {
    if (filters.some(([i, values]) => !values.has(String(row[i])))) return false;
    if (!needsYear) return true;
    const year = row[yearAt];
    if (typeof year !== 'number') return false;
    return (chart.yearFrom ?? -Infinity) <= year && year <= (chart.yearTo ?? Infinity);
  });
  if (kept.length === 0) throw new Error(`${def.slug}: no rows left after the filters`);

  const titles: Record<string, string> = { ...COLUMN_TITLES };
  titles[chart.x.field] = chart.x.title;
  titles[chart.y.field] = chart.y.title;
  if (chart.color) titles[chart.color.field] = chart.color.title;
  const table: DataTable = {
    columns: header.map((name) => ({
      name,
      title: titles[name] ?? humanize(name),
      unit: def.units[name] ?? null,
    })),
    rows: kept,
  };
  const records = kept.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]!])));
  return { table, records };
}
