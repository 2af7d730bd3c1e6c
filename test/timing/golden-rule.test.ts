import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotate, roundRobin, seatOrder, voteOrder } from '../../lib/timing/golden-rule';

const players = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 });

describe('seat orders', () => {
  it('rotate is a permutation that starts with the chosen player', () => {
    fc.assert(
      fc.property(players, fc.nat(), (ps, i) => {
        const first = ps[i % ps.length]!;
        const r = rotate(ps, first);
        expect(r[0]).toBe(first);
        expect([...r].sort()).toEqual([...ps].sort());
      }),
    );
  });

  it('action phase: initiative order from the active player; strategy and agenda: from the speaker', () => {
    const order = ['Ann', 'Bo', 'Cy', 'Di'];
    expect(seatOrder('action', order, 'Cy').players).toEqual(['Cy', 'Di', 'Ann', 'Bo']);
    expect(seatOrder('action', order, 'Cy').rules).toEqual(['lrr11:timing', 'lrr:2.9']);
    expect(seatOrder('agenda', order, undefined, 'Bo').players).toEqual(['Bo', 'Cy', 'Di', 'Ann']);
    expect(seatOrder('strategy', order, undefined, 'Di').rules).toEqual(['lrr11:timing', 'lrr:2.10']);
    expect(seatOrder('status', order).players).toEqual(order);
  });

  it('voting starts at the speaker\'s left and ends with the speaker (LRR 8.2, 69.2)', () => {
    fc.assert(
      fc.property(players, fc.nat(), (ps, i) => {
        const speaker = ps[i % ps.length]!;
        const v = voteOrder(ps, speaker);
        expect(v.at(-1)).toBe(speaker);
        expect([...v].sort()).toEqual([...ps].sort());
        if (ps.length > 1) expect(v[0]).toBe(ps[(ps.indexOf(speaker) + 1) % ps.length]);
      }),
    );
  });
});

describe('roundRobin', () => {
  it('is a permutation that keeps each player\'s own order and gives one ability per player per lap', () => {
    fc.assert(
      fc.property(players, fc.array(fc.nat(), { maxLength: 20 }), (ps, owners) => {
        const items = owners.map((o, i) => ({ owner: ps[o % ps.length]!, i }));
        const out = roundRobin(items, ps);
        expect(out.map((x) => x.item.i).sort((a, b) => a - b)).toEqual(items.map((x) => x.i));
        for (const p of ps) {
          const mine = out.filter((x) => x.item.owner === p);
          expect(mine.map((x) => x.item.i)).toEqual(items.filter((x) => x.owner === p).map((x) => x.i));
          expect(mine.map((x) => x.lap)).toEqual(mine.map((_, k) => k));
        }
        for (let k = 1; k < out.length; k++) expect(out[k]!.lap).toBeGreaterThanOrEqual(out[k - 1]!.lap);
      }),
    );
  });
});
