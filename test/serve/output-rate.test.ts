import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES_PER_SECOND, outputRate, RATE_WINDOW_MS, type Look } from '@/lib/serve/output-rate';
import { STALLED_MS } from '@/lib/serve/static-server';

/**
 * The checks of ./stalled.ts on one connection whose output stays pending: a look each `everyMs`
 * (each late by up to `lateMs`) from 0 to `untilMs`, `sent(t)` bytes written by time t. When the
 * connection is found too slow, or undefined.
 */
function droppedAt(sent: (t: number) => number, untilMs: number, everyMs = 1000, late: (i: number) => number = () => 0): number | undefined {
  let looks: Look[] = [];
  for (let i = 0; i * everyMs <= untilMs; i++) {
    const at = i * everyMs + late(i);
    const rate = outputRate(looks, { at, sent: sent(at) });
    if (rate.tooSlow) return at;
    looks = rate.looks;
  }
  return undefined;
}

/** A client reading `perSecond` bytes a second, seen by the server in lumps of `lump` bytes (the kernel freeing its buffer), the first at `phaseMs`, after `burst` bytes the buffers took at once. */
const lumpy = (burst: number, perSecond: number, lump: number, phaseMs: number) => (t: number) =>
  burst + (t < phaseMs ? 0 : (1 + Math.floor(((t - phaseMs) * perSecond) / 1000 / lump)) * lump);

describe('the minimum output rate', () => {
  it('keeps a 2G phone (50 kbit/s) whose bytes leave in lumps as large as the stall rule lets through', () => {
    const perSecond = 50_000 / 8;
    for (const lump of [1460, 16_384, 64_000, (perSecond * STALLED_MS) / 1000]) {
      expect(droppedAt(lumpy(4_000_000, perSecond, lump, 0), 300_000), String(lump)).toBeUndefined();
    }
  });

  it('keeps any client reading at twice the minimum or more, however its bytes are lumped and the checks fall', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 * MIN_BYTES_PER_SECOND, max: 200_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.nat(4_000_000),
        fc.array(fc.nat(900), { minLength: 1, maxLength: 50 }),
        (perSecond, share, phase, burst, lateness) => {
          // Lumps come at most STALLED_MS apart, or the stall rule drops the client first; the first no later than the next would.
          const lump = Math.max(1, Math.floor((share * perSecond * STALLED_MS) / 1000));
          const phaseMs = (phase * lump * 1000) / perSecond;
          expect(droppedAt(lumpy(burst, perSecond, lump, phaseMs), 200_000, 1000, (i) => lateness[i % lateness.length]!)).toBeUndefined();
        },
      ),
    );
  });

  it('drops a client sending under the minimum, trickle or lumps, one window after its output started waiting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MIN_BYTES_PER_SECOND - 1 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.nat(4_000_000),
        fc.nat(RATE_WINDOW_MS),
        (perSecond, lump, burst, phaseMs) => {
          // Lumps no larger than the window's worth at this pace: a larger one is a client reading that fast for a while.
          const size = Math.min(lump, Math.max(1, Math.floor((perSecond * RATE_WINDOW_MS) / 1000)));
          const at = droppedAt(perSecond === 0 ? () => burst : lumpy(burst, perSecond, size, phaseMs), 3 * RATE_WINDOW_MS);
          expect(at).toBeDefined();
          expect(at).toBeLessThanOrEqual(2 * RATE_WINDOW_MS + 1000);
        },
      ),
    );
    // A steady trickle just under the minimum goes after one window and a check.
    expect(droppedAt((t) => 1_000_000 + Math.floor(((MIN_BYTES_PER_SECOND - 1) * t) / 1000), 60_000)).toBe(RATE_WINDOW_MS);
  });

  it('judges nothing before a whole window has passed, and keeps only the looks the next check needs', () => {
    const first = outputRate([], { at: 0, sent: 0 });
    expect(first).toEqual({ tooSlow: false, looks: [{ at: 0, sent: 0 }] });
    let looks = first.looks;
    for (let at = 1000; at < RATE_WINDOW_MS; at += 1000) looks = outputRate(looks, { at, sent: 0 }).looks;
    expect(looks).toHaveLength(RATE_WINDOW_MS / 1000);
    const judged = outputRate(looks, { at: RATE_WINDOW_MS + 500, sent: 100 });
    expect(judged.tooSlow).toBe(true);
    expect(judged.looks[0]).toEqual({ at: 0, sent: 0 });
    expect(outputRate(judged.looks, { at: RATE_WINDOW_MS + 1500, sent: 100 }).looks[0]).toEqual({ at: 1000, sent: 0 });
  });
});
