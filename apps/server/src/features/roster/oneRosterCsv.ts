import { parse } from 'csv-parse/sync';
import {
  MAX_ROSTER_ROWS,
  userDisplayNameField,
  userEmailField,
  type RosterProblem,
} from '@dsb/core';
import type { BundleFileName, BundleFiles } from './bundle';
import { ROSTER_MESSAGES } from './messages';

/**
 * The OneRoster CSV files as records (docs/product/roster-import.md). Pure: no database. Column
 * names follow the OneRoster 1.1 and 1.2 CSV bindings; columns the import does not use (orgs,
 * grades, 1.1's `role` in users.csv, 1.2's roles.csv) are ignored. A row whose status is
 * `tobedeleted`, or a user with enabledUser `false`, is skipped (and what refers to it too).
 */

export type RosterUser = {
  line: number;
  sourcedId: string;
  displayName: string;
  /** Lowercased; null when neither email nor an e-mail-shaped username is given. */
  email: string | null;
  skipped: boolean;
};
export type RosterClass = {
  line: number;
  sourcedId: string;
  title: string;
  classCode: string | null;
  skipped: boolean;
};
export type RosterEnrollment = {
  line: number;
  sourcedId: string;
  classSourcedId: string;
  userSourcedId: string;
  role: string;
  primary: boolean;
  skipped: boolean;
};
export type ParsedRoster = {
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
  problems: RosterProblem[];
};

type Row = { line: number; get: (column: string) => string };

const REQUIRED: Record<Exclude<BundleFileName, 'manifest.csv'>, string[]> = {
  'users.csv': ['sourcedId', 'givenName', 'familyName'],
  'classes.csv': ['sourcedId', 'title'],
  'enrollments.csv': ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
};

const isDeleted = (row: Row) => row.get('status').toLowerCase() === 'tobedeleted';

/** The line a record starts on: where it ends, less the line breaks inside its quotes. */
function startLine({ lines, raw = '' }: { lines: number; raw?: string }): number {
  const inside = raw.replace(/^\n+/, '').replace(/\n$/, '');
  return lines - (inside.match(/\n/g)?.length ?? 0);
}

/**
 * Reads one file's rows with their line numbers; null (with a problem) for a file that cannot be
 * read, lacks a required column or has too many rows.
 */
function readTable(
  file: BundleFileName,
  text: string,
  required: readonly string[],
  problems: RosterProblem[],
): Row[] | null {
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  let records: Array<{ record: string[]; info: { lines: number; raw?: string } }>;
  try {
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    problem(line, ROSTER_MESSAGES.unreadable((error as Error).message));
    return null;
  }
  const [header, ...body] = records;
  if (!header) return [];
  const columns = new Map(header.record.map((name, i) => [name.trim(), i]));
  const missing = required.filter((column) => !columns.has(column));
  for (const column of missing) problem(header.info.lines, ROSTER_MESSAGES.missingColumn(column));
  if (missing.length > 0) return null;
  if (body.length > MAX_ROSTER_ROWS) {
    problem(startLine(body[MAX_ROSTER_ROWS]!.info), ROSTER_MESSAGES.tooManyRows);
    return null;
  }
  return body.map(({ record, info }) => ({
    line: startLine(info),
    get: (column: string) => {
      const index = columns.get(column);
      return index === undefined ? '' : (record[index] ?? '').trim();
    },
  }));
}

/** Each required value present and each sourcedId once; false (with problems) otherwise. */
function checkRow(
  file: BundleFileName,
  row: Row,
  seen: Map<string, number>,
  problems: RosterProblem[],
): boolean {
  let ok = true;
  // A row to be deleted is skipped: only its sourcedId must be there.
  const needed = isDeleted(row) ? ['sourcedId'] : REQUIRED[file as keyof typeof REQUIRED];
  for (const column of needed) {
    if (row.get(column) === '') {
      problems.push({ file, line: row.line, message: ROSTER_MESSAGES.emptyValue(column) });
      ok = false;
    }
  }
  const id = row.get('sourcedId');
  const before = seen.get(id);
  if (id && before !== undefined) {
    problems.push({ file, line: row.line, message: ROSTER_MESSAGES.sourcedIdTwice(id, before) });
    return false;
  }
  if (id) seen.set(id, row.line);
  return ok;
}

function readUsers(rows: Row[], problems: RosterProblem[]): RosterUser[] {
  const file = 'users.csv';
  const seen = new Map<string, number>();
  const emails = new Map<string, number>();
  const users: RosterUser[] = [];
  for (const row of rows) {
    if (!checkRow(file, row, seen, problems)) continue;
    const skipped = isDeleted(row) || row.get('enabledUser').toLowerCase() === 'false';
    const name = userDisplayNameField.safeParse(`${row.get('givenName')} ${row.get('familyName')}`);
    if (!name.success && !skipped) {
      const reason = name.error.issues[0]?.message ?? '';
      problems.push({ file, line: row.line, message: ROSTER_MESSAGES.nameInvalid(reason) });
      continue;
    }
    const given =
      row.get('email') || (row.get('username').includes('@') ? row.get('username') : '');
    let email: string | null = null;
    if (given && !skipped) {
      const parsed = userEmailField.safeParse(given);
      if (!parsed.success) {
        problems.push({ file, line: row.line, message: ROSTER_MESSAGES.emailInvalid(given) });
        continue;
      }
      email = parsed.data;
      const before = emails.get(email);
      if (before !== undefined) {
        problems.push({ file, line: row.line, message: ROSTER_MESSAGES.emailTwice(email, before) });
        continue;
      }
      emails.set(email, row.line);
    }
    const displayName = name.success ? name.data : row.get('sourcedId');
    users.push({ line: row.line, sourcedId: row.get('sourcedId'), displayName, email, skipped });
  }
  return users;
}

function readClasses(rows: Row[], problems: RosterProblem[]): RosterClass[] {
  const seen = new Map<string, number>();
  return rows
    .filter((row) => checkRow('classes.csv', row, seen, problems))
    .map((row) => ({
      line: row.line,
      sourcedId: row.get('sourcedId'),
      title: row.get('title'),
      classCode: row.get('classCode') || null,
      skipped: isDeleted(row),
    }));
}

function readEnrollments(
  rows: Row[],
  users: RosterUser[] | null,
  classes: RosterClass[] | null,
  problems: RosterProblem[],
): RosterEnrollment[] {
  const file = 'enrollments.csv';
  // A file that could not be read has its own problem: its references are not checked again.
  const userById = new Map((users ?? []).map((u) => [u.sourcedId, u]));
  const classById = new Map((classes ?? []).map((c) => [c.sourcedId, c]));
  const seen = new Map<string, number>();
  const enrollments: RosterEnrollment[] = [];
  for (const row of rows) {
    if (!checkRow(file, row, seen, problems)) continue;
    const user = userById.get(row.get('userSourcedId'));
    const klass = classById.get(row.get('classSourcedId'));
    const deleted = isDeleted(row);
    if (!klass && !deleted && classes) {
      const message = ROSTER_MESSAGES.unknownClass(row.get('classSourcedId'));
      problems.push({ file, line: row.line, message });
    }
    if (!user && !deleted && users) {
      const message = ROSTER_MESSAGES.unknownUser(row.get('userSourcedId'));
      problems.push({ file, line: row.line, message });
    }
    if ((!klass || !user) && !deleted) continue;
    enrollments.push({
      line: row.line,
      sourcedId: row.get('sourcedId'),
      classSourcedId: row.get('classSourcedId'),
      userSourcedId: row.get('userSourcedId'),
      role: row.get('role').toLowerCase(),
      primary: row.get('primary').toLowerCase() === 'true',
      skipped: deleted || !user || !klass || user.skipped || klass.skipped,
    });
  }
  return enrollments;
}

/** manifest.csv (propertyName,value): a needed file marked `absent` is a problem. */
function checkManifest(text: string | undefined, problems: RosterProblem[]) {
  if (text === undefined) return;
  for (const row of readTable('manifest.csv', text, ['propertyName', 'value'], problems) ?? []) {
    const file = /^file\.(users|classes|enrollments)$/.exec(row.get('propertyName'))?.[1];
    if (file && row.get('value').toLowerCase() === 'absent') {
      const message = ROSTER_MESSAGES.manifestAbsent(`${file}.csv`);
      problems.push({ file: 'manifest.csv', line: row.line, message });
    }
  }
}

/** The whole bundle as records, with every problem found (file and line). */
export function parseRoster(bundle: BundleFiles): ParsedRoster {
  const problems: RosterProblem[] = [];
  for (const file of bundle.duplicates) {
    problems.push({ file, line: 0, message: ROSTER_MESSAGES.fileTwice(file) });
  }
  checkManifest(bundle.texts['manifest.csv'], problems);
  const table = (file: keyof typeof REQUIRED): Row[] | null => {
    const text = bundle.texts[file];
    if (text === undefined) {
      problems.push({ file, line: 0, message: ROSTER_MESSAGES.missingFile(file) });
      return null;
    }
    return readTable(file, text, REQUIRED[file], problems);
  };
  // Problems come file by file, in the order of the files' lines.
  const userRows = table('users.csv');
  const users = userRows && readUsers(userRows, problems);
  const classRows = table('classes.csv');
  const classes = classRows && readClasses(classRows, problems);
  const enrollments = readEnrollments(table('enrollments.csv') ?? [], users, classes, problems);
  return { users: users ?? [], classes: classes ?? [], enrollments, problems };
}
