/**
 * Thunder's Edge as the calculator follows it (docs/calc-factions-audit.md, "Thunder's Edge"): each
 * new faction's printed flagship and destroyer reach the engine, and each modelled ability against
 * a small battle worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '@/lib/calc';
import { unitRoll } from '@/lib/calc/display';
import { unitsFor, withFaction, withFleetsCleared, withGalvanized, withKind, withTokensFitting } from '@/lib/calc/page-state';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { parseBattleInput } from '@/lib/calc/validate';
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

describe('Quietus in orbit over an invasion or a ground combat', () => {
  const crimson = (units: object) => ({ faction: 'crimson', units, factionOptions: ['quietus'] });

  it.each(['invasion', 'ground'] as const)("%s: the defender's mech cannot sustain, so one infantry against it is a plain duel", (battle) => {
    // Infantry (8: 0.3) against a mech (6: 0.5) that dies at its first hit; the flagship in orbit rolls nothing.
    const r = odds({ battle, attacker: crimson({ flagship: 1, infantry: 1 }), defender: { units: { mech: 1 } } });
    const [win, draw] = duel(0.3, 0.5);
    expect(r.attacker).toBeCloseTo(win, 12);
    expect(r.draw).toBeCloseTo(draw, 12);
    // Without the flagship in the system the mech sustains: the attacker needs two hits.
    const away = odds({ battle, attacker: crimson({ infantry: 1 }), defender: { units: { mech: 1 } } });
    expect(away.attacker).toBeLessThan(r.attacker - 0.1);
  });

  it("invasion: the defender's PDS neither shields the planet nor fires at the landing", () => {
    // The dreadnought bombards 5 (0.6) through the PDS's shield; a miss leaves infantry against
    // infantry (0.3 each), with no space cannon at the landing infantry.
    const r = odds({ battle: 'invasion', attacker: crimson({ flagship: 1, dreadnought: 1, infantry: 1 }), defender: { units: { infantry: 1, pds: 1 } } });
    expect(r.attacker).toBeCloseTo(0.6 + 0.4 * duel(0.3, 0.3)[0], 12);
    // Switched off: no bombardment (shielded), and the PDS (6: 0.5) fires at the lone infantry first.
    const off = odds({ battle: 'invasion', attacker: { faction: 'crimson', units: { flagship: 1, dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 1, pds: 1 } } });
    expect(off.attacker).toBeCloseTo(0.5 * duel(0.3, 0.3)[0], 12);
  });

  it("gives the page's ground combat a flagship row for the Rebellion with Quietus on, and the link keeps it", () => {
    expect(unitsFor('ground', 'attacker', { units: {}, upgrades: [], modifier: 0, faction: 'crimson', factionOptions: ['quietus'] })).toContain('flagship');
    expect(unitsFor('ground', 'attacker', { units: {}, upgrades: [], modifier: 0, faction: 'crimson' })).not.toContain('flagship');
    // Its row shows no roll: the flagship does not fight on the planet.
    expect(unitRoll('flagship', 'ground', 'attacker', { units: {}, upgrades: [], modifier: 0, faction: 'crimson' })).toBeUndefined();
    const input = { battle: 'ground', sustain: 'first', attacker: { ...crimson({ flagship: 1, infantry: 2 }), upgrades: [], modifier: 0 }, defender: { units: { mech: 1 }, upgrades: [], modifier: 0 } } as const;
    expect(withKind(parsed(input), 'ground').attacker.units).toEqual({ flagship: 1, infantry: 2 });
    expect(decodeBattle(encodeBattle(parsed(input)))).toEqual(parseBattleInput(input));
  });
});

describe('The Egeiro (Last Bastion flagship): +1 per non-home system with a planet the Bastion control', () => {
  const bastion = (egeiroSystems?: number) => ({ faction: 'bastion', units: { flagship: 1 }, ...(egeiroSystems === undefined ? {} : { egeiroSystems }) });

  it.each([0, 2, 5])('with %i systems the flagship rolls 9 (x1) at +N against a fighter', (n) => {
    const r = odds({ battle: 'space', attacker: bastion(n), defender: { units: { fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(anyHit(9, 1, n), 0.2), 12);
  });

  it('is the count the side enters: refused for another faction, on the ground, and past the count that hits on every die', () => {
    expect(refused({ battle: 'space', attacker: { faction: 'crimson', units: { flagship: 1 }, egeiroSystems: 2 }, defender: { units: { fighter: 1 } } })).toBe(
      'attacker.egeiroSystems: a Last Bastion ability: set "faction": "bastion"',
    );
    expect(refused({ battle: 'ground', attacker: { faction: 'bastion', units: { infantry: 1 }, egeiroSystems: 2 }, defender: { units: { infantry: 1 } } })).toBe(
      'attacker.egeiroSystems: applies to space combat only, not "ground"',
    );
    expect(refused({ battle: 'space', attacker: bastion(12), defender: { units: { fighter: 1 } } })).toBe('attacker.egeiroSystems: must be at most 11');
    // 11 hits on every die even at the side's lowest modifier: the cap loses nothing.
    const r = odds({ battle: 'space', attacker: { ...bastion(11), modifier: -3 }, defender: { units: { fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(flagshipAgainstOne(1, 0.2), 12);
  });

  it('round-trips through the link, stays with the faction in space and goes with it', () => {
    const input = parsed({ battle: 'space', attacker: bastion(3), defender: { units: { fighter: 2 } } });
    expect(decodeBattle(encodeBattle(input))).toEqual(parseBattleInput(input));
    expect(encodeBattle(input)).toMatch(/a\.egeiroSystems=3/);
    expect(withKind(input, 'invasion').attacker.egeiroSystems).toBeUndefined();
    expect(withKind(input, 'space').attacker.egeiroSystems).toBe(3);
    expect(withFaction(input, 'attacker', 'crimson').attacker.egeiroSystems).toBeUndefined();
  });
});

describe('galvanized units (Thunder\'s Edge tokens): 1 more die for combat rolls and unit abilities', () => {
  it('a galvanized cruiser rolls 2 dice (7: at least one hit 0.64) against a plain one (0.4)', () => {
    const r = odds({ battle: 'space', attacker: { units: { cruiser: 1 }, galvanized: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } });
    const [win, draw] = duel(1 - 0.6 ** 2, 0.4);
    expect(r.attacker).toBeCloseTo(win, 12);
    expect(r.draw).toBeCloseTo(draw, 12);
  });

  it('the side loses its plain units of a type first: the galvanized fighter is the one left', () => {
    // Two fighters (9: 0.2), one galvanized: 3 dice, then 2 once the plain one is lost, against a
    // cruiser (0.4) that dies at the first hit. If both hit, a fighter is left: a win.
    const a2 = 1 - 0.8 ** 3;
    const alone = duel(1 - 0.8 ** 2, 0.4)[0];
    const win = (a2 + (1 - a2) * 0.4 * alone) / (1 - (1 - a2) * 0.6);
    const r = odds({ battle: 'space', attacker: { units: { fighter: 2 }, galvanized: { fighter: 1 } }, defender: { units: { cruiser: 1 } } });
    expect(r.attacker).toBeCloseTo(win, 12);
  });

  it('a galvanized infantry rolls 2 dice in ground combat (8: at least one hit 0.51)', () => {
    const r = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, galvanized: { infantry: 1 } }, defender: { units: { infantry: 1 } } });
    expect(r.attacker).toBeCloseTo(duel(1 - 0.7 ** 2, 0.3)[0], 12);
  });

  it('a galvanized PDS fires space cannon 6 with 2 dice: a lone destroyer comes through 0.25 of the time', () => {
    const r = odds({ battle: 'space', attacker: { units: { destroyer: 1 } }, defender: { units: { pds: 1 }, galvanized: { pds: 1 } } });
    expect(r.attacker).toBeCloseTo(0.25, 12);
  });

  it('a galvanized dreadnought bombards 5 with 2 dice before the landing', () => {
    const r = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, galvanized: { dreadnought: 1 } }, defender: { units: { infantry: 1 } } });
    expect(r.attacker).toBeCloseTo(0.84 + 0.16 * duel(0.3, 0.3)[0], 12);
  });

  it('a galvanized destroyer fires anti-fighter barrage 9 with 3 dice, then fights with 2', () => {
    const r = odds({ battle: 'space', attacker: { units: { destroyer: 1 }, galvanized: { destroyer: 1 } }, defender: { units: { fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(1 - 0.8 ** 3 + 0.8 ** 3 * duel(1 - 0.8 ** 2, 0.2)[0], 12);
  });

  it('is refused past the units listed, past the 7 tokens, and where the engine cannot tell which unit holds a token', () => {
    const space = (attacker: object, defender: object = { units: { cruiser: 1 } }) => ({ battle: 'space', attacker, defender });
    expect(refused(space({ units: { cruiser: 1 }, galvanized: { cruiser: 2 } }))).toBe('attacker.galvanized.cruiser: at most the 1 listed in this side\'s units');
    expect(refused(space({ units: { cruiser: 4 }, galvanized: { cruiser: 4 } }, { units: { cruiser: 4 }, galvanized: { cruiser: 4 } }))).toBe(
      'defender.galvanized: at most 7 galvanized units in a battle (the galvanize tokens)',
    );
    expect(refused(space({ units: { cruiser: 2 }, galvanized: { cruiser: 1 }, theCavalry: { ship: 'cruiser' } }))).toMatch(/^attacker\.galvanized\.cruiser: with The Cavalry on this type, galvanize all of it or none/);
    expect(odds(space({ units: { cruiser: 2 }, galvanized: { cruiser: 2 }, theCavalry: { ship: 'cruiser' } })).attacker).toBeGreaterThan(0);
    expect(refused({ battle: 'ground', attacker: { faction: 'yin', units: { infantry: 2 }, factionOptions: ['indoctrination'] }, defender: { units: { infantry: 2 }, galvanized: { infantry: 1 } } })).toMatch(
      /^defender\.galvanized\.infantry: not computed with Indoctrination, Greyfire Mutagen or Claire Gibson/,
    );
  });

  it('Proxima Targeting VI (Last Bastion, defending): 1 bombardment hit cancelled per galvanized unit', () => {
    // The dreadnought's one die (5: 0.6) is cancelled by the galvanized infantry's token; the
    // infantry (8 with 2 dice: 0.51) then faces the landed one (0.3). Without the technology the
    // bombardment destroys it 0.6 of the time.
    const battle = (factionOptions: string[]) =>
      odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { faction: 'bastion', units: { infantry: 1 }, galvanized: { infantry: 1 }, factionOptions } });
    expect(battle(['proximaTargeting']).attacker).toBeCloseTo(duel(0.3, 0.51)[0], 12);
    expect(battle([]).attacker).toBeCloseTo(0.6 + 0.4 * duel(0.3, 0.51)[0], 12);
    expect(refused({ battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 } }, defender: { faction: 'bastion', units: { infantry: 1 }, galvanized: { infantry: 1 }, factionOptions: ['proximaTargeting'] } })).toMatch(
      /^defender\.factionOptions: Proxima Targeting VI's cancels are not computed against Harrow/,
    );
  });

  it("on the page, tokens stay on units the side lists: fewer units, another kind of battle or Clear take them", () => {
    const side = { units: { cruiser: 2, infantry: 2 }, upgrades: [], modifier: 0 };
    const both = withGalvanized(withGalvanized(side, 'cruiser', 2), 'infantry', 1);
    expect(both.galvanized).toEqual({ cruiser: 2, infantry: 1 });
    expect(withGalvanized(both, 'cruiser', 0).galvanized).toEqual({ infantry: 1 });
    expect(withTokensFitting({ ...both, units: { cruiser: 1 } }).galvanized).toEqual({ cruiser: 1 });
    const input = parsed({ battle: 'space', attacker: both, defender: { units: { cruiser: 1 } } });
    expect(withKind(input, 'ground').attacker.galvanized).toEqual({ infantry: 1 });
    // Carried infantry are no row of a space combat: they go, with their token.
    expect(withKind(input, 'space').attacker.galvanized).toEqual({ cruiser: 2 });
    expect(withFleetsCleared(input).attacker.galvanized).toBeUndefined();
  });

  it('round-trips through the link', () => {
    const input = parsed({ battle: 'space', attacker: { units: { cruiser: 2, destroyer: 1 }, galvanized: { cruiser: 2 } }, defender: { units: { pds: 1, fighter: 2 }, galvanized: { pds: 1 } } });
    expect(encodeBattle(input)).toMatch(/a\.galvanized\.cruiser=2.*d\.galvanized\.pds=1/);
    expect(decodeBattle(encodeBattle(input))).toEqual(parseBattleInput(input));
  });
});

/** A battle as the validation reads it (the page's state). */
function parsed(raw: unknown) {
  const p = parseBattleInput(raw);
  if (!p.ok) throw new Error(`${p.field}: ${p.message}`);
  return p.input;
}

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

  it('leaves a flagship the space cannon damaged damaged through round 1, and repairs it at its end even when nobody hit', () => {
    // The PDS (6: 0.5) hits it. Damaged, round 1 against the fighter (0.2): the flagship (5 x2:
    // 0.84) wins if the fighter misses, both die if both hit, it dies alone if only the fighter
    // hits; if nobody hits it is repaired and, as undamaged, always wins against a lone fighter.
    const damaged = { attacker: 0.84 * 0.8 + 0.16 * 0.8, draw: 0.84 * 0.2, defender: 0.16 * 0.2 };
    const r = odds({ battle: 'space', attacker: { faction: 'firmament', units: { flagship: 1 }, factionOptions: ['heavensEye'] }, defender: { units: { pds: 1, fighter: 1 } } });
    expect(r.attacker).toBeCloseTo(0.5 + 0.5 * damaged.attacker, 12);
    expect(r.draw).toBeCloseTo(0.5 * damaged.draw, 12);
    expect(r.defender).toBeCloseTo(0.5 * damaged.defender, 12);
  });

  it('the Arc Secundus, whose card repairs at the start of every round, is repaired before round 1', () => {
    // The same battle for the Letnev flagship (5 x2, repaired at the start of each round): always won.
    const r = odds({ battle: 'space', attacker: { faction: 'letnev', units: { flagship: 1 } }, defender: { units: { pds: 1, fighter: 1 } } });
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
