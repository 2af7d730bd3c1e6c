/**
 * Who resolves first inside one window: the Timing golden rule (LRR 1.1 "Timing", repeated in
 * LRR 2.9 and 2.10). Players take turns resolving one ability each until nobody wishes to
 * resolve more: in the action phase in initiative order beginning with the active player, in the
 * strategy and agenda phases from the speaker clockwise.
 */
import type { Phase } from './types';

export interface SeatOrder {
  /** Players in the order they take turns resolving abilities in one window. */
  players: string[];
  /** The order in words, for the reason. */
  describe: string;
  rules: string[];
}

/** `players` rotated so that `first` leads; unchanged if `first` is not among them. */
export function rotate<T>(players: readonly T[], first: T): T[] {
  const i = players.indexOf(first);
  return i < 0 ? [...players] : [...players.slice(i), ...players.slice(0, i)];
}

export function seatOrder(phase: Phase, players: readonly string[], activePlayer?: string, speaker?: string): SeatOrder {
  switch (phase) {
    case 'action':
      return {
        players: rotate(players, activePlayer ?? players[0]!),
        describe: `players take turns resolving one ability each in initiative order, beginning with the active player (${activePlayer ?? players[0]})`,
        rules: ['lrr11:timing', 'lrr:2.9'],
      };
    case 'strategy':
    case 'agenda':
      return {
        players: rotate(players, speaker ?? players[0]!),
        describe: `players take turns resolving one ability each, starting with the speaker (${speaker ?? players[0]}) and going clockwise`,
        rules: ['lrr11:timing', 'lrr:2.10'],
      };
    case 'status':
      // The golden rule names no order for the status phase; its steps, and any timing conflict, follow initiative order.
      return {
        players: [...players],
        describe: `players take turns resolving one ability each in initiative order (${players[0]} first), as the status phase resolves its steps and timing conflicts`,
        rules: ['lrr:43', 'lrr:70.5'],
      };
  }
}

/** Voting order: from the speaker's left, clockwise, the speaker last (LRR 8.2 ii, 69.2). */
export function voteOrder(players: readonly string[], speaker: string): string[] {
  const fromSpeaker = rotate(players, speaker);
  return [...fromSpeaker.slice(1), ...fromSpeaker.slice(0, 1)];
}

/**
 * One window's abilities in golden-rule order: lap after lap, each player in seat order resolves
 * his next ability. A player's own abilities keep their given order (he chooses which goes first).
 */
export function roundRobin<T extends { owner: string }>(items: readonly T[], seats: readonly string[]): { item: T; lap: number }[] {
  const queues = seats.map((p) => items.filter((it) => it.owner === p));
  const out: { item: T; lap: number }[] = [];
  for (let lap = 0; out.length < items.length && lap < items.length; lap++) {
    for (const q of queues) {
      const next = q[lap];
      if (next !== undefined) out.push({ item: next, lap });
    }
  }
  return out;
}
