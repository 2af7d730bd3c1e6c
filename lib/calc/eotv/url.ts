/**
 * The /calc/eotv page's state as a URL query: `a.u=1x1,2x2&a.b=1&a.c=3&d.u=1x1&d.b=1&h=3&dp=5`
 * (units as dice x power; bases, extra dice, bonus power, disablers, card; hazard icon; diplomacy
 * power). Out-of-range or malformed values are reported by field name.
 */
import { echo } from '../../input/echo';
import { withoutTracking } from '../../input/tracking';
import type { EotvBattleInput, EotvSide } from './battle';

export interface EotvState {
  battle: EotvBattleInput;
  /** The hazard's die icon, 1-6. */
  hazard: number;
  /** Total power of the cards played for diplomacy. */
  diplomacy: number;
}

export const EOTV_LIMITS = {
  units: 6,
  unitDice: 4,
  unitPower: 4,
  bases: 3,
  extraDice: 2,
  bonusPower: 5,
  disablers: 3,
  card: 6,
  hazard: 6,
  diplomacy: 12,
} as const;

const SIDE_KEYS = { b: 'bases', x: 'extraDice', p: 'bonusPower', z: 'disablers', c: 'card' } as const;

export const EOTV_DEFAULT: EotvState = {
  battle: {
    attacker: { units: [{ dice: 1, power: 1 }, { dice: 1, power: 1 }], bases: 0, extraDice: 0, bonusPower: 0, disablers: 0, card: 2 },
    defender: { units: [{ dice: 1, power: 1 }], bases: 1, extraDice: 0, bonusPower: 0, disablers: 0, card: 2 },
  },
  hazard: 3,
  diplomacy: 3,
};

export function encodeEotv(state: EotvState): string {
  const q = new URLSearchParams();
  for (const [p, side] of [['a', state.battle.attacker], ['d', state.battle.defender]] as const) {
    q.set(`${p}.u`, side.units.map((u) => `${u.dice}x${u.power}`).join(','));
    for (const [k, field] of Object.entries(SIDE_KEYS)) if (side[field]) q.set(`${p}.${k}`, String(side[field]));
  }
  q.set('h', String(state.hazard));
  q.set('dp', String(state.diplomacy));
  return q.toString();
}

export type EotvParsed = { ok: true; state: EotvState } | { ok: false; field: string; message: string };

export function decodeEotv(query: string): EotvParsed {
  const q = withoutTracking(query);
  try {
    const side = (p: 'a' | 'd', fallback: EotvSide): EotvSide => {
      const units = q.get(`${p}.u`);
      const out: EotvSide = { ...fallback, units: units === null ? fallback.units : parseUnits(units, `${p}.u`) };
      for (const [k, field] of Object.entries(SIDE_KEYS)) {
        const v = q.get(`${p}.${k}`);
        out[field] = v === null ? 0 : int(v, `${p}.${k}`, 0, EOTV_LIMITS[field]);
      }
      return out;
    };
    const h = q.get('h');
    const dp = q.get('dp');
    return {
      ok: true,
      state: {
        battle: { attacker: side('a', EOTV_DEFAULT.battle.attacker), defender: side('d', EOTV_DEFAULT.battle.defender) },
        hazard: h === null ? EOTV_DEFAULT.hazard : int(h, 'h', 1, EOTV_LIMITS.hazard),
        diplomacy: dp === null ? EOTV_DEFAULT.diplomacy : int(dp, 'dp', 0, EOTV_LIMITS.diplomacy),
      },
    };
  } catch (e) {
    if (e instanceof FieldError) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}

class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function parseUnits(text: string, field: string): EotvSide['units'] {
  const parts = text.split(',').filter(Boolean);
  if (parts.length > EOTV_LIMITS.units) throw new FieldError(field, `at most ${EOTV_LIMITS.units} units`);
  return parts.map((part) => {
    const m = /^(\d+)x(\d+)$/.exec(part);
    if (!m) throw new FieldError(field, `"${echo(part)}" is not dice x power`);
    return { dice: int(m[1]!, field, 0, EOTV_LIMITS.unitDice), power: int(m[2]!, field, 0, EOTV_LIMITS.unitPower) };
  });
}

function int(text: string, field: string, min: number, max: number): number {
  if (!/^\d+$/.test(text)) throw new FieldError(field, 'must be a whole number');
  const n = Number(text);
  if (n < min || n > max) throw new FieldError(field, `must be between ${min} and ${max}`);
  return n;
}
