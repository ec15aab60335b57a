import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Browser } from '@playwright/test';
import { createRemoteJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { expect, signInDirectly } from './fixtures';

/*
 * TEST CODE ONLY: a learning platform's course for the browser tests (docs/product/lti.md),
 * following the IMS messages: Deep Linking (the tool posts back a signed activity, checked here
 * against the tool's /lti/jwks), resource-link launches of that activity with its custom claim
 * and grade service, a token endpoint that checks the tool's client assertion, and Assignment and
 * Grade Services line items and scores — its gradebook. On 127.0.0.1 at the one loopback port this
 * worker's server may reach (E2E_SCRAPE_SITE_PORT); the app is http://localhost:<port>, another
 * site, so in the course's iframe it gets no cookie.
 */

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
const AGS = 'https://purl.imsglobal.org/spec/lti-ags/';
const ROLES = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};

type Activity = { title: string; custom: Record<string, string>; scoreMaximum: number | null };
type Score = { userId: string; scoreGiven: number; scoreMaximum: number; gradingProgress: string };
export type LtiCourse = Awaited<ReturnType<typeof startLtiCourse>>;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body>${body}</body></html>`;

/**
 * A browser in which the app's session cookie never reaches the course's cross-site iframe (it is
 * SameSite=Lax): the frame runs on its token alone. With third-party cookies allowed, as in
 * Chrome's own default: Debian's Chromium 156 phases them out by default, which also denies a
 * cross-site frame its sessionStorage, so a reload of the frame alone loses the token there (a
 * limitation docs/product/lti.md states; reloading the course page launches afresh and works).
 */
export const crossSiteBrowser = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-features=TrackingProtection3pcd,ThirdPartyCookieDeprecation',
    ],
  },
};

export async function startLtiCourse(appOrigin: string) {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  if (!port) throw new Error('E2E_SCRAPE_SITE_PORT is not set: the server fixture reserves it');
  const base = `http://127.0.0.1:${port}`;
  // One worker's specs share its loopback port, so each course is a registration of its own.
  const clientId = `e2e-course-tool-${randomUUID().slice(0, 8)}`;
  const deploymentId = 'e2e-course-deployment';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const toolKeys = createRemoteJWKSet(new URL(`${appOrigin}/lti/jwks`));

  const activities: Activity[] = [];
  const gradebook: Score[] = [];
  const lineItems: { id: string; label: string; scoreMaximum: number }[] = [];
  /** The claims of whoever the course page launches next, by login hint. */
  const launches = new Map<string, Record<string, unknown>>();

  const person = (hint: string, name: string, role: 'learner' | 'instructor') => ({
    iss: base,
    aud: clientId,
    sub: hint,
    name,
    [`${LTI}version`]: '1.3.0',
    [`${LTI}deployment_id`]: deploymentId,
    [`${LTI}roles`]: [ROLES[role]],
    [`${LTI}context`]: { id: 'journey-course', title: 'Year 8 Geography' },
    [`${LTI}launch_presentation`]: { return_url: `${base}/course`, document_target: 'iframe' },
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base);
    const send = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    const json = (status: number, value: unknown, type = 'application/json') =>
      send(status, type, JSON.stringify(value));
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/course') {
      const login = new URLSearchParams({
        iss: base,
        login_hint: url.searchParams.get('hint') ?? '',
        target_link_uri: `${appOrigin}/lti/launch`,
        client_id: clientId,
        lti_deployment_id: deploymentId,
      });
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          `<h1>Year 8 Geography</h1><iframe title="Data Story Builder activity" src="${appOrigin}/lti/login?${login}" style="width:100%;height:720px;border:0"></iframe>`,
        ),
      );
    }
    if (url.pathname === '/auth') {
      const q = url.searchParams;
      const claims = launches.get(q.get('login_hint') ?? '');
      if (!claims || q.get('client_id') !== clientId) return send(400, 'text/plain', 'unknown');
      const now = Math.floor(Date.now() / 1000);
      const idToken = await new SignJWT({
        ...claims,
        nonce: q.get('nonce'),
        iat: now,
        exp: now + 300,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(privateKey);
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          `<form method="post" action="${q.get('redirect_uri')}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${q.get('state')}"></form><script>document.forms[0].submit()</script>`,
        ),
      );
    }
    if (url.pathname === '/deep-link-return' && request.method === 'POST') {
      // The tool's signed answer: checked as a platform does, then kept as the course's activity.
      const jwt = new URLSearchParams(await readBody(request)).get('JWT') ?? '';
      const { payload } = await jwtVerify(jwt, toolKeys, { issuer: clientId, audience: base });
      if (payload[`${LTI}message_type`] !== 'LtiDeepLinkingResponse') {
        return send(400, 'text/plain', 'not a deep-linking response');
      }
      const item = (payload[`${DL}content_items`] as Record<string, unknown>[])[0]!;
      const lineItem = item.lineItem as { scoreMaximum?: number } | undefined;
      activities.push({
        title: String(item.title),
        custom: item.custom as Record<string, string>,
        scoreMaximum: lineItem?.scoreMaximum ?? null,
      });
      return send(200, 'text/html; charset=utf-8', page(`<p>Activity added: ${item.title}</p>`));
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
        issuer: clientId,
        subject: clientId,
        audience: `${base}/token`,
      });
      return json(200, {
        access_token: randomUUID(),
        token_type: 'Bearer',
        expires_in: 3600,
        scope: form.get('scope'),
      });
    }
    if (url.pathname === '/lineitems') {
      if (request.method === 'POST') {
        const body = JSON.parse(await readBody(request)) as { label: string; scoreMaximum: number };
        const made = { id: `${base}/lineitems/${lineItems.length + 1}`, ...body };
        lineItems.push(made);
        return json(201, made, 'application/vnd.ims.lis.v2.lineitem+json');
      }
      return json(200, lineItems, 'application/vnd.ims.lis.v2.lineitemcontainer+json');
    }
    const scores = /^\/lineitems\/(\d+)\/scores$/.exec(url.pathname);
    if (scores && request.method === 'POST') {
      if (!String(request.headers.authorization).startsWith('Bearer ')) {
        return send(401, 'text/plain', 'no token');
      }
      gradebook.push(JSON.parse(await readBody(request)) as Score);
      return send(204, 'text/plain', '');
    }
    send(404, 'text/plain', 'not found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    /** What an admin enters to register this platform (POST /api/admin/lti/platforms). */
    registration: {
      issuer: base,
      clientId,
      authLoginUrl: `${base}/auth`,
      authTokenUrl: `${base}/token`,
      jwksUrl: `${base}/jwks`,
      deploymentIds: [deploymentId],
    },
    activities,
    gradebook,
    /** The course page where an instructor adds an activity (a Deep Linking launch). */
    addActivityPage(hint: string, name: string) {
      launches.set(hint, {
        ...person(hint, name, 'instructor'),
        [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
        [`${DL}deep_linking_settings`]: {
          deep_link_return_url: `${base}/deep-link-return`,
          accept_types: ['ltiResourceLink'],
          accept_presentation_document_targets: ['iframe', 'window'],
          data: 'journey-data',
        },
      });
      return `${base}/course?hint=${encodeURIComponent(hint)}`;
    },
    /**
     * The course page where `hint` opens an activity added without the picker (a plain link to
     * the app): the first teacher's launch makes its class link.
     */
    plainActivityPage(hint: string, name: string, role: 'learner' | 'instructor') {
      launches.set(hint, {
        ...person(hint, name, role),
        [`${LTI}message_type`]: 'LtiResourceLinkRequest',
        [`${LTI}target_link_uri`]: `${appOrigin}/lti/launch`,
        [`${LTI}resource_link`]: { id: 'plain-activity', title: 'Rainfall data story' },
      });
      return `${base}/course?hint=${encodeURIComponent(hint)}`;
    },
    /** The course page where `hint` opens the activity added last (a resource-link launch). */
    activityPage(hint: string, name: string, role: 'learner' | 'instructor') {
      const activity = activities.at(-1)!;
      launches.set(hint, {
        ...person(hint, name, role),
        [`${LTI}message_type`]: 'LtiResourceLinkRequest',
        [`${LTI}target_link_uri`]: `${appOrigin}/lti/launch`,
        [`${LTI}resource_link`]: { id: 'journey-activity', title: activity.title },
        [`${LTI}custom`]: activity.custom,
        [`${AGS}claim/endpoint`]: {
          scope: [`${AGS}scope/lineitem`, `${AGS}scope/score`],
          lineitems: `${base}/lineitems`,
        },
      });
      return `${base}/course?hint=${encodeURIComponent(hint)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A course stand-in, registered with the app by its administrator as a platform. */
export async function startRegisteredCourse(browser: Browser, baseURL: string): Promise<LtiCourse> {
  const course = await startLtiCourse(baseURL);
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await admin.goto('/');
  await signInDirectly(admin, 'admin@example.com', 'Admin');
  const registered = await admin.request.post('/api/admin/lti/platforms', {
    headers: { Origin: baseURL },
    data: course.registration,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await context.close();
  return course;
}
