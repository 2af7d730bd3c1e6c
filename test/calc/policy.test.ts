import { describe, expect, it } from 'vitest';
import {
  assign,
  assignHits,
  damageSustainers,
  destroyOneNonFighter,
  hitChosenByOpponent,
  initialState,
  takeRoundHits,
  type SideSetup,
  type Slot,
} from '@/lib/calc/fleet';
import type { UnitName } from '@/lib/calc/units';

const slot = (name: UnitName, extra: Partial<Slot> = {}): Slot => ({
  name,
  combat: { value: 5, dice: 1, burst: 0, bonus: 0, perOpposingNonFighter: false, directedWhile: -1 },
  sustain: ['dreadnought', 'warsun', 'flagship', 'mech'].includes(name),
  fighter: name === 'fighter',
  cost: 1,
  directHitImmune: false,
  hitsWhenSustaining: false,
  returnsToSpace: false,
  ...extra,
});

/** fighter, carrier, dreadnought, war sun: in loss order. */
const fleet = (policy: 'first' | 'last', duranium = false, immuneDreadnoughts = false, extra: Partial<SideSetup> = {}): SideSetup => ({
  slots: [slot('fighter'), slot('carrier'), slot('dreadnought', { directHitImmune: immuneDreadnoughts }), slot('warsun')],
  policy,
  duranium,
  sustainCancels: 1,
  repairAtRoundStart: -1,
  auras: [],
  wipeSlot: -1,
  ...extra,
});

/** [fighters, carriers, dreadnoughts, war suns] alive, then damaged, then Direct Hits pending (counters follow). */
const view = (s: readonly number[]) => ({
  alive: [s[0], s[2], s[4], s[6]],
  damaged: [s[1], s[3], s[5], s[7]],
  directHits: s[8],
});

describe('hit assignment policy', () => {
  const start = (_setup: SideSetup, dh = 0, counters = {}) => initialState([2, 1, 2, 1], { directHits: dh, ...counters });

  it("'first' sustains every sustainer before losing anything", () => {
    const s = fleet('first');
    expect(view(assignHits(s, start(s), 3, 'any'))).toEqual({ alive: [2, 1, 2, 1], damaged: [0, 0, 2, 1], directHits: 0 });
    expect(view(assignHits(s, start(s), 6, 'any'))).toEqual({ alive: [0, 0, 2, 1], damaged: [0, 0, 2, 1], directHits: 0 });
  });

  it("'last' loses units in order and sustains a kind only when it would be lost next", () => {
    const s = fleet('last');
    expect(view(assignHits(s, start(s), 3, 'any'))).toEqual({ alive: [0, 0, 2, 1], damaged: [0, 0, 0, 0], directHits: 0 });
    expect(view(assignHits(s, start(s), 5, 'any'))).toEqual({ alive: [0, 0, 2, 1], damaged: [0, 0, 2, 0], directHits: 0 });
    expect(view(assignHits(s, start(s), 6, 'any'))).toEqual({ alive: [0, 0, 1, 1], damaged: [0, 0, 1, 0], directHits: 0 });
  });

  it('lets anti-fighter barrage hit fighters only, the excess lost (10.2)', () => {
    const s = fleet('first');
    expect(view(assignHits(s, start(s), 4, 'fighters'))).toEqual({ alive: [0, 1, 2, 1], damaged: [0, 0, 0, 0], directHits: 0 });
  });

  it('puts Graviton Laser hits on non-fighter ships while any remain', () => {
    const s = fleet('last');
    expect(view(assignHits(s, start(s), 1, 'nonFightersFirst')).alive).toEqual([2, 0, 2, 1]);
    const onlyFighters = initialState([2, 0, 0, 0], {});
    expect(view(assignHits(s, onlyFighters, 1, 'nonFightersFirst')).alive).toEqual([1, 0, 0, 0]);
  });

  it('plays Direct Hit on the first ship that sustains, but never on Dreadnought II', () => {
    const s = fleet('first');
    expect(view(assignHits(s, start(s, 1), 1, 'any'))).toEqual({ alive: [2, 1, 1, 1], damaged: [0, 0, 0, 0], directHits: 0 });
    const immune = fleet('first', false, true);
    expect(view(assignHits(immune, start(immune, 1), 2, 'any'))).toEqual({ alive: [2, 1, 2, 1], damaged: [0, 0, 2, 0], directHits: 1 });
    // With the immune ships all damaged, the war sun's sustain is punished.
    expect(view(assignHits(immune, start(immune, 1), 3, 'any'))).toEqual({ alive: [2, 1, 2, 0], damaged: [0, 0, 2, 0], directHits: 0 });
  });

  it('repairs with Duranium Armor only a unit that did not sustain this round', () => {
    const s = fleet('first', true);
    const once = takeRoundHits(s, start(s), 1).next;
    expect(view(once).damaged).toEqual([0, 0, 1, 0]); // the only damaged unit just sustained
    expect(view(takeRoundHits(s, once, 0).next).damaged).toEqual([0, 0, 0, 0]);
    expect(view(takeRoundHits(s, once, 2).next).damaged).toEqual([0, 0, 1, 1]); // the old one is repaired
    expect(view(takeRoundHits(fleet('first'), once, 0).next).damaged).toEqual([0, 0, 1, 0]); // no Duranium
  });

  it("leaves Duranium Armor for another unit when the round's end repairs the flagship anyway (Heaven's Eye damaged before round 1)", () => {
    // The war sun stands in for the flagship slot the round's end repairs; both were damaged before the round.
    const s = fleet('first', true, false, { repairAtRoundStart: 3 });
    const damaged = [...initialState([2, 1, 2, 1], {})];
    damaged[5] = 1;
    damaged[7] = 1;
    expect(view(takeRoundHits(s, damaged, 0).next).damaged).toEqual([0, 0, 0, 0]);
    // Without that repair Duranium takes the latest in the loss order, the war sun.
    expect(view(takeRoundHits(fleet('first', true), damaged, 0).next).damaged).toEqual([0, 0, 1, 0]);
  });

  it('makes Assault Cannon take the cheapest non-fighter ship, damaged first', () => {
    const s = fleet('last');
    expect(view(destroyOneNonFighter(s, start(s))).alive).toEqual([2, 0, 2, 1]);
    const noCarrier = assignHits(fleet('first'), initialState([2, 0, 2, 1], {}), 1, 'any');
    expect(view(destroyOneNonFighter(fleet('first'), noCarrier))).toEqual({ alive: [2, 0, 1, 1], damaged: [0, 0, 0, 0], directHits: 0 });
  });

  it('cancels 2 hits per sustain with Non-Euclidean Shielding', () => {
    const s = fleet('first', false, false, { sustainCancels: 2 });
    // 3 sustainers cancel 6 hits; the 7th destroys a fighter.
    expect(view(assignHits(s, start(s), 7, 'any'))).toEqual({ alive: [1, 1, 2, 1], damaged: [0, 0, 2, 1], directHits: 0 });
  });

  it('lets no unit sustain while the opponent blocks it (Fourth Moon, Moll Terminus)', () => {
    const s = fleet('first');
    expect(view(assign(s, start(s), 4, 'any', 0, true).next).alive).toEqual([0, 0, 1, 1]);
  });

  it('sends directed hits ([0.0.1]) to non-fighter ships, then free hits by loss order', () => {
    const s = fleet('last');
    expect(view(assign(s, start(s), 1, 'any', 1).next).alive).toEqual([1, 0, 2, 1]);
  });

  it('spends Shields Holding on the first round with hits, cancelling up to 2', () => {
    const s = fleet('last');
    const r = takeRoundHits(s, start(s, 0, { shieldsHolding: 1 }), 3).next;
    expect(view(r).alive).toEqual([1, 1, 2, 1]);
    expect(r[8 + 1]).toBe(0); // the card is spent
    expect(view(takeRoundHits(s, r, 3).next).alive).toEqual([0, 0, 2, 1]);
  });

  it('repairs everything once with Emergency Repairs, and the Arc Secundus every round', () => {
    const s = fleet('first');
    const r = takeRoundHits(s, start(s, 0, { emergencyRepairs: 1 }), 2).next;
    expect(view(r).damaged).toEqual([0, 0, 0, 0]);
    expect(view(takeRoundHits(s, r, 2).next).damaged).toEqual([0, 0, 2, 0]);
    const letnev = fleet('first', false, false, { repairAtRoundStart: 3 });
    expect(view(takeRoundHits(letnev, start(letnev), 3).next).damaged).toEqual([0, 0, 2, 0]);
  });

  it('wipes both fleets when the Van Hauge is destroyed', () => {
    const s = fleet('last', false, false, { wipeSlot: 1 });
    const r = assignHits(s, start(s), 3, 'any');
    expect(view(r).alive).toEqual([0, 0, 0, 0]);
    expect(r[8 + 6]).toBe(1);
  });

  it('damages the most valuable sustainers for Raid Formation, and aims a Devotion hit at what it kills', () => {
    const s = fleet('first');
    expect(view(damageSustainers(s, start(s), 2)).damaged).toEqual([0, 0, 1, 1]);
    // The hit goes where it destroys something: the carrier (ties: the latest in loss order).
    expect(view(hitChosenByOpponent(s, start(s), false)).alive).toEqual([2, 0, 2, 1]);
    // Only undamaged sustainers: the most valuable one takes it and sustains.
    const big = { ...s, slots: s.slots.map((x) => (x.name === 'warsun' ? { ...x, cost: 12 } : x)) };
    expect(view(hitChosenByOpponent(big, initialState([0, 0, 2, 1], {}), false)).damaged).toEqual([0, 0, 0, 1]);
    // A damaged war sun is destroyed by it.
    const damaged = assignHits(big, initialState([0, 0, 2, 1], {}), 3, 'any');
    expect(view(hitChosenByOpponent(big, damaged, false)).alive).toEqual([0, 0, 2, 0]);
  });
});
