import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { EvidenceItem } from '@dsb/core';
import { EVIDENCE_SEED_DIR } from './seed';
import type { ChartDefinition } from './charts/chartDefinition';

/** The seed slug of an item: its image is stored under charts/<slug>.png. */
export const slugOf = (item: EvidenceItem) =>
  item.imageURL?.match(/charts\/([a-z0-9-]+)\.png$/)?.[1];

/** The rows of a chart, filtered by hand from the CSV (independent of chartData). */
export function expectedRows(def: ChartDefinition): (string | number)[][] {
  const [header, ...lines] = readFileSync(path.join(EVIDENCE_SEED_DIR, def.chart.extract), 'utf8')
    .trim()
    .split('\n')
    .map((l) => l.split(','));
  const col = (name: string) => header!.indexOf(name);
  return lines
    .filter((cells) =>
      Object.entries(def.chart.filter ?? {}).every(([f, values]) =>
        values.includes(cells[col(f)]!),
      ),
    )
    .filter((cells) => {
      const year = Number(cells[col('year')]);
      return year >= (def.chart.yearFrom ?? -Infinity) && year <= (def.chart.yearTo ?? Infinity);
    })
    .map((cells) => cells.map((c) => (c !== '' && !Number.isNaN(Number(c)) ? Number(c) : c)));
}

export async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
