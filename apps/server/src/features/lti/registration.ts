import { LTI_MESSAGE_TYPES } from '@dsb/core';
import { LTI_SCOPES } from './tokenEndpoint';
import { REGISTRATION_MESSAGES } from './registrationMessages';

/**
 * Dynamic Registration, the pure part (docs/product/lti.md, "Registering a platform in one
 * step"): what the tool tells the platform about itself, and what it needs from the platform's
 * OpenID configuration and its answer.
 */

const TOOL_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
const PLATFORM_CONFIGURATION = 'https://purl.imsglobal.org/spec/lti-platform-configuration';
export const TOOL_NAME = 'Data Story Builder';

/** The client registration the tool posts to the platform's registration endpoint. */
export function toolRegistration(origin: string) {
  const launch = `${origin}/lti/launch`;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${origin}/lti/login`,
    redirect_uris: [launch],
    client_name: TOOL_NAME,
    jwks_uri: `${origin}/lti/jwks`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: Object.values(LTI_SCOPES).join(' '),
    [TOOL_CONFIGURATION]: {
      domain: new URL(origin).host,
      target_link_uri: launch,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: LTI_MESSAGE_TYPES.resourceLink, target_link_uri: launch },
        { type: LTI_MESSAGE_TYPES.deepLinking, target_link_uri: launch, label: TOOL_NAME },
      ],
    },
  };
}

export type PlatformConfiguration = {
  issuer: string;
  authLoginUrl: string;
  authTokenUrl: string;
  jwksUrl: string;
  registrationUrl: string;
  /** The platform's product (e.g. "moodle", "canvas"), its name in the admin's list. */
  productName: string | null;
};

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Whether the configuration's address is on the issuer's site and starts with the issuer. */
export function servedByIssuer(issuer: string, configurationUrl: string): boolean {
  try {
    return (
      new URL(issuer).origin === new URL(configurationUrl).origin &&
      configurationUrl.startsWith(issuer.replace(/\/+$/, ''))
    );
  } catch {
    return false;
  }
}

/**
 * The platform's OpenID configuration, or the problem with it. Its issuer must be where the
 * configuration was fetched from: the configuration's address starts with the issuer, so a
 * configuration cannot claim another platform's identity.
 */
export function readPlatformConfiguration(
  json: unknown,
  configurationUrl: string,
): PlatformConfiguration | { problem: string } {
  const config = (json ?? {}) as Record<string, unknown>;
  const issuer = str(config.issuer);
  const authLoginUrl = str(config.authorization_endpoint);
  const authTokenUrl = str(config.token_endpoint);
  const jwksUrl = str(config.jwks_uri);
  const registrationUrl = str(config.registration_endpoint);
  if (!issuer || !authLoginUrl || !authTokenUrl || !jwksUrl || !registrationUrl) {
    return { problem: REGISTRATION_MESSAGES.badConfiguration };
  }
  if (!servedByIssuer(issuer, configurationUrl))
    return { problem: REGISTRATION_MESSAGES.issuerMismatch };
  const platform = config[PLATFORM_CONFIGURATION] as Record<string, unknown> | undefined;
  return {
    issuer,
    authLoginUrl,
    authTokenUrl,
    jwksUrl,
    registrationUrl,
    productName: str(platform?.product_family_code)?.slice(0, 100) ?? null,
  };
}

/** The client id and deployment id the platform's registration answer gives the tool. */
export function readRegistrationAnswer(
  json: unknown,
): { clientId: string; deploymentId: string } | { problem: string } {
  const answer = (json ?? {}) as Record<string, unknown>;
  const clientId = str(answer.client_id);
  const tool = answer[TOOL_CONFIGURATION] as Record<string, unknown> | undefined;
  const deploymentId = str(tool?.deployment_id);
  if (!clientId || !deploymentId) return { problem: REGISTRATION_MESSAGES.badAnswer };
  return { clientId, deploymentId };
}
