import { describe, expect, it } from 'vitest';
import { computeOdds, parseBattleInput } from '@/lib/calc';
import { hasEmptySide } from '@/lib/calc/page-state';
import type { BattleInput } from '@/lib/calc/types';
import { refused } from './hand';

/** The Titans defending Elysium with nothing on or around it but the planet and Ul the Progenitor attached. */
const elysium = { faction: 'titans', factionOptions: ['ulTheProgenitor'], units: {} };

function parsed(raw: unknown): BattleInput {
  const p = parseBattleInput(raw);
  if (!p.ok) throw new Error(`${p.field}: ${p.message}`);
  return p.input;
}

// 3 dice at 5 (0.6 each): no hit 0.064, exactly 1 hit 3 * 0.6 * 0.16 = 0.288.
const AT_MOST_ONE_HIT = 0.064 + 0.288;

describe('a Titans defender with only Elysium (Ul the Progenitor)', () => {
  it('space: Elysium alone fires at 2 cruisers; the attacker keeps one if at most 1 of its 3 dice hits', () => {
    const input = parsed({ battle: 'space', attacker: { units: { cruiser: 2 } }, defender: elysium });
    const odds = computeOdds(input);
    expect(odds.attacker).toBeCloseTo(AT_MOST_ONE_HIT, 12);
    expect(odds.defender).toBeCloseTo(1 - AT_MOST_ONE_HIT, 12);
    expect(hasEmptySide(input)).toBe(false);
  });

  it('invasion: Elysium fires at 2 landing infantry; the planet is taken if one lands alive', () => {
    const input = parsed({ battle: 'invasion', attacker: { units: { cruiser: 1, infantry: 2 } }, defender: elysium });
    const odds = computeOdds(input);
    expect(odds.attacker).toBeCloseTo(AT_MOST_ONE_HIT, 12);
    // Nobody left on the planet: the Titans keep it (44.5).
    expect(odds.draw).toBeCloseTo(1 - AT_MOST_ONE_HIT, 12);
    expect(hasEmptySide(input)).toBe(false);
  });

  it('ground: no space cannon step, so the CLI and the page say why there is no battle', () => {
    const raw = { battle: 'ground', attacker: { units: { infantry: 2 } }, defender: elysium };
    expect(refused(raw)).toBe('defender.units: ground combat needs defending infantry or mechs (Elysium fires only at a landing: make it an "invasion")');
    expect(hasEmptySide(raw as BattleInput)).toBe(true);
  });

  it('without the hero, an empty defender is still an empty side, and the message names what would do', () => {
    const raw = { battle: 'space', attacker: { units: { cruiser: 2 } }, defender: { faction: 'titans', units: {} } };
    expect(refused(raw)).toBe('defender.units: the defender needs a ship, a PDS, Experimental Battlestation, (Titans) Elysium with Ul the Progenitor or (Keleres) Mecatol Rex with Custodia Vigilia');
    expect(hasEmptySide(raw as BattleInput)).toBe(true);
    expect(refused({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: {} } })).toBe('defender.units: ground combat needs defending infantry or mechs');
  });

  it('a side whose counts are all 0 is empty too (a link may say a.cruiser=0)', () => {
    expect(hasEmptySide({ battle: 'space', sustain: 'first', attacker: { units: { cruiser: 0 }, upgrades: [], modifier: 0 }, defender: { units: { cruiser: 1 }, upgrades: [], modifier: 0 } })).toBe(true);
  });
});
