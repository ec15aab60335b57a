import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { getPriority, setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

/**
 * A compute engine (speech, sentence embeddings: WebAssembly or native code) in a child process
 * of its own, so that its death (an abort, a segfault, running out of memory) ends that process
 * only: the server keeps answering, the request that was running fails, and the engine starts
 * again for the next one (decision 0037). A worker thread shares the server's process and gives
 * no such protection.
 *
 * One request runs at a time; the rest wait here in order. Replies and requests travel over IPC
 * with structured clone ('advanced' serialization), so buffers cross without base64.
 */

/** The engine could not take more work now (its queue is full). */
export class EngineBusyError extends Error {}
/** The engine process ended (crashed, was killed, or took too long) while running a request. */
export class EngineCrashedError extends Error {}
/** The engine ran the request and reported a failure of its own (bad input, an engine error). */
export class EngineRequestError extends Error {}

/** What goes to the child: one request with its id. */
export type EngineMessage<Request> = { id: number; request: Request };
/** What the child answers. */
export type EngineReply<Result> =
  { id: number; ok: true; result: Result } | { id: number; ok: false; message: string };

export type EngineProcessOptions = {
  /** Short name for logs and messages ('speech', 'embedder'). */
  name: string;
  /** The child's module: the bundled `dist/<bundleName>.js`, or its TypeScript source under tsx. */
  bundleName: string;
  /** `new URL('./x.ts', import.meta.url)` from the caller: the child's source file. */
  sourceUrl: URL;
  /** The caller's `import.meta.url`: tells the bundle (`.js`) from the source (`.ts`). */
  callerUrl: string;
  /** Requests waiting or running at once; past it, run() fails with EngineBusyError. */
  maxQueued?: number;
  /** A request running longer than this has its process killed and fails. */
  timeoutMs?: number;
  /** An engine with nothing to do for this long exits, giving its memory back (0: never). */
  idleExitMs?: number;
  /** V8 heap limit of the child in MB: a runaway engine dies alone instead of swapping. */
  maxHeapMb?: number;
  /**
   * The child collects its garbage after each reply (engineChild.ts). For an engine that makes a
   * fresh WebAssembly instance per request (Flite): V8 frees an old instance's memory only when
   * it collects, and an idle engine seldom does, so without this the process holds twice what
   * it uses (measured: 209 MB at its peak over 30 sentences, 96 MB with it).
   */
  collectAfterEachRequest?: boolean;
  /**
   * How much lower than the server the engine is scheduled (Unix nice steps; default 10): on a
   * busy 2-core machine the server's own requests (health, saves) get the CPU first.
   */
  niceness?: number;
  /** Told when the process ends unexpectedly (for the server's log). */
  onCrash?: (info: { name: string; code: number | null; signal: string | null }) => void;
};

type Queued<Request, Result> = {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
};

type Running<Request, Result> = Queued<Request, Result> & { id: number; timer: NodeJS.Timeout };

export class EngineProcess<Request, Result> {
  private child: ChildProcess | null = null;
  private readonly queue: Array<Queued<Request, Result>> = [];
  private running: Running<Request, Result> | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Processes started so far (tests and the log read it). */
  starts = 0;

  constructor(private readonly options: EngineProcessOptions) {}

  /** Queued requests plus the running one. */
  get load(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  /** The running process's id, or null when none runs. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  run(request: Request): Promise<Result> {
    if (this.closed) return Promise.reject(new EngineCrashedError(`${this.options.name}: closed`));
    if (this.load >= (this.options.maxQueued ?? 64)) {
      return Promise.reject(new EngineBusyError(`${this.options.name}: the queue is full`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.pump();
    });
  }

  /**
   * Ends the process now if it has nothing to do, instead of at its idle time: for a caller that
   * knows the engine will not be wanted for a while and that something else needs the memory now
   * (a video's narration is done and ffmpeg starts). The next request starts it again.
   */
  async release(): Promise<void> {
    if (!this.running && this.queue.length === 0) await this.stopChild();
  }

  /** Stops the process; waiting and running requests fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new EngineCrashedError(`${this.options.name}: the server is stopping`);
    for (const waiting of this.queue.splice(0)) waiting.reject(error);
    this.failRunning(error);
    await this.stopChild();
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      this.armIdleExit();
      return;
    }
    this.disarmIdleExit();
    const child = this.started();
    const id = this.nextId++;
    const timer = setTimeout(() => {
      // An engine cannot be interrupted inside a synchronous call: its process goes.
      this.failRunning(new EngineCrashedError(`${this.options.name}: the request took too long`));
      void this.stopChild('SIGKILL');
      this.pump();
    }, this.options.timeoutMs ?? 120_000);
    timer.unref();
    this.running = { ...next, id, timer };
    child.send({ id, request: next.request } satisfies EngineMessage<Request>, (error) => {
      if (error) this.onChildGone(child, null, null);
    });
  }

  private onReply(reply: EngineReply<Result>): void {
    const running = this.running;
    if (!running || running.id !== reply.id) return;
    this.running = null;
    clearTimeout(running.timer);
    if (reply.ok) running.resolve(reply.result);
    else running.reject(new EngineRequestError(reply.message));
    this.pump();
  }

  private failRunning(error: Error): void {
    const running = this.running;
    if (!running) return;
    this.running = null;
    clearTimeout(running.timer);
    running.reject(error);
  }

  private onChildGone(child: ChildProcess, code: number | null, signal: string | null): void {
    if (this.child !== child) return;
    this.child = null;
    if (this.running) {
      this.options.onCrash?.({ name: this.options.name, code, signal });
      const how = signal ? `signal ${signal}` : `code ${String(code)}`;
      this.failRunning(new EngineCrashedError(`${this.options.name}: the engine stopped (${how})`));
    }
    // The requests still waiting were never sent: a fresh process takes them.
    this.pump();
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    const { modulePath, execArgv } = childEntry(this.options);
    const heap = this.options.maxHeapMb ? [`--max-old-space-size=${this.options.maxHeapMb}`] : [];
    const collect = this.options.collectAfterEachRequest ? ['--expose-gc'] : [];
    const child = fork(modulePath, [], {
      execArgv: [...execArgv, ...heap, ...collect],
      serialization: 'advanced',
      // The engine's own output goes to the server's stderr; stdin is not needed.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, NODE_NO_WARNINGS: '1' },
    });
    this.starts++;
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, Math.min(19, getPriority() + (this.options.niceness ?? 10)));
      } catch {
        // Not allowed here (some containers): the engine runs at the server's priority.
      }
    }
    child.on('message', (reply: EngineReply<Result>) => this.onReply(reply));
    child.once('exit', (code, signal) => this.onChildGone(child, code, signal));
    child.on('error', () => this.onChildGone(child, null, null));
    // An idle engine never keeps the server's process alive.
    child.unref();
    child.channel?.unref();
    this.child = child;
    return child;
  }

  private armIdleExit(): void {
    const idleMs = this.options.idleExitMs ?? 0;
    if (idleMs <= 0 || !this.child || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.running && this.queue.length === 0) void this.stopChild();
    }, idleMs);
    this.idleTimer.unref();
  }

  private disarmIdleExit(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private async stopChild(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    this.disarmIdleExit();
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}

/**
 * How to start the child: the bundle's `dist/<name>.js` beside the server, or, when the server
 * runs from source (tsx, Vitest), the TypeScript file with tsx's loader imported first.
 */
function childEntry(options: EngineProcessOptions): { modulePath: string; execArgv: string[] } {
  if (!options.callerUrl.endsWith('.ts')) {
    const bundleDir = path.dirname(fileURLToPath(options.callerUrl));
    return { modulePath: path.join(bundleDir, `${options.bundleName}.js`), execArgv: [] };
  }
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  return { modulePath: fileURLToPath(options.sourceUrl), execArgv: ['--import', tsxLoader] };
}
