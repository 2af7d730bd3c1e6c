import { describe, expect, it } from 'vitest';
import { ALLIANCE_COMMANDERS } from '@/lib/calc/alliance';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { parseBattleInput } from '@/lib/calc/validate';
import { close, duel, odds, refused } from './hand';

describe('Alliance: another faction commander, against hand calculations', () => {
  it('lends exactly the commanders the calculator models', () => {
    expect([...ALLIANCE_COMMANDERS.keys()].sort()).toEqual(['claireGibson', 'rickarRickani', 'taZern', 'trrakanAunZulok', 'twoRam']);
  });

  it("Rickar Rickani through the Winnu's Alliance: a cruiser hits on 5 (0.6) against a cruiser on 7 (0.4)", () => {
    close(odds({ battle: 'space', attacker: { units: { cruiser: 1 }, allianceCommanders: ['rickarRickani'] }, defender: { units: { cruiser: 1 } } }), duel(0.6, 0.4));
  });

  it("Ta Zern through the Jol-Nar's Alliance: a missed bombardment die at 5 is rolled again, 0.6 + 0.4 * 0.6 = 0.84", () => {
    const [a, d, b] = duel(0.3, 0.3);
    close(odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, allianceCommanders: ['taZern'] }, defender: { units: { infantry: 1 } } }), [0.84 + 0.16 * a, 0.16 * d, 0.16 * b]);
  });

  it('is refused where the note cannot lend the commander, each time naming why', () => {
    const side = (extra: object) => ({ battle: 'space', attacker: { units: { cruiser: 1 }, ...extra }, defender: { units: { cruiser: 1 } } });
    expect(refused(side({ faction: 'winnu', allianceCommanders: ['rickarRickani'] }))).toBe('attacker.allianceCommanders[0]: the side\'s own commander: list "rickarRickani" in factionOptions');
    expect(refused({ ...side({ allianceCommanders: ['rickarRickani'] }), defender: { faction: 'winnu', units: { cruiser: 1 } } })).toBe(
      "attacker.allianceCommanders[0]: the Alliance went back to its owner when the attacker activated a system with the owner's units",
    );
    expect(refused(side({ allianceCommanders: ['claireGibson'] }))).toBe('attacker.allianceCommanders[0]: only the defender can use Claire Gibson');
    expect(refused(side({ allianceCommanders: ['viscountUnlenn'] }))).toMatch(/^attacker\.allianceCommanders\[0\]: not a commander the calculator models \(known: /);
    expect(refused(side({ allianceCommanders: ['taZern', 'taZern'] }))).toBe('attacker.allianceCommanders[1]: taZern is listed twice');
    // The defender keeps the attacker's Alliance: it activated nothing.
    expect(parseBattleInput({ battle: 'space', attacker: { faction: 'winnu', units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, allianceCommanders: ['rickarRickani'] } }).ok).toBe(true);
  });

  it('round-trips through a link', () => {
    const parsed = parseBattleInput({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 2 }, allianceCommanders: ['twoRam', 'trrakanAunZulok'] }, defender: { units: { infantry: 1, pds: 1 }, allianceCommanders: ['claireGibson'] } });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(encodeBattle(parsed.input)).toContain('a.allianceCommanders=twoRam%2CtrrakanAunZulok');
    expect(decodeBattle(encodeBattle(parsed.input))).toEqual(parsed);
  });
});
