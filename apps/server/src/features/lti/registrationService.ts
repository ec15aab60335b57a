import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LTI_REGISTRATION_LINK_HOURS,
  ltiPlatformInputSchema,
  type LtiPlatform,
  type LtiRegisterQuery,
  type LtiRegistrationLink,
} from '@dsb/core';
import type { Db } from '../../platform/db/client';
import { HttpError } from '../../platform/http/errors';
import { guardedFetch, type OutboundPolicy } from '../../platform/net/outboundFetch';
import { createPlatform, deletePlatform } from './platformService';
import {
  readPlatformConfiguration,
  readRegistrationAnswer,
  toolRegistration,
} from './registration';
import { REGISTRATION_MESSAGES } from './registrationMessages';
import { ltiTickets } from './tables';
import { failureReason, parseJson, serviceFetchOptions } from './tokenEndpoint';

/**
 * Registering a platform in one step (docs/product/lti.md): the admin's one-time link, and what
 * happens when the platform opens it. Any problem leaves nothing stored.
 */

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');
const HOUR_MS = 60 * 60 * 1000;

/** POST /api/admin/lti/registration-links: a one-time address valid LTI_REGISTRATION_LINK_HOURS. */
export async function createRegistrationLink(
  db: Db,
  userId: string,
  origin: string,
): Promise<LtiRegistrationLink> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LTI_REGISTRATION_LINK_HOURS * HOUR_MS);
  await db
    .insert(ltiTickets)
    .values({ tokenHash: hash(ticket), purpose: 'registration', userId, expiresAt });
  return { url: `${origin}/lti/register?ticket=${ticket}`, expiresAt: expiresAt.toISOString() };
}

/** A registration that cannot go on: its message is the page's. */
export class RegistrationProblem extends Error {}
const problem = (message: string) => new RegistrationProblem(message);

const liveTicket = (ticket: string) =>
  and(
    eq(ltiTickets.tokenHash, hash(ticket)),
    eq(ltiTickets.purpose, 'registration'),
    isNull(ltiTickets.usedAt),
    gt(ltiTickets.expiresAt, new Date()),
  );

async function fetchJson(
  policy: OutboundPolicy,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: string; headers: Record<string, string> },
) {
  try {
    const response = await guardedFetch(url, serviceFetchOptions(policy, init));
    return { status: response.status, json: parseJson(response.body) };
  } catch (error) {
    throw problem(REGISTRATION_MESSAGES.unreachable(failureReason(error)));
  }
}

/**
 * GET /lti/register: checks the ticket, reads the platform's configuration, registers the tool
 * with it, and stores the platform with its deployment. The ticket is used only on success.
 */
export async function registerPlatform(
  deps: { db: Db; policy: OutboundPolicy },
  query: LtiRegisterQuery,
  origin: string,
): Promise<LtiPlatform> {
  const { db, policy } = deps;
  const ticket = query.ticket ?? '';
  const [row] = ticket ? await db.select().from(ltiTickets).where(liveTicket(ticket)).limit(1) : [];
  if (!row) throw problem(REGISTRATION_MESSAGES.badTicket);
  const configurationUrl = query.openid_configuration;
  if (!configurationUrl) throw problem(REGISTRATION_MESSAGES.missingConfiguration);

  const fetched = await fetchJson(policy, configurationUrl, {
    headers: { accept: 'application/json' },
  });
  if (fetched.status !== 200) {
    throw problem(REGISTRATION_MESSAGES.unreachable(`HTTP ${fetched.status}`));
  }
  const config = readPlatformConfiguration(fetched.json, configurationUrl);
  if ('problem' in config) throw problem(config.problem);

  const registered = await fetchJson(policy, config.registrationUrl, {
    method: 'POST',
    body: JSON.stringify(toolRegistration(origin)),
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(query.registration_token && { authorization: `Bearer ${query.registration_token}` }),
    },
  });
  if (registered.status !== 200 && registered.status !== 201) {
    throw problem(REGISTRATION_MESSAGES.refused(registered.status));
  }
  const answer = readRegistrationAnswer(registered.json);
  if ('problem' in answer) throw problem(answer.problem);

  const input = ltiPlatformInputSchema.safeParse({
    issuer: config.issuer,
    clientId: answer.clientId,
    authLoginUrl: config.authLoginUrl,
    authTokenUrl: config.authTokenUrl,
    jwksUrl: config.jwksUrl,
    deploymentIds: [answer.deploymentId],
  });
  if (!input.success) {
    throw problem(REGISTRATION_MESSAGES.invalidPlatform(input.error.issues[0]!.message));
  }
  let platform: LtiPlatform;
  try {
    platform = await createPlatform(
      db,
      { ...input.data, name: config.productName ?? undefined },
      'dynamic',
      row.userId,
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) throw problem(error.message);
    throw error;
  }
  const used = await db
    .update(ltiTickets)
    .set({ usedAt: new Date() })
    .where(liveTicket(ticket))
    .returning({ tokenHash: ltiTickets.tokenHash });
  if (used.length === 0) {
    // Another opening of the same link finished first: this one leaves nothing behind.
    await deletePlatform(db, platform._id);
    throw problem(REGISTRATION_MESSAGES.badTicket);
  }
  return platform;
}
