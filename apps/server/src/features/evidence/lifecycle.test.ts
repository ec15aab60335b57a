import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVIDENCE_ADMIN_ACTIVITY,
  EVIDENCE_ADMIN_MESSAGES,
  type AdminEvidenceItem,
} from '@dsb/core';
import { evidence } from './tables';
import { activityLog } from '../../platform/activity/tables';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';
import { evidenceRowOf, insertChart } from './adminTestSupport';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(() => app?.close());

const rowOf = (id: string) => evidenceRowOf(app, id);
const addToTemp = (body: Record<string, unknown>) =>
  callAs(app, 'POST', '/api/admin/evidence/temp', admin, body);
const actions = async (action: string) =>
  app.db.select().from(activityLog).where(eq(activityLog.action, action));

describe('POST /api/admin/evidence/temp', () => {
  const chart = {
    label: 'Coral cover on the reef',
    description: 'Share of the reef covered by live coral',
    s3URL: '/files/charts/coral.png',
    sourceURL: 'https://site.test/reef',
    originalURL: 'https://site.test/img/coral.png',
    topicTagStatic: 'Oceans',
  };

  it('adds a custom chart to Evidence-Temp', async () => {
    const response = await addToTemp(chart);
    expect(response.statusCode).toBe(200);
    const { chart: added, message } = response.json<{
      chart: AdminEvidenceItem;
      message: string;
    }>();
    expect(message).toBe(EVIDENCE_ADMIN_MESSAGES.addedToTemp);
    expect(added).toMatchObject({
      label: chart.label,
      s3URL: chart.s3URL,
      originalURL: chart.originalURL,
      topicTagStatic: 'oceans',
      isCustomAdd: true,
      collection: 'temp',
    });
    expect((await rowOf(added._id))?.status).toBe('temp');
    expect(await actions(EVIDENCE_ADMIN_ACTIVITY.addTemp)).toHaveLength(1);
  });

  it('answers 409 with existingChart for the same original or image, in Temp or Main', async () => {
    const main = await insertChart(app, {
      label: 'Sea ice extent',
      status: 'main',
      imageUrl: '/files/charts/ice.png',
    });
    const sameOriginal = await addToTemp({ ...chart, s3URL: '/files/charts/other.png' });
    expect(sameOriginal.statusCode).toBe(409);
    expect(sameOriginal.json()).toMatchObject({
      error: EVIDENCE_ADMIN_MESSAGES.duplicate,
      existingChart: { label: chart.label, collection: 'temp' },
    });
    const sameImage = await addToTemp({ label: 'Ice again', imageURL: '/files/charts/ice.png' });
    expect(sameImage.statusCode).toBe(409);
    expect(sameImage.json().existingChart._id).toBe(main);
  });

  it('adds the duplicate anyway with force', async () => {
    const response = await addToTemp({ ...chart, force: true });
    expect(response.statusCode).toBe(200);
    const temps = await app.db
      .select()
      .from(evidence)
      .where(eq(evidence.originalUrl, chart.originalURL));
    expect(temps).toHaveLength(2);
  });

  it('refuses a chart without an image, or with a script address', async () => {
    const noImage = await addToTemp({ label: 'No picture' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().error).toBe(EVIDENCE_ADMIN_MESSAGES.imageRequired);
    const script = await addToTemp({ label: 'Bad', s3URL: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().error).toBe(EVIDENCE_ADMIN_MESSAGES.imageUrl);
  });
});

describe('delete and restore', () => {
  const remove = (id: string) => callAs(app, 'DELETE', '/api/admin/evidence', admin, { id });
  const restore = (id: string) => callAs(app, 'POST', '/api/admin/evidence/restore', admin, { id });

  it('moves a Main item to Deleted, and restore brings it back into search', async () => {
    const id = await insertChart(app, { label: 'Tidal gauge readings', status: 'main' });
    expect((await remove(id)).statusCode).toBe(200);
    expect((await rowOf(id))?.status).toBe('deleted');

    const listed = await callAs(app, 'GET', '/api/admin/evidence/deleted', admin);
    expect(listed.json()).toMatchObject({
      success: true,
      items: [{ _id: id, collection: 'deleted', deletedAt: expect.any(String) }],
    });

    const response = await restore(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: EVIDENCE_ADMIN_MESSAGES.restored,
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'main', deletedAt: null, deletedBy: null });
    expect(row?.embedding).not.toBeNull();
    const found = await getAs(app, '/api/evidence/search?query=tidal%20gauge');
    expect(found.json().map((i: { _id: string }) => i._id)).toContain(id);
    expect(await actions(EVIDENCE_ADMIN_ACTIVITY.restore)).toHaveLength(1);
  });

  it('answers 404 when restoring an item that is not in Deleted', async () => {
    const id = await insertChart(app, { label: 'Live one', status: 'main' });
    expect((await restore(id)).statusCode).toBe(404);
    expect((await restore('not-an-id')).statusCode).toBe(404);
  });

  it('deletes a temp item permanently', async () => {
    const id = await insertChart(app, { label: 'Scraped, unwanted' });
    expect((await remove(id)).statusCode).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });
});
