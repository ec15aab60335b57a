import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUBRIC_MESSAGES, type Rubric } from '@dsb/core';
import { HttpError } from '../../platform/http/errors';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { rubricFromCsv, rubricToCsv } from './rubricCsv';

let app: TestApp;
let teacher: string;

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
});
afterAll(() => app?.close());

const HEADER = 'Criterion,Level,Description,Points';

/** The message and line of the error a CSV import raises, or null when it imports. */
function importError(csv: string) {
  try {
    rubricFromCsv('R', csv);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, error: error.message, ...error.body };
  }
}

describe('rubric CSV', () => {
  it('exports and imports the same rubric, formulas, quotes and line breaks included', async () => {
    const created = await callAs(app, 'POST', '/api/rubrics', teacher, {
      name: 'Persuasive story: Year 9',
      criteria: [
        {
          name: 'Evidence, "data" & sources',
          levels: [
            { description: '=HYPERLINK("http://x.example")', points: 0 },
            { description: '- lists one source\n- says where it is from', points: 5 },
            { description: '+@ everything', points: 10 },
          ],
        },
        { name: '@voice', levels: [{ description: '', points: 100 }] },
      ],
    });
    const rubric = created.json<Rubric>();
    const csv = await callAs(app, 'GET', `/api/rubrics/${rubric.id}/csv`, teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="persuasive-story-year-9-rubric.csv"',
    );
    expect(csv.body.startsWith(`\ufeff${HEADER}\n`)).toBe(true);
    // A spreadsheet shows the formula as text.
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csv.body).toContain(`'@voice,1,,100`);
    const imported = await callAs(app, 'POST', '/api/rubrics/import', teacher, {
      name: rubric.name,
      csv: csv.body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const back = imported.json<Rubric>();
    expect(back.id).not.toBe(rubric.id);
    expect(back.name).toBe(rubric.name);
    expect(back.criteria).toEqual(rubric.criteria);
  });

  it('groups lines into criteria in file order and orders levels by the Level column', () => {
    const csv = [
      'points, LEVEL ,criterion,Description,',
      '4,2,Evidence,Good',
      '',
      '1,1,Voice,Quiet',
      '0,1,Evidence,Missing',
      '"3",2,Voice,"Clear,\r\nloud"',
    ].join('\r\n');
    expect(rubricFromCsv('R', csv).criteria).toEqual([
      {
        name: 'Evidence',
        levels: [
          { description: 'Missing', points: 0 },
          { description: 'Good', points: 4 },
        ],
      },
      {
        name: 'Voice',
        levels: [
          { description: 'Quiet', points: 1 },
          { description: 'Clear,\nloud', points: 3 },
        ],
      },
    ]);
  });

  it('reads the semicolons or tabs a spreadsheet in some languages writes', () => {
    const expected = [{ name: 'A, B', levels: [{ description: 'x; y', points: 2 }] }];
    const semicolons = 'Criterion;Level;Description;Points\nA, B;1;"x; y";2';
    expect(rubricFromCsv('R', semicolons).criteria).toEqual(expected);
    const tabs = 'Criterion\tLevel\tDescription\tPoints\nA, B\t1\tx; y\t2';
    expect(rubricFromCsv('R', tabs).criteria).toEqual(expected);
  });

  it('names the line of each problem, counting lines inside quotes and blank ones', () => {
    const lines = (...rows: string[]) => [HEADER, ...rows].join('\n');
    const cases: Array<[string, number, keyof typeof RUBRIC_MESSAGES]> = [
      [lines('A,1,ok,1', '', 'A,2,ok,lots'), 4, 'csvPoints'],
      [lines('A,1,ok,101'), 2, 'csvPoints'],
      [lines('A,1,ok,-1'), 2, 'csvPoints'],
      [lines('A,1,ok,2.5'), 2, 'csvPoints'],
      [lines('A,1,"two\nlines",1', 'A,6,ok,1'), 4, 'csvLevel'],
      [lines('A,0,ok,1'), 2, 'csvLevel'],
      [lines('A,one,ok,1'), 2, 'csvLevel'],
      [lines('A,1,ok,1', 'A,1,again,2'), 3, 'csvLevelTwice'],
      [lines(' ,1,ok,1'), 2, 'criterionNameRequired'],
      [lines('A,1,ok'), 2, 'csvCells'],
      [lines('A,1,ok,1,extra'), 2, 'csvCells'],
      [lines('A,1,ok,1', 'B,1,"not closed,1'), 3, 'csvQuotes'],
      [lines(`A,1,${'x'.repeat(501)},1`), 2, 'descriptionTooLong'],
      [lines(`${'x'.repeat(201)},1,ok,1`), 2, 'criterionNameTooLong'],
      [lines(...Array.from({ length: 11 }, (_, i) => `C${i},1,ok,1`)), 12, 'tooManyCriteria'],
    ];
    for (const [csv, line, code] of cases) {
      expect(importError(csv), csv).toEqual({
        status: 400,
        error: `Line ${line}: ${RUBRIC_MESSAGES[code]}`,
        code,
        line,
      });
    }
  });

  it('says which column is unknown or missing, and that an empty file has no criteria', async () => {
    expect(importError('Criterion,Level,Score,Points\nA,1,x,1')).toMatchObject({
      error:
        'Line 1: "Score" is not a rubric column. The columns are Criterion, Level, Description and Points.',
      code: 'csvColumns',
      line: 1,
    });
    expect(importError('Criterion,Level,Description\nA,1,x')).toMatchObject({
      error:
        'Line 1: The column "Points" is missing. The columns are Criterion, Level, Description and Points.',
      line: 1,
    });
    expect(importError('')).toMatchObject({ code: 'csvColumns', line: 1 });
    expect(importError(`${HEADER}\n,,,\n`)).toEqual({
      status: 400,
      error: RUBRIC_MESSAGES.criterionRequired,
      code: 'criterionRequired',
    });
    const response = await callAs(app, 'POST', '/api/rubrics/import', teacher, {
      name: 'Broken',
      csv: `${HEADER}\nA,1,ok,lots`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: `Line 2: ${RUBRIC_MESSAGES.csvPoints}`,
      code: 'csvPoints',
      line: 2,
    });
    const tooLarge = await callAs(app, 'POST', '/api/rubrics/import', teacher, {
      name: 'Huge',
      csv: 'x'.repeat(100_001),
    });
    expect(tooLarge.json()).toEqual({ error: RUBRIC_MESSAGES.csvTooLarge, code: 'csvTooLarge' });
    const names = (await callAs(app, 'GET', '/api/rubrics', teacher)).json<Rubric[]>();
    expect(names.map((r) => r.name)).not.toContain('Broken');
  });

  it('writes one line per level with the level numbered from 1', () => {
    const csv = rubricToCsv({
      criteria: [
        {
          id: 'a',
          name: 'A',
          levels: [
            { description: 'low', points: 0 },
            { description: 'high', points: 3 },
          ],
        },
      ],
    });
    expect(csv).toBe(`\ufeff${HEADER}\nA,1,low,0\nA,2,high,3\n`);
  });
});
