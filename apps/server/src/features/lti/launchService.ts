import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import {
  launchClaimsProblem,
  LTI_STATE_MINUTES,
  type LtiLaunchClaims,
  type LtiLaunchProblem,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { deploymentsOf, type PlatformRow } from './platformService';
import type { PlatformJwks } from './platformJwks';
import { ltiLoginStates, ltiPlatforms } from './tables';

/**
 * The launch checks (docs/product/lti.md, "What the app checks at every launch"): the login's state
 * (once, unexpired, matched without a cookie), the id_token's RS256 signature against the
 * platform's JWKS, its issuer, audience and authorized party, its times, its nonce, then its LTI
 * claims. The first failure decides the refusal.
 */

const MINUTE_MS = 60 * 1000;
/** Clock difference allowed between the platform and this server. */
export const CLOCK_TOLERANCE_SECONDS = 30;
/** An id_token issued longer ago than this is refused whatever its expiry says. */
const MAX_TOKEN_AGE_SECONDS = 60 * 60;

export const hashState = (state: string) => createHash('sha256').update(state).digest('hex');

/** A login initiation's state and nonce, kept LTI_STATE_MINUTES for the launch that uses them. */
export async function createLoginState(db: Db, platformId: string, targetLinkUri: string) {
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(24).toString('base64url');
  const now = Date.now();
  await db.insert(ltiLoginStates).values({
    stateHash: hashState(state),
    nonce,
    platformId,
    targetLinkUri,
    expiresAt: new Date(now + LTI_STATE_MINUTES * MINUTE_MS),
  });
  // Logins that never came back: kept a day (so a late launch reads "expired"), then dropped.
  await db
    .delete(ltiLoginStates)
    .where(lt(ltiLoginStates.expiresAt, new Date(now - 24 * 60 * MINUTE_MS)));
  return { state, nonce };
}

/** A refused launch: its problem, the HTTP status it answers, and what the security log records. */
export type LaunchRefusal = {
  problem: LtiLaunchProblem;
  status: 400 | 401;
  issuer: string | null;
  detail?: string;
};
export type VerifiedLaunch = { platform: PlatformRow; claims: LtiLaunchClaims };

const CLAIM_PROBLEMS: ReadonlySet<LtiLaunchProblem> = new Set([
  'missingClaim',
  'wrongVersion',
  'wrongMessageType',
  'unknownDeployment',
]);
const refusal = (problem: LtiLaunchProblem, issuer: string | null, detail?: string) =>
  ({ problem, status: CLAIM_PROBLEMS.has(problem) ? 400 : 401, issuer, detail }) as LaunchRefusal;

/** Uses the state once: marks it used in the same statement that finds it. */
async function takeState(db: Db, state: string) {
  const stateHash = hashState(state);
  const [taken] = await db
    .update(ltiLoginStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(ltiLoginStates.stateHash, stateHash),
        isNull(ltiLoginStates.usedAt),
        gt(ltiLoginStates.expiresAt, new Date()),
      ),
    )
    .returning();
  if (taken) return { row: taken };
  const [seen] = await db
    .select()
    .from(ltiLoginStates)
    .where(eq(ltiLoginStates.stateHash, stateHash))
    .limit(1);
  const problem: LtiLaunchProblem = !seen ? 'unknownState' : seen.usedAt ? 'replayed' : 'expired';
  return { problem, platformId: seen?.platformId };
}

/** What a jose failure means for the person launching. */
function problemOfJoseError(error: unknown): LtiLaunchProblem {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'wrongAudience';
    if (error.claim === 'iss') return 'unknownPlatform';
    if (error.claim === 'iat' || error.claim === 'nbf') return 'expired';
    return 'missingClaim';
  }
  return 'badSignature';
}

async function verifySignature(jwks: PlatformJwks, platform: PlatformRow, idToken: string) {
  const options = {
    issuer: platform.issuer,
    audience: platform.clientId,
    algorithms: ['RS256'],
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    maxTokenAge: MAX_TOKEN_AGE_SECONDS,
    requiredClaims: ['iat', 'exp', 'sub', 'nonce'],
  };
  try {
    return (await jwtVerify(idToken, await jwks.get(platform.jwksUrl), options)).payload;
  } catch (error) {
    // A key id the kept keys lack: the platform rotated its keys. Fetched again once.
    if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
    const fresh = await jwks.refetch(platform.jwksUrl);
    if (!fresh) throw error;
    return (await jwtVerify(idToken, fresh, options)).payload;
  }
}

/** The authorized party must be this tool when the token names several audiences (or any azp). */
function wrongParty(payload: JWTPayload, clientId: string): boolean {
  const several = Array.isArray(payload.aud) && payload.aud.length > 1;
  if (several && payload.azp === undefined) return true;
  return payload.azp !== undefined && payload.azp !== clientId;
}

/** Every launch check in order; the verified claims, or why the launch is refused. */
export async function verifyLaunch(
  db: Db,
  jwks: PlatformJwks,
  form: { id_token?: string; state?: string },
): Promise<VerifiedLaunch | LaunchRefusal> {
  if (!form.state) return refusal('unknownState', null, 'no state');
  const taken = await takeState(db, form.state);
  if (!taken.row) {
    const [row] = taken.platformId
      ? await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, taken.platformId))
      : [];
    return refusal(taken.problem, row?.issuer ?? null);
  }
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.id, taken.row.platformId))
    .limit(1);
  if (!platform) return refusal('unknownPlatform', null);
  if (!form.id_token) return refusal('missingClaim', platform.issuer, 'no id_token');
  let payload: JWTPayload;
  try {
    payload = await verifySignature(jwks, platform, form.id_token);
  } catch (error) {
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return refusal(problemOfJoseError(error), platform.issuer, detail);
  }
  if (wrongParty(payload, platform.clientId)) {
    return refusal('wrongAudience', platform.issuer, 'azp');
  }
  if (payload.nonce !== taken.row.nonce) return refusal('replayed', platform.issuer, 'nonce');
  const problem = launchClaimsProblem(payload, await deploymentsOf(db, platform.id));
  if (problem) return refusal(problem, platform.issuer);
  return { platform, claims: payload as LtiLaunchClaims };
}
