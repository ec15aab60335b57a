import { eq } from 'drizzle-orm';
import type { Story } from '@dsb/core';
import { customLinks } from '../customLinks';
import { rubrics } from '../rubrics';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';

/**
 * A class for the feedback tests: a teacher's class link (with a rubric), a pupil with a
 * co-author, a stranger and an admin, and helpers to start a story through the link and hand it in.
 */
export type FeedbackClass = {
  app: TestApp;
  teacher: string;
  pupil: string;
  coAuthor: string;
  stranger: string;
  admin: string;
  linkId: string;
  trackingId: string;
  rubricId: string;
  as: (
    cookie: string | undefined,
    method: Method,
    url: string,
    body?: unknown,
  ) => ReturnType<typeof callAs>;
};

export const slideId = (index: number) => `slide-1700000000000-${index}`;
export const slide = (index: number, script: string) => ({
  id: slideId(index),
  title: `Slide ${index + 1}`,
  script,
  canvasState: [],
});

/** Criteria: Evidence (0, 2, 4 points) and Clarity (1, 3 points): at most 7. */
export const RUBRIC_CRITERIA = [
  {
    id: 'evidence',
    name: 'Evidence',
    levels: [
      { description: 'None', points: 0 },
      { description: 'Some', points: 2 },
      { description: 'Strong', points: 4 },
    ],
  },
  {
    id: 'clarity',
    name: 'Clarity',
    levels: [
      { description: 'Unclear', points: 1 },
      { description: 'Clear', points: 3 },
    ],
  },
];

export async function createFeedbackClass(trackingId = 'class-9f'): Promise<FeedbackClass> {
  const app = await createTestApp();
  const teacher = await signInAs(app, 'teacher@school.example', 'Ms Rivera');
  const pupil = await signInAs(app, 'pupil@school.example', 'Sam Pupil');
  const coAuthor = await signInAs(app, 'co@school.example', 'Cal Coauthor');
  const stranger = await signInAs(app, 'other@school.example', 'Other Teacher');
  const admin = await signInAs(app, 'admin@example.com', 'Ada Admin');
  const as: FeedbackClass['as'] = (cookie, method, url, body) =>
    callAs(app, method, url, cookie, body);
  const link = await as(teacher, 'POST', '/api/custom-links', { name: 'Year 9 F', trackingId });
  if (link.statusCode !== 201) throw new Error(`link: ${link.statusCode} ${link.body}`);
  const linkId = link.json()._id as string;
  const me = (await as(teacher, 'GET', '/auth/current-user')).json();
  const [rubric] = await app.db
    .insert(rubrics)
    .values({ ownerId: me.user._id, name: 'Story rubric', criteria: RUBRIC_CRITERIA })
    .returning({ id: rubrics.id });
  await app.db.update(customLinks).set({ rubricId: rubric!.id }).where(eq(customLinks.id, linkId));
  return {
    app,
    teacher,
    pupil,
    coAuthor,
    stranger,
    admin,
    linkId,
    trackingId,
    rubricId: rubric!.id,
    as,
  };
}

/** A story the pupil starts through the class link, with the co-author joined. */
export async function classStory(
  c: FeedbackClass,
  scripts = ['The sea rose 20 cm. Storms are worse.', 'Act now.'],
): Promise<Story> {
  const created = await c.as(c.pupil, 'POST', '/api/stories', {
    template: 'blank',
    title: 'Rising seas',
    trackingId: c.trackingId,
    slides: scripts.map((script, index) => slide(index, script)),
  });
  if (created.statusCode !== 201) throw new Error(`story: ${created.body}`);
  const story = created.json<Story>();
  const code = (await c.as(c.pupil, 'POST', `/api/stories/${story._id}/invites`)).json().code;
  await c.as(c.coAuthor, 'POST', '/api/stories/join', { code });
  return story;
}

/** Hands the story in as `cookie` (the pupil by default) and returns the hand-in's id. */
export async function handIn(c: FeedbackClass, storyId: string, cookie = c.pupil, note = '') {
  const response = await c.as(cookie, 'POST', `/api/stories/${storyId}/handins`, { note });
  if (response.statusCode !== 201) throw new Error(`hand in: ${response.body}`);
  return response.json<{ handinId: string; version: number }>();
}
