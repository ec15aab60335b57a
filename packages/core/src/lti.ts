import { z } from 'zod';
import { webLink } from './links';
import { storedText } from './text';

/**
 * LTI 1.3 (docs/decisions/0045-lti.md): the names a platform's messages use, the claims a launch
 * must carry once its signature is checked, and the registration an admin enters. Pure: the
 * signature, JWKS and HTTP work are the server's.
 */
const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const LTI_CLAIMS = {
  messageType: `${LTI}message_type`,
  version: `${LTI}version`,
  deploymentId: `${LTI}deployment_id`,
  targetLinkUri: `${LTI}target_link_uri`,
  resourceLink: `${LTI}resource_link`,
  roles: `${LTI}roles`,
  context: `${LTI}context`,
  custom: `${LTI}custom`,
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const LTI_MESSAGE_TYPES = {
  resourceLink: 'LtiResourceLinkRequest',
  deepLinking: 'LtiDeepLinkingRequest',
  deepLinkingResponse: 'LtiDeepLinkingResponse',
} as const;

export const LTI_VERSION = '1.3.0';
/** How long a login's state and nonce wait for the launch that uses them. */
export const LTI_STATE_MINUTES = 10;
/** How long the token the app uses inside the platform's iframe (instead of a cookie) lasts. */
export const LTI_FRAME_TOKEN_MINUTES = 60;
export const MAX_LTI_DEPLOYMENTS = 50;

/** Why a launch was refused: each has its own error page and security-log entry. */
export const LTI_LAUNCH_PROBLEMS = {
  unknownPlatform: 'This learning platform is not registered with this app.',
  badSignature:
    'The launch could not be verified (its signature does not match the platform’s keys).',
  wrongAudience: 'The launch was meant for another tool.',
  expired: 'The launch has expired. Open the activity again from your course.',
  replayed: 'This launch was already used. Open the activity again from your course.',
  unknownState: 'The sign-in from your course could not be matched. Open the activity again.',
  unknownDeployment: 'This deployment of the app is not registered. Ask your administrator.',
  missingClaim: 'The launch is missing information this app needs.',
  wrongVersion: 'Only LTI 1.3 launches are supported.',
  wrongMessageType: 'This kind of launch is not supported.',
} as const;
export type LtiLaunchProblem = keyof typeof LTI_LAUNCH_PROBLEMS;

/** POST /api/admin/lti/platforms: a platform registered by hand. */
export const ltiPlatformInputSchema = z.strictObject({
  issuer: webLink(),
  clientId: storedText().trim().min(1, 'Client ID is required').max(255),
  authLoginUrl: webLink(),
  authTokenUrl: webLink(),
  jwksUrl: webLink(),
  deploymentIds: z
    .array(storedText().trim().min(1).max(255))
    .min(1, 'Add at least one deployment ID')
    .max(MAX_LTI_DEPLOYMENTS, `At most ${MAX_LTI_DEPLOYMENTS} deployment IDs`),
});
export type LtiPlatformInput = z.input<typeof ltiPlatformInputSchema>;

export const LTI_ROLES = {
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  contentDeveloper: 'http://purl.imsglobal.org/vocab/lis/v2/membership#ContentDeveloper',
  administrator: 'http://purl.imsglobal.org/vocab/lis/v2/institution/person#Administrator',
  teachingAssistant:
    'http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant',
} as const;

/**
 * What a launch's roles make of the person here: a teacher (may create class links and review)
 * or a pupil. Unknown or missing roles make a pupil, the role with the least rights.
 */
export function appRoleOf(roles: readonly string[]): 'teacher' | 'pupil' {
  const teaching: string[] = [
    LTI_ROLES.instructor,
    LTI_ROLES.contentDeveloper,
    LTI_ROLES.administrator,
    LTI_ROLES.teachingAssistant,
  ];
  // Platforms may also send the short forms the specification allows ("Instructor").
  const short = new Set(['Instructor', 'ContentDeveloper', 'Administrator', 'TeachingAssistant']);
  return roles.some((role) => teaching.includes(role) || short.has(role)) ? 'teacher' : 'pupil';
}

const claimObject = z.looseObject({});

/** The claims every launch must carry, checked after its signature, issuer, audience and time. */
export const ltiLaunchClaimsSchema = z.looseObject({
  iss: z.string().min(1),
  sub: z.string().min(1).max(255),
  nonce: z.string().min(1),
  name: z.string().max(200).optional(),
  given_name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  [LTI_CLAIMS.messageType]: z.string(),
  [LTI_CLAIMS.version]: z.string(),
  [LTI_CLAIMS.deploymentId]: z.string().min(1).max(255),
  [LTI_CLAIMS.roles]: z.array(z.string()),
  [LTI_CLAIMS.targetLinkUri]: z.string().optional(),
  [LTI_CLAIMS.resourceLink]: z.looseObject({ id: z.string().min(1).max(255) }).optional(),
  [LTI_CLAIMS.context]: z.looseObject({ id: z.string().min(1).max(255) }).optional(),
  [LTI_CLAIMS.custom]: claimObject.optional(),
  [LTI_CLAIMS.deepLinkingSettings]: z
    .looseObject({ deep_link_return_url: z.string(), data: z.string().optional() })
    .optional(),
});
export type LtiLaunchClaims = z.infer<typeof ltiLaunchClaimsSchema>;

/**
 * The first problem with a launch's claims (already verified as signed by the platform and meant
 * for this tool), or null when it can be acted on.
 */
export function launchClaimsProblem(
  payload: unknown,
  deploymentIds: readonly string[],
): LtiLaunchProblem | null {
  const parsed = ltiLaunchClaimsSchema.safeParse(payload);
  if (!parsed.success) return 'missingClaim';
  const claims = parsed.data;
  if (claims[LTI_CLAIMS.version] !== LTI_VERSION) return 'wrongVersion';
  if (!deploymentIds.includes(claims[LTI_CLAIMS.deploymentId])) return 'unknownDeployment';
  const type = claims[LTI_CLAIMS.messageType];
  if (type === LTI_MESSAGE_TYPES.resourceLink) {
    return claims[LTI_CLAIMS.resourceLink] ? null : 'missingClaim';
  }
  if (type === LTI_MESSAGE_TYPES.deepLinking) {
    return claims[LTI_CLAIMS.deepLinkingSettings] ? null : 'missingClaim';
  }
  return 'wrongMessageType';
}
