import { describe, expect, it } from 'vitest';
import { computeOdds, parseBattleInput } from '@/lib/calc';
import { OUTCOMES } from '@/lib/calc/chain';
import { seeded, simulate } from './simulate';

const TRIALS = 20_000;

/**
 * One scenario per faction effect and card (and a few combinations), each validated like CLI
 * input and checked against the seeded piece-by-piece simulator.
 */
const scenarios: [string, unknown][] = [
  ['Sardakk: Unrelenting, flagship +1 to other ships', { battle: 'space', attacker: { faction: 'sardakk', units: { flagship: 1, cruiser: 2 } }, defender: { units: { dreadnought: 2, destroyer: 1 } } }],
  ['Sardakk Exotrireme II: damaged ones are given up for the 2 costliest ships', { battle: 'space', attacker: { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'], upgrades: ['dreadnought'], units: { dreadnought: 3, cruiser: 1 } }, defender: { units: { warsun: 1, dreadnought: 2, carrier: 1, fighter: 3 } } }],
  ['Exotrireme II against Yin Devotion and Van Hauge, the attacker first', { battle: 'space', sustain: 'last', attacker: { faction: 'yin', factionOptions: ['devotion'], units: { flagship: 1, destroyer: 2, cruiser: 2 } }, defender: { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'], upgrades: ['dreadnought'], units: { dreadnought: 2, carrier: 1 } } }],
  ['Jol-Nar: Fragile, J.N.S. Hylarim 9-10 bursts', { battle: 'space', sustain: 'last', attacker: { faction: 'jolnar', units: { flagship: 1, carrier: 1 } }, defender: { units: { cruiser: 3 } } }],
  ['Jol-Nar ground: Shield Paling lifts Fragile from infantry', { battle: 'ground', attacker: { faction: 'jolnar', units: { infantry: 3, mech: 1 } }, defender: { units: { infantry: 4 } } }],
  ['Winnu flagship: dice per opposing non-fighter ship', { battle: 'space', attacker: { faction: 'winnu', units: { flagship: 1, fighter: 2 } }, defender: { units: { cruiser: 2, destroyer: 1, fighter: 2 } } }],
  ['Mentak: Ambush and Fourth Moon', { battle: 'space', attacker: { faction: 'mentak', units: { flagship: 1, cruiser: 1, destroyer: 2 } }, defender: { units: { dreadnought: 2, carrier: 1 } } }],
  ['Mentak mech: no sustain for the opponent in ground combat', { battle: 'ground', attacker: { faction: 'mentak', units: { infantry: 2, mech: 1 } }, defender: { units: { mech: 2, infantry: 1 } } }],
  ['L1Z1X: [0.0.1] directed hits, Super-Dreadnought II', { battle: 'space', sustain: 'last', attacker: { faction: 'l1z1x', units: { flagship: 1, dreadnought: 1 }, upgrades: ['dreadnought'] }, defender: { units: { carrier: 2, fighter: 4 } } }],
  ['L1Z1X invasion: Annihilator bombardment and Harrow', { battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 2, mech: 1 } }, defender: { units: { infantry: 4 } } }],
  ['Letnev: Arc Secundus repairs, Non-Euclidean, Munitions Reserves', { battle: 'space', sustain: 'first', attacker: { faction: 'letnev', munitionsReserves: 2, factionOptions: ['nonEuclideanShielding'], units: { flagship: 1, dreadnought: 1 } }, defender: { units: { cruiser: 4, destroyer: 2 } } }],
  ['Letnev invasion: the flagship drops the shield, L4 Disruptors', { battle: 'invasion', attacker: { faction: 'letnev', factionOptions: ['l4Disruptors'], units: { flagship: 1, infantry: 3 } }, defender: { units: { infantry: 2, pds: 2 } } }],
  ['Yin: Van Hauge wipe, Impulse Core, Devotion', { battle: 'space', attacker: { faction: 'yin', factionOptions: ['impulseCore', 'devotion'], units: { flagship: 1, destroyer: 2, cruiser: 1 } }, defender: { units: { dreadnought: 2, cruiser: 1 } } }],
  ['Yin ground: Indoctrination', { battle: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'yin', factionOptions: ['indoctrination'], units: { infantry: 2 } } }],
  ["Yin invasion: Indoctrination with Moyin's Ashes (a mech), against a Sardakk Particle Weave", { battle: 'invasion', sustain: 'first', attacker: { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'], units: { infantry: 3, mech: 1, carrier: 1 } }, defender: { faction: 'yin', factionOptions: ['indoctrination', 'moyinsAshes'], units: { infantry: 2, mech: 1 } } }],
  ['Naalu: Hybrid Crystal Fighters; Saar flagship barrage', { battle: 'space', attacker: { faction: 'naalu', units: { carrier: 2, fighter: 6 }, upgrades: ['fighter'] }, defender: { faction: 'saar', units: { flagship: 1, destroyer: 1 } } }],
  ['Naalu invasion: Matriarch lands fighters, Iconoclast +2', { battle: 'invasion', attacker: { faction: 'naalu', factionOptions: ['iconoclast'], units: { flagship: 1, fighter: 2, infantry: 1, mech: 1 } }, defender: { units: { infantry: 3 } } }],
  ['Naalu invasion: fighters left alone on the planet take nothing (a draw)', { battle: 'invasion', attacker: { faction: 'naalu', units: { flagship: 1, fighter: 4, infantry: 1 }, lossOrder: ['infantry'], upgrades: ['fighter'] }, defender: { units: { infantry: 3, pds: 1 } } }],
  ['Naalu Iconoclast Ω: no barrage against the Naalu; Argent Raid Formation would have fired', { battle: 'space', attacker: { faction: 'naalu', factionOptions: ['iconoclastOmega'], units: { carrier: 2, fighter: 4, mech: 1 } }, defender: { faction: 'argent', units: { destroyer: 3, cruiser: 1 } } }],
  ['Nekro: The Alastor brings ground forces into space, Mordred', { battle: 'space', attacker: { faction: 'nekro', units: { flagship: 1, infantry: 2, mech: 1 }, factionOptions: ['mordred'] }, defender: { units: { cruiser: 3 } } }],
  ['Xxcha: flagship and mech space cannon; Creuss Dimensional Splicer', { battle: 'space', attacker: { faction: 'creuss', factionOptions: ['dimensionalSplicer'], units: { flagship: 1, cruiser: 2 } }, defender: { faction: 'xxcha', units: { flagship: 1, mech: 2 } } }],
  ['Creuss Dimensional Splicer aimed by the Creuss at the cruiser', { battle: 'space', sustain: 'first', attacker: { faction: 'creuss', factionOptions: ['dimensionalSplicer'], units: { cruiser: 2 } }, defender: { units: { dreadnought: 1, cruiser: 1, fighter: 2 } } }],
  ['Magen Defense Grid Ω aimed by the defender', { battle: 'invasion', sustain: 'first', attacker: { units: { dreadnought: 1, infantry: 2, mech: 1 } }, defender: { units: { infantry: 3, mech: 1, pds: 1 }, magenDefenseGrid: true } }],
  ['Argent: Raid Formation, Strike Wing Alpha, Quetzecoatl blocks space cannon', { battle: 'space', attacker: { faction: 'argent', units: { flagship: 1, destroyer: 3 } }, defender: { units: { dreadnought: 2, fighter: 1, pds: 2 } } }],
  ['Argent Strike Wing Alpha II kills The Alastor\'s infantry on 9-10; Raid Formation damages the flagship', { battle: 'space', attacker: { faction: 'argent', units: { destroyer: 3, cruiser: 1 }, upgrades: ['destroyer'] }, defender: { faction: 'nekro', units: { flagship: 1, infantry: 3, fighter: 2 } } }],
  ['Strike Wing Alpha II with Waylay and Scramble Frequency against The Alastor', { battle: 'space', attacker: { faction: 'nekro', units: { flagship: 1, infantry: 2, mech: 1, cruiser: 1 }, scrambleFrequency: true }, defender: { faction: 'argent', units: { destroyer: 2 }, upgrades: ['destroyer'], waylay: true } }],
  ['Sol: Advanced Carrier II sustains; Titans Saturn Engine II', { battle: 'space', sustain: 'last', attacker: { faction: 'sol', units: { carrier: 2, fighter: 2 }, upgrades: ['carrier'] }, defender: { faction: 'titans', units: { cruiser: 3 }, upgrades: ['cruiser'] } }],
  ['Titans invasion: Hel Titans fight on the ground; Sol Spec Ops II', { battle: 'invasion', attacker: { faction: 'sol', units: { dreadnought: 1, infantry: 4 }, upgrades: ['infantry'] }, defender: { faction: 'titans', units: { infantry: 1, pds: 2 } } }],
  ['Naaz-Rokha: Z-Grav Eidolons with the flagship, Supercharge', { battle: 'space', attacker: { faction: 'naazrokha', factionOptions: ['supercharge'], units: { flagship: 1, mech: 2, carrier: 1 } }, defender: { units: { cruiser: 3, destroyer: 1 } } }],
  ['Naaz-Rokha ground: Eidolon 6 (x2), +1 die with the flagship in orbit', { battle: 'invasion', attacker: { faction: 'naazrokha', units: { flagship: 1, mech: 1, infantry: 1 } }, defender: { units: { infantry: 4 } } }],
  ['Nomad: Memoria II barrage, Quantum Manipulators', { battle: 'space', attacker: { faction: 'nomad', units: { flagship: 1, mech: 2, cruiser: 1 }, upgrades: ['flagship'] }, defender: { units: { carrier: 2, fighter: 5 } } }],
  ['Nomad Quantum Manipulators cancel Ambush and barrage hits on fighters', { battle: 'space', attacker: { faction: 'mentak', units: { cruiser: 1, destroyer: 3 } }, defender: { faction: 'nomad', units: { carrier: 1, fighter: 3, mech: 2 } } }],
  ['Nomad Quantum Manipulators cancel barrage hits before Argent Raid Formation damages the flagship', { battle: 'space', sustain: 'last', attacker: { faction: 'argent', units: { destroyer: 3, cruiser: 1 } }, defender: { faction: 'nomad', units: { flagship: 1, fighter: 1, mech: 2 } } }],
  ['Nomad Quantum Manipulators cancel Devotion\'s hit and Impulse Core\'s', { battle: 'space', attacker: { faction: 'yin', factionOptions: ['impulseCore', 'devotion'], units: { destroyer: 3, cruiser: 2 } }, defender: { faction: 'nomad', units: { flagship: 1, cruiser: 1, mech: 2 } } }],
  ['Mahact Arvicon Rex +2; Vuil\'raith flagship', { battle: 'space', attacker: { faction: 'mahact', factionOptions: ['arviconRex'], units: { flagship: 1 } }, defender: { faction: 'vuilraith', units: { flagship: 1 } } }],
  ['L1Z1X Harrow against Sardakk Particle Weave and Exoskeleton (Harrow is no combat roll)', { battle: 'invasion', sustain: 'first', attacker: { faction: 'l1z1x', units: { dreadnought: 2, infantry: 3 } }, defender: { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'], units: { infantry: 2, mech: 1 } } }],
  ['Sardakk ground: Valkyrie Exoskeleton and Particle Weave', { battle: 'ground', sustain: 'first', attacker: { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'], units: { infantry: 2, mech: 1 } }, defender: { units: { infantry: 4, mech: 1 } } }],
  ['Articles of War: L1Z1X mechs do not bombard, Arborec mechs raise no shield', { battle: 'invasion', articlesOfWar: true, attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 2, mech: 2 } }, defender: { faction: 'arborec', units: { infantry: 2, mech: 1 } } }],
  ['Articles of War: no Exoskeleton hits, no Moll Terminus', { battle: 'ground', sustain: 'first', articlesOfWar: true, attacker: { faction: 'sardakk', units: { infantry: 2, mech: 2 } }, defender: { faction: 'mentak', units: { infantry: 2, mech: 2 } } }],
  ['Arborec mech shield, Blitz, Disable, Bunker', { battle: 'invasion', attacker: { units: { carrier: 2, cruiser: 1, infantry: 3 }, blitz: true, disable: true }, defender: { faction: 'arborec', units: { infantry: 2, mech: 1, pds: 1 }, bunker: true } }],
  ['X-89 Bacterial Weapon Ω with Plasma Scoring against infantry and a mech', { battle: 'invasion', sustain: 'last', attacker: { units: { dreadnought: 2, infantry: 2 }, x89BacterialWeapon: true, plasmaScoring: true }, defender: { units: { infantry: 4, mech: 1 } } }],
  ['Conventions of War stops the L1Z1X bombardment and Harrow', { battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 2, infantry: 2, mech: 1 } }, defender: { units: { infantry: 3 }, conventionsOfWar: true } }],
  ['Bunker against dreadnoughts, Scramble Frequency on the bombardment', { battle: 'invasion', attacker: { units: { dreadnought: 3, infantry: 3 } }, defender: { units: { infantry: 3 }, bunker: true, scrambleFrequency: true } }],
  ['Shields Holding, Emergency Repairs, Direct Hit', { battle: 'space', sustain: 'first', attacker: { units: { dreadnought: 2, cruiser: 1 }, shieldsHolding: 1, emergencyRepairs: true }, defender: { units: { cruiser: 4, destroyer: 2 }, directHit: 1 } }],
  ['Courageous to the End and Reflective Shielding', { battle: 'space', sustain: 'first', attacker: { units: { cruiser: 3 }, courageousToTheEnd: true }, defender: { units: { dreadnought: 2, fighter: 1 }, reflectiveShielding: true } }],
  ['Fighter Prototype, Prophecy of Ixth, Waylay', { battle: 'space', attacker: { units: { carrier: 2, fighter: 5 }, fighterPrototype: true, prophecyOfIxth: true }, defender: { units: { destroyer: 2, cruiser: 2 }, waylay: true } }],
  ['Solar Flare, Maneuvering Jets, Scramble Frequency on space cannon', { battle: 'space', attacker: { units: { cruiser: 3, fighter: 2 }, maneuveringJets: 1, scrambleFrequency: true }, defender: { units: { destroyer: 1, pds: 3 }, upgrades: ['pds'] } }],
  ['The Cavalry: one destroyer as Memoria I among plain ones, its barrage at fighters', { battle: 'space', sustain: 'last', attacker: { units: { destroyer: 2, carrier: 1, fighter: 2 }, theCavalry: { ship: 'destroyer' } }, defender: { units: { carrier: 2, fighter: 4, cruiser: 1 } } }],
  ['The Cavalry: a Memoria II cruiser ambushes first for the Mentak', { battle: 'space', sustain: 'first', attacker: { faction: 'mentak', units: { cruiser: 2, destroyer: 1 }, theCavalry: { ship: 'cruiser', memoriaII: true } }, defender: { units: { dreadnought: 2, fighter: 2 } } }],
  ["The Cavalry: a Memoria II Strike Wing Alpha II kills The Alastor's infantry at 9-10", { battle: 'space', attacker: { faction: 'argent', upgrades: ['destroyer'], units: { destroyer: 2 }, theCavalry: { ship: 'destroyer', memoriaII: true } }, defender: { faction: 'nekro', units: { flagship: 1, infantry: 3, fighter: 2 } } }],
  ['The Cavalry: an Exotrireme II as Memoria I is given up like the others', { battle: 'space', sustain: 'first', attacker: { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'], upgrades: ['dreadnought'], units: { dreadnought: 2, cruiser: 1 }, theCavalry: { ship: 'dreadnought' } }, defender: { units: { warsun: 1, carrier: 1, fighter: 3 } } }],
  ['The Cavalry: Yin Devotion and Impulse Core give up a plain destroyer before the Memoria', { battle: 'space', sustain: 'first', attacker: { faction: 'yin', factionOptions: ['impulseCore', 'devotion'], units: { destroyer: 2, cruiser: 1 }, theCavalry: { ship: 'destroyer' } }, defender: { units: { dreadnought: 2, cruiser: 1 } } }],
  ['Alliance: the Argent and L1Z1X commanders lent to a bombarding attacker, Claire Gibson to the defender', { battle: 'invasion', attacker: { units: { dreadnought: 2, infantry: 3 }, allianceCommanders: ['trrakanAunZulok', 'twoRam'] }, defender: { units: { infantry: 2, pds: 1 }, allianceCommanders: ['claireGibson'] } }],
  ['Solar Flare blocks the battlestation', { battle: 'space', attacker: { units: { cruiser: 3 }, solarFlare: true }, defender: { units: { destroyer: 2 }, experimentalBattlestation: true } }],
  ['Fire Team, Publicize Weapon Schematics in space', { battle: 'ground', attacker: { units: { infantry: 3 }, fireTeam: true }, defender: { units: { infantry: 3, mech: 1 } } }],
  ['Leaders: Rickar Rickani +2, Viscount Unlenn\'s die on the best ship', { battle: 'space', sustain: 'last', attacker: { faction: 'winnu', factionOptions: ['rickarRickani'], units: { carrier: 1, cruiser: 1, fighter: 2 } }, defender: { faction: 'letnev', factionOptions: ['viscountUnlenn'], units: { dreadnought: 1, destroyer: 2, fighter: 1 } } }],
  ['Leaders: Ta Zern rerolls space cannon and barrage; Trrakan Aun Zulok\'s die on Strike Wing Alpha II', { battle: 'space', attacker: { faction: 'argent', factionOptions: ['trrakanAunZulok'], upgrades: ['destroyer'], units: { destroyer: 2, cruiser: 1 } }, defender: { faction: 'jolnar', factionOptions: ['taZern'], units: { pds: 2, destroyer: 1, fighter: 3 } } }],
  ['Leaders: 2RAM bombards through the shield, with Harrow; Claire Gibson places an infantry', { battle: 'invasion', attacker: { faction: 'l1z1x', factionOptions: ['twoRam'], units: { dreadnought: 1, infantry: 3 } }, defender: { faction: 'sol', factionOptions: ['claireGibson'], units: { infantry: 2, pds: 1 } } }],
  ['Leaders: Viscount Unlenn in round 2, against Shields Holding and a Morale Boost in round 2', { battle: 'space', sustain: 'first', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], agentRound: 2, moraleBoost: 2, units: { cruiser: 2, destroyer: 1, fighter: 1 } }, defender: { units: { dreadnought: 1, carrier: 1, fighter: 2 }, shieldsHolding: 1 } }],
  ['Leaders: Evelyn DeLouis in round 3 of a ground combat', { battle: 'ground', attacker: { faction: 'sol', factionOptions: ['evelynDelouis'], agentRound: 3, units: { infantry: 3, mech: 1 } }, defender: { units: { infantry: 4 } } }],
  ['Leaders: Evelyn DeLouis\'s die on the best ground force; Ul the Progenitor fires at the landing', { battle: 'invasion', attacker: { faction: 'sol', factionOptions: ['evelynDelouis'], units: { carrier: 1, infantry: 3, mech: 1 } }, defender: { faction: 'titans', factionOptions: ['ulTheProgenitor'], units: { infantry: 2, pds: 1 } } }],
  ['Custodia Vigilia: Mecatol Rex fires before space combat, and Strike Wing Ambuscade adds a die to it', { battle: 'space', attacker: { units: { cruiser: 2, destroyer: 2 } }, defender: { faction: 'keleres', factionOptions: ['custodiaVigilia'], units: { cruiser: 1, fighter: 2 }, strikeWingAmbuscade: true } }],
  ['Custodia Vigilia: Mecatol Rex fires at the landing beside a PDS', { battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 3, mech: 1 } }, defender: { faction: 'keleres', factionOptions: ['custodiaVigilia'], units: { infantry: 2, pds: 1 } } }],
  ['Notes: War Funding, and Strike Wing Ambuscade on the space cannon', { battle: 'space', attacker: { units: { cruiser: 2, destroyer: 1 }, warFunding: true }, defender: { units: { destroyer: 1, fighter: 2, pds: 1 }, strikeWingAmbuscade: true } }],
  ['Notes: Strike Wing Ambuscade on the barrage when no space cannon fires', { battle: 'space', attacker: { units: { destroyer: 2, cruiser: 1 }, strikeWingAmbuscade: true }, defender: { units: { carrier: 1, fighter: 4 } } }],
  ['Notes: Tekklar Legion against the N\'orr, Greyfire Mutagen, Ambuscade on the bombardment', { battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 2 }, tekklarLegion: true, greyfireMutagen: true, strikeWingAmbuscade: true }, defender: { faction: 'sardakk', units: { infantry: 3 } } }],
  ['Publicize Weapon Schematics: war suns without sustain', { battle: 'space', publicizeWeaponSchematics: true, attacker: { units: { warsun: 1 } }, defender: { units: { cruiser: 4 } } }],
];

describe('the Monte Carlo twin agrees on every faction effect and card', () => {
  it.each(scenarios)('%s', (_, raw) => {
    const parsed = parseBattleInput(raw);
    if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
    const exact = computeOdds(parsed.input);
    const random = seeded(2024);
    const seen = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
    for (let i = 0; i < TRIALS; i++) seen[simulate(parsed.input, random)]!++;
    for (const o of OUTCOMES) {
      const p = exact[o];
      const se = Math.sqrt((p * (1 - p)) / TRIALS);
      expect(Math.abs(seen[o]! / TRIALS - p), `${o}: exact ${p}, simulated ${seen[o]! / TRIALS}`).toBeLessThanOrEqual(4 * se + 1e-9);
    }
  });
});
