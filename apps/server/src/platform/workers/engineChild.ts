import type { EngineMessage, EngineReply } from './engineProcess';

/**
 * The child's side of an EngineProcess: answers each request with the handler's result, or with
 * its error's message. The process ends when the server does (its IPC channel closes).
 */
export function serveEngine<Request, Result>(
  handle: (request: Request) => Promise<Result> | Result,
): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('an engine runs as a child process of the server (EngineProcess)');
  process.on('message', (message: EngineMessage<Request>) => {
    void (async () => {
      let reply: EngineReply<Result>;
      try {
        reply = { id: message.id, ok: true, result: await handle(message.request) };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        reply = { id: message.id, ok: false, message: text };
      }
      send(reply);
      // Started with --expose-gc when the engine asks for it (EngineProcessOptions
      // .collectAfterEachRequest): the request's garbage goes now, after the answer is on its way.
      (globalThis as { gc?: () => void }).gc?.();
    })();
  });
  // The server went away (or closed the channel): nothing is left to answer.
  process.on('disconnect', () => process.exit(0));
}
