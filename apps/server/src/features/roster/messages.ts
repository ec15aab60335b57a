import { MAX_ROSTER_BUNDLE_BYTES, MAX_ROSTER_ROWS } from '@dsb/core';

/**
 * What the roster import says (docs/product/roster-import.md): the answer to a bundle it cannot
 * open, and the problems it lists with a file and a line. Whole sentences, one function per
 * message with a value, so they can be translated.
 */
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export const ROSTER_MESSAGES = {
  emptyBody: 'Send the roster bundle (a .zip file) as the body of the request.',
  notZip:
    'The file is not a ZIP archive. Export the roster as a OneRoster CSV bundle (a .zip file) and try again.',
  tooLarge: `The roster bundle is larger than ${megabytes(MAX_ROSTER_BUNDLE_BYTES)} MB. Export fewer schools or classes at a time.`,
  tooLargeUnpacked: `The files in the roster bundle are larger than ${megabytes(MAX_UNPACKED_BYTES)} MB once unpacked.`,
  changedMeanwhile:
    'Accounts or class links changed while the roster was being imported. Nothing was imported; preview the bundle again.',
  missingFile: (file: string) => `The bundle has no ${file}.`,
  fileTwice: (file: string) => `The bundle holds more than one ${file}.`,
  manifestAbsent: (file: string) =>
    `manifest.csv marks ${file} as absent, but the import needs it.`,
  unreadable: (reason: string) => `The file cannot be read as CSV: ${reason}`,
  missingColumn: (column: string) => `The column ${column} is missing.`,
  tooManyRows: `The file has more than ${MAX_ROSTER_ROWS.toLocaleString('en')} rows.`,
  emptyValue: (column: string) => `${column} is empty.`,
  sourcedIdTwice: (sourcedId: string, line: number) =>
    `The sourcedId ${sourcedId} is also on line ${line}.`,
  emailTwice: (email: string, line: number) =>
    `The e-mail address ${email} is also used on line ${line}.`,
  emailInvalid: (email: string) => `${email} is not a valid e-mail address.`,
  nameInvalid: (reason: string) => `The name (givenName and familyName) is not usable: ${reason}`,
  emailOfAnotherAccount: (email: string) =>
    `The e-mail address ${email} belongs to another account.`,
  accountImportedAs: (email: string, sourcedId: string) =>
    `The account with the e-mail address ${email} was imported before as the user ${sourcedId}.`,
  unknownClass: (sourcedId: string) => `No class in classes.csv has the sourcedId ${sourcedId}.`,
  unknownUser: (sourcedId: string) => `No user in users.csv has the sourcedId ${sourcedId}.`,
  enrollmentLabel: (user: string, className: string) => `${user} in ${className}`,
} as const;
