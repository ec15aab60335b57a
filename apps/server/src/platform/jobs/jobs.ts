import type { JobRunner } from './runner';
import type { Job, JobItem, NewJob } from './queue';
import type { JobHandler } from './types';

/** The app's durable jobs: what routes and services use (docs/decisions/0014-jobs.md). */
export type Jobs = {
  /** Adds the handler of a job kind; plugins call it while the app is being built. */
  register: <Payload, Input, Result>(handler: JobHandler<Payload, Input, Result>) => void;
  /** Stores a job and lets this server's runner look for work at once; returns its id. */
  create: (job: NewJob) => Promise<string>;
  get: (id: string) => Promise<Job | null>;
  items: (jobId: string) => Promise<JobItem[]>;
  /** Requests a cancel; false when the job does not exist or has already ended. */
  cancel: (id: string) => Promise<boolean>;
  runner: JobRunner;
};
