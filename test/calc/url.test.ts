import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError, FACTION_LIST, parseBattleInput, UNIT_NAMES } from '@/lib/calc';
import { BOOLEAN_OPTIONS, COUNT_OPTIONS } from '@/lib/calc/validate';
import { decodeEotv, encodeEotv, EOTV_DEFAULT } from '@/lib/calc/eotv';
import { PRESETS } from '@/lib/calc/options';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import type { BattleInput } from '@/lib/calc/types';

const rich: BattleInput = {
  battle: 'space',
  sustain: 'last',
  nebula: true,
  maxRounds: 3,
  attacker: {
    units: { dreadnought: 2, flagship: 1, fighter: 3 },
    upgrades: ['dreadnought', 'fighter'],
    modifier: 1,
    flagship: { value: 5, dice: 2 },
    moraleBoost: 2,
    duraniumArmor: true,
    directHit: 1,
    lossOrder: ['fighter', 'dreadnought'],
    retreat: { afterRound: 2, atShips: 1 },
  },
  defender: { units: { carrier: 2, pds: 2 }, upgrades: ['pds'], modifier: -1, experimentalBattlestation: true, gravitonLaser: true },
};

const factions: BattleInput = {
  battle: 'space',
  sustain: 'first',
  publicizeWeaponSchematics: true,
  articlesOfWar: true,
  attacker: {
    units: { flagship: 1, destroyer: 2 },
    upgrades: [],
    modifier: 0,
    faction: 'yin',
    factionOptions: ['impulseCore', 'devotion'],
    shieldsHolding: 2,
    courageousToTheEnd: true,
    solarFlare: true,
    warFunding: true,
    theCavalry: { ship: 'destroyer', memoriaII: true },
    galvanized: { flagship: 1, destroyer: 2 },
  },
  defender: { units: { flagship: 1, dreadnought: 1 }, upgrades: ['dreadnought'], modifier: 0, faction: 'letnev', munitionsReserves: 2, maneuveringJets: 1 },
};

const leadersAndNotes: BattleInput = {
  battle: 'invasion',
  sustain: 'first',
  attacker: { units: { dreadnought: 1, infantry: 2 }, upgrades: [], modifier: 0, faction: 'l1z1x', factionOptions: ['twoRam'], strikeWingAmbuscade: true, tekklarLegion: true, greyfireMutagen: true },
  defender: { units: { infantry: 2, pds: 1 }, upgrades: [], modifier: 0, faction: 'sol', factionOptions: ['claireGibson', 'evelynDelouis'], agentRound: 2 },
};

describe('the /calc URL state', () => {
  it.each([...PRESETS.map((p) => [p.name, p.input] as const), ['every option', rich] as const, ['factions and cards', factions] as const, ['leaders and notes', leadersAndNotes] as const])('round-trips %s', (_, input) => {
    const decoded = decodeBattle(encodeBattle(input));
    expect(decoded).toEqual(parseBattleInput(input));
  });

  it('names the wrong field of a hand-edited link, as the CLI does', () => {
    const bad = decodeBattle('battle=space&a.cruser=2&d.cruiser=1');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(describeError(bad)).toMatch(/^attacker\.units\.cruser: unknown unit/);
    const big = decodeBattle('battle=space&a.fighter=400&d.cruiser=1');
    if (!big.ok) expect(describeError(big)).toMatch(/^attacker\.units\.fighter: at most 20/);
    expect(big.ok).toBe(false);
  });

  it('never throws on any query string', () => {
    fc.assert(
      fc.property(fc.string(), (q) => {
        expect(typeof decodeBattle(q).ok).toBe('boolean');
      }),
    );
    expect(decodeBattle('a.__proto__=1&a.constructor=2').ok).toBe(false);
    expect(decodeBattle('battle=space&a.cruiser=1&a.theCavalry.__proto__=1&d.cruiser=1')).toMatchObject({ ok: false, field: 'attacker.theCavalry.__proto__' });
    expect(decodeBattle('battle=space&a.cruiser=1&a.theCavalry.memoriaII=1&d.cruiser=1')).toMatchObject({ ok: false, field: 'attacker.theCavalry.ship' });
  });
});

describe('a hand-edited /calc link the page accepts', () => {
  const sideKeys = [
    ...UNIT_NAMES,
    ...BOOLEAN_OPTIONS,
    ...COUNT_OPTIONS.map(([key]) => key),
    ...['modifier', 'moraleBoost', 'agentRound', 'directHit', 'faction', 'factionOptions', 'allianceCommanders', 'upgrades', 'lossOrder', 'flagshipRoll'],
    ...['retreat.afterRound', 'retreat.atShips', 'theCavalry.ship', 'theCavalry.memoriaII', 'galvanized.cruiser', 'galvanized.infantry', 'galvanized.warsun'],
  ];
  const key = fc.oneof(
    fc.constantFrom('sustain', 'nebula', 'maxRounds', 'publicizeWeaponSchematics', 'articlesOfWar'),
    fc.tuple(fc.constantFrom('a.', 'd.'), fc.constantFrom(...sideKeys)).map(([side, field]) => side + field),
  );
  const value = fc.oneof(
    fc.constantFrom('0', '1', '2', '-1', '00', '01', '-0', '20', '21', '5x2', '0x0', 'first', 'last', 'cruiser', 'cruiser,cruiser', ',', 'warsun,dreadnought', ...FACTION_LIST.map((f) => f.id)),
    fc.string({ maxLength: 4 }),
  );
  const BASE = ['battle', 'a.cruiser', 'd.cruiser'];

  // The page mirrors what it read into the address: that link must read back as the same battle
  // (`a.warsun=0` reads as no war sun, and its mirror leaves the key out).
  it('is mirrored as a link that reads back to itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 12 }), (pairs) => {
        const query = new URLSearchParams([['battle', 'space'], ['a.cruiser', '1'], ['d.cruiser', '1'], ...pairs.filter(([k]) => !BASE.includes(k))]);
        const read = decodeBattle(query.toString());
        if (!read.ok) return;
        const link = encodeBattle(read.input);
        const again = decodeBattle(link);
        expect(again.ok && encodeBattle(again.input)).toBe(link);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the /calc/eotv URL state', () => {
  it('round-trips', () => {
    const state = { ...EOTV_DEFAULT, hazard: 5, diplomacy: 4 };
    state.battle = { ...state.battle, attacker: { ...state.battle.attacker, disablers: 2, extraDice: 1, card: 5 } };
    expect(decodeEotv(encodeEotv(state))).toEqual({ ok: true, state });
  });

  it('names a wrong field', () => {
    expect(decodeEotv('a.u=1x1,9x1')).toMatchObject({ ok: false, field: 'a.u' });
    expect(decodeEotv('h=7')).toMatchObject({ ok: false, field: 'h' });
  });
});
