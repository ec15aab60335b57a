import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyInventoryResponseSchema, type PrivacyInventoryResponse } from '@dsb/core';
import { callAs, createTestApp, signInAs, type TestApp } from '../platform/test/testApp';
import { PRIVACY_INVENTORY } from './privacyInventory';

let app: TestApp;
let admin: string;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, 'admin@example.com', 'Admin');
  pupil = await signInAs(app, 'pupil@example.com', 'Pia Pupil');
});
afterAll(() => app?.close());

const URL = '/api/admin/privacy/inventory';

describe('GET /api/admin/privacy/inventory', () => {
  it('answers an administrator with every declared item and external service', async () => {
    const response = await callAs(app, 'GET', URL, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = privacyInventoryResponseSchema.parse(response.json<PrivacyInventoryResponse>());

    const declared = Object.values(PRIVACY_INVENTORY);
    const count = (group: 'tables' | 'storage' | 'caches' | 'external') =>
      declared.reduce((sum, d) => sum + Object.keys(d[group]).length, 0);
    expect(body.items.filter((i) => i.kind === 'table')).toHaveLength(count('tables'));
    expect(body.items.filter((i) => i.kind === 'storage')).toHaveLength(count('storage'));
    expect(body.items.filter((i) => i.kind === 'cache')).toHaveLength(count('caches'));
    expect(body.externalServices).toHaveLength(count('external'));

    expect(body.items).toContainEqual(
      expect.objectContaining({ kind: 'table', name: 'users', declaredIn: 'platform/auth' }),
    );
    const news = body.externalServices.find((s) => s.declaredIn === 'features/headlines');
    expect(news?.enabledBy).toContain('NEWS_API_KEY');
    const model = body.externalServices.find((s) => s.declaredIn === 'platform/languageModel');
    expect(model?.enabledBy).toContain('LLM_BASE_URL');
  });

  it('refuses a signed-in non-administrator (403) and a visitor (401)', async () => {
    expect((await callAs(app, 'GET', URL, pupil)).statusCode).toBe(403);
    expect((await callAs(app, 'GET', URL)).statusCode).toBe(401);
  });
});
