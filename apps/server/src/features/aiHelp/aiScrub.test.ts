import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiChatResponse } from '@dsb/core';
import { openAiStandIn, startServer, type StandIn } from '../../platform/languageModel/testSupport';
import { users } from '../../platform/auth/tables';
import { callAs, createTestApp, signInAs, type TestApp } from '../../platform/test/testApp';
import { linkTeachers } from '../customLinks';
import { createStoryWith, insertSeedChart } from './testSupport';

let standIn: StandIn;
let app: TestApp;
let pupil: string;
let chartId: string;

beforeAll(async () => {
  standIn = await startServer(
    openAiStandIn({ author: () => '{"message":"Say what the line shows.","suggestions":[]}' }),
  );
  app = await createTestApp({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: `${standIn.baseUrl}/v1`,
    LLM_MODEL: 'stand-in-model',
    LLM_MAX_RETRIES: '0',
  });
  pupil = await signInAs(app, 'pia.quartz@school.example', 'Pia Quartz');
  chartId = (await insertSeedChart(app, 'global-temperature-anomaly-1880-2023')).id;
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

describe('AI requests carry no names or e-mail addresses (issue #30)', () => {
  it("scrubs the pupil's name and address from the script, the question and the big question", async () => {
    const story = await createStoryWith(
      app,
      pupil,
      ['Hello, I am Pia Quartz (pia.quartz@school.example) and Earth is 1.2 degrees warmer.'],
      'Why does quartz... I mean, why does Pia care about heat?',
    );
    const before = standIn.requests.length;
    const response = await callAs(app, 'POST', '/api/ai/chat', pupil, {
      prompt: 'I am Pia QUARTZ, write to me at pia.quartz@school.example',
      context: { storyId: story._id, slideIndex: 0, evidenceIds: [chartId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AiChatResponse>().source).toBe('model');
    expect(standIn.requests.length).toBe(before + 1);

    const sent = JSON.stringify(standIn.requests[before]!.body);
    expect(sent).not.toMatch(/pia|quartz/i);
    expect(sent).not.toContain('@');
    // What the model needs is still there.
    expect(sent).toContain('1.2 degrees warmer');
    expect(sent).toContain('[name]');
    expect(sent).toContain('[e-mail]');
  });

  it("scrubs the names of the pupil's teachers: the class link's owner and its co-teacher", async () => {
    const teacher = await signInAs(app, 'tobias.marlowe@school.example', 'Tobias Marlowe');
    await signInAs(app, 'greta.fenwick@school.example', 'Greta Fenwick');
    const link = await callAs(app, 'POST', '/api/custom-links', teacher, {
      name: 'Class 9C',
      trackingId: 'class-9c',
    });
    expect(link.statusCode, link.body).toBe(201);
    const linkId = link.json<{ _id: string }>()._id;
    const [greta] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'greta.fenwick@school.example'));
    await app.db.insert(linkTeachers).values({ linkId, userId: greta!.id, source: 'lti' });
    // The pupil arrives through the teacher's class link.
    await callAs(app, 'POST', '/api/custom-links/open', pupil, { trackingId: 'class-9c' });
    const story = await createStoryWith(
      app,
      pupil,
      ['Mr Marlowe and Ms Fenwick (greta.fenwick@school.example) showed us the warming.'],
      'How warm did Tobias say it got?',
    );
    const before = standIn.requests.length;
    const response = await callAs(app, 'POST', '/api/ai/chat', pupil, {
      prompt: 'Greta asked us to explain the line',
      context: { storyId: story._id, slideIndex: 0, evidenceIds: [chartId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = JSON.stringify(standIn.requests[before]!.body);
    expect(sent).not.toMatch(/marlowe|fenwick|tobias|greta/i);
    expect(sent).toContain('showed us the warming');
  });
});
