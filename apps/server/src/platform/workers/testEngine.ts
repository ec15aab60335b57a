import { serveEngine } from './engineChild';

/** What the stand-in engine of engineProcess.test.ts is asked to do. */
export type TestEngineRequest =
  { op: 'echo'; value: string } | { op: 'abort' } | { op: 'hang' } | { op: 'fail' } | { op: 'pid' };

// A stand-in engine for the tests only: answers, aborts the way a native fault does (SIGABRT),
// never answers, or reports an error of its own.
serveEngine<TestEngineRequest, string | number>((request) => {
  switch (request.op) {
    case 'echo':
      return request.value;
    case 'pid':
      return process.pid;
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
