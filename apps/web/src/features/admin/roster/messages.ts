import { MAX_ROSTER_BUNDLE_BYTES, type RosterAction } from '@dsb/core';

const number = (n: number) => new Intl.NumberFormat().format(n);

/** A size in megabytes as the viewer's locale writes numbers ('20 MB', '20.5 MB'). */
export function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(mb)} MB`;
}

export type RosterKind = 'users' | 'classes' | 'enrollments';

/**
 * Every text of the Roster Import screen (docs/product/admin-console.md, "Roster Import"), ready
 * for translation: whole sentences, counts through one function each.
 */
export const ROSTER_MESSAGES = {
  title: 'Roster Import',
  intro:
    'Bring pupils, teachers and classes in from your school information system. Export a OneRoster 1.2 CSV bundle there (a .zip with users.csv, classes.csv and enrollments.csv), preview what it would change here, then import it. Importing the same file again changes nothing.',

  // Choosing the file
  fileLabel: 'OneRoster 1.2 CSV bundle (.zip)',
  fileHint: `At most ${megabytes(MAX_ROSTER_BUNDLE_BYTES)}.`,
  filePlaceholder: 'Choose a .zip file',
  clearFile: 'Clear the chosen file',
  tooLarge: (size: string) =>
    `This file is ${size}. A roster bundle can be at most ${megabytes(MAX_ROSTER_BUNDLE_BYTES)}: export fewer schools or terms at a time.`,
  notZip: 'Choose the .zip file your school information system exported (a OneRoster CSV bundle).',
  emptyFile: 'This file is empty.',

  // Actions and progress
  preview: 'Preview',
  import: 'Import',
  importBlocked: 'Fix the problems in the file and preview it again before importing.',
  uploading: (percent: number) => `Uploading the file: ${number(percent)}%`,
  previewing: 'Reading the bundle...',
  importing: 'Importing...',
  failed: (reason: string) => `The bundle could not be read: ${reason}`,
  importFailed: (reason: string) => `The import failed, and nothing was changed: ${reason}`,
  unreachable: 'the server could not be reached',

  // The plan
  previewTitle: 'Preview: nothing has been changed yet',
  resultTitle: 'Imported',
  imported: 'The roster was imported.',
  nothingToChange: 'Everything in this file is already here: nothing to change.',
  countsLabel: 'What the bundle does',
  columnKind: 'Kind',
  columnCreate: 'Will be created',
  columnChange: 'Will be changed',
  columnUnchanged: 'Left alone',
  columnCreated: 'Created',
  columnChanged: 'Changed',
  kinds: { users: 'Users', classes: 'Classes', enrollments: 'Enrollments' } satisfies Record<
    RosterKind,
    string
  >,
  itemsTitle: 'Items',
  itemsLabel: 'Items in the bundle',
  itemsShown: (shown: number, total: number) =>
    shown === total
      ? `All ${number(total)} items are listed.`
      : `The first ${number(shown)} of ${number(total)} items are listed.`,
  columnItem: 'Name',
  columnSourcedId: 'Source ID',
  columnAction: 'What happens',
  itemKinds: { user: 'User', class: 'Class', enrollment: 'Enrollment' },
  itemMeta: (kind: string, sourcedId: string) => `${kind} · ${sourcedId}`,
  actions: {
    create: 'Will be created',
    change: 'Will be changed',
    unchanged: 'Left alone',
  } satisfies Record<RosterAction, string>,
  doneActions: {
    create: 'Created',
    change: 'Changed',
    unchanged: 'Left alone',
  } satisfies Record<RosterAction, string>,

  // Problems
  problemsTitle: (n: number) =>
    n === 1 ? '1 problem in the file' : `${number(n)} problems in the file`,
  problemsHint: 'Nothing can be imported until these are fixed.',
  problemAt: (file: string, line: number) => (line > 0 ? `${file}, line ${number(line)}` : file),
  problemsLabel: 'Problems in the file',
} as const;
