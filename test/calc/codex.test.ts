import { describe, expect, it } from 'vitest';
import { computeOdds, FACTIONS, parseBattleInput } from '@/lib/calc';
import { FLAG_OPTIONS } from '@/lib/calc/options';
import { withFlag } from '@/lib/calc/page-state';

/** Validates like the CLI, then computes. */
function odds(raw: unknown) {
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
  return computeOdds(parsed.input);
}

function refusal(raw: unknown): string {
  const parsed = parseBattleInput(raw);
  return parsed.ok ? 'accepted' : parsed.field;
}

/**
 * The Codex reprints (Ω cards) as the calculator follows them: docs/calc-factions-audit.md,
 * "Codex revisions", says which card each test stands for.
 */
describe('X-89 Bacterial Weapon ΩΩ (Codex IV): "Double the hits produced by your units\' BOMBARDMENT and ground combat rolls"', () => {
  // 1 infantry (8: 0.3) with ΩΩ against 2 infantry: a hit kills both. Each round the attacker hits
  // 0.3 and the defenders score 1 - 0.7^2 = 0.51; a round of two misses (0.7 x 0.49) is fought again.
  const again = 0.7 * 0.49;

  it('one attacking infantry that hits takes both defenders: the odds by hand', () => {
    const r = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, x89BacterialWeaponOmegaOmega: true }, defender: { units: { infantry: 2 } } });
    expect(r.attacker).toBeCloseTo((0.3 * 0.49) / (1 - again), 12);
    expect(r.draw).toBeCloseTo((0.3 * 0.51) / (1 - again), 12);
    expect(r.defender).toBeCloseTo((0.7 * 0.51) / (1 - again), 12);
    // The single-hit card (any earlier printing, or none) leaves the attacker far less.
    const plain = odds({ battle: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 2 } } });
    expect(plain.attacker).toBeLessThan(0.1);
  });

  it("doubles the defender's ground combat hits as well: the card is any player's", () => {
    // 1 defending infantry with ΩΩ against 2: the mirror of the battle above.
    const r = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 }, x89BacterialWeaponOmegaOmega: true } });
    expect(r.defender).toBeCloseTo((0.3 * 0.49) / (1 - again), 12);
  });

  it('doubles the bombardment: one dreadnought hit (0.6) destroys 2 infantry', () => {
    const ground = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, x89BacterialWeaponOmegaOmega: true }, defender: { units: { infantry: 2 } } }).attacker;
    const r = odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, x89BacterialWeaponOmegaOmega: true }, defender: { units: { infantry: 2 } } });
    expect(r.attacker).toBeCloseTo(0.6 + 0.4 * ground, 12);
  });

  it('is one card with X-89 Bacterial Weapon Ω: refused together, and off in space combat', () => {
    expect(refusal({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, x89BacterialWeapon: true, x89BacterialWeaponOmegaOmega: true }, defender: { units: { infantry: 1 } } })).toBe(
      'attacker.x89BacterialWeapon',
    );
    expect(refusal({ battle: 'space', attacker: { units: { cruiser: 1 }, x89BacterialWeaponOmegaOmega: true }, defender: { units: { cruiser: 1 } } })).toBe('attacker.x89BacterialWeaponOmegaOmega');
    // With Harrow it is computed (the Ω printing is not): Harrow's bombardments are doubled too.
    expect(refusal({ battle: 'invasion', attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 }, x89BacterialWeaponOmegaOmega: true }, defender: { units: { infantry: 2 } } })).toBe('accepted');
  });

  it('on /calc, switching one printing on switches the other off', () => {
    const side = { units: { dreadnought: 1 }, upgrades: [], modifier: 0, x89BacterialWeapon: true };
    const on = withFlag(side, 'x89BacterialWeaponOmegaOmega', true);
    expect(on.x89BacterialWeapon).toBeUndefined();
    expect(on.x89BacterialWeaponOmegaOmega).toBe(true);
    expect(withFlag(on, 'x89BacterialWeaponOmegaOmega', false).x89BacterialWeaponOmegaOmega).toBeUndefined();
    expect(FLAG_OPTIONS.find((o) => o.key === 'x89BacterialWeaponOmegaOmega')?.label).toBe('X-89 Bacterial Weapon ΩΩ');
  });
});

describe('Magen Defense Grid Ω and ΩΩ (Codex I, Codex IV)', () => {
  it("names both printings: the same hit, and ΩΩ's infantry (placed at activation) are listed by the player", () => {
    const magen = FLAG_OPTIONS.find((o) => o.key === 'magenDefenseGrid')!;
    expect(magen.label).toBe('Magen Defense Grid Ω / ΩΩ');
    expect(magen.effect).toMatch(/ΩΩ's infantry .* list them with your infantry/);
  });
});

describe('Codex III leaders quoted as reprinted', () => {
  const yin = FACTIONS.get('yin')!.abilities;

  it('Brother Milor Ω: any unit destroyed, fighters for a ship or infantry for a ground force (not modelled)', () => {
    const milor = yin.find((a) => a.id === 'brotherMilor')!;
    expect(milor.name).toBe('Brother Milor Ω');
    expect(milor.text).toMatch(/^After a player's unit is destroyed: .*2 infantry on its planet if it was a ground force\.$/);
    expect(milor.modelled).toBe(false);
  });

  it('Dannel of the Tenth Ω: Quantum Dissemination, not the Spinner Overdrive of Prophecy of Kings (not modelled)', () => {
    const dannel = yin.find((a) => a.id === 'dannelOfTheTenth')!;
    expect(dannel.name).toBe('Dannel of the Tenth Ω');
    expect(dannel.text).toMatch(/^ACTION: Commit up to 3 infantry/);
    expect(dannel.modelled).toBe(false);
  });
});

describe('Codex I promissory notes: which printing the options follow', () => {
  const option = (key: string) => FLAG_OPTIONS.find((o) => o.key === key)!;
  const yinNotes = FACTIONS.get('yin')!.abilities.filter((a) => a.kind === 'promissory note');

  it('Greyfire Mutagen Ω is the note that swaps an infantry; the base card (no battle effect) is listed as not modelled', () => {
    expect(option('greyfireMutagen').label).toBe('Greyfire Mutagen Ω (Yin note)');
    expect(option('greyfireMutagen').card).toBe('Promissory note (Codex I)');
    expect(yinNotes.map((a) => a.name)).toEqual(['Greyfire Mutagen']);
    expect(yinNotes[0]!.text).toMatch(/^After a system is activated: The Yin player cannot use faction abilities/);
    // The Ω effect as computed: against 2 infantry, 1 of them fights for the holder (2 against 1).
    const swap = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, greyfireMutagen: true }, defender: { units: { infantry: 2 } } });
    const twoOnOne = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 } } });
    expect(swap.attacker).toBeCloseTo(twoOnOne.attacker, 12);
  });

  it("War Funding Ω: round 1, the holder's misses and the opponent's roll above its average are rolled again (by hand)", () => {
    // 1 cruiser (7: 0.4) each. Round 1: the holder hits 0.4 + 0.6 x 0.4 = 0.64; the opponent's hit
    // (1 > its average 0.4) is rerolled, so it stands 0.4 x 0.4 = 0.16. Then a plain duel: 0.375 each, 0.25 drawn.
    const r = odds({ battle: 'space', attacker: { units: { cruiser: 1 }, warFundingOmega: true }, defender: { units: { cruiser: 1 } } });
    expect(r.attacker).toBeCloseTo(0.64 * 0.84 + 0.36 * 0.84 * 0.375, 12);
    expect(r.draw).toBeCloseTo(0.64 * 0.16 + 0.36 * 0.84 * 0.25, 12);
    expect(r.defender).toBeCloseTo(0.36 * 0.16 + 0.36 * 0.84 * 0.375, 12);
    // The base card rerolls the holder's misses only.
    const base = odds({ battle: 'space', attacker: { units: { cruiser: 1 }, warFunding: true }, defender: { units: { cruiser: 1 } } });
    expect(base.attacker).toBeCloseTo(0.64 * 0.6 + 0.36 * 0.6 * 0.375, 12);
    expect(option('warFundingOmega').label).toBe('War Funding Ω (Letnev note)');
    expect(FACTIONS.get('letnev')!.abilities.some((a) => a.name === 'War Funding Ω')).toBe(false);
  });

  it('War Funding and War Funding Ω are one card: refused together, never by the Letnev, and /calc keeps one', () => {
    expect(refusal({ battle: 'space', attacker: { units: { cruiser: 1 }, warFunding: true, warFundingOmega: true }, defender: { units: { cruiser: 1 } } })).toBe('attacker.warFunding');
    expect(refusal({ battle: 'space', attacker: { faction: 'letnev', units: { cruiser: 1 }, warFundingOmega: true }, defender: { units: { cruiser: 1 } } })).toBe('attacker.warFundingOmega');
    const side = { units: { cruiser: 1 }, upgrades: [], modifier: 0, warFunding: true };
    expect(withFlag(side, 'warFundingOmega', true)).toEqual({ units: { cruiser: 1 }, upgrades: [], modifier: 0, warFundingOmega: true });
  });
});
