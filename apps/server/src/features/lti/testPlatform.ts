import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import {
  LTI_CLAIMS,
  LTI_MESSAGE_TYPES,
  LTI_ROLES,
  LTI_VERSION,
  type LtiPlatformInput,
} from '@dsb/core';

/**
 * TEST CODE ONLY: a learning platform stand-in on a loopback port (docs/decisions/0045-lti.md).
 * It has its own RSA keys and JWKS, signs id_tokens, answers the tool's OIDC login redirect with
 * the form a real platform auto-posts back (id_token + state), and takes more routes from other
 * test files (token, roster, grades, deep-link return, registration: testPlatformServices.ts).
 * Tests add `platform.target` to OUTBOUND_ALLOW so the tool may reach it; nothing else is lifted.
 */

export type TestRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body as an HTML form's fields. */
  form: () => URLSearchParams;
  json: () => unknown;
};
export type TestResponse = {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as text/html. */
  html?: string;
  text?: string;
};
export type TestHandler = (request: TestRequest) => TestResponse | Promise<TestResponse>;

type Claims = Record<string, unknown>;
type SigningKeyPair = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

/** What the platform's OIDC endpoint answered: the form a browser would post to the tool. */
export type AuthorizeAnswer = { action: string; idToken: string; state: string };

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

async function newKeyPair(): Promise<SigningKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
}

const formValue = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

export async function startTestPlatform(
  options: { clientId?: string; deploymentId?: string } = {},
) {
  const clientId = options.clientId ?? 'tool-client-1';
  const deploymentId = options.deploymentId ?? 'deployment-1';
  let key = await newKeyPair();
  const routes = new Map<string, TestHandler>();
  /** The claims the next OIDC answer carries, by login_hint (default: a learner with that sub). */
  const launches = new Map<string, Claims>();
  const counts = { jwks: 0 };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += String(chunk)));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const handler = routes.get(`${req.method} ${url.pathname}`);
      const request: TestRequest = {
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        body,
        form: () => new URLSearchParams(body),
        json: () => JSON.parse(body) as unknown,
      };
      const notFound: TestResponse = { status: 404, text: 'not found' };
      void Promise.resolve(handler ? handler(request) : notFound)
        .catch((error: unknown): TestResponse => ({ status: 500, text: String(error) }))
        .then((answer) => {
          const type =
            answer.json !== undefined
              ? 'application/json'
              : answer.html !== undefined
                ? 'text/html'
                : 'text/plain';
          res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers });
          res.end(
            answer.json !== undefined
              ? JSON.stringify(answer.json)
              : (answer.html ?? answer.text ?? ''),
          );
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const issuer = base;

  const claimsFor = (role: 'learner' | 'instructor', overrides: Claims = {}): Claims => ({
    iss: issuer,
    aud: clientId,
    sub: role === 'learner' ? 'learner-1' : 'instructor-1',
    name: role === 'learner' ? 'Ada Pupil' : 'Grace Teacher',
    given_name: role === 'learner' ? 'Ada' : 'Grace',
    email: role === 'learner' ? 'ada@school.example' : 'grace@school.example',
    [LTI_CLAIMS.messageType]: LTI_MESSAGE_TYPES.resourceLink,
    [LTI_CLAIMS.version]: LTI_VERSION,
    [LTI_CLAIMS.deploymentId]: deploymentId,
    [LTI_CLAIMS.targetLinkUri]: 'http://localhost/lti/launch',
    [LTI_CLAIMS.resourceLink]: { id: 'resource-link-1', title: 'Rainfall data story' },
    [LTI_CLAIMS.roles]: [role === 'learner' ? LTI_ROLES.learner : LTI_ROLES.instructor],
    [LTI_CLAIMS.context]: { id: 'course-1', title: 'Year 8 Geography', label: 'GEO8' },
    [LTI_CLAIMS.namesRoles]: {
      context_memberships_url: `${base}/nrps/course-1/memberships`,
      service_versions: ['2.0'],
    },
    [LTI_CLAIMS.gradeService]: {
      scope: [
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      ],
      lineitems: `${base}/ags/course-1/lineitems`,
      lineitem: `${base}/ags/course-1/lineitems/1`,
    },
    ...overrides,
  });

  const platform = {
    issuer,
    clientId,
    deploymentId,
    /** `host:port`, for the test app's OUTBOUND_ALLOW. */
    target: `127.0.0.1:${port}`,
    url: (path: string) => `${base}${path}`,
    authLoginUrl: `${base}/auth`,
    authTokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    /** How often the JWKS was fetched. */
    counts,
    /** The current key's id. */
    get kid() {
      return key.kid;
    },
    /** What an admin enters to register this platform by hand. */
    registration: (overrides: Partial<LtiPlatformInput> = {}): LtiPlatformInput => ({
      issuer,
      clientId,
      authLoginUrl: platform.authLoginUrl,
      authTokenUrl: platform.authTokenUrl,
      jwksUrl: platform.jwksUrl,
      deploymentIds: [deploymentId],
      ...overrides,
    }),
    /** Valid launch claims (without nonce: the OIDC answer adds the login's). */
    claims: {
      learner: (overrides?: Claims) => claimsFor('learner', overrides),
      instructor: (overrides?: Claims) => claimsFor('instructor', overrides),
      deepLinking: (overrides?: Claims) => {
        const claims = claimsFor('instructor', {
          [LTI_CLAIMS.messageType]: LTI_MESSAGE_TYPES.deepLinking,
          [LTI_CLAIMS.deepLinkingSettings]: {
            deep_link_return_url: `${base}/deep-link/return`,
            accept_types: ['ltiResourceLink'],
            accept_presentation_document_targets: ['iframe', 'window'],
            data: 'opaque-platform-data',
          },
          ...overrides,
        });
        delete claims[LTI_CLAIMS.resourceLink];
        return claims;
      },
    },
    /** Signs claims as this platform (or with another key, for a wrong signature). */
    async signIdToken(claims: Claims, options: { kid?: string; key?: CryptoKey } = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 300, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? key.kid, typ: 'JWT' })
        .sign(options.key ?? key.privateKey);
    },
    /** A new key pair replaces the current one; the JWKS then publishes only the new key. */
    async rotateKeys() {
      key = await newKeyPair();
    },
    /** A key pair the JWKS does not publish (a forger's). */
    strangerKey: async () => (await newKeyPair()).privateKey,
    /** The claims the OIDC answer for this login_hint carries (nonce and aud added). */
    launchAs(loginHint: string, claims: Claims) {
      launches.set(loginHint, claims);
    },
    /** Adds (or replaces) a route: testPlatformServices.ts adds the platform's services. */
    route(method: string, path: string, handler: TestHandler) {
      routes.set(`${method.toUpperCase()} ${path}`, handler);
    },
    /** The login initiation query a platform sends to the tool's /lti/login. */
    loginQuery(loginHint: string, extra: Record<string, string> = {}) {
      return new URLSearchParams({
        iss: issuer,
        login_hint: loginHint,
        target_link_uri: 'http://localhost/lti/launch',
        lti_message_hint: `message-${loginHint}`,
        client_id: clientId,
        lti_deployment_id: deploymentId,
        ...extra,
      }).toString();
    },
    /** Follows the tool's redirect to this platform's OIDC endpoint, as a browser would. */
    async authorize(location: string): Promise<AuthorizeAnswer> {
      const response = await fetch(location);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`authorize: ${response.status} ${html}`);
      const action = /action="([^"]*)"/.exec(html)?.[1] ?? '';
      return { action, idToken: formValue(html, 'id_token'), state: formValue(html, 'state') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  platform.route('GET', '/jwks', () => {
    counts.jwks++;
    return { json: { keys: [key.publicJwk] } };
  });

  // The OIDC authorization endpoint: checks what the tool asked for, then answers with the form a
  // real platform's page posts at once (response_mode=form_post).
  platform.route('GET', '/auth', async ({ url }) => {
    const q = url.searchParams;
    const expected: Record<string, string> = {
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: clientId,
    };
    for (const [name, value] of Object.entries(expected)) {
      if (q.get(name) !== value) return { status: 400, text: `bad ${name}: ${q.get(name)}` };
    }
    const loginHint = q.get('login_hint') ?? '';
    const redirectUri = q.get('redirect_uri') ?? '';
    if (!loginHint || !redirectUri || !q.get('nonce') || !q.get('state')) {
      return { status: 400, text: 'missing login_hint, redirect_uri, nonce or state' };
    }
    const claims = launches.get(loginHint) ?? claimsFor('learner', { sub: loginHint });
    const idToken = await platform.signIdToken({ ...claims, nonce: q.get('nonce') });
    return {
      html: `<form method="post" action="${redirectUri}"><input type="hidden" name="id_token" value="${idToken}"><input type="hidden" name="state" value="${q.get('state')}"></form>`,
    };
  });

  return platform;
}
