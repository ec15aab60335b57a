import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { MAX_CHART_COLUMNS, MAX_CHART_ROWS, MAX_CHART_UPLOAD_BYTES } from '@dsb/core/charts';
import { readChartFile, readCsvText, tableFromRows } from './readData';

const file = (parts: BlobPart[], name: string) =>
  Object.assign(new Blob(parts), { name }) as Blob & { name: string };

/** A one-sheet .xlsx with inline strings and numbers, as a spreadsheet program writes it. */
function xlsx(rows: (string | number)[][]): Uint8Array<ArrayBuffer> {
  const col = (i: number) => String.fromCharCode(65 + i);
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((v, c) =>
            typeof v === 'number'
              ? `<c r="${col(c)}${r + 1}"><v>${v}</v></c>`
              : `<c r="${col(c)}${r + 1}" t="inlineStr"><is><t>${v}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  });
  return zip as Uint8Array<ArrayBuffer>;
}

describe('readCsvText', () => {
  it('reads a header and rows, any delimiter, blank lines and a byte-order mark left out', () => {
    const result = readCsvText('\uFEFFYear;Country;Value\n2000;France;1,5\n\n2001;Japan;2\n');
    expect(result).toEqual({
      ok: true,
      table: {
        header: ['Year', 'Country', 'Value'],
        rows: [
          ['2000', 'France', '1,5'],
          ['2001', 'Japan', '2'],
        ],
      },
    });
  });

  it('says which line failed: an unclosed quote, a row with more cells than the header', () => {
    const quote = readCsvText('A,B\n1,2\n3,"4\n');
    expect(quote).toEqual({
      ok: false,
      error: expect.stringMatching(/^Line 3 could not be read: a quote/),
    });
    const cells = readCsvText('A,B\n1,2\n\n3,4,5\n');
    expect(cells).toEqual({
      ok: false,
      error: 'Line 4 could not be read: it has 3 cells but the header row has 2.',
    });
  });

  it('fills short rows with blanks and refuses a file with no data rows', () => {
    expect(readCsvText('A,B\n1\n')).toMatchObject({ ok: true, table: { rows: [['1', null]] } });
    expect(readCsvText('A,B\n')).toEqual({ ok: false, error: expect.stringMatching(/no rows/) });
  });
});

describe('limits', () => {
  it('refuses too many rows and too many columns, saying the limit', () => {
    const rows = [['A'], ...Array.from({ length: MAX_CHART_ROWS + 1 }, (_, i) => [i])];
    const many = tableFromRows(rows);
    expect(many).toEqual({ ok: false, error: expect.stringContaining('50,000 rows can be') });
    const wide = tableFromRows([
      Array.from({ length: MAX_CHART_COLUMNS + 1 }, (_, i) => `C${i}`),
      [1],
    ]);
    expect(wide).toEqual({ ok: false, error: expect.stringContaining('Up to 50 columns') });
  });

  it('refuses a file over the size limit before reading it, and an unknown kind', async () => {
    const big = file([new Uint8Array(MAX_CHART_UPLOAD_BYTES + 1)], 'big.csv');
    expect(await readChartFile(big)).toEqual({
      ok: false,
      error: expect.stringMatching(/^This file is 5 MB\. Files up to 5 MB/),
    });
    expect(await readChartFile(file(['x'], 'notes.docx'))).toEqual({
      ok: false,
      error: expect.stringContaining('.csv'),
    });
  });
});

describe('readChartFile', () => {
  it('reads a CSV file and the first sheet of an .xlsx spreadsheet', async () => {
    expect(await readChartFile(file(['Year,Value\n2000,3\n'], 'data.csv'))).toMatchObject({
      ok: true,
      table: { header: ['Year', 'Value'], rows: [['2000', '3']] },
    });
    const sheet = xlsx([
      ['Country', 'Population'],
      ['France', 68],
      ['Japan', 125],
    ]);
    expect(await readChartFile(file([sheet], 'data.xlsx'))).toEqual({
      ok: true,
      table: {
        header: ['Country', 'Population'],
        rows: [
          ['France', 68],
          ['Japan', 125],
        ],
      },
    });
  });

  it('says a damaged spreadsheet cannot be read', async () => {
    const result = await readChartFile(file(['not a zip'], 'broken.xlsx'));
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/spreadsheet could not be read/),
    });
  });
});
