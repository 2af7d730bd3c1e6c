/**
 * The page's side of the odds worker. Only the latest battle matters: asking again while the worker
 * is still on an older one stops that worker (a heavy battle can take seconds) and starts a fresh
 * one, and the older request never settles. Where workers are unavailable (or the worker script
 * fails to load) it computes on the main thread instead, with the engine loaded on first use.
 */
import type { BattleInput, OddsResult } from '../types';
import type { OddsReply, OddsRequest } from './protocol';

/** The part of a Worker the client uses, so tests can stand in for one. */
export interface WorkerLike {
  postMessage(message: OddsRequest): void;
  terminate(): void;
  onmessage: ((e: { data: OddsReply }) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

export type Outcome = { ok: true; result: OddsResult } | { ok: false; error: string };

const onMainThread = async (request: OddsRequest): Promise<OddsReply> => (await import('./protocol')).answer(request);

export class OddsClient {
  private worker: WorkerLike | undefined;
  private broken = false;
  private nextId = 0;
  private pending: { request: OddsRequest; settle: (o: Outcome) => void } | undefined;

  constructor(
    /** Makes a worker, or returns undefined (or throws) where there is none. */
    private readonly spawn: () => WorkerLike | undefined,
    private readonly fallback: (request: OddsRequest) => Promise<OddsReply> = onMainThread,
  ) {}

  /** The odds of `input`; the promise of a request overtaken by a newer one never settles. */
  compute(input: BattleInput): Promise<Outcome> {
    if (this.pending) this.stopWorker();
    const request: OddsRequest = { id: ++this.nextId, input };
    return new Promise<Outcome>((settle) => {
      this.pending = { request, settle };
      const worker = this.ensureWorker();
      if (worker) worker.postMessage(request);
      else void this.runOnMainThread(request);
    });
  }

  /** Drops the pending request, stopping the worker if it is busy with it (an idle one is kept). */
  cancel(): void {
    if (!this.pending) return;
    this.pending = undefined;
    this.stopWorker();
  }

  /** Stops the worker, if any; a later request starts a new one. */
  dispose(): void {
    this.pending = undefined;
    this.stopWorker();
  }

  private ensureWorker(): WorkerLike | undefined {
    if (this.worker || this.broken) return this.worker;
    try {
      this.worker = this.spawn();
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

  private async runOnMainThread(request: OddsRequest): Promise<void> {
    this.settle(await this.fallback(request));
  }

  private settle(reply: OddsReply): void {
    if (!this.pending || reply.id !== this.pending.request.id) return; // an answer nobody waits for
    const { settle } = this.pending;
    this.pending = undefined;
    settle(reply.ok ? { ok: true, result: reply.result } : { ok: false, error: reply.error });
  }

  private stopWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
  }
}

/** A client on a real Worker loading `script`, or on the main thread where Worker is missing. */
export function browserOddsClient(script: string): OddsClient {
  return new OddsClient(() => (typeof Worker === 'undefined' ? undefined : (new Worker(script) as unknown as WorkerLike)));
}
