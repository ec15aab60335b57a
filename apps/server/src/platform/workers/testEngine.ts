import { serveEngine } from './engineChild';

/** What the stand-in engine of engineProcess.test.ts is asked to do. */
export type TestEngineRequest =
  | { op: 'echo'; value: string }
  | { op: 'abort' }
  | { op: 'hang' }
  | { op: 'fail' }
  | { op: 'pid' }
  | { op: 'collects' };

// A stand-in engine for the tests only: answers, aborts the way a native fault does (SIGABRT),
// never answers, or reports an error of its own.
serveEngine<TestEngineRequest, string | number>((request) => {
  switch (request.op) {
    case 'echo':
      return request.value;
    case 'pid':
      return process.pid;
    case 'collects':
      // Whether the process may collect its garbage on demand (--expose-gc).
      return typeof (globalThis as { gc?: unknown }).gc;
    case 'abort':
      return process.abort();
    case 'hang':
      for (;;) {
        // Busy, like an engine stuck inside one synchronous call.
      }
    case 'fail':
      throw new Error('the engine refused this input');
  }
});
