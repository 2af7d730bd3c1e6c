/**
 * Every faction's flagship, mech and unit cards against the printed numbers: combat value and dice,
 * Sustain Damage, anti-fighter barrage, space cannon, bombardment, planetary shield, plain and
 * upgraded. The table is transcribed from the printed cards (as collected in the AsyncTI4 bot's
 * unit data, data/units/pok.json and keleres.json), independently of lib/calc/factions; the check
 * goes through the --factions listing, which reads units as the engine does (printedStats).
 * Fields a card does not print are absent, so a stray ability on a unit fails too.
 */
import { describe, expect, it } from 'vitest';
import { factionListing } from '@/lib/calc';

type Side = Record<string, string | number | boolean>;
type Card = { plain: Side; upgraded?: Side };

const fs = (combat: string, extra: Side = {}): Card => ({ plain: { combat, sustainDamage: true, ...extra, cost: 8 } });
const S = true;
/** The numbers every mech card prints (6, Sustain Damage, cost 2); most mechs change nothing else. */
const MECH: Card = { plain: { combat: '6 (x1)', sustainDamage: S, cost: 2 } };
/** A faction destroyer: its own combat values, the generic barrage (9 (x2), upgraded 6 (x3)) and cost 1. */
const destroyer = (plain: string, upgraded: string): Card => ({
  plain: { combat: plain, antiFighterBarrage: '9 (x2)', cost: 1 },
  upgraded: { combat: upgraded, antiFighterBarrage: '6 (x3)', cost: 1 },
});

const PRINTED: Record<string, Record<string, Card>> = {
  arborec: {
    flagship: fs('7 (x2)'),
    infantry: { plain: { combat: '8 (x1)', cost: 0.5 }, upgraded: { combat: '7 (x1)', cost: 0.5 } },
    mech: { plain: { combat: '6 (x1)', sustainDamage: S, planetaryShield: S, cost: 2 } },
  },
  letnev: { flagship: fs('5 (x2)', { bombardment: '5 (x3)' }), mech: MECH },
  saar: { flagship: fs('5 (x2)', { antiFighterBarrage: '6 (x4)' }), mech: MECH },
  muaat: {
    mech: MECH,
    flagship: fs('5 (x2)'),
    warsun: {
      plain: { combat: '3 (x3)', sustainDamage: S, bombardment: '3 (x3)', cost: 12 },
      upgraded: { combat: '3 (x3)', sustainDamage: S, bombardment: '3 (x3)', cost: 10 },
    },
  },
  hacan: { flagship: fs('7 (x2)'), mech: MECH },
  sol: {
    mech: MECH,
    flagship: fs('5 (x2)'),
    carrier: { plain: { combat: '9 (x1)', cost: 3 }, upgraded: { combat: '9 (x1)', sustainDamage: S, cost: 3 } },
    infantry: { plain: { combat: '7 (x1)', cost: 0.5 }, upgraded: { combat: '6 (x1)', cost: 0.5 } },
  },
  creuss: { flagship: fs('5 (x1)'), mech: MECH },
  l1z1x: {
    flagship: fs('5 (x2)'),
    dreadnought: {
      plain: { combat: '5 (x1)', sustainDamage: S, bombardment: '5 (x1)', cost: 4 },
      upgraded: { combat: '4 (x1)', sustainDamage: S, bombardment: '4 (x1)', cost: 4 },
    },
    mech: { plain: { combat: '6 (x1)', sustainDamage: S, bombardment: '8 (x1)', cost: 2 } },
  },
  mentak: { flagship: fs('7 (x2)'), mech: MECH },
  naalu: {
    mech: MECH,
    flagship: fs('9 (x2)'),
    fighter: { plain: { combat: '8 (x1)', cost: 0.5 }, upgraded: { combat: '7 (x1)', cost: 0.5 } },
  },
  nekro: { flagship: fs('9 (x2)'), mech: MECH },
  sardakk: {
    mech: MECH,
    flagship: fs('6 (x2)'),
    dreadnought: {
      plain: { combat: '5 (x1)', sustainDamage: S, bombardment: '4 (x2)', cost: 4 },
      upgraded: { combat: '5 (x1)', sustainDamage: S, bombardment: '4 (x2)', cost: 4 },
    },
  },
  jolnar: { flagship: fs('6 (x2)'), mech: MECH },
  // Salai Sai Corian prints no dice count: one per opposing non-fighter ship (the engine's dice: 1 is per ship).
  winnu: { flagship: fs('7 (x1)'), mech: MECH },
  xxcha: {
    flagship: fs('7 (x2)', { spaceCannon: '5 (x3)' }),
    mech: { plain: { combat: '6 (x1)', sustainDamage: S, spaceCannon: '8 (x1)', cost: 2 } },
  },
  yin: { flagship: fs('9 (x2)'), mech: MECH },
  yssaril: { flagship: fs('5 (x2)'), mech: MECH },
  argent: {
    mech: MECH,
    flagship: fs('7 (x2)'),
    destroyer: destroyer('8 (x1)', '7 (x1)'),
  },
  empyrean: { flagship: fs('5 (x2)'), mech: MECH },
  mahact: {
    mech: MECH,
    flagship: fs('5 (x2)'),
    infantry: { plain: { combat: '8 (x1)', cost: 0.5 }, upgraded: { combat: '7 (x1)', cost: 0.5 } },
  },
  // Eidolon; its flip side (Z-Grav Eidolon, 8 (x2), no Sustain Damage) is the engine's space-combat mech.
  naazrokha: { flagship: fs('9 (x2)'), mech: { plain: { combat: '6 (x2)', sustainDamage: S, cost: 2 } } },
  nomad: {
    mech: MECH,
    flagship: {
      plain: { combat: '7 (x2)', sustainDamage: S, antiFighterBarrage: '8 (x3)', cost: 8 },
      upgraded: { combat: '5 (x2)', sustainDamage: S, antiFighterBarrage: '5 (x3)', cost: 8 },
    },
  },
  titans: {
    mech: MECH,
    flagship: fs('7 (x2)'),
    cruiser: { plain: { combat: '7 (x1)', cost: 2 }, upgraded: { combat: '6 (x1)', sustainDamage: S, cost: 2 } },
    // Hel Titan: a structure (no cost, 25.3) that is also a ground force.
    pds: {
      plain: { combat: '7 (x1)', sustainDamage: S, spaceCannon: '6 (x1)', planetaryShield: S, groundForce: S, cost: 0 },
      upgraded: { combat: '6 (x1)', sustainDamage: S, spaceCannon: '5 (x1)', planetaryShield: S, groundForce: S, cost: 0 },
    },
  },
  vuilraith: { flagship: fs('5 (x2)', { bombardment: '5 (x1)' }), mech: MECH },
  keleres: { flagship: fs('7 (x2)'), mech: MECH },
  // Thunder's Edge: AsyncTI4's data/units/te_units.json, cross-checked with ti-assistant's
  // server/data/thundersedge and the TTPG mod's unit table (docs/calc-factions-audit.md).
  bastion: { flagship: fs('9 (x1)'), mech: MECH },
  crimson: { flagship: fs('5 (x2)'), mech: MECH, destroyer: destroyer('8 (x1)', '7 (x1)') },
  deepwrought: { flagship: fs('7 (x2)'), mech: MECH },
  firmament: { flagship: fs('5 (x2)'), mech: MECH },
  obsidian: { flagship: fs('5 (x3)'), mech: MECH },
  ralnel: { flagship: fs('8 (x2)'), mech: MECH, destroyer: destroyer('9 (x1)', '8 (x1)') },
};

describe('faction unit cards as printed', () => {
  const listing = factionListing() as unknown as { id: string; unitNumbers: Record<string, Card> }[];

  it('covers the 31 factions', () => {
    expect(listing.map((f) => f.id).sort()).toEqual(Object.keys(PRINTED).sort());
  });

  it.each(Object.keys(PRINTED))('%s: flagship and faction units carry their printed numbers, plain and upgraded', (id) => {
    expect(listing.find((f) => f.id === id)!.unitNumbers).toEqual(PRINTED[id]);
  });
});
