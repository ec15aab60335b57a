import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LtiPlatform, LtiRegistrationLink } from '@dsb/core';
import { callAs, signInAs } from '../../platform/test/testApp';
import { createLtiWorld, type LtiWorld } from './ltiTestSupport';
import { REGISTRATION_MESSAGES } from './registrationMessages';
import { ltiPlatforms } from './tables';
import { addPlatformServices, type PlatformServices } from './testPlatformServices';

let w: LtiWorld;
let services: PlatformServices;
beforeAll(async () => {
  w = await createLtiWorld();
  // Registration checks no signature of the tool's: the JWKS address is never fetched here.
  services = addPlatformServices(w.platform, 'http://127.0.0.1:9/lti/jwks');
});
afterAll(() => w?.close());

const newLink = async () => {
  const made = await callAs(w.app, 'POST', '/api/admin/lti/registration-links', w.admin);
  expect(made.statusCode, made.body).toBe(201);
  return made.json<LtiRegistrationLink>();
};
/** The platform opening the admin's link with its configuration and registration token. */
const open = (link: LtiRegistrationLink, token = services.registrationToken) => {
  const url = new URL(link.url);
  url.searchParams.set('openid_configuration', services.openidConfigurationUrl);
  url.searchParams.set('registration_token', token);
  return w.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
};
const platformCount = async () =>
  Number((await w.app.db.select({ n: count() }).from(ltiPlatforms))[0]!.n);
const decoded = (html: string) => html.replaceAll('&#39;', '’').replaceAll('&quot;', '"');

describe('registering a platform in one step (Dynamic Registration)', () => {
  it('only an admin makes a registration link, valid for a day', async () => {
    const teacher = await signInAs(w.app, 'teacher@school.example', 'T');
    const refused = await callAs(w.app, 'POST', '/api/admin/lti/registration-links', teacher);
    expect(refused.statusCode).toBe(403);
    const link = await newLink();
    expect(link.url).toMatch(/^http:\/\/localhost(:80)?\/lti\/register\?ticket=[\w-]{40,}$/);
    const hours = (Date.parse(link.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
  });

  it('registers the tool with the platform and stores it, then tells the platform to close', async () => {
    const before = await platformCount();
    const link = await newLink();
    const response = await open(link);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(REGISTRATION_MESSAGES.done('stand-in'));
    expect(response.body).toMatch(
      /<script nonce="[^"]+">\(window\.opener \|\| window\.parent\)\.postMessage\(\{ subject: 'org\.imsglobal\.lti\.close' \}, '\*'\);<\/script>/,
    );
    expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'nonce-/);
    expect(await platformCount()).toBe(before + 1);

    const sent = services.registrations[0]!;
    expect(sent).toMatchObject({
      application_type: 'web',
      response_types: ['id_token'],
      grant_types: ['implicit', 'client_credentials'],
      initiate_login_uri: expect.stringMatching(/\/lti\/login$/),
      redirect_uris: [expect.stringMatching(/\/lti\/launch$/)],
      jwks_uri: expect.stringMatching(/\/lti\/jwks$/),
      token_endpoint_auth_method: 'private_key_jwt',
      'https://purl.imsglobal.org/spec/lti-tool-configuration': {
        domain: 'localhost',
        target_link_uri: expect.stringMatching(/\/lti\/launch$/),
        messages: [
          expect.objectContaining({ type: 'LtiResourceLinkRequest' }),
          expect.objectContaining({ type: 'LtiDeepLinkingRequest' }),
        ],
      },
    });
    expect(String(sent.scope).split(' ')).toEqual(
      expect.arrayContaining([
        'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
        'https://purl.imsglobal.org/spec/lti-ags/scope/score',
        'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
      ]),
    );
    const listed = await callAs(w.app, 'GET', '/api/admin/lti/platforms', w.admin);
    expect(listed.json<LtiPlatform[]>()).toContainEqual(
      expect.objectContaining({
        issuer: w.platform.issuer,
        clientId: services.dynamicClientId,
        authLoginUrl: w.platform.authLoginUrl,
        authTokenUrl: w.platform.authTokenUrl,
        jwksUrl: w.platform.jwksUrl,
        deploymentIds: [services.dynamicDeploymentId],
        name: 'stand-in',
        registeredBy: 'dynamic',
      }),
    );

    // The link works once.
    const again = await open(link);
    expect(again.statusCode).toBe(400);
    expect(decoded(again.body)).toContain(REGISTRATION_MESSAGES.badTicket);
  });

  it('refuses an unknown ticket, a configuration from another issuer, and a refused registration, storing nothing', async () => {
    const before = await platformCount();
    const sentBefore = services.registrations.length;
    const unknown = await open({ url: 'http://localhost/lti/register?ticket=nope', expiresAt: '' });
    expect(unknown.statusCode).toBe(400);
    expect(decoded(unknown.body)).toContain(REGISTRATION_MESSAGES.badTicket);

    const link = await newLink();
    services.configurationIssuer = 'https://lms.elsewhere.example';
    const mismatch = await open(link);
    services.configurationIssuer = w.platform.issuer;
    expect(mismatch.statusCode).toBe(400);
    expect(decoded(mismatch.body)).toContain(REGISTRATION_MESSAGES.issuerMismatch);

    const wrongToken = await open(link, 'stolen-token');
    expect(wrongToken.statusCode).toBe(400);
    expect(decoded(wrongToken.body)).toContain(REGISTRATION_MESSAGES.refused(401));

    services.refuseRegistration = true;
    const refused = await open(link);
    services.refuseRegistration = false;
    expect(refused.statusCode).toBe(400);
    expect(decoded(refused.body)).toContain(REGISTRATION_MESSAGES.refused(400));
    expect(await platformCount()).toBe(before);
    expect(services.registrations.length).toBe(sentBefore);
    // None of those used the link: the platform can still complete it.
    services.registrations.length = 0;
    await w.app.db.delete(ltiPlatforms);
    expect((await open(link)).statusCode).toBe(200);
  });
});
