import { describe, expect, it } from 'vitest';
import {
  LTI_CLAIMS,
  LTI_MESSAGE_TYPES,
  LTI_ROLES,
  appRoleOf,
  launchClaimsProblem,
  ltiPlatformInputSchema,
} from './lti';

const launch = (overrides: Record<string, unknown> = {}) => ({
  iss: 'https://lms.example.edu',
  sub: 'user-17',
  nonce: 'n-1',
  [LTI_CLAIMS.messageType]: LTI_MESSAGE_TYPES.resourceLink,
  [LTI_CLAIMS.version]: '1.3.0',
  [LTI_CLAIMS.deploymentId]: 'dep-1',
  [LTI_CLAIMS.roles]: [LTI_ROLES.learner],
  [LTI_CLAIMS.resourceLink]: { id: 'rl-1' },
  ...overrides,
});

describe('LTI launch claims', () => {
  it('accepts a resource-link launch from a registered deployment', () => {
    expect(launchClaimsProblem(launch(), ['dep-1'])).toBeNull();
  });

  it('names what is wrong with a launch', () => {
    expect(launchClaimsProblem(launch(), ['dep-2'])).toBe('unknownDeployment');
    expect(launchClaimsProblem(launch({ [LTI_CLAIMS.version]: '1.1' }), ['dep-1'])).toBe(
      'wrongVersion',
    );
    expect(launchClaimsProblem(launch({ [LTI_CLAIMS.resourceLink]: undefined }), ['dep-1'])).toBe(
      'missingClaim',
    );
    expect(launchClaimsProblem(launch({ sub: undefined }), ['dep-1'])).toBe('missingClaim');
    expect(
      launchClaimsProblem(launch({ [LTI_CLAIMS.messageType]: 'LtiSubmissionReviewRequest' }), [
        'dep-1',
      ]),
    ).toBe('wrongMessageType');
    expect(launchClaimsProblem('not a token payload', ['dep-1'])).toBe('missingClaim');
  });

  it('needs the deep-linking settings on a deep-linking request', () => {
    const deep = {
      [LTI_CLAIMS.messageType]: LTI_MESSAGE_TYPES.deepLinking,
      [LTI_CLAIMS.resourceLink]: undefined,
    };
    expect(launchClaimsProblem(launch(deep), ['dep-1'])).toBe('missingClaim');
    const settings = { deep_link_return_url: 'https://lms.example.edu/dl/return' };
    expect(
      launchClaimsProblem(launch({ ...deep, [LTI_CLAIMS.deepLinkingSettings]: settings }), [
        'dep-1',
      ]),
    ).toBeNull();
  });
});

describe('LTI roles', () => {
  it('makes instructors, course designers, admins and assistants teachers, everyone else pupils', () => {
    expect(appRoleOf([LTI_ROLES.instructor])).toBe('teacher');
    expect(appRoleOf([LTI_ROLES.learner, LTI_ROLES.teachingAssistant])).toBe('teacher');
    expect(appRoleOf(['Instructor'])).toBe('teacher');
    expect(appRoleOf([LTI_ROLES.learner])).toBe('pupil');
    expect(appRoleOf(['http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor'])).toBe('pupil');
    expect(appRoleOf([])).toBe('pupil');
  });
});

describe('a platform registered by hand', () => {
  const platform = {
    issuer: 'https://canvas.instructure.com',
    clientId: '10000000000001',
    authLoginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
    authTokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
    jwksUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
    deploymentIds: ['1:abc'],
  };

  it('takes the six fields and refuses a non-web address or no deployment', () => {
    expect(ltiPlatformInputSchema.safeParse(platform).success).toBe(true);
    expect(
      ltiPlatformInputSchema.safeParse({ ...platform, jwksUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    const none = ltiPlatformInputSchema.safeParse({ ...platform, deploymentIds: [] });
    expect(none.error?.issues[0]?.message).toBe('Add at least one deployment ID');
  });
});
