/** A stand-in for a computing worker (lib/worker/latest.ts), for the tests of its clients: no browser. */
import type { Numbered, WorkerLike } from '@/lib/worker/latest';

/** A worker that answers only when the test says so, with `answer` as the real one would, and records what happened to it. */
export class FakeWorker<Req extends Numbered, Rep extends Numbered> implements WorkerLike<Req, Rep> {
  onmessage: ((e: { data: Rep }) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  received: Req[] = [];
  terminated = false;
  constructor(private readonly answer: (request: Req) => Rep) {}
  postMessage(message: Req) {
    this.received.push(structuredClone(message));
  }
  terminate() {
    this.terminated = true;
  }
  /** Answers its `i`th request (the latest by default). */
  reply(i = this.received.length - 1) {
    this.onmessage?.({ data: this.answer(this.received[i]!) });
  }
}

/**
 * What a client is built from in a test: a spawn that makes fake workers (kept in `workers`) and a
 * main-thread fallback that records its requests (in `mainThread`) and answers with `fallback`.
 */
export function fakeWorkers<Req extends Numbered, Rep extends Numbered>(answer: (request: Req) => Rep, fallback: (request: Req) => Promise<Rep> = async (r) => answer(r)) {
  const workers: FakeWorker<Req, Rep>[] = [];
  const mainThread: Req[] = [];
  const spawn = () => {
    const w = new FakeWorker(answer);
    workers.push(w);
    return w;
  };
  const onMainThread = async (request: Req) => {
    mainThread.push(request);
    return fallback(request);
  };
  return { spawn, onMainThread, workers, mainThread };
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
