import { z } from 'zod';
import { webLink } from './links';
import { storedText } from './text';
import { LTI_FRAME_FRAGMENT, LTI_FRAME_QUERY, LTI_FRAME_TOKEN_MINUTES } from './ltiFrame';

export { LTI_FRAME_FRAGMENT, LTI_FRAME_QUERY, LTI_FRAME_TOKEN_MINUTES };

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
  launchPresentation: `${LTI}launch_presentation`,
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
  // Only read for the site the platform's pages are on: a malformed one is ignored, not refused.
  [LTI_CLAIMS.launchPresentation]: z
    .looseObject({ return_url: z.string().optional() })
    .optional()
    .catch(undefined),
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

/** A registered platform as the admin console lists it (GET/POST /api/admin/lti/platforms). */
export const ltiPlatformSchema = z.object({
  _id: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  authLoginUrl: z.string(),
  authTokenUrl: z.string(),
  jwksUrl: z.string(),
  deploymentIds: z.array(z.string()),
  /** The platform's product name from Dynamic Registration, else its issuer's host. */
  name: z.string(),
  registeredBy: z.enum(['hand', 'dynamic']),
  createdAt: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;
export const ltiPlatformListSchema = z.array(ltiPlatformSchema);
export const ltiPlatformIdParamsSchema = z.strictObject({ id: z.uuid('Not a valid platform id') });

/** What an admin copies into a platform registered by hand (GET /api/admin/lti/tool). */
export const ltiToolInfoSchema = z.object({
  loginUrl: z.string(),
  launchUrl: z.string(),
  jwksUrl: z.string(),
  deepLinkUrl: z.string(),
  /** The tool's signing keys, newest first; `current` signs, the others stay published a while. */
  keys: z.array(z.object({ kid: z.string(), createdAt: z.string(), current: z.boolean() })),
});
export type LtiToolInfo = z.infer<typeof ltiToolInfoSchema>;

/** How long a Dynamic Registration link an admin made stays usable (one use). */
export const LTI_REGISTRATION_LINK_HOURS = 24;
/** A rotated-out signing key stays published this long, so messages it signed still verify. */
export const LTI_RETIRED_KEY_DAYS = 7;
/** POST /api/admin/lti/registration-links: the one URL an admin pastes into Moodle or Canvas. */
export const ltiRegistrationLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type LtiRegistrationLink = z.infer<typeof ltiRegistrationLinkSchema>;

/**
 * GET /api/lti/deep-link/:requestId: what the instructor's picker shows (the course, and until when
 * the choice can be sent back).
 */
export const ltiDeepLinkRequestSchema = z.object({
  requestId: z.string(),
  contextTitle: z.string().nullable(),
  platformName: z.string(),
  expiresAt: z.string(),
});
export type LtiDeepLinkRequest = z.infer<typeof ltiDeepLinkRequestSchema>;
export const ltiDeepLinkRequestParamsSchema = z.strictObject({
  requestId: z.uuid('Not a valid request id'),
});

/**
 * POST /lti/deep-link (an HTML form from the picker, inside the platform's iframe, so it carries the
 * frame token as a field instead of a cookie): the big question and rubric the instructor chose.
 * The answer is a page that posts the signed response back to the platform.
 */
export const ltiDeepLinkChoiceSchema = z.strictObject({
  requestId: z.uuid('Not a valid request id'),
  token: z.string().min(1).max(200),
  promptId: z.uuid('Choose a big question'),
  rubricId: z.union([z.uuid('Not a valid rubric'), z.literal('')]).optional(),
  title: storedText().trim().min(1, 'The activity needs a title').max(200),
});
export type LtiDeepLinkChoice = z.infer<typeof ltiDeepLinkChoiceSchema>;

/** Custom parameters this tool puts on the resource links it creates by Deep Linking. */
export const LTI_CUSTOM = { linkId: 'dsb_link' } as const;

/** POST /api/lti/frame-token: a fresh frame token before the current one expires. */
export const ltiFrameTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type LtiFrameToken = z.infer<typeof ltiFrameTokenSchema>;

/** POST /api/lti/new-tab: a one-time address that signs this user in at the top level. */
export const ltiNewTabRequestSchema = z.strictObject({
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)/, 'Must be a path on this site'),
});
export const ltiNewTabResponseSchema = z.object({ url: z.string() });
/** How long the one-time "Open in a new tab" address works. */
export const LTI_NEW_TAB_SECONDS = 60;

/** Whether a returned score reached the platform's gradebook (Assignment and Grade Services). */
export const gradeSendStatusSchema = z.enum(['waiting', 'sent', 'failed']);
export type GradeSendStatus = z.infer<typeof gradeSendStatusSchema>;
/** Waits between tries to send a grade; after the last the send is 'failed' (a teacher can retry). */
export const LTI_GRADE_RETRY_SECONDS = [30, 120, 600, 1800, 3600, 3 * 3600, 6 * 3600] as const;

/**
 * GET or POST /lti/login: a platform starting the OIDC third-party login. Lenient on purpose (a
 * platform's extra fields are ignored); what is missing gets the tool's error page.
 */
export const ltiLoginInitiationSchema = z.looseObject({
  iss: z.string().min(1).max(2000),
  login_hint: z.string().min(1).max(2000),
  target_link_uri: z.string().min(1).max(2000),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().min(1).max(255).optional(),
  lti_deployment_id: z.string().min(1).max(255).optional(),
});
export type LtiLoginInitiation = z.infer<typeof ltiLoginInitiationSchema>;

/** POST /lti/launch: the form the platform's page posts (response_mode=form_post). */
export const ltiLaunchFormSchema = z.looseObject({
  id_token: z.string().min(1).max(100_000).optional(),
  state: z.string().min(1).max(200).optional(),
});

/** GET /lti/open?ticket=: the one-time "Open in a new tab" address. */
export const ltiOpenQuerySchema = z.looseObject({ ticket: z.string().max(200).optional() });

/**
 * GET /lti/register: the platform opens the registration link an admin made with its own
 * configuration's address and, usually, a one-time token for its registration endpoint.
 */
export const ltiRegisterQuerySchema = z.object({
  ticket: z.string().max(200).optional(),
  openid_configuration: z.string().max(2000).optional(),
  registration_token: z.string().max(4000).optional(),
});
export type LtiRegisterQuery = z.infer<typeof ltiRegisterQuerySchema>;

/**
 * POST /api/custom-links/:id/class/stories/:storyId/grade/retry: a grade that failed to reach the
 * platform is tried again (the teacher's button in the class view); the answer is its new status.
 */
export const gradeRetryResponseSchema = z.object({ gradeStatus: gradeSendStatusSchema });
export const GRADE_RETRY_MESSAGES = {
  nothingToRetry: 'Only a grade that could not be sent to the learning platform can be sent again.',
} as const;
