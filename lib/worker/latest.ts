/**
 * The page's side of a computing worker, where only the latest request matters: a reply to an older
 * request is dropped by its id, and the promise of an overtaken request never settles. Where workers
 * are unavailable (or the worker script fails to load or crashes) it answers on the main thread
 * instead, with `fallback` (which loads the engine on first use).
 */

/** Every message across the boundary carries the id of the request it belongs to. */
export interface Numbered {
  id: number;
}

/** The part of a Worker the client uses, so tests can stand in for one. */
export interface WorkerLike<Req, Rep> {
  postMessage(message: Req): void;
  terminate(): void;
  onmessage: ((e: { data: Rep }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export interface LatestOptions<Req, Rep> {
  /** Makes a worker, or returns undefined (or throws) where there is none. */
  spawn: () => WorkerLike<Req, Rep> | undefined;
  /** Answers a request on the main thread. */
  fallback: (request: Req) => Promise<Rep>;
  /**
   * Whether a newer request stops a worker still busy with an older one (and starts a fresh one):
   * right where one request can take seconds; wrong where the worker's warm state is worth keeping.
   */
  stopOvertaken: boolean;
}

export class LatestClient<Req extends Numbered, Rep extends Numbered> {
  private worker: WorkerLike<Req, Rep> | undefined;
  private broken = false;
  private nextId = 0;
  private pending: { request: Req; settle: (r: Rep) => void; fail: (e: unknown) => void } | undefined;

  constructor(private readonly options: LatestOptions<Req, Rep>) {}

  /** The reply to the request `make` builds with a fresh id; it rejects only if the main-thread fallback fails. */
  protected ask(make: (id: number) => Req): Promise<Rep> {
    if (this.pending && this.options.stopOvertaken) this.stopWorker();
    const request = make(++this.nextId);
    return new Promise<Rep>((settle, fail) => {
      this.pending = { request, settle, fail };
      const worker = this.ensureWorker();
      if (worker) worker.postMessage(request);
      else void this.runOnMainThread(request);
    });
  }

  /** Drops the pending request; a worker busy with it is stopped if overtaken requests stop it. */
  cancel(): void {
    if (!this.pending) return;
    this.pending = undefined;
    if (this.options.stopOvertaken) this.stopWorker();
  }

  /** Stops the worker, if any; a later request starts a new one. */
  dispose(): void {
    this.pending = undefined;
    this.stopWorker();
  }

  private ensureWorker(): WorkerLike<Req, Rep> | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      this.worker = this.options.spawn();
    } catch {
      this.worker = undefined;
    }
    if (!this.worker) {
      this.broken = true;
      return undefined;
    }
    this.worker.onmessage = (e) => this.settle(e.data);
    this.worker.onerror = () => {
      // The script did not load or crashed: finish this request and every later one on the main thread.
      this.stopWorker();
      this.broken = true;
      if (this.pending) void this.runOnMainThread(this.pending.request);
    };
    return this.worker;
  }

  private async runOnMainThread(request: Req): Promise<void> {
    try {
      this.settle(await this.options.fallback(request));
    } catch (error) {
      if (this.pending?.request.id !== request.id) return;
      const { fail } = this.pending;
      this.pending = undefined;
      fail(error);
    }
  }

  private settle(reply: Rep): void {
    if (!this.pending || reply.id !== this.pending.request.id) return; // an answer nobody waits for
    const { settle } = this.pending;
    this.pending = undefined;
    settle(reply);
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

/** Makes a real Worker on `script`, or nothing where Worker is missing. */
export function spawnScript<Req, Rep>(script: string): () => WorkerLike<Req, Rep> | undefined {
  return () => (typeof Worker === 'undefined' ? undefined : (new Worker(script) as unknown as WorkerLike<Req, Rep>));
}
