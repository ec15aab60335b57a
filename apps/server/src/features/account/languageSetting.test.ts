import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createTestApp, getAs, signInAs, type TestApp } from '../../platform/test/testApp';

let app: TestApp;
let pupil: string;

beforeAll(async () => {
  app = await createTestApp();
  pupil = await signInAs(app, 'lingua@example.com');
});
afterAll(() => app.close());

describe('the interface language setting', () => {
  it('is kept per user, beside the other settings, and null follows the browser again', async () => {
    await callAs(app, 'PUT', '/api/me/settings', pupil, { agentGuidance: 'maximum' });
    const chosen = await callAs(app, 'PUT', '/api/me/settings', pupil, { language: 'ar' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ language: 'ar', agentGuidance: 'maximum' });
    expect((await getAs(app, '/api/me/settings', pupil)).json()).toMatchObject({ language: 'ar' });

    const cleared = await callAs(app, 'PUT', '/api/me/settings', pupil, { language: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().language).toBeUndefined();
    // The other settings survive the key's removal.
    expect(cleared.json()).toMatchObject({ agentGuidance: 'maximum' });
  });

  it('refuses a language the interface is not translated into, with the list', async () => {
    const refused = await callAs(app, 'PUT', '/api/me/settings', pupil, { language: 'klingon' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('language must be one of en, es, fr, de, ar, zh');
  });
});
