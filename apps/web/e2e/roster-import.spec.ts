import JSZip from 'jszip';
import type { Locator, Page } from '@playwright/test';
import { MAX_ROSTER_BUNDLE_BYTES } from '@dsb/core';
import { signInAsAdmin, uniquePrefix } from './support/admin';
import { scan } from './support/axe';
import { expect, test } from './support/fixtures';
import { screenSettled } from './support/screen';

/*
 * Roster Import (docs/product/admin-console.md): an admin previews a OneRoster 1.2 CSV bundle
 * built here, imports it, imports it again (nothing to change), and meets a broken file's line and
 * a file over the size limit. E2E_SCREENSHOTS=<dir> also saves the screen at 1280x800 and 390x844.
 */

const shots = process.env.E2E_SCREENSHOTS;

async function screenshot(page: Page, name: string) {
  if (!shots) return;
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await screenSettled(page);
    await page.screenshot({ path: `${shots}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const csv = (rows: string[][]) => rows.map((row) => row.join(',')).join('\r\n') + '\r\n';

const MANIFEST = [
  ['propertyName', 'value'],
  ['manifest.version', '1.0'],
  ['oneroster.version', '1.2'],
  ['file.academicSessions', 'absent'],
  ['file.categories', 'absent'],
  ['file.classes', 'bulk'],
  ['file.classResources', 'absent'],
  ['file.courses', 'absent'],
  ['file.courseResources', 'absent'],
  ['file.demographics', 'absent'],
  ['file.enrollments', 'bulk'],
  ['file.lineItems', 'absent'],
  ['file.orgs', 'absent'],
  ['file.resources', 'absent'],
  ['file.results', 'absent'],
  ['file.roles', 'absent'],
  ['file.userProfiles', 'absent'],
  ['file.userResources', 'absent'],
  ['file.users', 'bulk'],
  ['source.systemName', 'E2E school system'],
  ['source.systemCode', 'e2e'],
];

const USER_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'enabledUser',
  'username',
  'userIds',
  'givenName',
  'familyName',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
  'userMasterIdentifier',
  'resourceSourcedIds',
  'preferredGivenName',
  'preferredMiddleName',
  'preferredFamilyName',
  'primaryOrgSourcedId',
  'pronouns',
];
const CLASS_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'title',
  'grades',
  'courseSourcedId',
  'classCode',
  'classType',
  'location',
  'schoolSourcedId',
  'termSourcedIds',
  'subjects',
  'subjectCodes',
  'periods',
];
const ENROLLMENT_COLUMNS = [
  'sourcedId',
  'status',
  'dateLastModified',
  'classSourcedId',
  'schoolSourcedId',
  'userSourcedId',
  'role',
  'primary',
  'beginDate',
  'endDate',
];

type Person = { id: string; given: string; family: string; email: string; role: string };

/** A bundle with one teacher and two pupils in one class; `breakUser` empties a sourcedId. */
async function rosterZip(prefix: string, { breakUser = false } = {}): Promise<Buffer> {
  const people: Person[] = [
    { id: `${prefix}-t1`, given: 'Tess', family: 'Teacher', email: 'tess', role: 'teacher' },
    { id: `${prefix}-p1`, given: 'Pia', family: 'Pupil', email: 'pia', role: 'student' },
    { id: `${prefix}-p2`, given: 'Paz', family: 'Pupil', email: 'paz', role: 'student' },
  ];
  const user = (p: Person, index: number) => {
    const row = Object.fromEntries(USER_COLUMNS.map((c) => [c, ''])) as Record<string, string>;
    Object.assign(row, {
      sourcedId: breakUser && index === 1 ? '' : p.id,
      enabledUser: 'true',
      username: `${prefix}-${p.email}`,
      givenName: p.given,
      familyName: p.family,
      email: `${prefix}-${p.email}@school.example`,
      primaryOrgSourcedId: 'school-1',
    });
    return USER_COLUMNS.map((c) => row[c]!);
  };
  const klass = Object.fromEntries(CLASS_COLUMNS.map((c) => [c, ''])) as Record<string, string>;
  Object.assign(klass, {
    sourcedId: `${prefix}-c1`,
    title: `Year 8 Science ${prefix}`,
    classType: 'scheduled',
    schoolSourcedId: 'school-1',
    termSourcedIds: 'term-1',
  });
  const enrollment = (p: Person) => {
    const row = Object.fromEntries(ENROLLMENT_COLUMNS.map((c) => [c, ''])) as Record<
      string,
      string
    >;
    Object.assign(row, {
      sourcedId: `${p.id}-e`,
      classSourcedId: `${prefix}-c1`,
      schoolSourcedId: 'school-1',
      userSourcedId: p.id,
      role: p.role,
      primary: p.role === 'teacher' ? 'true' : 'false',
    });
    return ENROLLMENT_COLUMNS.map((c) => row[c]!);
  };
  const zip = new JSZip();
  zip.file('manifest.csv', csv(MANIFEST));
  zip.file('users.csv', csv([USER_COLUMNS, ...people.map(user)]));
  zip.file('classes.csv', csv([CLASS_COLUMNS, CLASS_COLUMNS.map((c) => klass[c]!)]));
  zip.file('enrollments.csv', csv([ENROLLMENT_COLUMNS, ...people.map(enrollment)]));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function choose(page: Page, name: string, buffer: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/zip', buffer });
}

/** The counts row of one kind: created (or to be), changed, left alone. */
async function expectCounts(counts: Locator, kind: string, values: [number, number, number]) {
  const row = counts.getByRole('row', { name: new RegExp(`^${kind}`) });
  await expect(row.getByRole('cell')).toHaveText(values.map(String));
}

test('an admin previews a OneRoster bundle, imports it, and importing it again changes nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const prefix = uniquePrefix('r');
  const bundle = await rosterZip(prefix);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Roster Import/ }).click();
  await expect(page.getByRole('heading', { name: 'Roster Import', level: 1 })).toBeVisible();
  const preview = page.getByRole('button', { name: 'Preview' });
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(preview).toBeDisabled();
  await expect(importButton).toBeDisabled();

  await choose(page, 'roster.zip', bundle);
  await preview.click();
  const plan = page.getByRole('region', { name: 'Preview: nothing has been changed yet' });
  const counts = plan.getByRole('table', { name: 'What the bundle does' });
  await expectCounts(counts, 'Users', [3, 0, 0]);
  await expectCounts(counts, 'Classes', [1, 0, 0]);
  // The teacher's enrollment makes them the class link's owner, not one of its pupils.
  await expectCounts(counts, 'Enrollments', [2, 0, 1]);
  const item = (sourcedId: string) =>
    plan
      .getByTestId('roster-item')
      .filter({ has: page.getByRole('cell', { name: sourcedId, exact: true }) });
  await expect(item(`${prefix}-p1`)).toContainText('Will be created');
  await expect(item(`${prefix}-c1`)).toContainText('Will be created');
  await expect(item(`${prefix}-p1-e`)).toContainText('Will be created');
  await expect(item(`${prefix}-t1-e`)).toContainText('Left alone');
  await expect(plan.getByText('All 7 items are listed.')).toBeVisible();
  await scan(page, 'admin: Roster Import, preview');
  await screenshot(page, 'roster-preview');

  await expect(importButton).toBeEnabled();
  await importButton.click();
  const result = page.getByRole('region', { name: 'Imported' });
  await expect(result.getByText('The roster was imported.')).toBeVisible();
  const done = result.getByRole('table', { name: 'What the bundle does' });
  await expect(done.getByRole('columnheader', { name: 'Created' })).toBeVisible();
  await expectCounts(done, 'Users', [3, 0, 0]);
  await expectCounts(done, 'Enrollments', [2, 0, 1]);
  await expect(importButton).toBeDisabled();
  await screenshot(page, 'roster-imported');

  // The same file again: everything is left alone, and importing it changes nothing.
  await preview.click();
  await expect(plan.getByTestId('roster-nothing-to-change')).toHaveText(
    'Everything in this file is already here: nothing to change.',
  );
  await expectCounts(counts, 'Users', [0, 0, 3]);
  await expectCounts(counts, 'Classes', [0, 0, 1]);
  await expectCounts(counts, 'Enrollments', [0, 0, 3]);
  await expect(item(`${prefix}-p1`)).toContainText('Left alone');
  await importButton.click();
  await expect(result.getByTestId('roster-nothing-to-change')).toBeVisible();
  await expectCounts(done, 'Users', [0, 0, 3]);

  // The imported pupils are users of this app now.
  await page.goto(`/admin/users?search=${prefix}-pia`);
  await expect(page.getByText('1 user', { exact: true })).toBeVisible();
});

test('progress while a bundle is read; a broken bundle shows the file and line of each problem and cannot be imported; a file over the limit is refused before upload', async ({
  page,
}) => {
  const prefix = uniquePrefix('rb');
  await signInAsAdmin(page);
  await page.goto('/admin/roster-import');
  await choose(page, 'broken.zip', await rosterZip(prefix, { breakUser: true }));
  // While the server reads the bundle the screen says so (held back here so it can be seen).
  await page.route('**/api/admin/roster/preview', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('roster-progress')).toContainText(
    /Uploading the file: \d+%|Reading the bundle.../,
  );
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  const problems = page.getByRole('list', { name: 'Problems in the file' });
  await expect(problems).toContainText('users.csv, line 3');
  await expect(page.getByText('Fix the problems in the file and preview it again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await screenshot(page, 'roster-problems');

  // Over the limit: said at once, nothing sent.
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/roster/')) sent = true;
  });
  await choose(page, 'whole-district.zip', Buffer.alloc(MAX_ROSTER_BUNDLE_BYTES + 1));
  await expect(page.getByText(/A roster bundle can be at most 20 MB/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();
  expect(sent).toBe(false);
});
