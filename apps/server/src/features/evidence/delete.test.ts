import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '@dsb/core';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { evidenceRowOf, insertChart } from './adminTestSupport';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
});
afterAll(() => app?.close());

const rowOf = (id: string) => evidenceRowOf(app, id);
const remove = (collection: 'temp' | 'main', body: unknown) =>
  callAs(app, 'DELETE', `/api/admin/evidence/${collection}`, admin, body);

describe('DELETE /api/admin/evidence/temp and /main', () => {
  it('removes selected temp items for good, and only temp ones', async () => {
    const a = await insertChart(app, { label: 'Temp A' });
    const b = await insertChart(app, { label: 'Temp B' });
    const main = await insertChart(app, { label: 'Main C', status: 'main' });
    const response = await remove('temp', { ids: [a, main] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: EVIDENCE_MESSAGES.deleted,
      deletedCount: 1,
    });
    expect(await rowOf(a)).toBeUndefined();
    expect((await rowOf(b))?.status).toBe('temp');
    expect((await rowOf(main))?.status).toBe('main');
    expect((await remove('temp', { deleteAll: true })).json().deletedCount).toBe(1);
    expect(await rowOf(b)).toBeUndefined();
  });

  it('moves Main items to Deleted, by ids, by id or all', async () => {
    const ids = [
      await insertChart(app, { label: 'Main 1', status: 'main' }),
      await insertChart(app, { label: 'Main 2', status: 'main' }),
    ];
    expect((await remove('main', { ids })).json().deletedCount).toBe(2);
    for (const id of ids) expect((await rowOf(id))?.status).toBe('deleted');
    const one = await insertChart(app, { label: 'Main 3', status: 'main' });
    expect((await remove('main', { id: one })).statusCode).toBe(200);
    expect(await rowOf(one)).toMatchObject({ status: 'deleted', deletedBy: expect.any(String) });
  });

  it('answers 400 when nothing is selected and 404 when nothing matches', async () => {
    const none = await remove('main', { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(EVIDENCE_MESSAGES.nothingSelected);
    expect((await remove('main', { ids: ['not-an-id'] })).statusCode).toBe(404);
  });
});
