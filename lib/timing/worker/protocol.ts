/**
 * The messages between the /timing page and its timing worker. The page sends the situation as its
 * link encodes it (only the phase's fields, lib/timing/situation.ts) and the worker validates again:
 * whatever crosses a thread boundary is treated as untrusted input, like a shared link.
 */
import { answerSituation } from '../answer';
import type { Answer } from '../situation';

export interface TimingRequest {
  id: number;
  situation: unknown;
}

export type TimingReply = { id: number; answer: Answer };

/** Validates and resolves one request: what the worker (or, without workers, the page) answers. */
export function reply({ id, situation }: TimingRequest): TimingReply {
  return { id, answer: answerSituation(situation) };
}
