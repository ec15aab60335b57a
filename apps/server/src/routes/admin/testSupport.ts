import type { InjectOptions } from 'fastify';
import { TEST_ORIGIN, type TestApp } from '../../test/testApp';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request as the web client sends it: the app's Origin, the session cookie if any. */
export const callAs = (
  app: TestApp,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });
