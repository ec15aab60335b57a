import { randomUUID } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { LTI_CLAIMS, LTI_MESSAGE_TYPES, LTI_VERSION } from '@dsb/core';
import type { TestPlatform, TestRequest, TestResponse } from './testPlatform';

/**
 * TEST CODE ONLY: the platform stand-in's services (docs/product/lti.md), shaped as the IMS
 * specifications give them: the OAuth token endpoint (it checks the tool's client assertion against
 * the tool's own /lti/jwks), Names and Role Provisioning with paging, Assignment and Grade
 * Services (line items and a gradebook of the scores received, told to fail a number of times),
 * the Deep Linking return URL (it verifies the response JWT) and Dynamic Registration.
 */

export type NrpsMember = {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  email?: string;
};
export type ReceivedScore = { lineItem: string; score: Record<string, unknown> };
export type DeepLinkReturn = { payload: JWTPayload; header: Record<string, unknown> };

const PAGE_SIZE = 2;
const COURSE = '/nrps/course-1/memberships';
const LINE_ITEMS = '/ags/course-1/lineitems';
const DYNAMIC_CLIENT_ID = 'dynamic-client-1';
const DYNAMIC_DEPLOYMENT_ID = 'dynamic-deployment-1';

export function addPlatformServices(platform: TestPlatform, toolJwksUrl: string) {
  const toolKeys = createRemoteJWKSet(new URL(toolJwksUrl));
  /** Access tokens issued, with their scopes. */
  const tokens = new Map<string, string[]>();
  const state = {
    members: [] as NrpsMember[],
    /** Memberships pages served (to check paging). */
    memberPages: 0,
    gradebook: [] as ReceivedScore[],
    /** The next this many score posts answer 503. */
    failScores: 0,
    lineItems: [] as { id: string; label: string; scoreMaximum: number; resourceLinkId?: string }[],
    tokenRequests: [] as { scope: string; assertion: JWTPayload }[],
    /** Why the token endpoint refused a client assertion. */
    tokenErrors: [] as string[],
    deepLinkReturns: [] as DeepLinkReturn[],
    deepLinkErrors: [] as string[],
    /** Dynamic Registration: the token the registration endpoint expects, and what it was sent. */
    registrationToken: 'registration-token-1',
    refuseRegistration: false,
    configurationIssuer: platform.issuer,
    registrations: [] as Record<string, unknown>[],
  };

  const bearer = (request: TestRequest, scope: string): TestResponse | null => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const scopes = token ? tokens.get(token) : undefined;
    if (!scopes) return { status: 401, json: { error: 'invalid_token' } };
    if (!scopes.includes(scope)) return { status: 403, json: { error: 'insufficient_scope' } };
    return null;
  };

  platform.route('POST', '/token', async (request) => {
    const form = request.form();
    if (
      form.get('grant_type') !== 'client_credentials' ||
      form.get('client_assertion_type') !== 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer'
    ) {
      return { status: 400, json: { error: 'unsupported_grant_type' } };
    }
    try {
      const { payload } = await jwtVerify(form.get('client_assertion') ?? '', toolKeys, {
        issuer: platform.clientId,
        subject: platform.clientId,
        audience: platform.authTokenUrl,
        algorithms: ['RS256'],
      });
      if (!payload.jti) return { status: 400, json: { error: 'invalid_client' } };
      const scope = form.get('scope') ?? '';
      state.tokenRequests.push({ scope, assertion: payload });
      const token = randomUUID();
      tokens.set(token, scope.split(' '));
      return { json: { access_token: token, token_type: 'Bearer', expires_in: 3600, scope } };
    } catch (error) {
      state.tokenErrors.push(String(error));
      return { status: 401, json: { error: 'invalid_client' } };
    }
  });

  platform.route('GET', COURSE, (request) => {
    const refused = bearer(
      request,
      'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
    );
    if (refused) return refused;
    state.memberPages++;
    const page = Number(request.url.searchParams.get('page') ?? '1');
    const members = state.members.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    const more = page * PAGE_SIZE < state.members.length;
    return {
      headers: {
        'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        ...(more && { link: `<${platform.url(COURSE)}?page=${page + 1}>; rel="next"` }),
      },
      json: {
        id: platform.url(COURSE),
        context: { id: 'course-1', label: 'GEO8', title: 'Year 8 Geography' },
        members,
      },
    };
  });

  const scoresRoute = (lineItem: string) =>
    platform.route('POST', `${new URL(lineItem).pathname}/scores`, (request) => {
      const refused = bearer(request, 'https://purl.imsglobal.org/spec/lti-ags/scope/score');
      if (refused) return refused;
      if (request.headers['content-type'] !== 'application/vnd.ims.lis.v1.score+json') {
        return { status: 415, text: 'score+json expected' };
      }
      if (state.failScores > 0) {
        state.failScores--;
        return { status: 503, text: 'gradebook busy' };
      }
      state.gradebook.push({ lineItem, score: request.json() as Record<string, unknown> });
      return { status: 204 };
    });
  const defaultLineItem = platform.url(`${LINE_ITEMS}/1`);
  state.lineItems.push({ id: defaultLineItem, label: 'Rainfall data story', scoreMaximum: 7 });
  scoresRoute(defaultLineItem);

  platform.route('GET', LINE_ITEMS, (request) => {
    const refused = bearer(request, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem');
    if (refused) return refused;
    const resourceLinkId = request.url.searchParams.get('resource_link_id');
    return {
      headers: { 'content-type': 'application/vnd.ims.lis.v2.lineitemcontainer+json' },
      json: state.lineItems.filter(
        (item) => !resourceLinkId || item.resourceLinkId === resourceLinkId,
      ),
    };
  });
  platform.route('POST', LINE_ITEMS, (request) => {
    const refused = bearer(request, 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem');
    if (refused) return refused;
    const body = request.json() as { label: string; scoreMaximum: number; resourceLinkId?: string };
    const item = { ...body, id: platform.url(`${LINE_ITEMS}/${state.lineItems.length + 1}`) };
    state.lineItems.push(item);
    scoresRoute(item.id);
    return {
      status: 201,
      headers: { 'content-type': 'application/vnd.ims.lis.v2.lineitem+json' },
      json: item,
    };
  });

  platform.route('POST', '/deep-link/return', async (request) => {
    try {
      const { payload, protectedHeader } = await jwtVerify(
        request.form().get('JWT') ?? '',
        toolKeys,
        {
          issuer: platform.clientId,
          audience: platform.issuer,
          algorithms: ['RS256'],
        },
      );
      const problems = [
        payload[LTI_CLAIMS.messageType] !== LTI_MESSAGE_TYPES.deepLinkingResponse && 'message type',
        payload[LTI_CLAIMS.version] !== LTI_VERSION && 'version',
        payload[LTI_CLAIMS.deploymentId] !== platform.deploymentId && 'deployment',
        !payload.nonce && 'nonce',
        !Array.isArray(payload[LTI_CLAIMS.contentItems]) && 'content items',
      ].filter(Boolean);
      if (problems.length) throw new Error(`bad ${problems.join(', ')}`);
      state.deepLinkReturns.push({ payload, header: protectedHeader });
      return { html: '<p>Activity added</p>' };
    } catch (error) {
      state.deepLinkErrors.push(String(error));
      return { status: 400, html: '<p>Refused</p>' };
    }
  });

  platform.route('GET', '/.well-known/openid-configuration', () => ({
    json: {
      issuer: state.configurationIssuer,
      authorization_endpoint: platform.authLoginUrl,
      registration_endpoint: platform.url('/register'),
      jwks_uri: platform.jwksUrl,
      token_endpoint: platform.authTokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid'],
      response_types_supported: ['id_token'],
      id_token_signing_alg_values_supported: ['RS256'],
      claims_supported: ['sub', 'iss', 'name', 'given_name', 'family_name', 'email'],
      subject_types_supported: ['public', 'pairwise'],
      'https://purl.imsglobal.org/spec/lti-platform-configuration': {
        product_family_code: 'stand-in',
        version: '1.0',
        messages_supported: [
          { type: LTI_MESSAGE_TYPES.resourceLink },
          { type: LTI_MESSAGE_TYPES.deepLinking },
        ],
        variables: [],
      },
    },
  }));
  platform.route('POST', '/register', (request) => {
    if (request.headers.authorization !== `Bearer ${state.registrationToken}`) {
      return { status: 401, json: { error: 'invalid_token' } };
    }
    if (state.refuseRegistration) {
      return { status: 400, json: { error: 'invalid_client_metadata' } };
    }
    const registration = request.json() as Record<string, unknown>;
    state.registrations.push(registration);
    const tool = registration['https://purl.imsglobal.org/spec/lti-tool-configuration'] as object;
    return {
      json: {
        ...registration,
        client_id: DYNAMIC_CLIENT_ID,
        'https://purl.imsglobal.org/spec/lti-tool-configuration': {
          ...tool,
          deployment_id: DYNAMIC_DEPLOYMENT_ID,
        },
      },
    };
  });

  return Object.assign(state, {
    openidConfigurationUrl: platform.url('/.well-known/openid-configuration'),
    dynamicClientId: DYNAMIC_CLIENT_ID,
    dynamicDeploymentId: DYNAMIC_DEPLOYMENT_ID,
    defaultLineItem,
    membershipsUrl: platform.url(COURSE),
    lineItemsUrl: platform.url(LINE_ITEMS),
  });
}
export type PlatformServices = ReturnType<typeof addPlatformServices>;
