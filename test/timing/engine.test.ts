import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS, parseSlotKey, parseTrigger, resolveTiming, type Phase, type TimingInput } from '../../lib/timing';
import { seatOrder, voteOrder } from '../../lib/timing/golden-rule';
import { compareRanks, slotRank } from '../../lib/timing/timeline';

/** Cards that answer another ability (Sabotage, Direct Hit, Reflective Shielding…): they sit right after it, outside play order. */
const REACTIONS = new Set(
  CARDS.filter((c) => {
    const r = parseTrigger(c.reads?.text ?? c.text);
    return r.ok && r.trigger.reacts !== undefined;
  }).map((c) => c.name),
);

/** Texts that exercise every part of the engine: cards, typed triggers, unit abilities, junk. */
const TEXTS = [
  ...CARDS.map((c) => c.name),
  'When combat ends, return those units.',
  'After combat ends: draw 1 action card.',
  'At the end of a round of space combat:',
  'Before combat:',
  'When an agenda is revealed:',
  'After an outcome is resolved:',
  'At the start of the status phase:',
  'At the start of the strategy phase:',
  'After you vote on an agenda:',
  'Action: gain 1 trade good.',
  'After the speaker dances:',
  'Destroy 1 ship.',
];
const ORDINARY = TEXTS.filter((t) => !REACTIONS.has(t));

function situation(texts: readonly string[]): fc.Arbitrary<TimingInput> {
  return fc
    .record({
      phase: fc.constantFrom<Phase>('strategy', 'action', 'status', 'agenda'),
      players: fc.uniqueArray(fc.constantFrom('Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'), { minLength: 1, maxLength: 6 }),
      lead: fc.nat(),
      abilities: fc.array(fc.record({ owner: fc.nat(), text: fc.constantFrom(...texts) }), { maxLength: 12 }),
    })
    .map(({ phase, players, lead, abilities }) => {
      const first = players[lead % players.length]!;
      return {
        phase,
        players,
        activePlayer: first,
        speaker: first,
        abilities: abilities.map((a, i) => ({ id: `a${i}`, owner: players[a.owner % players.length]!, text: a.text })),
      };
    });
}

/**
 * Whether two windows are of one moment: one step, and for a step each player takes in turn (a vote
 * cast) the same player. "After you vote" of the first voter rightly precedes "when you cast votes"
 * of the next; compared by step alone, the property failed on such a pair, one run in some thousands.
 */
function sameMoment(a: string, b: string): boolean {
  const x = parseSlotKey(a)!;
  const y = parseSlotKey(b)!;
  return x.step === y.step && x.player === y.player;
}

describe('resolveTiming properties', () => {
  it('accounts for every ability exactly once, placed or not', () => {
    fc.assert(
      fc.property(situation(TEXTS), (input) => {
        const r = resolveTiming(input);
        const out = [...r.order.map((e) => e.id), ...r.unplaced.map((u) => u.id)].sort();
        expect(out).toEqual(input.abilities.map((a) => a.id).sort());
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(situation(TEXTS), (input) => {
        expect(resolveTiming(structuredClone(input))).toEqual(resolveTiming(input));
      }),
    );
  });

  it('gives every placed ability a reason and at least one well-formed rule id', () => {
    fc.assert(
      fc.property(situation(TEXTS), (input) => {
        for (const e of resolveTiming(input).order) {
          expect(e.reason.length).toBeGreaterThan(20);
          expect(e.rules.length).toBeGreaterThan(0);
          for (const id of e.rules) expect(id).toMatch(/^(lrr:\d+(\.\d+)?|lrr11:[a-z-]+|ti4-faq:[a-z-]+-\d+|ti4-errata:[a-z-]+|pok:[a-z-]+)$/);
        }
        for (const u of resolveTiming(input).unplaced) expect(u.problem).toMatch(/^cannot place this trigger: /);
      }),
    );
  });

  it('puts windows in play order, so "when" precedes "after" on the same step (LRR 1.14)', () => {
    // Di votes before Ann, the speaker: Di's "after you vote" comes before Ann's "when you cast votes".
    const twoVoters: TimingInput = {
      phase: 'agenda',
      players: ['Ann', 'Di'],
      activePlayer: 'Ann',
      speaker: 'Ann',
      abilities: [
        { id: 'a0', owner: 'Ann', text: 'Gila the Silvertongue' },
        { id: 'a1', owner: 'Di', text: 'After you vote on an agenda:' },
      ],
    };
    fc.assert(
      fc.property(situation(ORDINARY), (input) => {
        const { order } = resolveTiming(input);
        const voters = voteOrder(input.players, input.speaker!);
        const ranks = order.map((e) => slotRank(parseSlotKey(e.window)!, voters));
        for (let i = 1; i < ranks.length; i++) expect(compareRanks(ranks[i - 1]!, ranks[i]!)).toBeLessThanOrEqual(0);
        order.forEach((w, i) =>
          order.forEach((a, j) => {
            if (w.timing === 'when' && a.timing === 'after' && sameMoment(w.window, a.window)) expect(i).toBeLessThan(j);
          }),
        );
      }),
      { examples: [[twoVoters]] },
    );
  });

  it('inside a window, players take turns one ability each, in seat order, lap after lap (golden rule)', () => {
    fc.assert(
      fc.property(situation(ORDINARY), (input) => {
        const { order } = resolveTiming(input);
        const seats = seatOrder(input.phase, input.players, input.activePlayer, input.speaker).players;
        // A window coinciding events share puts its "when" abilities first (1.14): each group takes turns.
        const windows = new Map<string, string[]>();
        for (const e of order) {
          const key = `${e.window} ${e.timing === 'when'}`;
          windows.set(key, [...(windows.get(key) ?? []), e.owner]);
        }
        for (const owners of windows.values()) {
          const seen = new Map<string, number>();
          const key = owners.map((o) => {
            const lap = seen.get(o) ?? 0;
            seen.set(o, lap + 1);
            return [lap, seats.indexOf(o)] as const;
          });
          for (let i = 1; i < key.length; i++) {
            const [l0, s0] = key[i - 1]!;
            const [l1, s1] = key[i]!;
            expect(l1 > l0 || (l1 === l0 && s1 > s0)).toBe(true);
          }
        }
      }),
    );
  });

  it('does not depend on how players\' abilities are interleaved in the input', () => {
    fc.assert(
      fc.property(situation(TEXTS), fc.nat(), (input, seed) => {
        // Regroup the abilities by owner (keeping each owner's own order) in a rotated owner order.
        const owners = [...new Set(input.abilities.map((a) => a.owner))];
        const k = owners.length === 0 ? 0 : seed % owners.length;
        const rotated = [...owners.slice(k), ...owners.slice(0, k)];
        const regrouped = { ...input, abilities: rotated.flatMap((o) => input.abilities.filter((a) => a.owner === o)) };
        expect(resolveTiming(regrouped).order.map((e) => e.id)).toEqual(resolveTiming(input).order.map((e) => e.id));
      }),
    );
  });
});

describe('resolveTiming situations', () => {
  const action = (abilities: TimingInput['abilities']): TimingInput => ({ phase: 'action', players: ['Ann', 'Bo'], activePlayer: 'Ann', abilities });

  it('refuses a trigger from another phase, naming both phases', () => {
    const r = resolveTiming(action([{ id: 'v', owner: 'Bo', text: 'Veto' }]));
    expect(r.unplaced[0]!.problem).toContain('happens in the agenda phase, not the action phase');
  });

  it('allows one "Action:" per turn (LRR 3.1)', () => {
    const r = resolveTiming(action([
      { id: 'one', owner: 'Ann', text: 'Lucky Shot' },
      { id: 'two', owner: 'Ann', text: 'Unstable Planet' },
    ]));
    expect(r.order.map((e) => e.id)).toEqual(['one']);
    expect(r.unplaced[0]).toMatchObject({ id: 'two' });
    expect(r.unplaced[0]!.problem).toContain('one action');
  });

  it('reads an unqualified "combat" as the ground combat when the others point there', () => {
    const r = resolveTiming(action([
      { id: 'end', owner: 'Ann', text: 'At the end of combat: gain 1 trade good' },
      { id: 'harrow', owner: 'Bo', text: 'Harrow' },
    ]));
    expect(r.order.find((e) => e.id === 'end')!.window).toBe('ground-combat/end');
  });

  it('places Direct Hit without a Sustain Damage at the end of the Sustain Damage window', () => {
    const r = resolveTiming(action([
      { id: 'direct', owner: 'Ann', text: 'Direct Hit' },
      { id: 'shields', owner: 'Bo', text: 'Shields Holding' },
    ]));
    expect(r.order.map((e) => e.id)).toEqual(['shields', 'direct']);
    expect(r.order[1]!.window).toBe('space-assign-hits/before');
  });

  it('lets Sabotage answer a Direct Hit, which answers a Sustain Damage', () => {
    const r = resolveTiming(action([
      { id: 'sabotage', owner: 'Bo', text: 'Sabotage' },
      { id: 'direct', owner: 'Ann', text: 'Direct Hit' },
      { id: 'sustain', owner: 'Bo', text: 'Sustain Damage' },
    ]));
    expect(r.order.map((e) => e.id)).toEqual(['sustain', 'direct', 'sabotage']);
  });

  it('says a round-of-combat ability comes back each round (1.16), but not Anti-Fighter Barrage, which is first round only', () => {
    const r = resolveTiming(action([
      { id: 'afb', owner: 'Ann', text: 'Anti-Fighter Barrage' },
      { id: 'dice', owner: 'Bo', text: 'After you roll dice during a space combat:' },
    ]));
    expect(r.order.find((e) => e.id === 'afb')!.rules).not.toContain('lrr:1.16');
    expect(r.order.find((e) => e.id === 'dice')!.rules).toContain('lrr:1.16');
  });

  it('does not let Sabotage answer a Sabotage ("other than Sabotage")', () => {
    const r = resolveTiming(action([
      { id: 's1', owner: 'Ann', text: 'Sabotage' },
      { id: 's2', owner: 'Bo', text: 'Sabotage' },
    ]));
    expect(r.unplaced.map((u) => u.id)).toEqual(['s1', 's2']);
  });
});
