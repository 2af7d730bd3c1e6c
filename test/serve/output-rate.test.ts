import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRate, MIN_BYTES_PER_SECOND, RATE_WINDOW_MS, startRate } from '@/lib/serve/output-rate';
import { STALLED_MS } from '@/lib/serve/static-server';

/**
 * The checks of ./stalled.ts on one connection: one each second (each late by up to `late(i)` ms)
 * up to `untilMs`, `sent(t)` bytes written by time t, `waiting(t)` whether bytes wait to go out
 * then (always, by default). When the connection is found too slow, or undefined.
 */
function droppedAt(sent: (t: number) => number, untilMs: number, late: (i: number) => number = () => 0, waiting: (t: number) => boolean = () => true): number | undefined {
  let rate = startRate(0);
  for (let i = 1; i * 1000 <= untilMs; i++) {
    const at = i * 1000 + late(i);
    const check = checkRate(rate, at, sent(at), waiting(at));
    if (check.tooSlow) return at;
    rate = check.rate;
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
      expect(droppedAt(lumpy(4_000_000, perSecond, lump, lump / perSecond / 2), 300_000), String(lump)).toBeUndefined();
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
          expect(droppedAt(lumpy(burst, perSecond, lump, phaseMs), 200_000, (i) => lateness[i % lateness.length]!)).toBeUndefined();
        },
      ),
    );
  });

  it('never judges a keep-alive connection whose small answers the kernel takes at once, however long it lives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1000, max: 4999 }), fc.integer({ min: 200, max: 5000 })), { minLength: 1, maxLength: 100 }), (answers) => {
        // An answer of `bytes` every `gapMs`: each gone to the kernel before any check sees it waiting.
        const times = answers.map((_, i) => answers.slice(0, i + 1).reduce((sum, [gap]) => sum + gap, 0));
        const sent = (t: number) => answers.reduce((sum, [, bytes], i) => sum + (times[i]! <= t ? bytes : 0), 0);
        expect(droppedAt(sent, times.at(-1)!, () => 0, () => false)).toBeUndefined();
      }),
    );
  });

  it('drops a client sending under the minimum, trickle or lumps, within two windows of waiting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MIN_BYTES_PER_SECOND - 1 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.nat(4_000_000),
        fc.nat(RATE_WINDOW_MS),
        (perSecond, lump, burst, phaseMs) => {
          // Lumps no larger than the window's worth at this pace (a larger one is a client reading that fast for a
          // while), and smaller than its shortfall over a window: a window can hold one lump more than the pace
          // gives, and a lump that makes up the shortfall lets that window pass (see the example below).
          const windowWorth = Math.floor((perSecond * RATE_WINDOW_MS) / 1000);
          const shortfall = Math.floor(((MIN_BYTES_PER_SECOND - perSecond) * RATE_WINDOW_MS) / 1000);
          const size = Math.min(lump, Math.max(1, Math.min(windowWorth, shortfall - 1)));
          const at = droppedAt(perSecond === 0 ? () => burst : lumpy(burst, perSecond, size, phaseMs), 3 * RATE_WINDOW_MS);
          expect(at).toBeDefined();
          expect(at).toBeLessThanOrEqual(2 * RATE_WINDOW_MS + 1000);
        },
      ),
    );
    // A steady trickle just under the minimum goes after one window.
    expect(droppedAt((t) => 1_000_000 + Math.floor(((MIN_BYTES_PER_SECOND - 1) * t) / 1000), 60_000)).toBe(RATE_WINDOW_MS + 1000);
    // 488 bytes a second in lumps of 2,500 (fast-check's counterexample when the lumps were not bounded by the
    // shortfall): windows holding four lumps read 500 a second and pass, so it goes later, once a window holds three.
    expect(droppedAt(lumpy(0, 488, 2500, 0), 3 * RATE_WINDOW_MS)).toBe(46_000);
  });

  it('does not start the window again at a check that finds the buffer empty', () => {
    // 100 bytes a second, one check in five finding node's buffer empty: restarting there kept it for good.
    expect(droppedAt((t) => Math.floor(t / 10), 120_000, () => 0, (t) => t % 5000 !== 0)).toBeLessThanOrEqual(2 * RATE_WINDOW_MS);
  });

  it('judges nothing before a whole window of waiting, and keeps only the looks the next check needs', () => {
    let rate = startRate(0);
    for (let at = 1000; at <= RATE_WINDOW_MS; at += 1000) {
      const check = checkRate(rate, at, 0, true);
      expect(check.tooSlow).toBe(false);
      rate = check.rate;
    }
    expect(rate.looks).toHaveLength(RATE_WINDOW_MS / 1000);
    // Time with nothing waiting does not count.
    rate = checkRate(rate, RATE_WINDOW_MS + 60_000, 0, false).rate;
    expect(rate.waited).toBe(RATE_WINDOW_MS);
    expect(checkRate(rate, RATE_WINDOW_MS + 60_500, 100, true).tooSlow).toBe(false);
    const judged = checkRate(rate, RATE_WINDOW_MS + 61_000, 100, true);
    expect(judged.tooSlow).toBe(true);
    expect(judged.rate.looks[0]).toEqual({ waited: 1000, sent: 0 });
    expect(checkRate(judged.rate, RATE_WINDOW_MS + 62_000, 100_000, true).rate.looks[0]).toEqual({ waited: 2000, sent: 0 });
  });
});
