import { describe, expect, it } from 'vitest';
import { assignHits, destroyOneNonFighter, initialState, takeRoundHits, type SideSetup, type Slot } from '@/lib/calc/fleet';
import type { UnitName } from '@/lib/calc/units';

const slot = (name: UnitName, extra: Partial<Slot> = {}): Slot => ({
  name,
  combat: { value: 5, dice: 1 },
  sustain: ['dreadnought', 'warsun', 'flagship', 'mech'].includes(name),
  fighter: name === 'fighter',
  cost: 1,
  directHitImmune: false,
  ...extra,
});

/** fighter, carrier, dreadnought, war sun: in loss order. */
const fleet = (policy: 'first' | 'last', duranium = false, immuneDreadnoughts = false): SideSetup => ({
  slots: [slot('fighter'), slot('carrier'), slot('dreadnought', { directHitImmune: immuneDreadnoughts }), slot('warsun')],
  policy,
  duranium,
});

/** [fighters, carriers, dreadnoughts, war suns] alive, then damaged, then Direct Hits pending. */
const view = (s: readonly number[]) => ({
  alive: [s[0], s[2], s[4], s[6]],
  damaged: [s[1], s[3], s[5], s[7]],
  directHits: s[8],
});

describe('hit assignment policy', () => {
  const start = (setup: SideSetup, dh = 0) => initialState([2, 1, 2, 1], dh);

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
    const onlyFighters = initialState([2, 0, 0, 0], 0);
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
    const once = takeRoundHits(s, start(s), 1);
    expect(view(once).damaged).toEqual([0, 0, 1, 0]); // the only damaged unit just sustained
    expect(view(takeRoundHits(s, once, 0)).damaged).toEqual([0, 0, 0, 0]);
    expect(view(takeRoundHits(s, once, 2)).damaged).toEqual([0, 0, 1, 1]); // the old one is repaired
    expect(view(takeRoundHits(fleet('first'), once, 0)).damaged).toEqual([0, 0, 1, 0]); // no Duranium
  });

  it('makes Assault Cannon take the cheapest non-fighter ship, damaged first', () => {
    const s = fleet('last');
    expect(view(destroyOneNonFighter(s, start(s))).alive).toEqual([2, 0, 2, 1]);
    const noCarrier = assignHits(fleet('first'), initialState([2, 0, 2, 1], 0), 1, 'any');
    expect(view(destroyOneNonFighter(fleet('first'), noCarrier))).toEqual({ alive: [2, 0, 1, 1], damaged: [0, 0, 0, 0], directHits: 0 });
  });
});
