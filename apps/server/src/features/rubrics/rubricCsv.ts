import { parse, CsvError } from 'csv-parse/sync';
import {
  MAX_RUBRIC_CRITERIA,
  MAX_RUBRIC_LEVELS,
  MAX_RUBRIC_POINTS,
  RUBRIC_CSV_COLUMNS,
  RUBRIC_MESSAGES,
  rubricCriterionSchema,
  rubricCsvColumnMessages,
  rubricCsvLineMessage,
  rubricInputSchema,
  rubricLevelSchema,
  type Rubric,
  type RubricMessageCode,
} from '@dsb/core';
import { spreadsheetCsv } from '../../platform/csv/spreadsheetCsv';
import { HttpError } from '../../platform/http/errors';
import { rubricMessageCode, type ValidRubricInput } from './rubricService';

/**
 * A rubric as CSV and back (docs/product/feedback.md, "Rubrics"): one line per level, with the
 * columns Criterion, Level (1, 2, ... in the criterion's order), Description and Points.
 */

/** One line per level; formula-like cells are escaped as in every CSV the app writes. */
export function rubricToCsv(rubric: Pick<Rubric, 'criteria'>): string {
  const rows = rubric.criteria.flatMap((criterion) =>
    criterion.levels.map((level, i) => [criterion.name, i + 1, level.description, level.points]),
  );
  return spreadsheetCsv(RUBRIC_CSV_COLUMNS, rows);
}

/** What spreadsheetCsv's escaping added: a ' before one of the characters it escapes. */
const ESCAPED_FORMULA = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const unescapeFormula = (cell: string) => (ESCAPED_FORMULA.test(cell) ? cell.slice(1) : cell);
const WHOLE_NUMBER = /^\d{1,3}$/;

type Column = (typeof RUBRIC_CSV_COLUMNS)[number];
type ParsedRecord = { record: string[]; info: { lines: number; raw: string | undefined } };
type Draft = {
  name: string;
  levels: Map<number, { description: string; points: number }>;
};

/** A 400 naming the line, with the message's code and the line beside the text. */
const lineError = (
  line: number,
  code: RubricMessageCode,
  message: string = RUBRIC_MESSAGES[code],
) => new HttpError(400, rubricCsvLineMessage(line, message), { code, line });

/** The line a record starts on: where it ends, less the line breaks inside it. */
function startLine({ lines, raw = '' }: ParsedRecord['info']): number {
  const inside = raw.replace(/^\n+/, '').replace(/\n$/, '');
  return lines - (inside.match(/\n/g)?.length ?? 0);
}

/**
 * The separator the column line uses most: a comma, or the semicolon or tab that spreadsheets
 * set to some languages write.
 */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end < 0 ? text : text.slice(0, end);
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readRecords(csv: string): ParsedRecord[] {
  const text = csv.replace(/\r\n?/g, '\n');
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw lineError(line, 'csvQuotes');
    }
    throw error;
  }
}

/** Which cell holds each column; the header's names in any order and case. */
function columnsOf(header: ParsedRecord): Record<Column, number> {
  const index: Partial<Record<Column, number>> = {};
  header.record.forEach((cell, i) => {
    const name = cell.trim();
    const column = RUBRIC_CSV_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column || index[column] !== undefined) {
      if (name === '' && i === header.record.length - 1) return; // a trailing comma
      throw lineError(1, 'csvColumns', rubricCsvColumnMessages.unknown(name));
    }
    index[column] = i;
  });
  for (const column of RUBRIC_CSV_COLUMNS) {
    if (index[column] === undefined) {
      throw lineError(1, 'csvColumns', rubricCsvColumnMessages.missing(column));
    }
  }
  return index as Record<Column, number>;
}

/** The first message of a failed parse (the schemas carry the screens' messages). */
const firstMessage = (error: { issues: ReadonlyArray<{ message: string }> }) =>
  error.issues[0]?.message ?? RUBRIC_MESSAGES.csvColumns;

function readLine(cells: string[], at: Record<Column, number>, line: number) {
  const name = rubricCriterionSchema.shape.name.safeParse(cells[at.Criterion]);
  if (!name.success) {
    const message = firstMessage(name.error);
    throw lineError(line, rubricMessageCode(message) ?? 'criterionNameRequired', message);
  }
  const levelText = cells[at.Level]!.trim();
  const level = Number(levelText);
  if (!WHOLE_NUMBER.test(levelText) || level < 1 || level > MAX_RUBRIC_LEVELS) {
    throw lineError(line, 'csvLevel');
  }
  const pointsText = cells[at.Points]!.trim();
  if (!WHOLE_NUMBER.test(pointsText) || Number(pointsText) > MAX_RUBRIC_POINTS) {
    throw lineError(line, 'csvPoints');
  }
  const parsed = rubricLevelSchema.safeParse({
    description: cells[at.Description],
    points: Number(pointsText),
  });
  if (!parsed.success) {
    const message = firstMessage(parsed.error);
    throw lineError(line, rubricMessageCode(message) ?? 'descriptionTooLong', message);
  }
  return { name: name.data, level, value: parsed.data };
}

/**
 * The rubric a CSV describes, or a 400 naming the line at fault ('Line 4: Points must be a whole
 * number from 0 to 100.'). Lines are grouped into criteria by name, in the order the names first
 * appear; within a criterion, the Level column gives the order. Blank lines are skipped.
 */
export function rubricFromCsv(name: string, csv: string): ValidRubricInput {
  const [header, ...rows] = readRecords(csv);
  if (!header) throw lineError(1, 'csvColumns');
  const at = columnsOf(header);
  const width = Math.max(...Object.values(at)) + 1;
  const drafts: Draft[] = [];
  for (const row of rows) {
    const line = startLine(row.info);
    const cells = row.record.map(unescapeFormula);
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (cells.length < width || cells.slice(width).some((cell) => cell.trim() !== '')) {
      throw lineError(line, 'csvCells');
    }
    const { name: criterion, level, value } = readLine(cells, at, line);
    let draft = drafts.find((d) => d.name === criterion);
    if (!draft) {
      if (drafts.length === MAX_RUBRIC_CRITERIA) throw lineError(line, 'tooManyCriteria');
      draft = { name: criterion, levels: new Map() };
      drafts.push(draft);
    }
    if (draft.levels.has(level)) throw lineError(line, 'csvLevelTwice');
    draft.levels.set(level, value);
  }
  const input = {
    name,
    criteria: drafts.map((draft) => ({
      name: draft.name,
      levels: [...draft.levels.entries()].sort(([a], [b]) => a - b).map(([, value]) => value),
    })),
  };
  const result = rubricInputSchema.safeParse(input);
  if (!result.success) {
    const message = firstMessage(result.error);
    throw new HttpError(400, message, { code: rubricMessageCode(message) });
  }
  return result.data;
}
