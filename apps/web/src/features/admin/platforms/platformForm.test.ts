import { describe, expect, it } from 'vitest';
import { MAX_LTI_DEPLOYMENTS } from '@dsb/core';
import {
  EMPTY_PLATFORM_FORM,
  parseDeploymentIds,
  platformInput,
  serverFieldError,
  type PlatformFormValues,
} from './platformForm';

const moodle: PlatformFormValues = {
  issuer: ' https://moodle.school.example ',
  clientId: ' abc123 ',
  authLoginUrl: 'https://moodle.school.example/mod/lti/auth.php',
  authTokenUrl: 'https://moodle.school.example/mod/lti/token.php',
  jwksUrl: 'https://moodle.school.example/mod/lti/certs.php',
  deploymentIds: '1\n\n 2 \n1\r\n3',
};

describe('deployment IDs, one a line', () => {
  it('trims each, drops blank lines and repeats, keeps the order', () => {
    expect(parseDeploymentIds(' 1 \n\n2\r\n1\n  \n3 ')).toEqual(['1', '2', '3']);
  });

  it('also splits a pasted comma list', () => {
    expect(parseDeploymentIds('a, b,c')).toEqual(['a', 'b', 'c']);
  });

  it('makes an empty list of an empty box', () => {
    expect(parseDeploymentIds(' \n \n')).toEqual([]);
  });
});

describe('the platform form', () => {
  it('sends trimmed values and the parsed deployment IDs', () => {
    const result = platformInput(moodle);
    expect(result).toEqual({
      ok: true,
      input: {
        issuer: 'https://moodle.school.example',
        clientId: 'abc123',
        authLoginUrl: moodle.authLoginUrl,
        authTokenUrl: moodle.authTokenUrl,
        jwksUrl: moodle.jwksUrl,
        deploymentIds: ['1', '2', '3'],
      },
    });
  });

  it('asks for every empty field', () => {
    const result = platformInput(EMPTY_PLATFORM_FORM);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      issuer: 'Enter the issuer.',
      clientId: 'Enter the client ID.',
      authLoginUrl: 'Enter the login URL.',
      authTokenUrl: 'Enter the token URL.',
      jwksUrl: 'Enter the JWKS URL.',
      deploymentIds: 'Enter at least one deployment ID.',
    });
  });

  it("puts the shared schema's message on a wrong address", () => {
    const result = platformInput({ ...moodle, jwksUrl: 'javascript:alert(1)' });
    expect(result).toEqual({
      ok: false,
      errors: { jwksUrl: 'Only http and https addresses are allowed' },
    });
  });

  it('refuses more deployment IDs than a platform may have', () => {
    const many = Array.from({ length: MAX_LTI_DEPLOYMENTS + 1 }, (_, i) => `d${i}`).join('\n');
    const result = platformInput({ ...moodle, deploymentIds: many });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.deploymentIds).toMatch(/At most/);
  });
});

describe("the server's message", () => {
  it('goes next to the field it names', () => {
    expect(serverFieldError('authTokenUrl: Only http and https addresses are allowed')).toEqual({
      field: 'authTokenUrl',
      message: 'Only http and https addresses are allowed',
    });
    expect(serverFieldError('deploymentIds.2: Too long')).toEqual({
      field: 'deploymentIds',
      message: 'Too long',
    });
  });

  it('goes above the form when it names no field', () => {
    expect(serverFieldError('This platform is already registered.')).toEqual({
      field: null,
      message: 'This platform is already registered.',
    });
    expect(serverFieldError('Note: something')).toEqual({
      field: null,
      message: 'Note: something',
    });
  });
});
