import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/*
 * TEST CODE ONLY: a learning platform for the browser tests (docs/product/lti.md), on 127.0.0.1
 * at the one loopback port this worker's server may reach (E2E_SCRAPE_SITE_PORT), while the app
 * is http://localhost:<port>: two different sites, so the app in the platform's iframe is a
 * third party and gets no cookie. It publishes its keys, answers the tool's OIDC login with the
 * auto-posted form a real platform sends, and serves a course page that shows the tool in an
 * iframe (what Moodle or Canvas do when a pupil opens the activity).
 */

const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
const ROLES = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
};

export type LtiPlatform = Awaited<ReturnType<typeof startLtiPlatform>>;

export async function startLtiPlatform(appOrigin: string) {
  const port = Number(process.env.E2E_SCRAPE_SITE_PORT);
  if (!port) throw new Error('E2E_SCRAPE_SITE_PORT is not set: the server fixture reserves it');
  const base = `http://127.0.0.1:${port}`;
  const clientId = 'e2e-tool';
  const deploymentId = 'e2e-deployment';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const claimsFor = (role: 'learner' | 'instructor', sub: string, name: string) => ({
    iss: base,
    aud: clientId,
    sub,
    name,
    email: `${sub}@school.example`,
    [`${LTI}message_type`]: 'LtiResourceLinkRequest',
    [`${LTI}version`]: '1.3.0',
    [`${LTI}deployment_id`]: deploymentId,
    [`${LTI}target_link_uri`]: `${appOrigin}/lti/launch`,
    [`${LTI}resource_link`]: { id: 'e2e-resource-link', title: 'Rainfall data story' },
    [`${LTI}roles`]: [ROLES[role]],
    [`${LTI}context`]: { id: 'e2e-course', title: 'Year 8 Geography' },
  });
  /** Who opens the course page next, by login hint. */
  const people = new Map<string, ReturnType<typeof claimsFor>>();

  const html = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body>${body}</body></html>`;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const send = (status: number, type: string, body: string) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    if (url.pathname === '/jwks')
      return send(200, 'application/json', JSON.stringify({ keys: [jwk] }));
    if (url.pathname === '/course') {
      // The course page: the activity in an iframe, as a platform shows a tool.
      const hint = url.searchParams.get('hint') ?? '';
      const login = new URLSearchParams({
        iss: base,
        login_hint: hint,
        target_link_uri: `${appOrigin}/lti/launch`,
        client_id: clientId,
        lti_deployment_id: deploymentId,
      });
      return send(
        200,
        'text/html; charset=utf-8',
        html(
          `<h1>Year 8 Geography</h1><iframe title="Data Story Builder activity" src="${appOrigin}/lti/login?${login}" style="width:100%;height:680px;border:0" allow="clipboard-write"></iframe>`,
        ),
      );
    }
    if (url.pathname === '/auth') {
      // The OIDC authorization endpoint: the signed id_token, posted back by the page at once.
      const q = url.searchParams;
      const claims = people.get(q.get('login_hint') ?? '');
      if (!claims || q.get('client_id') !== clientId)
        return send(400, 'text/plain', 'unknown login');
      const now = Math.floor(Date.now() / 1000);
      void new SignJWT({ ...claims, nonce: q.get('nonce'), iat: now, exp: now + 300 })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(privateKey)
        .then((idToken) =>
          send(
            200,
            'text/html; charset=utf-8',
            html(
              `<form method="post" action="${q.get('redirect_uri')}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${q.get('state')}"></form><script>document.forms[0].submit()</script>`,
            ),
          ),
        );
      return;
    }
    send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    base,
    /** What an admin enters to register this platform (POST /api/admin/lti/platforms). */
    registration: {
      issuer: base,
      clientId,
      authLoginUrl: `${base}/auth`,
      authTokenUrl: `${base}/token`,
      jwksUrl: `${base}/jwks`,
      deploymentIds: [deploymentId],
    },
    /** The course page that launches `hint` (an instructor or a learner) in its iframe. */
    coursePage(hint: string, role: 'learner' | 'instructor', name: string) {
      people.set(hint, claimsFor(role, hint, name));
      return `${base}/course?hint=${encodeURIComponent(hint)}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
