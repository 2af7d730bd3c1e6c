/**
 * Published rulings on faction components, each checked on a battle small enough to work out by
 * hand. The rulings are quoted from the community rules compendium (bradleysigma/tirules, faction
 * notes), which collects the FAQ and the designers' answers.
 */
import { describe, expect, it } from 'vitest';
import { computeOdds, parseBattleInput } from '@/lib/calc';

function odds(raw: unknown) {
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
  return computeOdds(parsed.input);
}

describe('Quantum Manipulator (Nomad mech): "cancel any hit produced during combat against the Nomad player\'s ships ... hits produced by anti-fighter barrage rolls may be cancelled ... hits produced by space cannon rolls cannot" (tirules, F_nomad)', () => {
  it('cancels one barrage hit on a lone fighter, then the first combat hit', () => {
    // A destroyer barrages 9 (x2) at 1 fighter; the mech cancels the first hit. Then one round, 9 against 9.
    // Barrage: 0 hits 0.64 (mech unused), 1 hit 0.32 (mech spent), 2 hits 0.04 (fighter lost).
    // Round 1 with the mech unused: the destroyer's hit is cancelled; the fighter wins on a hit (0.2).
    // Round 1 with it spent: fighter alone hits 0.16, destroyer alone 0.16, both 0.04.
    const r = odds({ battle: 'space', maxRounds: 1, attacker: { faction: 'nomad', units: { fighter: 1, mech: 1 } }, defender: { units: { destroyer: 1 } } });
    expect(r.attacker).toBeCloseTo(0.64 * 0.2 + 0.32 * 0.16, 10);
    expect(r.defender).toBeCloseTo(0.04 + 0.32 * 0.16, 10);
    expect(r.draw).toBeCloseTo(0.32 * 0.04, 10);
    expect(r.ongoing).toBeCloseTo(0.64 * 0.8 + 0.32 * 0.64, 10);
  });

  it('spends no cancel on barrage hits that find no fighter', () => {
    // No fighters: the barrage hits are lost (10.2) and the mech still cancels the destroyer's combat hit.
    const r = odds({ battle: 'space', maxRounds: 1, attacker: { faction: 'nomad', units: { cruiser: 1, mech: 1 } }, defender: { units: { destroyer: 1 } } });
    expect(r.attacker).toBeCloseTo(0.4, 10);
    expect(r.defender).toBeCloseTo(0, 10);
  });

  it('cancels the hit of Ambush and of Dimensional Splicer at the start of the combat', () => {
    // Ambush: 1 cruiser rolls 7 once; cancelled, the cruiser (7) then meets the Nomad cruiser (7) for one round.
    const ambush = odds({ battle: 'space', maxRounds: 1, attacker: { faction: 'mentak', units: { cruiser: 1 } }, defender: { faction: 'nomad', units: { cruiser: 1, mech: 1 } } });
    // Ambush hit (0.4) spends the mech; round: both hit 0.16 (draw), Mentak alone 0.24, Nomad alone 0.24.
    // No Ambush hit (0.6): the mech cancels the round's hit on the Nomad: Mentak cannot win this round.
    expect(ambush.attacker).toBeCloseTo(0.4 * 0.24, 10);
    expect(ambush.draw).toBeCloseTo(0.4 * 0.16, 10);
    expect(ambush.defender).toBeCloseTo(0.4 * 0.24 + 0.6 * 0.4, 10);
    const splicer = odds({
      battle: 'space',
      maxRounds: 1,
      attacker: { faction: 'creuss', factionOptions: ['dimensionalSplicer'], units: { cruiser: 1 } },
      defender: { faction: 'nomad', units: { cruiser: 1, mech: 1 } },
    });
    // The Splicer's hit spends the mech: then one plain round of 7 against 7.
    expect(splicer.attacker).toBeCloseTo(0.24, 10);
    expect(splicer.defender).toBeCloseTo(0.24, 10);
    expect(splicer.draw).toBeCloseTo(0.16, 10);
  });

  it('does not cancel space cannon hits, which come before the combat', () => {
    const r = odds({ battle: 'space', attacker: { faction: 'nomad', units: { cruiser: 1, mech: 1 } }, defender: { units: { pds: 1 } } });
    expect(r.defender).toBeCloseTo(0.5, 10);
  });
});

describe('Matriarch (Naalu flagship): "the committed fighters are returned to the space area when combat ends ... If the Naalu player does not commit at least one ground force to a planet and have it survive the combat, they will be unable to gain control of that planet, and the ground combat will end in a draw" (tirules, F_naalu)', () => {
  it('fighters alone never take the planet: their win is a draw', () => {
    // 1 fighter (8) against 1 infantry (8), round after round: both hit 0.09, one side only 0.21 each.
    const r = odds({ battle: 'invasion', attacker: { faction: 'naalu', units: { flagship: 1, fighter: 1 } }, defender: { units: { infantry: 1 } } });
    expect(r.attacker).toBeCloseTo(0, 10);
    expect(r.draw).toBeCloseTo(0.3 / 0.51, 10);
    expect(r.defender).toBeCloseTo(0.21 / 0.51, 10);
  });

  it('the planet is taken only if an infantry or mech survives with the fighters', () => {
    // One round: an infantry and a fighter (8 each) against 1 infantry; the Naalu lose the infantry first.
    // The defender falls with 1 hit or more (0.51); its own hit (0.3) leaves the fighter alone.
    const r = odds({
      battle: 'invasion',
      maxRounds: 1,
      attacker: { faction: 'naalu', units: { flagship: 1, fighter: 1, infantry: 1 }, lossOrder: ['infantry', 'fighter'] },
      defender: { units: { infantry: 1 } },
    });
    expect(r.attacker).toBeCloseTo(0.51 * 0.7, 10);
    expect(r.draw).toBeCloseTo(0.51 * 0.3, 10);
    expect(r.defender).toBeCloseTo(0, 10);
    expect(r.ongoing).toBeCloseTo(0.49, 10);
  });
});

describe('Exotrireme II (Sardakk N\'orr): "After a round of space combat, you may destroy this unit to destroy up to 2 ships in this system"; "the N\'orr player chooses which ships are destroyed", and Sustain Damage cannot prevent it (tirules, F_norr)', () => {
  it('a damaged Exotrireme II is given up for the opponent\'s 2 best ships while another N\'orr ship stays', () => {
    // One round: 2 Exotrireme II (5, +1 Unrelenting: 0.7 each) against 3 cruisers (0.4 each); sustain first.
    // 1 or 2 cruiser hits (0.432 + 0.288) leave a damaged Exotrireme and another: it is given up for
    // 2 cruisers, so any N'orr hit (0.91) ends the combat. No hit, or 3 (one Exotrireme left), and it stays.
    const r = odds({
      battle: 'space',
      maxRounds: 1,
      attacker: { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'], upgrades: ['dreadnought'], units: { dreadnought: 2 } },
      defender: { units: { cruiser: 3 } },
    });
    expect(r.attacker).toBeCloseTo(0.72 * 0.91, 10);
    expect(r.ongoing).toBeCloseTo(1 - 0.72 * 0.91, 10);
  });
});

describe('Harrow (L1Z1X): "may use their Harrow ability at the end of the round in which their last ground force was destroyed. This may cause the combat to end in a draw" (tirules, F_lizix)', () => {
  it('bombards after a round that took the last L1Z1X infantry', () => {
    // Bunker: the dreadnought bombards on 9 (0.2), before the combat and again by Harrow after the round.
    // The first bombardment takes the planet at once (0.2). Else one round: the defender's infantry falls
    // to the infantry (0.3) or to Harrow (0.2), 0.44 in all; the L1Z1X infantry falls on 0.3.
    const r = odds({ battle: 'invasion', maxRounds: 1, attacker: { faction: 'l1z1x', units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 1 }, bunker: true } });
    expect(r.draw).toBeCloseTo(0.8 * 0.44 * 0.3, 10);
    expect(r.attacker).toBeCloseTo(0.2 + 0.8 * 0.44 * 0.7, 10);
    expect(r.defender).toBeCloseTo(0.8 * 0.56 * 0.3, 10);
  });
});
