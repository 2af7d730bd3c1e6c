/**
 * The page's side of the timing worker. Only the latest situation matters, but one resolves in a few
 * milliseconds once the engine is warm: an overtaken request is not worth a fresh worker's cold
 * start, so the worker is kept and its late reply dropped by id. Without workers (or when the script
 * fails) it resolves on the main thread, with the engine loaded on first use.
 */
import { LatestClient, spawnScript, type WorkerLike as AnyWorkerLike } from '../../worker/latest';
import { forPhase, type Answer } from '../situation';
import type { TimingInput } from '../types';
import type { TimingReply, TimingRequest } from './protocol';

export type WorkerLike = AnyWorkerLike<TimingRequest, TimingReply>;

const onMainThread = async (request: TimingRequest): Promise<TimingReply> => (await import('./protocol')).reply(request);

export class TimingClient extends LatestClient<TimingRequest, TimingReply> {
  constructor(spawn: () => WorkerLike | undefined, fallback: (request: TimingRequest) => Promise<TimingReply> = onMainThread) {
    super({ spawn, fallback, stopOvertaken: false });
  }

  /** The answer for `situation`; the promise of a request overtaken by a newer one never settles. */
  async resolve(situation: TimingInput): Promise<Answer> {
    return (await this.ask((id) => ({ id, situation: forPhase(situation) }))).answer;
  }
}

/** A client on a real Worker loading `script`, or on the main thread where Worker is missing. */
export function browserTimingClient(script: string): TimingClient {
  return new TimingClient(spawnScript(script));
}
