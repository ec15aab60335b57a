/** Helpers of the evidence management specs: API seeding, cards and checked screenshots. */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { AdminEvidenceItem, AdminEvidenceListResponse } from '@dsb/core';
import { expect } from './fixtures';

// ADMIN_SHOTS_DIR=/some/dir saves the screens at both sizes for a person to look at.
const shotsDir = process.env.ADMIN_SHOTS_DIR;

export async function shot(page: Page, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (!shotsDir) return;
  const dialog = await page.getByRole('dialog').count();
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: dialog === 0 });
}

export const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

export async function listEvidence(page: Page, query: string): Promise<AdminEvidenceListResponse> {
  const response = await page.request.get(`/api/admin/evidence?${query}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as AdminEvidenceListResponse;
}

/** An image the seeded library already stores under /files, for charts added by hand. */
export async function seededImage(page: Page): Promise<string> {
  const { data } = await listEvidence(page, 'collection=main&limit=1');
  expect(data.items[0]?.s3URL).toMatch(/^\/files\//);
  return data.items[0]!.s3URL!;
}

export type Chart = {
  label: string;
  sourceURL: string;
  originalURL?: string;
  description?: string;
};

/** Adds a chart to Evidence-Temp (forced: the seeded image is already in Main). */
export async function addToTemp(
  page: Page,
  image: string,
  chart: Chart,
): Promise<AdminEvidenceItem> {
  const response = await page.request.post('/api/admin/evidence/temp', {
    data: {
      s3URL: image,
      topicTagStatic: 'testing',
      description: `About ${chart.label}`,
      originalURL: `${chart.sourceURL}#${chart.label}`,
      ...chart,
      force: true,
    },
    headers: origin(page),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { chart: AdminEvidenceItem }).chart;
}

export async function syncViaApi(page: Page) {
  const response = await page.request.post('/api/admin/evidence/sync', { headers: origin(page) });
  expect(response.ok()).toBeTruthy();
}

export const card = (page: Page, label: string) =>
  page.getByTestId('evidence-item').filter({ hasText: label });
