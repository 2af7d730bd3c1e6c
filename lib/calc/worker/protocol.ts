/**
 * The messages between the /calc page and its odds worker. The worker validates again: whatever
 * crosses a thread boundary is treated as untrusted input, like a shared link.
 */
import { computeOdds } from '../battle';
import type { OddsResult } from '../types';
import { describeError, parseBattleInput } from '../validate';

export interface OddsRequest {
  id: number;
  input: unknown;
}

export type OddsReply = { id: number; ok: true; result: OddsResult } | { id: number; ok: false; error: string };

/** Validates and computes one request: what the worker (or, without workers, the page) answers. */
export function answer({ id, input }: OddsRequest): OddsReply {
  const parsed = parseBattleInput(input);
  return parsed.ok ? { id, ok: true, result: computeOdds(parsed.input) } : { id, ok: false, error: describeError(parsed) };
}
