import { describe, expect, it } from 'vitest';
import { readPlatformConfiguration, readRegistrationAnswer, servedByIssuer } from './registration';
import { REGISTRATION_MESSAGES } from './registrationMessages';

const config = (issuer: string) => ({
  issuer,
  authorization_endpoint: 'https://lms.example/auth',
  token_endpoint: 'https://lms.example/token',
  jwks_uri: 'https://lms.example/jwks',
  registration_endpoint: 'https://lms.example/register',
  'https://purl.imsglobal.org/spec/lti-platform-configuration': { product_family_code: 'moodle' },
});

describe('dynamic registration (pure)', () => {
  it('trusts a configuration only when it is served under its own issuer', () => {
    const url = 'https://lms.example/mod/lti/openid-configuration.php';
    expect(servedByIssuer('https://lms.example', url)).toBe(true);
    expect(servedByIssuer('https://lms.example/', url)).toBe(true);
    expect(servedByIssuer('https://lms.example/other', url)).toBe(false);
    expect(servedByIssuer('https://lms.example.evil', url)).toBe(false);
    expect(servedByIssuer('http://lms.example', url)).toBe(false);
    expect(servedByIssuer('not a url', url)).toBe(false);
    expect(readPlatformConfiguration(config('https://other.example'), url)).toEqual({
      problem: REGISTRATION_MESSAGES.issuerMismatch,
    });
    expect(readPlatformConfiguration(config('https://lms.example'), url)).toMatchObject({
      issuer: 'https://lms.example',
      registrationUrl: 'https://lms.example/register',
      productName: 'moodle',
    });
    expect(readPlatformConfiguration({ issuer: 'https://lms.example' }, url)).toEqual({
      problem: REGISTRATION_MESSAGES.badConfiguration,
    });
  });

  it('needs a client id and a deployment id in the answer', () => {
    const tool = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
    expect(readRegistrationAnswer({ client_id: 'c', [tool]: { deployment_id: 'd' } })).toEqual({
      clientId: 'c',
      deploymentId: 'd',
    });
    expect(readRegistrationAnswer({ client_id: 'c' })).toEqual({
      problem: REGISTRATION_MESSAGES.badAnswer,
    });
  });
});
