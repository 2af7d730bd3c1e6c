import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError, parseBattleInput } from '@/lib/calc';
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
