/**
 * Thunder's Edge as the calculator follows it (docs/calc-factions-audit.md, "Thunder's Edge"): each
 * new faction's printed flagship and destroyer reach the engine, and each modelled ability against
 * a small battle worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '@/lib/calc';
import { duel, odds, refused } from './hand';

/** P(at least one hit) for `dice` dice hitting on `value`, each result raised by `bonus`. */
const anyHit = (value: number, dice: number, bonus = 0) => 1 - (1 - (11 - value + bonus) / 10) ** dice;

/**
 * A flagship (Sustain Damage, so two hits) scoring at least one hit a round with probability `a`,
 * against one unit that dies at its first hit and hits with probability `b`: the attacker's win,
 * by hand. Undamaged, a round where only the other side hits leaves it damaged; damaged, a round
 * where both hit is a draw.
 */
function flagshipAgainstOne(a: number, b: number): number {
  const again = (1 - a) * (1 - b);
  const damaged = (a * (1 - b)) / (1 - again);
  return (a + (1 - a) * b * damaged) / (1 - again);
}

describe("Thunder's Edge flagships reach the engine with their printed numbers", () => {
  // Each against 1 fighter (9: 0.2), so the value and the dice both show in the odds.
  it.each([
    ['bastion', 9, 1],
    ['crimson', 5, 2],
    ['deepwrought', 7, 2],
    ['firmament', 5, 2],
    ['obsidian', 5, 3],
    ['ralnel', 8, 2],
  ] as const)('%s: the flagship rolls %i (x%i) with Sustain Damage', (faction, value, dice) => {
    const r = odds({ battle: 'space', attacker: { faction, units: { flagship: 1 } }, defender: { units: { fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(value, dice), 0.2), 12);
  });
});

describe("Thunder's Edge destroyers: Exile (Crimson Rebellion) and Linkship (Ral Nel)", () => {
  it.each([
    ['crimson', false, 0.3],
    ['crimson', true, 0.4],
    ['ralnel', false, 0.2],
    ['ralnel', true, 0.3],
  ] as const)('%s (upgraded: %s) hits with %f', (faction, upgraded, p) => {
    const r = odds({ battle: 'space', attacker: { faction, units: { destroyer: 1 }, upgrades: upgraded ? ['destroyer'] : [] }, defender: { units: { destroyer: 1 } } });
    // Against a generic Destroyer I (0.2).
    expect(r.attacker).toBeCloseTo(duel(p, 0.2)[0], 12);
  });
});

describe('Quietus (Crimson Rebellion flagship, with an active breach)', () => {
  const crimson = (units: object) => ({ faction: 'crimson', units, factionOptions: ['quietus'] });

  it("takes away the opponent's Sustain Damage: a dreadnought dies at its first hit", () => {
    const r = odds({ battle: 'space', attacker: crimson({ flagship: 1 }), defender: { units: { dreadnought: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(5, 2), 0.6), 12);
    const unlisted = odds({ battle: 'space', attacker: { faction: 'crimson', units: { flagship: 1 } }, defender: { units: { dreadnought: 1 } } });
    expect(unlisted.attacker).toBeLessThan(r.attacker - 0.05);
  });

  it("silences the opponent's space cannon: a PDS beside 1 fighter changes nothing", () => {
    const r = odds({ battle: 'space', attacker: crimson({ flagship: 1 }), defender: { units: { pds: 1, fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(5, 2), 0.2), 12);
  });

  it("silences the opponent's anti-fighter barrage: the fighter stays for the rounds", () => {
    // Flagship and fighter against 1 destroyer (9: 0.2). Hits on the Rebellion: the flagship
    // sustains, then the fighter goes, then the flagship; k hits taken so far. They hit at least
    // once with 1 - 0.4^2 x 0.8 while the fighter lives, 1 - 0.4^2 after.
    const a = [1 - 0.16 * 0.8, 1 - 0.16 * 0.8, 1 - 0.16];
    let win = 0;
    for (let k = 2; k >= 0; k--) win = (a[k]! * (k === 2 ? 0.8 : 1) + (1 - a[k]!) * 0.2 * win) / (1 - (1 - a[k]!) * 0.8);
    const r = odds({ battle: 'space', attacker: crimson({ flagship: 1, fighter: 1 }), defender: { units: { destroyer: 1 } } });
    expect(r.attacker).toBeCloseTo(win, 12);
  });
});

describe("Heaven's Eye (Firmament flagship): repaired at the end of every combat round", () => {
  it('cannot be destroyed by an opponent that scores at most 1 hit a round', () => {
    // Two fighters (0.2 each). Only a round in which both hit (0.04) destroys the flagship: a loss
    // when it scored 0 or 1 hits (0.16 + 0.48), a draw when it scored 2 (0.36). After any other
    // round it is repaired; against 1 fighter left it always wins. Fought again: no hit by the
    // flagship (0.16) and at most one by the fighters (0.96).
    const again = 0.16 * 0.96;
    const r = odds({ battle: 'space', attacker: { faction: 'firmament', units: { flagship: 1 }, factionOptions: ['heavensEye'] }, defender: { units: { fighter: 2 } } });
    expect(r.defender).toBeCloseTo(((0.16 + 0.48) * 0.04) / (1 - again), 12);
    expect(r.draw).toBeCloseTo((0.36 * 0.04) / (1 - again), 12);
  });

  it('repairs before round 1 a flagship the space cannon damaged (the one simplification; the card waits for the end of round 1)', () => {
    // The PDS (0.5) hits it; repaired, it faces a lone fighter that can hit it once a round: it always wins.
    const r = odds({ battle: 'space', attacker: { faction: 'firmament', units: { flagship: 1 }, factionOptions: ['heavensEye'] }, defender: { units: { pds: 1, fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(1, 12);
  });
});

describe('Myru Vos (Firmament agent): no space cannon against the ships that move', () => {
  it('attacking, the PDS beside 1 fighter fires nothing', () => {
    const r = odds({ battle: 'space', attacker: { faction: 'firmament', units: { flagship: 1 }, factionOptions: ['myruVos'] }, defender: { units: { pds: 1, fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(5, 2), 0.2), 12);
  });

  it('is refused for the defender, whose ships did not move', () => {
    expect(refused({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: { faction: 'firmament', units: { flagship: 1 }, factionOptions: ['myruVos'] } })).toBe(
      'defender.factionOptions[0]: only the attacker can use Myru Vos',
    );
  });
});

describe('Aroz Hollow (Obsidian commander, in the Fracture): +1 to every combat roll', () => {
  it("Heaven's Hollow rolls 5 (x3) at +1", () => {
    const r = odds({ battle: 'space', attacker: { faction: 'obsidian', units: { flagship: 1 }, factionOptions: ['arozHollow'] }, defender: { units: { fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(5, 3, 1), 0.2), 12);
  });
});

describe("the older factions' Thunder's Edge breakthroughs", () => {
  it('lists the five that touch a battle under their faction, and computes none by an option of its own', () => {
    const breakthroughs = [...FACTIONS.values()].flatMap((f) => f.abilities.filter((a) => a.kind === 'breakthrough').map((a) => `${f.id}.${a.id}`));
    expect(breakthroughs).toEqual(['letnev.gravleashManeuvers', 'mentak.corsair', 'nekro.valefarAssimilatorZ', 'winnu.imperator', 'naazrokha.absoluteSynergy']);
    expect([...FACTIONS.values()].flatMap((f) => f.abilities).filter((a) => a.kind === 'breakthrough' && a.option)).toEqual([]);
  });

  it("Imperator is the side's modifier: +1 for each Support for the Throne the opponent holds", () => {
    // A Winnu cruiser at +1 (6: 0.5) against a cruiser (0.4).
    const r = odds({ battle: 'space', attacker: { faction: 'winnu', units: { cruiser: 1 }, modifier: 1 }, defender: { units: { cruiser: 1 } } });
    expect(r.attacker).toBeCloseTo(duel(0.5, 0.4)[0], 12);
  });
});
