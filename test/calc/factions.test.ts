import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeOdds, FACTION_LIST, FACTIONS, factionListing, parseBattleInput } from '@/lib/calc';
import { dieDistribution } from '@/lib/calc/dice';

/** Validates like the CLI, then computes. */
function odds(raw: unknown) {
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
  return computeOdds(parsed.input);
}

const lrrNumbers = new Set(
  readdirSync('content/lrr').map((f) => /^number: "?(\d+)"?/m.exec(readFileSync(`content/lrr/${f}`, 'utf8'))?.[1]).filter(Boolean),
);

describe('the faction tables', () => {
  it("lists the 17 base factions, the 7 of Prophecy of Kings, the Council Keleres and the 6 of Thunder's Edge, once each", () => {
    expect(FACTION_LIST).toHaveLength(31);
    expect(FACTION_LIST.filter((f) => f.expansion === 'base')).toHaveLength(17);
    expect(FACTION_LIST.filter((f) => f.expansion === 'pok')).toHaveLength(7);
    // The five new factions, and the Obsidian the Firmament becomes.
    expect(FACTION_LIST.filter((f) => f.expansion === 'te').map((f) => f.id)).toEqual(['bastion', 'crimson', 'deepwrought', 'firmament', 'obsidian', 'ralnel']);
    expect(new Set(FACTION_LIST.map((f) => f.id)).size).toBe(31);
  });

  it('gives every faction a flagship with printed combat numbers, and every ability a citation to a real LRR entry', () => {
    for (const f of FACTION_LIST) {
      const c = f.units.flagship.base?.combat;
      expect(c, f.id).toBeDefined();
      expect(c!.value).toBeGreaterThanOrEqual(5);
      expect(c!.value).toBeLessThanOrEqual(9);
      const ids = f.abilities.map((a) => a.id);
      expect(new Set(ids).size, f.id).toBe(ids.length);
      for (const a of f.abilities) {
        expect(lrrNumbers.has(a.cite.rule), `${f.id}.${a.id} cites ${a.cite.rule}`).toBe(true);
        expect(a.cite.source.length).toBeGreaterThan(5);
        expect(a.text.length).toBeGreaterThan(10);
      }
    }
  });

  it('says plainly what is not modelled: in the effect, in the listing, and never as an option to switch on', () => {
    const listing = factionListing();
    for (const f of FACTION_LIST) {
      for (const a of f.abilities) {
        expect(a.effect.startsWith('not modelled: '), `${f.id}.${a.id}`).toBe(!a.modelled);
        if (!a.modelled) expect(a.option, `${f.id}.${a.id}`).toBeFalsy();
        if (a.requires) expect(f.abilities.find((b) => b.id === a.requires)?.option, `${f.id}.${a.id}`).toBe(true);
      }
      expect(listing.find((l) => l.id === f.id)).toMatchObject({ notModelled: f.abilities.filter((a) => !a.modelled).map((a) => a.name) });
    }
    const names = listing.flatMap((l) => (l as unknown as { notModelled: string[] }).notModelled);
    expect(names).toEqual(expect.arrayContaining(['Wrath of Kenara', 'Dynamo', 'Dunlain Reaper']));
    expect(names).not.toContain("Moyin's Ashes");
  });

  it("quotes every faction's flagship card among its abilities, under the flagship's own name", () => {
    for (const f of FACTION_LIST) {
      const quoted = f.abilities.filter((a) => a.kind === 'flagship').map((a) => a.name);
      expect(quoted.some((name) => f.units.flagship.name.startsWith(name)), `${f.id}: ${f.units.flagship.name}`).toBe(true);
    }
  });

  it("names every faction's mech and quotes its card among its abilities (was 12 of 25: 13 mechs went unnamed)", () => {
    for (const f of FACTION_LIST) {
      const quoted = f.abilities.filter((a) => a.kind === 'mech').map((a) => a.name);
      expect(quoted.some((name) => name.startsWith(f.units.mech.name)), `${f.id}: ${f.units.mech.name}`).toBe(true);
    }
    // The Watcher's ability (cancel an action card) is a choice the calculator leaves to the player.
    expect(FACTIONS.get('empyrean')!.abilities.find((a) => a.id === 'watcher')?.modelled).toBe(false);
  });

  it('keeps ability ids unique across factions, so an option names one ability', () => {
    const all = FACTION_LIST.flatMap((f) => f.abilities.map((a) => a.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('prints the listing the CLI promises: id, name, abilities', () => {
    const listing = factionListing();
    expect(listing.map((f) => f.id)).toEqual(FACTION_LIST.map((f) => f.id));
    for (const f of listing) {
      expect(f).toMatchObject({ id: expect.any(String), name: expect.any(String), abilities: expect.any(Array) });
    }
    const sardakk = listing.find((f) => f.id === 'sardakk')!;
    expect(sardakk.abilities).toContainEqual(expect.objectContaining({ id: 'unrelenting', cite: expect.objectContaining({ href: '/r/47' }) }));
  });
});

const duel = (attacker: object, defender: object, extra: object = {}) => ({
  battle: 'space',
  sustain: 'last',
  attacker: { units: { cruiser: 1 }, ...attacker },
  defender: { units: { cruiser: 1 }, ...defender },
  ...extra,
});

describe('faction effects, each against a hand calculation or an equivalent plain battle', () => {
  it('Unrelenting: one cruiser hitting on 6 against one on 7 wins 3/7 and draws 2/7', () => {
    const r = odds(duel({ faction: 'sardakk' }, {}));
    // Per round: only the attacker hits 0.5*0.6, only the defender 0.5*0.4, both 0.5*0.4.
    expect(r.attacker).toBeCloseTo(0.3 / 0.7, 12);
    expect(r.draw).toBeCloseTo(0.2 / 0.7, 12);
  });

  it('Fragile adds -1 to the side modifier (the same as modifier -1)', () => {
    expect(odds(duel({ faction: 'jolnar' }, {})).attacker).toBeCloseTo(odds(duel({ modifier: -1 }, {})).attacker, 12);
  });

  it("J.N.S. Hylarim: a 9 or 10 produces 3 hits, before modifiers", () => {
    // Fragile -1: 7 and 8 hit once, 9 and 10 three times.
    expect([...dieDistribution(6, -1, 2, false)].map((p) => +p.toFixed(12))).toEqual([0.6, 0.2, 0, 0.2]);
  });

  it('rerolls (Munitions Reserves, Fire Team) turn a hit chance p into 1 - (1 - p)^2', () => {
    expect(dieDistribution(7, 0, 0, true)[1]).toBeCloseTo(1 - 0.6 * 0.6, 12);
    const fire = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, fireTeam: true }, defender: { units: { infantry: 1 } } });
    // Round 1: the attacker hits 0.51, the defender 0.3; later rounds 0.3 each.
    const later = 0.21 / (1 - 0.49);
    expect(fire.attacker).toBeCloseTo(0.51 * 0.7 + 0.49 * 0.7 * later, 12);
  });

  it('Salai Sai Corian rolls one die per opposing non-fighter ship: against one cruiser, like a 7 (x1) flagship', () => {
    const winnu = odds(duel({ faction: 'winnu', units: { flagship: 1 } }, { units: { cruiser: 1, fighter: 2 } }));
    const plain = odds(duel({ units: { flagship: 1 }, flagship: { value: 7, dice: 1 } }, { units: { cruiser: 1, fighter: 2 } }));
    // Fighters add no dice; the one cruiser adds one for as long as anything is left (it dies last).
    expect(winnu.attacker).toBeCloseTo(plain.attacker, 12);
    const noShips = odds(duel({ faction: 'winnu', units: { flagship: 1 } }, { units: { fighter: 2 } }));
    expect(noShips.attacker).toBe(0);
    const two = odds(duel({ faction: 'winnu', units: { flagship: 1 } }, { units: { cruiser: 2 } }));
    const twoDice = odds(duel({ units: { flagship: 1 }, flagship: { value: 7, dice: 2 } }, { units: { cruiser: 2 } }));
    const oneDie = odds(duel({ units: { flagship: 1 }, flagship: { value: 7, dice: 1 } }, { units: { cruiser: 2 } }));
    expect(two.attacker).toBeLessThan(twoDice.attacker);
    expect(two.attacker).toBeGreaterThan(oneDie.attacker);
  });

  it('Ambush: 2 cruisers roll first, then the combat goes on as usual', () => {
    const mentak = odds(duel({ faction: 'mentak', units: { cruiser: 2 } }, { units: { carrier: 1 } }));
    const plain = odds(duel({ units: { cruiser: 2 } }, { units: { carrier: 1 } }));
    expect(mentak.attacker).toBeCloseTo(0.64 + 0.36 * plain.attacker, 12);
  });

  it('Dimensional Splicer: one hit before the first round, assigned by the Creuss (printed card), not by its owner', () => {
    const creuss = odds(duel({ faction: 'creuss', factionOptions: ['dimensionalSplicer'] }, { units: { cruiser: 1, fighter: 1 } }));
    // The Creuss destroy the cruiser, not the fighter its owner would give up.
    expect(creuss.attacker).toBeCloseTo(odds(duel({}, { units: { fighter: 1 } })).attacker, 12);
    expect(creuss.attacker).toBeGreaterThan(odds(duel({}, { units: { cruiser: 1 } })).attacker + 0.05);
  });

  it('Iconoclast Ω (Codex III): the opponent fires no anti-fighter barrage at the Naalu', () => {
    const naalu = (defender: object, options: string[] = ['iconoclastOmega']) =>
      odds({ battle: 'space', attacker: { faction: 'naalu', factionOptions: options, units: { carrier: 1, fighter: 3, mech: 1 } }, defender });
    // Destroyers without their barrage are 9 (x1) ships, like carriers.
    const omega = naalu({ units: { destroyer: 2 } });
    expect(omega.attacker).toBeCloseTo(naalu({ units: { carrier: 2 } }).attacker, 12);
    expect(omega.attacker).toBeGreaterThan(naalu({ units: { destroyer: 2 } }, []).attacker + 0.05);
  });

  it('Magen Defense Grid Ω: the defender assigns its hit, killing an infantry rather than letting a mech sustain', () => {
    const magen = odds({ battle: 'ground', sustain: 'first', attacker: { units: { infantry: 1, mech: 1 } }, defender: { units: { infantry: 2 }, magenDefenseGrid: true } });
    const lostInfantry = odds({ battle: 'ground', sustain: 'first', attacker: { units: { mech: 1 } }, defender: { units: { infantry: 2 } } });
    expect(magen.attacker).toBeCloseTo(lostInfantry.attacker, 12);
  });

  it("Particle Weave answers the opponent's combat roll only: Harrow's bombardment at the end of the round does not trigger it", () => {
    // L1Z1X: 1 infantry (hits 0.3) and a dreadnought in orbit (bombards 0.6, also before the combat);
    // Sardakk: 1 infantry (0.4 with Unrelenting) and Particle Weave. A round: the L1Z1X combat hit
    // (a) kills the Sardakk infantry and, by the Weave, its own; else Harrow (h) and the Sardakk hit (d) decide.
    const r = odds({
      battle: 'invasion',
      attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 } },
      defender: { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'], units: { infantry: 1 } },
    });
    const going = 0.7 * 0.4 * 0.6; // no a, no h, no d
    expect(r.attacker).toBeCloseTo(0.6 + (0.4 * (0.7 * 0.6 * 0.6)) / (1 - going), 12); // h, no d
    expect(r.defender).toBeCloseTo((0.4 * (0.7 * 0.4 * 0.4)) / (1 - going), 12); // d, no h
    // Had Harrow's hits triggered the Weave, the L1Z1X infantry could never outlive the ground combat.
    expect(r.attacker).toBeGreaterThan(0.6 + 0.1);
  });

  it("Strike Wing Alpha II: each barrage 9 or 10 also destroys an infantry The Alastor brought into the space combat", () => {
    const nekro = (infantry: number, fighter: number) => ({ faction: 'nekro', units: { flagship: 1, infantry, fighter } });
    const r = odds(duel({ faction: 'argent', units: { destroyer: 1 }, upgrades: ['destroyer'] }, nekro(2, 3)));
    // Barrage 6 (x3): a die misses (0.5), hits (0.3) or hits and kills (0.2); 3 fighters take every hit.
    // After it, the destroyer fights like a cruiser (7, no barrage, no sustain).
    const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
    let expected = 0;
    for (let a = 0; a <= 3; a++) {
      for (let b = 0; a + b <= 3; b++) {
        const c = 3 - a - b;
        const p = (fact(3) / (fact(a) * fact(b) * fact(c))) * 0.2 ** a * 0.3 ** b * 0.5 ** c;
        expected += p * odds(duel({ units: { cruiser: 1 } }, nekro(2 - Math.min(a, 2), 3 - a - b))).attacker;
      }
    }
    expect(r.attacker).toBeCloseTo(expected, 12);
    // Without the upgrade (Strike Wing Alpha I, barrage 9 (x2)) no infantry is lost.
    const one = odds(duel({ faction: 'argent', units: { destroyer: 1 } }, nekro(2, 3)));
    expect(r.attacker - one.attacker).toBeGreaterThan(0.01);
  });

  it("Moyin's Ashes: Indoctrination takes an opposing infantry and gives the Yin a mech instead of an infantry", () => {
    const yin = (options: string[]) => odds({ battle: 'ground', sustain: 'first', attacker: { units: { infantry: 2 } }, defender: { faction: 'yin', factionOptions: options, units: { infantry: 1 } } });
    const ashes = yin(['indoctrination', 'moyinsAshes']);
    expect(ashes.defender).toBeCloseTo(odds({ battle: 'ground', sustain: 'first', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1, mech: 1 } } }).defender, 12);
    expect(yin(['indoctrination']).defender).toBeCloseTo(odds({ battle: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 2 } } }).defender, 12);
    expect(ashes.survivors.defender.some((s) => (s.units.mech ?? 0) > 0)).toBe(true);
    const refused = parseBattleInput({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { faction: 'yin', factionOptions: ['moyinsAshes'], units: { infantry: 1 } } });
    expect(refused.ok ? 'accepted' : `${refused.field}: ${refused.message}`).toMatch(/^defender\.factionOptions\[0\]: .*list indoctrination/);
  });

  it('Articles of War: mechs keep their numbers and Sustain Damage, and lose every other printed ability', () => {
    const articles = (raw: object) => odds({ ...raw, articlesOfWar: true });
    // Letani Behemoth: no planetary shield, so the dreadnoughts bombard as against plain mechs.
    const invasion = (defender: object) => ({ battle: 'invasion', attacker: { units: { dreadnought: 2, infantry: 2 } }, defender: { units: { infantry: 2, mech: 1 }, ...defender } });
    expect(articles(invasion({ faction: 'arborec' })).attacker).toBeCloseTo(odds(invasion({})).attacker, 12);
    expect(odds(invasion({ faction: 'arborec' })).attacker).toBeLessThan(odds(invasion({})).attacker - 0.05);
    // Valkyrie Exoskeleton: no hit when the mech sustains; Unrelenting (the sheet's) stays.
    const ground = (attacker: object) => ({ battle: 'ground', sustain: 'first', attacker: { units: { infantry: 1, mech: 1 }, ...attacker }, defender: { units: { infantry: 3 } } });
    expect(articles(ground({ faction: 'sardakk' })).attacker).toBeCloseTo(odds(ground({ modifier: 1 })).attacker, 12);
    // Z-Grav Eidolon: the card no longer flips, so the mechs stay out of the space combat.
    const space = (units: object) => ({ battle: 'space', attacker: { faction: 'naazrokha', units }, defender: { units: { cruiser: 2 } } });
    expect(articles(space({ carrier: 1, mech: 2 })).attacker).toBeCloseTo(odds(space({ carrier: 1 })).attacker, 12);
    // Annihilator: the L1Z1X mechs bombard no more; the dreadnought still does.
    const l1 = (mech: number) => ({ battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 2, mech } }, defender: { units: { infantry: 3 } } });
    const noMech = odds(l1(0));
    expect(articles(l1(1)).attacker).toBeLessThan(odds(l1(1)).attacker);
    expect(articles(l1(1)).attacker).toBeGreaterThan(noMech.attacker);
  });

  it('Impulse Core: a destroyer is given up for a hit on a non-fighter ship', () => {
    const yin = odds(duel({ faction: 'yin', factionOptions: ['impulseCore'], units: { cruiser: 1, destroyer: 1 } }, { units: { cruiser: 1, fighter: 2 } }));
    const plain = odds(duel({ units: { cruiser: 1 } }, { units: { fighter: 2 } }));
    expect(yin.attacker).toBeCloseTo(plain.attacker, 12);
  });

  it('Van Hauge: when the flagship falls, everything falls: no one wins against the Yin flagship alone', () => {
    const r = odds(duel({ faction: 'yin', units: { flagship: 1 } }, { units: { dreadnought: 2 } }));
    expect(r.defender).toBe(0);
    expect(r.attacker + r.draw).toBeCloseTo(1, 12);
  });

  it('Fourth Moon: against the Mentak flagship, dreadnoughts cannot sustain (like cruisers hitting on 5)', () => {
    const mentak = odds(duel({ faction: 'mentak', units: { flagship: 1 } }, { units: { dreadnought: 1 } }));
    const noSustain = odds({ ...duel({ faction: 'mentak', units: { flagship: 1 } }, { units: { dreadnought: 1 } }), publicizeWeaponSchematics: true });
    expect(mentak.attacker).toBeGreaterThan(odds(duel({ units: { flagship: 1 }, flagship: { value: 7, dice: 2 } }, { units: { dreadnought: 1 } })).attacker);
    expect(noSustain.attacker).toBeCloseTo(mentak.attacker, 12);
  });

  it('Quetzecoatl and Solar Flare: the opponent fires no space cannon; Maneuvering Jets cancel one hit', () => {
    const noPds = odds(duel({}, {}));
    expect(odds(duel({ solarFlare: true }, { units: { cruiser: 1, pds: 2 } })).attacker).toBeCloseTo(noPds.attacker, 12);
    expect(odds(duel({ maneuveringJets: 1 }, { units: { cruiser: 1, pds: 1 } })).attacker).toBeCloseTo(noPds.attacker, 12);
    const argent = odds(duel({ faction: 'argent', units: { flagship: 1 } }, { units: { cruiser: 1, pds: 2 } }));
    expect(argent.attacker).toBeCloseTo(odds(duel({ faction: 'argent', units: { flagship: 1 } }, {})).attacker, 12);
  });

  it('Bunker and Blitz change a lone bombardment: 1 infantry each, the planet falls at once if it hits', () => {
    const plain = odds({ battle: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 } } }).attacker;
    const bunker = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 1 }, bunker: true } });
    expect(bunker.attacker).toBeCloseTo(0.2 + 0.8 * plain, 12);
    const blitz = odds({ battle: 'invasion', attacker: { units: { carrier: 1, infantry: 1 }, blitz: true }, defender: { units: { infantry: 1 } } });
    expect(blitz.attacker).toBeCloseTo(0.5 + 0.5 * plain, 12);
  });

  it('X-89 Bacterial Weapon Ω: one infantry lost to the bombardment takes all the infantry on the planet', () => {
    const plain = (d: number) => odds({ battle: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: d } } }).attacker;
    // One dreadnought bombards on 5 (0.6): a hit leaves the planet without infantry, a miss leaves all 3.
    const x89 = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, x89BacterialWeapon: true }, defender: { units: { infantry: 3 } } });
    expect(x89.attacker).toBeCloseTo(0.6 + 0.4 * plain(3), 12);
    const without = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 3 } } });
    expect(without.attacker).toBeCloseTo(0.6 * plain(2) + 0.4 * plain(3), 12);
    // Mechs stay; a sustained hit on a mech destroys no infantry, so nothing more happens.
    const mech = odds({ battle: 'invasion', sustain: 'first', attacker: { units: { dreadnought: 1, infantry: 1 }, x89BacterialWeapon: true }, defender: { units: { infantry: 2, mech: 1 } } });
    const mechOnly = odds({ battle: 'invasion', sustain: 'first', attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 2, mech: 1 } } });
    expect(mech.attacker).toBeCloseTo(mechOnly.attacker, 12);
    const l1z1x = parseBattleInput({ battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 }, x89BacterialWeapon: true }, defender: { units: { infantry: 1 } } });
    expect(l1z1x.ok ? 'accepted' : l1z1x.field).toBe('attacker.x89BacterialWeapon');
  });

  it('Conventions of War on a cultural planet: no bombardment, Harrow and the Annihilator included', () => {
    const ground = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2 } } }).attacker;
    const law = odds({ battle: 'invasion', attacker: { units: { warsun: 1, infantry: 2 }, blitz: true }, defender: { units: { infantry: 2 }, conventionsOfWar: true } });
    expect(law.attacker).toBeCloseTo(ground, 12);
    const l1z1x = odds({ battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 2, infantry: 1, mech: 1 } }, defender: { units: { infantry: 2 }, conventionsOfWar: true } });
    const l1z1xGround = odds({ battle: 'ground', attacker: { faction: 'l1z1x', units: { infantry: 1, mech: 1 } }, defender: { units: { infantry: 2 } } });
    expect(l1z1x.attacker).toBeCloseTo(l1z1xGround.attacker, 12);
  });

  it('Disable and L4 Disruptors silence the PDS', () => {
    const open = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 2 } }, defender: { units: { infantry: 2 } } });
    const disabled = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 2 }, disable: true }, defender: { units: { infantry: 2, pds: 2 } } });
    expect(disabled.attacker).toBeCloseTo(open.attacker, 12);
    const l4 = odds({ battle: 'invasion', attacker: { faction: 'letnev', factionOptions: ['l4Disruptors'], units: { infantry: 2 } }, defender: { units: { infantry: 2, pds: 2 } } });
    expect(l4.attacker).toBeCloseTo(odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2 } } }).attacker, 12);
  });

  it("Arc Secundus and war suns take the planet's shield down; Letani Behemoths put one up", () => {
    const withShield = { infantry: 2, pds: 1 };
    const shielded = odds({ battle: 'invasion', attacker: { units: { dreadnought: 2, infantry: 2 } }, defender: { units: withShield } });
    const letnev = odds({ battle: 'invasion', attacker: { faction: 'letnev', units: { dreadnought: 2, flagship: 1, infantry: 2 } }, defender: { units: withShield } });
    expect(letnev.attacker).toBeGreaterThan(shielded.attacker);
    const arborec = odds({ battle: 'invasion', attacker: { units: { dreadnought: 2, infantry: 2 } }, defender: { faction: 'arborec', units: { infantry: 2, mech: 1 } } });
    const noBombard = odds({ battle: 'invasion', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2, mech: 1 } } });
    expect(arborec.attacker).toBeCloseTo(noBombard.attacker, 12);
  });

  it('unit cards: Super-Dreadnought II hits on 4, Hybrid Crystal Fighters on 8, Spec Ops on 7', () => {
    const sd = odds(duel({ faction: 'l1z1x', units: { dreadnought: 1 }, upgrades: ['dreadnought'] }, {}));
    const four = odds(duel({ units: { dreadnought: 1 }, upgrades: ['dreadnought'], modifier: 1 }, {}));
    expect(sd.attacker).toBeCloseTo(four.attacker, 12);
    const naalu = odds(duel({ faction: 'naalu', units: { fighter: 2 } }, {}));
    expect(naalu.attacker).toBeCloseTo(odds(duel({ units: { fighter: 2 }, upgrades: ['fighter'] }, {})).attacker, 12);
    const sol = odds({ battle: 'ground', attacker: { faction: 'sol', units: { infantry: 2 } }, defender: { units: { infantry: 2 } } });
    expect(sol.attacker).toBeCloseTo(odds({ battle: 'ground', attacker: { units: { infantry: 2 }, upgrades: ['infantry'] }, defender: { units: { infantry: 2 } } }).attacker, 12);
  });

  it('Prototype War Sun II: the same war sun in combat, but a loss of 10 resources, not 12', () => {
    const fleet = (extra: object) => ({ units: { warsun: 1 }, upgrades: ['warsun'], ...extra });
    const big = { units: { dreadnought: 4 } };
    const muaat = odds({ battle: 'space', sustain: 'last', attacker: fleet({ faction: 'muaat' }), defender: big });
    const generic = odds({ battle: 'space', sustain: 'last', attacker: fleet({}), defender: big });
    expect(muaat.attacker).toBeCloseTo(generic.attacker, 12);
    expect(generic.expectedLoss.attacker).toBeGreaterThan(0.1);
    expect(muaat.expectedLoss.attacker).toBeCloseTo((generic.expectedLoss.attacker * 10) / 12, 12);
  });

  it('Hel Titans defend the planet as ground forces; Saturn Engine II cruisers sustain', () => {
    const titans = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { faction: 'titans', units: { pds: 1 } } });
    // PDS 7 with Sustain Damage: like a mech hitting on 7.
    const mech = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { mech: 1 }, modifier: -1 } });
    expect(titans.defender).toBeCloseTo(mech.defender, 12);
    const saturn = odds(duel({}, { faction: 'titans', units: { cruiser: 1 }, upgrades: ['cruiser'] }));
    expect(saturn.defender).toBeGreaterThan(odds(duel({}, { units: { cruiser: 1 }, upgrades: ['cruiser'] })).defender);
  });

  it('options must belong to the faction, and a faction plays one side only', () => {
    const bad = (raw: object) => {
      const p = parseBattleInput(raw);
      return p.ok ? 'accepted' : `${p.field}: ${p.message}`;
    };
    expect(bad(duel({ faction: 'zerg' }, {}))).toMatch(/^attacker\.faction: unknown faction/);
    expect(bad(duel({ faction: 'sol', factionOptions: ['impulseCore'] }, {}))).toMatch(/^attacker\.factionOptions\[0\]: not an optional ability/);
    expect(bad(duel({ factionOptions: ['impulseCore'] }, {}))).toMatch(/^attacker\.factionOptions: needs a faction/);
    expect(bad(duel({ faction: 'sol' }, { faction: 'sol' }))).toMatch(/^defender\.faction: each faction/);
    expect(bad(duel({ faction: 'sol', units: { flagship: 1 }, flagship: { value: 5, dice: 2 } }, {}))).toMatch(/^attacker\.flagship: .*own flagship/);
    expect(bad(duel({ munitionsReserves: 2 }, {}))).toMatch(/^attacker\.munitionsReserves: a Barony of Letnev ability/);
    expect(bad(duel({ faction: 'toString' }, {}))).toMatch(/unknown faction/);
    expect(bad(duel({}, { blitz: true }))).toMatch(/^defender\.blitz: only the attacker/);
    expect(bad({ battle: 'ground', attacker: { units: { infantry: 1 }, bunker: true }, defender: { units: { infantry: 1 } } })).toMatch(/only the defender/);
    expect(bad(duel({ faction: 'nomad', units: { flagship: 1 }, upgrades: ['flagship'] }, {}))).toBe('accepted');
    expect(bad(duel({ units: { flagship: 1 }, flagship: { value: 5, dice: 2 }, upgrades: ['flagship'] }, {}))).toMatch(/flagship has no unit upgrade/);
  });
});
