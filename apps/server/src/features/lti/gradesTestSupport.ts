import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { CustomLink } from '@dsb/core';
import { users } from '../../platform/auth/tables';
import {
  callAs,
  createTestApp,
  signInAs,
  type Method,
  type TestApp,
} from '../../platform/test/testApp';
import { RUBRIC_CRITERIA, slide } from '../feedback/feedbackTestSupport';
import { rubrics } from '../rubrics';
import { ltiDeployments, ltiGradeSends, ltiPlatforms, ltiResourceLinks, ltiUsers } from './tables';
import { startTestPlatform, type TestPlatform } from './testPlatform';
import { addPlatformServices, type PlatformServices } from './testPlatformServices';

/**
 * TEST CODE ONLY: a class link that a platform stand-in launched with its roster and grade
 * services (the rows a launch stores), on an app listening on a loopback port so that the
 * stand-in can check the tool's signatures against its /lti/jwks.
 */
export type LtiClass = {
  app: TestApp;
  toolUrl: string;
  platform: TestPlatform;
  services: PlatformServices;
  platformId: string;
  teacher: string;
  linkId: string;
  trackingId: string;
  resourceLinkId: string;
  as: (
    cookie: string | undefined,
    method: Method,
    url: string,
    body?: unknown,
  ) => ReturnType<typeof callAs>;
  close: () => Promise<void>;
};

export async function createLtiClass(trackingId = 'geo-8'): Promise<LtiClass> {
  const platform = await startTestPlatform();
  const app = await createTestApp({ OUTBOUND_ALLOW: platform.target });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const toolUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const services = addPlatformServices(platform, `${toolUrl}/lti/jwks`);
  const as: LtiClass['as'] = (cookie, method, url, body) => callAs(app, method, url, cookie, body);
  const [row] = await app.db
    .insert(ltiPlatforms)
    .values({ ...platform.registration(), name: 'Stand-in' })
    .returning({ id: ltiPlatforms.id });
  const platformId = row!.id;
  await app.db.insert(ltiDeployments).values({ platformId, deploymentId: platform.deploymentId });

  const teacher = await signInAs(app, 'grace@school.example', 'Grace Teacher');
  const teacherId = await userId(app, 'grace@school.example');
  const [rubric] = await app.db
    .insert(rubrics)
    .values({ ownerId: teacherId, name: 'Story rubric', criteria: RUBRIC_CRITERIA })
    .returning({ id: rubrics.id });
  const link = await as(teacher, 'POST', '/api/custom-links', {
    name: 'Rainfall data story',
    trackingId,
    rubricId: rubric!.id,
  });
  if (link.statusCode !== 201) throw new Error(`link: ${link.body}`);
  const linkId = link.json<CustomLink>()._id;
  const [resourceLink] = await app.db
    .insert(ltiResourceLinks)
    .values({
      platformId,
      deploymentId: platform.deploymentId,
      resourceLinkId: 'resource-link-1',
      contextId: 'course-1',
      contextTitle: 'Year 8 Geography',
      linkId,
      namesRolesUrl: services.membershipsUrl,
      lineItemsUrl: services.lineItemsUrl,
      lineItemUrl: services.defaultLineItem,
      gradeScopes: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
    })
    .returning({ id: ltiResourceLinks.id });
  return {
    app,
    toolUrl,
    platform,
    services,
    platformId,
    teacher,
    linkId,
    trackingId,
    resourceLinkId: resourceLink!.id,
    as,
    close: async () => {
      await app.close();
      await platform.close();
    },
  };
}

async function userId(app: TestApp, email: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A pupil who came from the platform (as `sub`), signed in, with a story handed in. */
export async function handedInPupil(c: LtiClass, sub: string, name: string) {
  const email = `${sub}@school.example`;
  const cookie = await signInAs(c.app, email, name);
  await c.app.db.insert(ltiUsers).values({
    platformId: c.platformId,
    deploymentId: c.platform.deploymentId,
    sub,
    userId: await userId(c.app, email),
  });
  const story = await c.as(cookie, 'POST', '/api/stories', {
    template: 'blank',
    title: `${name}'s rainfall`,
    trackingId: c.trackingId,
    slides: [slide(0, 'It rained more.')],
  });
  if (story.statusCode !== 201) throw new Error(`story: ${story.body}`);
  const storyId = story.json<{ _id: string }>()._id;
  const handin = await c.as(cookie, 'POST', `/api/stories/${storyId}/handins`, { note: '' });
  if (handin.statusCode !== 201) throw new Error(`hand in: ${handin.body}`);
  return { cookie, storyId, handinId: handin.json<{ handinId: string }>().handinId };
}

/** The teacher scores (Evidence level, Clarity level) and returns the hand-in. */
export async function scoreAndReturn(
  c: LtiClass,
  handinId: string,
  levels = { evidence: 1, clarity: 0 },
) {
  const scored = await c.as(c.teacher, 'PUT', `/api/handins/${handinId}/scores`, { levels });
  if (scored.statusCode !== 200) throw new Error(`score: ${scored.body}`);
  const returned = await c.as(c.teacher, 'POST', `/api/handins/${handinId}/return`, {});
  if (returned.statusCode !== 200) throw new Error(`return: ${returned.body}`);
}

/** Waits until the hand-in's grade send satisfies `until` and returns it. */
export async function waitForSend(
  c: LtiClass,
  handinId: string,
  until: (send: typeof ltiGradeSends.$inferSelect) => boolean,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [send] = await c.app.db
      .select()
      .from(ltiGradeSends)
      .where(eq(ltiGradeSends.handinId, handinId));
    if (send && until(send)) return send;
    if (Date.now() > deadline) throw new Error(`grade send: ${JSON.stringify(send)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
