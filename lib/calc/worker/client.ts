/**
 * The page's side of the odds worker. Only the latest battle matters: asking again while the worker
 * is still on an older one stops that worker (a heavy battle can take seconds) and starts a fresh
 * one, and the older request never settles. Where workers are unavailable (or the worker script
 * fails to load) it computes on the main thread instead, with the engine loaded on first use.
 */
import { LatestClient, spawnScript, type WorkerLike as AnyWorkerLike } from '../../worker/latest';
import type { BattleInput, OddsResult } from '../types';
import type { OddsReply, OddsRequest } from './protocol';

export type WorkerLike = AnyWorkerLike<OddsRequest, OddsReply>;

export type Outcome = { ok: true; result: OddsResult } | { ok: false; error: string };

const onMainThread = async (request: OddsRequest): Promise<OddsReply> => (await import('./protocol')).answer(request);

export class OddsClient extends LatestClient<OddsRequest, OddsReply> {
  constructor(spawn: () => WorkerLike | undefined, fallback: (request: OddsRequest) => Promise<OddsReply> = onMainThread) {
    super({ spawn, fallback, stopOvertaken: true });
  }

  /** The odds of `input`; the promise of a request overtaken by a newer one never settles. */
  async compute(input: BattleInput): Promise<Outcome> {
    const reply = await this.ask((id) => ({ id, input }));
    return reply.ok ? { ok: true, result: reply.result } : { ok: false, error: reply.error };
  }
}

/** A client on a real Worker loading `script`, or on the main thread where Worker is missing. */
export function browserOddsClient(script: string): OddsClient {
  return new OddsClient(spawnScript(script));
}
