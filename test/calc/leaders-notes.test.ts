import { describe, expect, it } from 'vitest';
import { close, duel, firstRoundThenDuel, odds, refused, roundsThenDuel } from './hand';

describe('leaders, each against a hand calculation', () => {
  it('Rickar Rickani: a Winnu cruiser hits on 5 (0.6) against a cruiser on 7 (0.4)', () => {
    close(odds({ battle: 'space', attacker: { faction: 'winnu', factionOptions: ['rickarRickani'], units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } }), duel(0.6, 0.4));
  });

  it('Viscount Unlenn: one more die for the cruiser in round 1 (1 - 0.6^2 = 0.64), then 0.4', () => {
    close(odds({ battle: 'space', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } }), firstRoundThenDuel(0.64, 0.4, 0.4, 0.4));
  });

  it('Viscount Unlenn picks the ship likeliest to hit: a dreadnought, not a fighter', () => {
    const withAgent = odds({ battle: 'space', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], units: { dreadnought: 1, fighter: 1 } }, defender: { units: { cruiser: 2 } }, maxRounds: 1 });
    // Round 1 only: attacker dice 5, 5, 9 (0.6, 0.6, 0.2) against 2 cruisers that cannot sustain.
    const none = 0.4 * 0.4 * 0.8;
    expect(withAgent.survivors.defender.find((s) => s.units.cruiser === 2)!.p).toBeCloseTo(none, 10);
  });

  it('Viscount Unlenn in round 2: the plain duel for a round, then 0.64, then 0.4', () => {
    const raw = { battle: 'space', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], agentRound: 2, units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } };
    close(odds(raw), roundsThenDuel([[0.4, 0.4], [0.64, 0.4]], 0.4, 0.4));
    // Round 1 is the default.
    close(odds({ ...raw, attacker: { ...raw.attacker, agentRound: 1 } }), firstRoundThenDuel(0.64, 0.4, 0.4, 0.4));
  });

  it('Evelyn DeLouis in round 3 of an invasion: two plain rounds first', () => {
    const raw = { battle: 'invasion', attacker: { units: { carrier: 1, infantry: 1 } }, defender: { faction: 'sol', factionOptions: ['evelynDelouis'], agentRound: 3, units: { infantry: 1 } } };
    close(odds(raw), roundsThenDuel([[0.3, 0.4], [0.3, 0.4], [0.3, 0.64]], 0.3, 0.4));
  });

  it('an agent that waits can do better than one played at once: Shields Holding takes the first round with hits', () => {
    // 2 cruisers and Unlenn against a dreadnought (5) holding Shields Holding: whatever round 1
    // scores is cancelled, so a die played then is wasted; the same die in round 2 is not.
    const raw = (agentRound: number) => ({ battle: 'space', sustain: 'first', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], agentRound, units: { cruiser: 2 } }, defender: { units: { dreadnought: 1 }, shieldsHolding: 1 } });
    expect(odds(raw(2)).attacker).toBeGreaterThan(odds(raw(1)).attacker + 0.01);
  });

  it("the agent's round needs the agent of that combat", () => {
    expect(refused({ battle: 'space', attacker: { faction: 'letnev', agentRound: 2, units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } })).toBe(
      'attacker.agentRound: needs the agent of this combat switched on: "viscountUnlenn" in factionOptions (Letnev)',
    );
    expect(refused({ battle: 'ground', attacker: { faction: 'letnev', factionOptions: ['viscountUnlenn'], agentRound: 2, units: { infantry: 1 } }, defender: { units: { infantry: 1 } } })).toBe(
      'attacker.agentRound: needs the agent of this combat switched on: "evelynDelouis" in factionOptions (Sol)',
    );
    expect(refused({ battle: 'ground', attacker: { faction: 'sol', factionOptions: ['evelynDelouis'], agentRound: 21, units: { infantry: 1 } }, defender: { units: { infantry: 1 } } })).toBe('attacker.agentRound: must be at most 20');
  });

  it('Evelyn DeLouis: a Sol infantry (7) rolls 2 dice in the first ground combat round', () => {
    close(odds({ battle: 'ground', attacker: { faction: 'sol', factionOptions: ['evelynDelouis'], units: { infantry: 1 } }, defender: { units: { infantry: 1 } } }), firstRoundThenDuel(0.64, 0.3, 0.4, 0.3));
  });

  it('Claire Gibson: the defending Sol get one more infantry, as if they had it from the start', () => {
    const claire = odds({ battle: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'sol', factionOptions: ['claireGibson'], units: { infantry: 1 } } });
    const two = odds({ battle: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'sol', units: { infantry: 2 } } });
    expect(claire.attacker).toBeCloseTo(two.attacker, 12);
    expect(claire.defender).toBeCloseTo(two.defender, 12);
    expect(refused({ battle: 'ground', attacker: { faction: 'sol', factionOptions: ['claireGibson'], units: { infantry: 1 } }, defender: { units: { infantry: 1 } } })).toBe(
      'attacker.factionOptions[0]: only the defender can use Claire Gibson',
    );
  });

  it('Ta Zern: a Jol-Nar PDS (6) rerolls its miss: 0.75 against a lone cruiser', () => {
    const r = odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: { faction: 'jolnar', factionOptions: ['taZern'], units: { pds: 1 } } });
    expect(r.defender).toBeCloseTo(0.75, 12);
    expect(r.attacker).toBeCloseTo(0.25, 12);
  });

  it('Trrakan Aun Zulok: an Argent PDS rolls 2 dice at 6: 0.75; on a barrage, 3 dice at 9', () => {
    const pds = odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: { faction: 'argent', factionOptions: ['trrakanAunZulok'], units: { pds: 1 } } });
    expect(pds.defender).toBeCloseTo(0.75, 12);
    const afb = odds({ battle: 'space', attacker: { faction: 'argent', factionOptions: ['trrakanAunZulok'], units: { destroyer: 1 } }, defender: { units: { fighter: 1 } } });
    // Strike Wing Alpha I barrages 9 (x2), one die more: the fighter survives 0.8^3; then 8 against 9.
    const [a, d, b] = duel(0.3, 0.2);
    const survives = 0.8 ** 3;
    close(afb, [1 - survives + survives * a, survives * d, survives * b]);
  });

  it('2RAM: the L1Z1X bombard through a PDS shield, and Harrow with it', () => {
    const battle = (options: string[]) => odds({ battle: 'invasion', attacker: { faction: 'l1z1x', factionOptions: options, units: { dreadnought: 1, infantry: 1 } }, defender: { units: { infantry: 1, pds: 1 } } });
    // Without 2RAM: no bombardment; the PDS (6) fires at the infantry, then infantry against infantry.
    const [a, d, b] = duel(0.3, 0.3);
    close(battle([]), [0.5 * a, 0.5 * d, 0.5 + 0.5 * b]);
    // With it: the dreadnought bombards 5 (0.6), then the PDS fires; the ground combat adds Harrow (5)
    // to the infantry's 8: the attacker scores in a round with 1 - 0.7 * 0.4 = 0.72.
    const [ha, hd, hb] = duel(0.72, 0.3);
    close(battle(['twoRam']), [0.6 * 0.5 + 0.4 * 0.5 * ha, 0.6 * 0.5 + 0.4 * 0.5 * hd, 0.4 * 0.5 + 0.4 * 0.5 * hb]);
  });

  it('Ul the Progenitor: Elysium fires 5 (x3), before space combat and at invading ground forces', () => {
    const space = odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: { faction: 'titans', factionOptions: ['ulTheProgenitor'], units: {} } });
    expect(space.defender).toBeCloseTo(1 - 0.4 ** 3, 12);
    const invasion = odds({ battle: 'invasion', attacker: { units: { carrier: 1, infantry: 1 } }, defender: { faction: 'titans', factionOptions: ['ulTheProgenitor'], units: { infantry: 1 } } });
    const [a, d, b] = duel(0.3, 0.3);
    close(invasion, [0.4 ** 3 * a, 0.4 ** 3 * d, 1 - 0.4 ** 3 + 0.4 ** 3 * b]);
  });
});

describe('faction technologies that make a planet fire, each against a hand calculation', () => {
  // I.I.H.Q. Modernization gives the Keleres Custodia Vigilia: "While you control Mecatol Rex, it gains
  // SPACE CANNON 5" (card text, Codex III). Missing before: the Keleres listed no such option.
  const keleres = (units: Record<string, number>, options: string[] = ['custodiaVigilia']) => ({ faction: 'keleres', factionOptions: options, units });

  it('Custodia Vigilia: Mecatol Rex fires 5 (x1) before space combat, so one die moves the defender by 0.6 of what the cruiser would win', () => {
    const without = odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: keleres({ cruiser: 1 }, []) });
    const [a, d, b] = duel(0.4, 0.4);
    close(without, [a, d, b]);
    // The cannon hits on 5 or more (0.6): the attacker's cruiser is gone before the first round.
    close(odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: keleres({ cruiser: 1 }) }), [0.4 * a, 0.4 * d, 0.6 + 0.4 * b]);
    // With nothing else in the system, Mecatol Rex alone defends.
    expect(odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: keleres({}) }).defender).toBeCloseTo(0.6, 12);
    expect(refused({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: keleres({}, []) })).toMatch(/Mecatol Rex with Custodia Vigilia/);
  });

  it('Custodia Vigilia: Mecatol Rex fires at the landing too (space cannon defense), not in a plain ground combat', () => {
    const [a, d, b] = duel(0.3, 0.3);
    close(odds({ battle: 'invasion', attacker: { units: { carrier: 1, infantry: 1 } }, defender: keleres({ infantry: 1 }) }), [0.4 * a, 0.4 * d, 0.6 + 0.4 * b]);
    expect(refused({ battle: 'ground', attacker: { units: { infantry: 1 } }, defender: keleres({}) })).toMatch(/Mecatol Rex fires only at a landing/);
  });
});

describe('promissory notes, each against a hand calculation', () => {
  it('War Funding: missed dice rerolled in round 1 only (0.64), then 0.4', () => {
    close(odds({ battle: 'space', attacker: { units: { cruiser: 1 }, warFunding: true }, defender: { units: { cruiser: 1 } } }), firstRoundThenDuel(0.64, 0.4, 0.4, 0.4));
  });

  it("Tekklar Legion: +1 for the holder, -1 for a Sardakk opponent (infantry 7 against the N'orr's 8)", () => {
    close(odds({ battle: 'ground', attacker: { units: { infantry: 1 }, tekklarLegion: true }, defender: { faction: 'sardakk', units: { infantry: 1 } } }), duel(0.4, 0.3));
    close(odds({ battle: 'ground', attacker: { units: { infantry: 1 }, tekklarLegion: true }, defender: { units: { infantry: 1 } } }), duel(0.4, 0.3));
  });

  it('Strike Wing Ambuscade: one more die on the first unit-ability roll only', () => {
    // Bombardment 5 with 2 dice: 1 - 0.4^2 = 0.84; then infantry against infantry.
    const [a, d, b] = duel(0.3, 0.3);
    close(odds({ battle: 'invasion', attacker: { units: { dreadnought: 1, infantry: 1 }, strikeWingAmbuscade: true }, defender: { units: { infantry: 1 } } }), [0.84 + 0.16 * a, 0.16 * d, 0.16 * b]);
    // No space cannon: the barrage is the first roll, destroyer 9 (x2) and one more die.
    const [fa, fd, fb] = duel(0.2, 0.2);
    const survives = 0.8 ** 3;
    close(odds({ battle: 'space', attacker: { units: { destroyer: 1 }, strikeWingAmbuscade: true }, defender: { units: { fighter: 1 } } }), [1 - survives + survives * fa, survives * fd, survives * fb]);
    // A space cannon roll comes first: the defender's PDS (6) rolls 2 dice.
    const pds = odds({ battle: 'space', attacker: { units: { cruiser: 1 } }, defender: { units: { pds: 1 }, strikeWingAmbuscade: true } });
    expect(pds.defender).toBeCloseTo(0.75, 12);
  });

  it('Greyfire Mutagen: against 2 ground forces an infantry changes sides; against 1 nothing happens', () => {
    const swap = odds({ battle: 'ground', attacker: { units: { infantry: 1 }, greyfireMutagen: true }, defender: { units: { infantry: 2 } } });
    const plain = odds({ battle: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 1 } } });
    expect(swap.attacker).toBeCloseTo(plain.attacker, 12);
    expect(swap.defender).toBeCloseTo(plain.defender, 12);
    close(odds({ battle: 'ground', attacker: { units: { infantry: 1 }, greyfireMutagen: true }, defender: { units: { infantry: 1 } } }), duel(0.3, 0.3));
  });

  it('a note is never played by the faction that gives it, nor Greyfire Mutagen against the Yin', () => {
    expect(refused({ battle: 'space', attacker: { faction: 'letnev', units: { cruiser: 1 }, warFunding: true }, defender: { units: { cruiser: 1 } } })).toBe(
      'attacker.warFunding: The Barony of Letnev give this promissory note away: only another player can play it (60)',
    );
    expect(refused({ battle: 'ground', attacker: { units: { infantry: 1 }, greyfireMutagen: true }, defender: { faction: 'yin', units: { infantry: 2 } } })).toBe(
      'attacker.greyfireMutagen: works only against ground forces the Yin do not control',
    );
    expect(refused({ battle: 'ground', attacker: { units: { infantry: 1 }, strikeWingAmbuscade: true }, defender: { units: { infantry: 1 } } })).toMatch(/^attacker\.strikeWingAmbuscade: /);
    expect(refused({ battle: 'space', attacker: { units: { cruiser: 1 }, tekklarLegion: true }, defender: { units: { cruiser: 1 } } })).toMatch(/^attacker\.tekklarLegion: /);
  });
});
