import type { FastifyInstance } from 'fastify';
import type { Jobs } from '../../platform/jobs/plugin';
import { outboundPolicyOf } from '../../platform/net/outboundFetch';
import { currentSigningKey, ltiKeyCipher } from './keys';
import { createTokenClient } from './tokenEndpoint';
import { ensureLtiUser } from './users';
import { claimDueGradeSends, recordGradeSend, trySendGrade, type GradeDeps } from './gradesService';
import { claimRosterSyncs, syncRoster, type RosterDeps } from './namesRolesService';

/**
 * The platform's services as background jobs (docs/product/lti.md): a grade send per returned
 * hand-in, retried by a small scheduler, and a roster sync per resource link.
 */
export const GRADE_SEND_JOB = 'lti-grade-send';
export const ROSTER_SYNC_JOB = 'lti-roster-sync';
/** How often the scheduler looks for grade sends whose next try is due. */
export const GRADE_SCHEDULER_MS = 15_000;

type Log = Pick<FastifyInstance['log'], 'warn'>;

/**
 * Concurrent callers share one call in flight: the first use makes the tool's first key, and two
 * jobs starting together (a roster sync and a grade send) must not make two.
 */
function oneAtATime<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () =>
    (inFlight ??= call().finally(() => {
      inFlight = null;
    }));
}

/** The app's platform-service dependencies: one token cache per database (so per app). */
const depsByDb = new WeakMap<object, RosterDeps>();
export function ltiServiceDeps(app: FastifyInstance): RosterDeps {
  let deps = depsByDb.get(app.db);
  if (!deps) {
    const cipher = ltiKeyCipher(app.config.sessionSecret);
    const policy = outboundPolicyOf(app.config);
    deps = {
      db: app.db,
      policy,
      tokens: createTokenClient({
        key: oneAtATime(() => currentSigningKey(app.db, cipher)),
        policy,
      }),
      ensureUser: ensureLtiUser,
    };
    depsByDb.set(app.db, deps);
  }
  return deps;
}

/** Registers the grade-send and roster-sync jobs and starts the grade scheduler. */
export function registerLtiServiceJobs(app: FastifyInstance) {
  const deps = ltiServiceDeps(app);
  const jobs = app.jobs;
  startGradeScheduler(app);
  jobs.register<unknown, { sendId: string }, unknown>({
    kind: GRADE_SEND_JOB,
    run: async ({ sendId }) => ({ status: await trySendGrade(deps, sendId) }),
  });
  jobs.register<unknown, { resourceLinkId: string }, unknown>({
    kind: ROSTER_SYNC_JOB,
    run: async ({ resourceLinkId }) => ({ added: await syncRoster(deps, resourceLinkId) }),
  });
}

export const queueGradeSends = (jobs: Jobs, sendIds: string[]) =>
  sendIds.length === 0
    ? Promise.resolve(null)
    : jobs.create({ kind: GRADE_SEND_JOB, items: sendIds.map((sendId) => ({ sendId })) });

export const queueRosterSync = (jobs: Jobs, resourceLinkIds: string[]) =>
  resourceLinkIds.length === 0
    ? Promise.resolve(null)
    : jobs.create({
        kind: ROSTER_SYNC_JOB,
        items: resourceLinkIds.map((resourceLinkId) => ({ resourceLinkId })),
      });

/**
 * A returned hand-in (the feedback hook): records its grade when it has one for a platform and
 * sends it as a job. Never fails the return: a problem is logged and the scheduler retries.
 */
export async function gradeOnReturn(
  deps: Pick<GradeDeps, 'db'> & { jobs: Jobs; log: Log },
  handinId: string,
) {
  try {
    const sendId = await recordGradeSend(deps.db, handinId);
    if (sendId) await queueGradeSends(deps.jobs, [sendId]);
  } catch (error) {
    deps.log.warn({ err: error, handinId }, 'recording a grade for the learning platform failed');
  }
}

/** One scheduler tick: due grade sends become a job. */
export async function queueDueGradeSends(deps: Pick<GradeDeps, 'db'> & { jobs: Jobs }) {
  return queueGradeSends(deps.jobs, await claimDueGradeSends(deps.db));
}

/**
 * Runs the scheduler while the app runs: an unref'd interval (it never keeps the process alive),
 * stopped when the app closes.
 */
export function startGradeScheduler(app: FastifyInstance, intervalMs = GRADE_SCHEDULER_MS) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await queueDueGradeSends({ db: app.db, jobs: app.jobs });
    } catch (error) {
      app.log.warn({ err: error }, 'queueing due grade sends failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

/** The feedback hook that sends a returned hand-in's grade (composition/feedbackHooks.ts). */
export const ltiGradeHooks = (app: FastifyInstance) => ({
  handinReturned: (handinId: string) =>
    gradeOnReturn({ db: app.db, jobs: app.jobs, log: app.log }, handinId),
});

/** An instructor's launch of a class link: its platform rosters are read again (a job). */
export async function syncRostersAfterLaunch(app: FastifyInstance, linkId: string) {
  try {
    await queueRosterSync(app.jobs, await claimRosterSyncs(app.db, linkId, 'all'));
  } catch (error) {
    app.log.warn({ err: error, linkId }, 'queueing a roster sync failed');
  }
}
