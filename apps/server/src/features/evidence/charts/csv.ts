export type CsvValue = string | number | null;
export type CsvTable = { header: string[]; rows: CsvValue[][] };

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A cell as plotted: empty is null (no value in the source), numerals are numbers, the rest text. */
export function csvValue(cell: string): CsvValue {
  if (cell === '') return null;
  return NUMBER.test(cell) ? Number(cell) : cell;
}

/**
 * Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF) with one header row. The seed
 * extracts are small files written by hand-checked scripts, so a dependency is not worth it.
 */
export function parseCsv(text: string): CsvTable {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quoted) {
      if (c !== '"') {
        cell += c;
      } else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else {
        quoted = false;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else {
      cell += c;
    }
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (cell !== '' || record.length > 0) {
    record.push(cell);
    records.push(record);
  }
  const nonEmpty = records.filter((r) => !(r.length === 1 && r[0] === ''));
  const [header, ...body] = nonEmpty;
  if (!header) throw new Error('CSV has no header row');
  for (const [i, r] of body.entries()) {
    if (r.length !== header.length) {
      throw new Error(`CSV row ${i + 2} has ${r.length} cells; the header has ${header.length}`);
    }
  }
  return { header, rows: body.map((r) => r.map(csvValue)) };
}
