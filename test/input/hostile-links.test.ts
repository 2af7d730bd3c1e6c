/**
 * The message a page shows for a shared link it cannot read (/calc, /calc/eotv, /timing): whatever
 * the link holds, a short line that names the field, with anything it quotes escaped and cut, as
 * the commands print (lib/input/echo.ts). A pasted 30,000-character key is not a message.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError } from '@/lib/calc';
import { decodeEotv } from '@/lib/calc/eotv';
import { decodeBattle } from '@/lib/calc/url';
import { echo } from '@/lib/input/echo';
import { decodeTiming } from '@/lib/timing';

/** Long hostile text is runs of this letter, which no message of ours contains. */
const FILLER = 'Q';
/** Longest message a valid field list can make (the known factions) with one quote of ECHO_MAX characters. */
const MESSAGE_MAX = 600;

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostile = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 20 }),
  fc.constantFrom('\u202e', '\n', '\x1b[2J', '\u0000', '__proto__', '1x1', '0:x', 'a.u', 'p', 'a', 'phase', 'action'),
  fc.integer({ min: 200, max: 30_000 }).map((n) => FILLER.repeat(n)),
);
/** A query of hostile keys and values, percent-encoded as a browser sends them. */
const query = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), hostile), fc.oneof(fc.constantFrom('1', '1x1,2x2', '0:Sabotage', 'status', 'A'), hostile)), { maxLength: 6 })
    .map((pairs) => new URLSearchParams(pairs).toString());

function expectShortSafe(message: string): void {
  expect(echo(message, Infinity)).toBe(message);
  expect(message.length).toBeLessThanOrEqual(MESSAGE_MAX);
  expect(message).not.toMatch(new RegExp(`${FILLER}{122,}`));
}

describe('a link the page cannot read', () => {
  it('/timing names it in a short, escaped message', () => {
    fc.assert(
      fc.property(query(['phase', 'p', 'active', 'speaker', 'a']), (q) => {
        const r = decodeTiming(q);
        if (!r.ok) expectShortSafe(r.message);
      }),
      { numRuns: 300 },
    );
    const r = decodeTiming(`phase=status&p=A&${FILLER.repeat(30_000)}%0A%E2%80%AE=1`);
    expect(r.ok || r.message).toMatch(/^Q{100,120}…: unknown field/);
  });

  it('/calc/eotv names it in a short, escaped message', () => {
    fc.assert(
      fc.property(query(['a.u', 'd.u', 'a.b', 'd.c', 'h', 'dp']), (q) => {
        const r = decodeEotv(q);
        if (!r.ok) expectShortSafe(`${r.field}: ${r.message}`);
      }),
      { numRuns: 300 },
    );
    const r = decodeEotv(`a.u=1x1,${FILLER.repeat(30_000)}%0A`);
    expect(r.ok || r.message).toMatch(/^"Q{100,120}…" is not dice x power$/);
  });

  it('/calc names it in a short, escaped message', () => {
    fc.assert(
      fc.property(query(['battle', 'a.cruiser', 'd.fighter', 'a.faction', 'a.upgrades', 'a.lossOrder', 'a.flagshipRoll', 'a.retreat.atShips']), (q) => {
        const r = decodeBattle(q);
        if (!r.ok) expectShortSafe(describeError(r));
      }),
      { numRuns: 300 },
    );
  });
});
