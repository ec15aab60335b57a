import { describe, expect, it } from 'vitest';
import { MAX_ROSTER_ROWS } from '@dsb/core';
import type { BundleFiles } from './bundle';
import { parseRoster } from './oneRosterCsv';
import {
  CLASSES_HEADER,
  ENROLLMENTS_HEADER,
  USERS_HEADER,
  schoolBundle,
  type TestBundle,
} from './rosterTestSupport';

const files = (bundle: TestBundle): BundleFiles => ({
  texts: Object.fromEntries(Object.entries(bundle).map(([k, v]) => [k, `${v.join('\n')}\n`])),
  duplicates: [],
});

describe('OneRoster CSV files as records', () => {
  it('reads users, classes and enrollments with their lines, skipping tobedeleted', () => {
    const parsed = parseRoster(files(schoolBundle()));
    expect(parsed.problems).toEqual([]);
    expect(parsed.users).toEqual([
      {
        line: 2,
        sourcedId: 't1',
        displayName: 'Maria Rivera',
        email: 'teacher@school.example',
        skipped: false,
      },
      {
        line: 3,
        sourcedId: 's1',
        displayName: 'Ada Lovelace',
        email: 'ada@school.example',
        skipped: false,
      },
      { line: 4, sourcedId: 's2', displayName: 'Alan Turing', email: null, skipped: false },
      { line: 5, sourcedId: 's3', displayName: 'Old Pupil', email: null, skipped: true },
    ]);
    expect(parsed.classes.map((c) => [c.sourcedId, c.title, c.classCode])).toEqual([
      ['c1', 'Year 9 Maths', '9MA/1'],
      ['c2', 'Art club', null],
    ]);
    // The enrollment of a skipped user is skipped too, not a problem.
    expect(parsed.enrollments.map((e) => [e.sourcedId, e.role, e.primary, e.skipped])).toEqual([
      ['e1', 'teacher', true, false],
      ['e2', 'student', false, false],
      ['e3', 'student', false, false],
      ['e4', 'student', false, false],
      ['e5', 'student', false, true],
    ]);
  });

  it('asks a row marked tobedeleted only for its sourcedId', () => {
    const bundle = schoolBundle();
    bundle['users.csv'].push('s4,tobedeleted,2026-01-01,,,,,,,,,,');
    bundle['classes.csv'].push('c3,tobedeleted,2026-01-01,,,,,,,,,');
    bundle['enrollments.csv'].push('e6,tobedeleted,2026-01-01,,,,,,,');
    const parsed = parseRoster(files(bundle));
    expect(parsed.problems).toEqual([]);
    expect(parsed.users.at(-1)).toMatchObject({ sourcedId: 's4', skipped: true });
    expect(parsed.classes.at(-1)).toMatchObject({ sourcedId: 'c3', skipped: true });
    expect(parsed.enrollments.at(-1)).toMatchObject({ sourcedId: 'e6', skipped: true });
  });

  it('accepts OneRoster 1.2 users.csv (no role column) and an e-mail address as username', () => {
    const parsed = parseRoster(
      files({
        ...schoolBundle(),
        'users.csv': [
          'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
          't1,,,true,Maria@School.example,,Maria,Rivera,,,,,,,,,,,,,org1,',
          's1,,,true,ada,,Ada,Lovelace,,,ada@school.example,,,,,,,,,,org1,',
          's2,,,false,alan,,Alan,Turing,,,,,,,,,,,,,org1,',
          's3,,,true,old,,Old,Pupil,,,,,,,,,,,,,org1,',
        ],
      }),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.users.map((u) => [u.sourcedId, u.email, u.skipped])).toEqual([
      ['t1', 'maria@school.example', false],
      ['s1', 'ada@school.example', false],
      ['s2', null, true],
      ['s3', null, false],
    ]);
  });

  it('lists every problem with its file and line', () => {
    const parsed = parseRoster(
      files({
        'manifest.csv': ['propertyName,value', 'file.classes,absent'],
        'users.csv': [
          USERS_HEADER,
          't1,,,true,org1,teacher,rivera,,Maria,Rivera,,,maria@school.example',
          ',,,true,org1,student,x,,No,Id,,,',
          's1,,,true,org1,student,ada,,Ada,Lovelace,,,MARIA@school.example',
          's2,,,true,org1,student,alan,,Alan,Turing,,,not-an-address',
          't1,,,true,org1,teacher,again,,Maria,Again,,,',
        ],
        'classes.csv': ['sourcedId,status,classCode', 'c1,,9MA'],
        'enrollments.csv': [ENROLLMENTS_HEADER, 'e1,,,c1,org1,nobody,student,false,,'],
      }),
    );
    expect(parsed.problems).toEqual([
      {
        file: 'manifest.csv',
        line: 2,
        message: 'manifest.csv marks classes.csv as absent, but the import needs it.',
      },
      { file: 'users.csv', line: 3, message: 'sourcedId is empty.' },
      {
        file: 'users.csv',
        line: 4,
        message: 'The e-mail address maria@school.example is also used on line 2.',
      },
      { file: 'users.csv', line: 5, message: 'not-an-address is not a valid e-mail address.' },
      { file: 'users.csv', line: 6, message: 'The sourcedId t1 is also on line 2.' },
      { file: 'classes.csv', line: 1, message: 'The column title is missing.' },
      // classes.csv could not be read, so only the user is checked.
      {
        file: 'enrollments.csv',
        line: 2,
        message: 'No user in users.csv has the sourcedId nobody.',
      },
    ]);
  });

  it('names a missing file, and a file over the row limit at its first line too many', () => {
    const rows = Array.from({ length: MAX_ROSTER_ROWS + 1 }, (_, i) => `c${i},,,Class ${i}`);
    const parsed = parseRoster(
      files({
        'users.csv': [USERS_HEADER],
        'classes.csv': [CLASSES_HEADER, ...rows],
      }),
    );
    expect(parsed.problems).toEqual([
      {
        file: 'classes.csv',
        line: MAX_ROSTER_ROWS + 2,
        message: 'The file has more than 50,000 rows.',
      },
      { file: 'enrollments.csv', line: 0, message: 'The bundle has no enrollments.csv.' },
    ]);
  });

  it('counts lines inside quoted values, so a later line keeps its number', () => {
    const parsed = parseRoster(
      files({
        ...schoolBundle(),
        'classes.csv': [
          CLASSES_HEADER,
          'c1,,,"Year 9',
          'Maths",,,9MA,,,,,',
          'c2,,,Art,,,,,,,,',
          ',,,x,,,,,,,,',
        ],
      }),
    );
    expect(parsed.problems).toContainEqual({
      file: 'classes.csv',
      line: 5,
      message: 'sourcedId is empty.',
    });
  });
});
