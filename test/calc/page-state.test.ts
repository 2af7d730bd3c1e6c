import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import { FACTION_GROUPS, sideFactionOptions, unitLabel, unitRoll } from '@/lib/calc/display';
import { FACTION_LIST, FACTIONS } from '@/lib/calc/factions';
import { PRESETS } from '@/lib/calc/options';
import { ALLIANCE_COMMANDERS, allianceRefusal } from '@/lib/calc/alliance';
import { CAVALRY_SHIPS } from '@/lib/calc/cavalry';
import { PROMISSORY_OPTIONS } from '@/lib/calc/promissory';
import { unitsFor, withFaction, withFactionOption, withFlag, withFleetsCleared, withKind, withPreset } from '@/lib/calc/page-state';
import { resolveSide, roundAgent, unitStats } from '@/lib/calc/resolve';
import type { BattleInput, BattleKind, SideInput } from '@/lib/calc/types';
import { UNITS } from '@/lib/calc/units';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { parseBattleInput } from '@/lib/calc/validate';

const KINDS: BattleKind[] = ['space', 'invasion', 'ground'];
const start = PRESETS[1]!.input;

describe('the faction picker', () => {
  it('offers all 31 factions once, grouped by box', () => {
    const ids = FACTION_GROUPS.flatMap((g) => g.factions.map((f) => f.id));
    expect(ids).toHaveLength(31);
    expect(FACTION_GROUPS.find((g) => g.label === "Thunder's Edge")?.factions).toHaveLength(6);
    expect(new Set(ids)).toEqual(new Set(FACTION_LIST.map((f) => f.id)));
  });

  it('applies any faction to either side of any preset and keeps the battle valid', () => {
    for (const { input } of PRESETS) {
      for (const f of FACTION_LIST) {
        for (const who of ['attacker', 'defender'] as const) {
          const next = withFaction(input, who, f.id);
          expect(next[who].faction).toBe(f.id);
          expect(next[who].flagship).toBeUndefined();
          expect(parseBattleInput(next).ok, `${f.id} ${who} ${input.battle}`).toBe(true);
        }
      }
    }
  });

  it("replaces a hand-entered flagship roll with the faction's flagship, and gives one back without a faction", () => {
    const mine: BattleInput = { ...start, attacker: { units: { flagship: 1, cruiser: 1 }, upgrades: [], modifier: 0, flagship: { value: 4, dice: 3 } } };
    const sol = withFaction(mine, 'attacker', 'sol');
    expect(sol.attacker.flagship).toBeUndefined();
    expect(unitRoll('flagship', 'space', 'attacker', sol.attacker)?.plain).toEqual(FACTIONS.get('sol')!.units.flagship.base!.combat);
    const none = withFaction(sol, 'attacker', undefined);
    expect(none.attacker.faction).toBeUndefined();
    expect(none.attacker.flagship).toBeDefined();
    expect(parseBattleInput(none).ok).toBe(true);
  });

  it('drops a promissory note its new faction gives away, and Greyfire Mutagen when the opponent turns Yin', () => {
    const ground: BattleInput = {
      battle: 'ground',
      sustain: 'first',
      attacker: { units: { infantry: 2 }, upgrades: [], modifier: 0, tekklarLegion: true, greyfireMutagen: true },
      defender: { units: { infantry: 2 }, upgrades: [], modifier: 0 },
    };
    const sardakk = withFaction(ground, 'attacker', 'sardakk');
    expect(sardakk.attacker.tekklarLegion).toBeUndefined();
    expect(sardakk.attacker.greyfireMutagen).toBe(true);
    const yin = withFaction(sardakk, 'defender', 'yin');
    expect(yin.attacker.greyfireMutagen).toBeUndefined();
    expect(parseBattleInput(yin).ok).toBe(true);
  });

  it("drops the old faction's options and its own upgrades when switching", () => {
    const nomad = withFaction(start, 'attacker', 'nomad');
    const memoria: BattleInput = { ...nomad, attacker: { ...nomad.attacker, units: { ...nomad.attacker.units, flagship: 1 }, upgrades: ['flagship', 'cruiser'] } };
    expect(parseBattleInput(memoria).ok).toBe(true);
    const yin = withFaction(memoria, 'attacker', 'yin');
    expect(yin.attacker.upgrades).toEqual(['cruiser']);
    const withOption = { ...yin, attacker: withFactionOption(yin.attacker, 'devotion', true) };
    expect(withOption.attacker.factionOptions).toEqual(['devotion']);
    expect(parseBattleInput(withOption).ok).toBe(true);
    expect(withFaction(withOption, 'attacker', 'letnev').attacker.factionOptions).toBeUndefined();
    expect(withFactionOption(withOption.attacker, 'devotion', false).factionOptions).toBeUndefined();
  });

  it("switches on the option another builds on (Moyin's Ashes brings Indoctrination) and off with it", () => {
    const yin: SideInput = { units: { infantry: 2 }, upgrades: [], modifier: 0, faction: 'yin' };
    const ashes = withFactionOption(yin, 'moyinsAshes', true);
    expect(ashes.factionOptions).toEqual(['indoctrination', 'moyinsAshes']);
    const input: BattleInput = { battle: 'ground', sustain: 'first', attacker: { units: { infantry: 2 }, upgrades: [], modifier: 0 }, defender: ashes };
    expect(parseBattleInput(input).ok).toBe(true);
    expect(withFactionOption(ashes, 'indoctrination', false).factionOptions).toBeUndefined();
    expect(withFactionOption(ashes, 'moyinsAshes', false).factionOptions).toEqual(['indoctrination']);
    const naalu: SideInput = { units: { mech: 1 }, upgrades: [], modifier: 0, faction: 'naalu' };
    const omega = withFactionOption(withFactionOption(naalu, 'iconoclast', true), 'iconoclastOmega', true);
    expect(omega.factionOptions).toEqual(['iconoclastOmega']);
    expect(withFactionOption(omega, 'iconoclast', true).factionOptions).toEqual(['iconoclast']);
    const both = parseBattleInput({ battle: 'space', attacker: { ...naalu, units: { carrier: 1, mech: 1 }, factionOptions: ['iconoclast', 'iconoclastOmega'] }, defender: { units: { destroyer: 1 } } });
    expect(both.ok ? 'accepted' : `${both.field}: ${both.message}`).toMatch(/^attacker\.factionOptions\[1\]: .*list one of the two/);
  });

  it('lets the side field the units its sheet brings into this battle', () => {
    const side = (faction: string): SideInput => ({ units: {}, upgrades: [], modifier: 0, faction });
    expect(unitsFor('space', 'attacker', side('nekro'))).toEqual(expect.arrayContaining(['infantry', 'mech']));
    expect(unitsFor('space', 'defender', side('naazrokha'))).toContain('mech');
    expect(unitsFor('space', 'attacker')).not.toContain('mech');
    expect(unitsFor('invasion', 'attacker', side('naalu'))).toContain('fighter');
    expect(unitsFor('invasion', 'attacker')).not.toContain('fighter');
    // Every listed unit either takes part or is a structure/bombarding ship the engine uses.
    for (const f of FACTION_LIST) for (const kind of KINDS) expect(new Set(unitsFor(kind, 'attacker', side(f.id))).size).toBe(unitsFor(kind, 'attacker', side(f.id)).length);
  });

  it("shows each faction's own units: names and rolls, plain and upgraded, as the engine fields them", () => {
    const l1 = { units: {}, upgrades: [], modifier: 0, faction: 'l1z1x' };
    expect(unitLabel('dreadnought', l1)).toBe('Super-Dreadnought');
    expect(unitLabel('dreadnought')).toBe('Dreadnought');
    expect(unitLabel('flagship', { ...l1, faction: 'sardakk' })).toBe("C'morran N'orr");
    expect(unitRoll('dreadnought', 'space', 'attacker', l1)?.upgraded).toEqual({ value: 4, dice: 1 });
    for (const f of FACTION_LIST) {
      const s: SideInput = { units: {}, upgrades: [], modifier: 0, faction: f.id };
      for (const name of Object.keys(UNITS) as (keyof typeof UNITS)[]) {
        const roll = unitRoll(name, 'space', 'defender', s);
        const stats = unitStats(s, resolveSide(s).faction, name);
        if (roll?.kind === 'combat') expect(roll.plain).toEqual(stats.combat);
        if (roll?.upgraded && roll.kind === 'combat') expect(roll.upgraded).toEqual(unitStats({ ...s, upgrades: [name] }, resolveSide(s).faction, name).combat);
      }
    }
    const titans = { units: {}, upgrades: [], modifier: 0, faction: 'titans' };
    expect(unitRoll('pds', 'ground', 'defender', titans)).toMatchObject({ kind: 'combat', plain: { value: 7, dice: 1 } });
    expect(unitRoll('pds', 'space', 'defender', titans)?.kind).toBe('space cannon');
  });

  it("keeps Prophecy of Ixth in an invasion, where the Matriarch's fighters roll with its +1", () => {
    const naalu: BattleInput = {
      battle: 'invasion',
      sustain: 'last',
      // An infantry lands too: the fighters go back to space after the combat and alone take no planet.
      attacker: { faction: 'naalu', units: { flagship: 1, fighter: 2, infantry: 1 }, upgrades: [], modifier: 0, prophecyOfIxth: true },
      defender: { units: { infantry: 2 }, upgrades: [], modifier: 0 },
    };
    const kept = withKind(naalu, 'invasion');
    expect(kept.attacker.prophecyOfIxth).toBe(true);
    const parsed = parseBattleInput(kept);
    const without = parseBattleInput({ ...kept, attacker: { ...kept.attacker, prophecyOfIxth: undefined } });
    if (!parsed.ok || !without.ok) throw new Error('invalid battle');
    // Fighters hitting on 7 rather than 8: the planet falls 0.87 of the time rather than 0.81.
    expect(computeOdds(parsed.input).attacker).toBeGreaterThan(computeOdds(without.input).attacker + 0.04);
  });

  it('keeps factions through presets and kinds of battle, and Clear drops them', () => {
    const sardakk = withFaction(withFaction(start, 'attacker', 'sardakk'), 'defender', 'letnev');
    const chosen = { ...sardakk, defender: { ...sardakk.defender, munitionsReserves: 2, factionOptions: ['nonEuclideanShielding'] } };
    expect(parseBattleInput(chosen).ok).toBe(true);
    for (const { input } of PRESETS) {
      const next = withPreset(chosen, input);
      expect(next.attacker.faction).toBe('sardakk');
      expect(next.defender.factionOptions).toEqual(['nonEuclideanShielding']);
      expect(next.attacker.units).toEqual(input.attacker.units);
      expect(parseBattleInput(next).ok, input.battle).toBe(true);
    }
    for (const kind of KINDS) {
      const next = withKind(chosen, kind);
      expect(next.attacker.faction).toBe('sardakk');
      expect(next.defender.munitionsReserves).toBe(kind === 'space' ? 2 : undefined);
    }
    const cleared = withFleetsCleared(chosen);
    for (const s of [cleared.attacker, cleared.defender]) {
      expect(s.faction).toBeUndefined();
      expect(s.factionOptions).toBeUndefined();
      expect(s.munitionsReserves).toBeUndefined();
      expect(s.units).toEqual({});
    }
  });
});

/** Valid battles with factions, as the page makes them: a preset, factions picked, options switched. */
const withFactions = fc
  .record({
    preset: fc.constantFrom(...PRESETS.map((p) => p.input)),
    a: fc.option(fc.constantFrom(...FACTION_LIST.map((f) => f.id)), { nil: undefined }),
    d: fc.option(fc.constantFrom(...FACTION_LIST.map((f) => f.id)), { nil: undefined }),
    picks: fc.array(fc.nat(), { maxLength: 4 }),
    notes: fc.array(fc.constantFrom(...PROMISSORY_OPTIONS), { maxLength: 3 }),
    round: fc.integer({ min: 1, max: 20 }),
    cavalry: fc.option(fc.record({ who: fc.constantFrom('attacker' as const, 'defender' as const), memoriaII: fc.boolean() }), { nil: undefined }),
    alliances: fc.subarray([...ALLIANCE_COMMANDERS.keys()]),
  })
  .map(({ preset, a, d, picks, notes, round, cavalry, alliances }) => {
    let input = preset;
    // Notes first, as a player might tick them before picking factions: the picker drops those that no longer fit.
    // Ticked as the page does (withFlag): War Funding's other printing goes off.
    for (const [i, o] of notes.entries()) {
      const who = i % 2 === 0 ? 'attacker' : 'defender';
      if (o.kinds.includes(input.battle)) input = { ...input, [who]: withFlag(input[who], o.key, true) };
    }
    // Alliance notes before the factions: the picker drops the commanders a faction rules out.
    for (const who of ['attacker', 'defender'] as const) {
      const ok = alliances.filter((id) => !allianceRefusal(id, who, undefined, undefined));
      if (ok.length) input = { ...input, [who]: { ...input[who], allianceCommanders: ok } };
    }
    // The Cavalry on the side's first non-fighter ship type, before the factions too.
    const ship = cavalry && CAVALRY_SHIPS.find((s) => (input[cavalry.who].units[s] ?? 0) > 0);
    if (cavalry && ship && input.battle === 'space') input = { ...input, [cavalry.who]: { ...input[cavalry.who], theCavalry: { ship, memoriaII: cavalry.memoriaII } } };
    input = withFaction(input, 'attacker', a);
    if (d !== a) input = withFaction(input, 'defender', d);
    for (const who of ['attacker', 'defender'] as const) {
      const f = input[who].faction ? FACTIONS.get(input[who].faction!)! : undefined;
      const options = f ? sideFactionOptions(f, who) : [];
      for (const n of picks) if (options.length) input = { ...input, [who]: withFactionOption(input[who], options[n % options.length]!.id, n % 3 !== 0) };
      if (input[who].factionOptions?.includes(roundAgent(input.battle))) input = { ...input, [who]: { ...input[who], agentRound: round } };
    }
    return input;
  });

describe("the agent's round on the page", () => {
  const letnev = withFaction(start, 'attacker', 'letnev');
  const chosen = { ...letnev, attacker: { ...withFactionOption(letnev.attacker, 'viscountUnlenn', true), agentRound: 3 } };

  it('stays with its agent through presets and kinds of battle where the agent works, and goes with it', () => {
    expect(parseBattleInput(chosen).ok).toBe(true);
    expect(withPreset(chosen, PRESETS[0]!.input).attacker.agentRound).toBe(3);
    for (const kind of KINDS) {
      const next = withKind(chosen, kind);
      // Viscount Unlenn adds his die in space combat only.
      expect(next.attacker.agentRound).toBe(kind === 'space' ? 3 : undefined);
    }
    expect(withFactionOption(chosen.attacker, 'viscountUnlenn', false).agentRound).toBeUndefined();
    expect(withFactionOption(chosen.attacker, 'nonEuclideanShielding', true).agentRound).toBe(3);
    expect(withFaction(chosen, 'attacker', 'sol').attacker.agentRound).toBeUndefined();
    expect(withFleetsCleared(chosen).attacker.agentRound).toBeUndefined();
  });
});

describe('The Cavalry on the page', () => {
  const played: BattleInput = { ...start, attacker: { ...start.attacker, theCavalry: { ship: 'dreadnought', memoriaII: true } } };

  it('stays through space battles, goes in others, with Clear, and when either side turns Nomad', () => {
    expect(parseBattleInput(played).ok).toBe(true);
    expect(withKind(played, 'space').attacker.theCavalry).toEqual({ ship: 'dreadnought', memoriaII: true });
    expect(withKind(played, 'invasion').attacker.theCavalry).toBeUndefined();
    expect(withFleetsCleared(played).attacker.theCavalry).toBeUndefined();
    expect(withFaction(played, 'attacker', 'nomad').attacker.theCavalry).toBeUndefined();
    expect(withFaction(played, 'defender', 'nomad').attacker.theCavalry).toBeUndefined();
    expect(withFaction(played, 'defender', 'sol').attacker.theCavalry).toEqual({ ship: 'dreadnought', memoriaII: true });
  });
});

describe('Alliance notes on the page', () => {
  const lent: BattleInput = { ...start, attacker: { ...start.attacker, allianceCommanders: ['rickarRickani', 'taZern'] } };

  it('stay through kinds of battle, go with Clear, and a commander goes when a faction rules it out', () => {
    expect(parseBattleInput(lent).ok).toBe(true);
    expect(withKind(lent, 'invasion').attacker.allianceCommanders).toEqual(['rickarRickani', 'taZern']);
    expect(withFleetsCleared(lent).attacker.allianceCommanders).toBeUndefined();
    // The Winnu's own commander is an option of their sheet; against the Winnu, the note went home.
    expect(withFaction(lent, 'attacker', 'winnu').attacker.allianceCommanders).toEqual(['taZern']);
    expect(withFaction(lent, 'defender', 'winnu').attacker.allianceCommanders).toEqual(['taZern']);
    expect(withFaction(withFaction(lent, 'defender', 'winnu'), 'defender', 'jolnar').attacker.allianceCommanders).toBeUndefined();
  });
});

describe('the /calc URL with factions', () => {
  it('round-trips any battle the picker makes (property)', () => {
    fc.assert(
      fc.property(withFactions, (input) => {
        const parsed = parseBattleInput(input);
        expect(parsed.ok).toBe(true);
        expect(decodeBattle(encodeBattle(input))).toEqual(parsed);
      }),
    );
  });

  it('names an unknown faction or option in a link instead of failing', () => {
    expect(decodeBattle('battle=space&a.faction=klingon&a.cruiser=1&d.cruiser=1')).toMatchObject({ ok: false, field: 'attacker.faction' });
    expect(decodeBattle('battle=space&a.faction=yin&a.factionOptions=warpDrive&a.cruiser=1&d.cruiser=1')).toMatchObject({ ok: false, field: 'attacker.factionOptions[0]' });
    expect(decodeBattle('battle=space&a.faction=__proto__&a.cruiser=1&d.cruiser=1').ok).toBe(false);
  });

  it('still opens an old link with a hand-entered flagship roll', () => {
    const old = decodeBattle('battle=space&sustain=first&a.flagship=1&a.flagshipRoll=5x2&d.cruiser=2');
    expect(old).toMatchObject({ ok: true, input: { attacker: { flagship: { value: 5, dice: 2 } } } });
  });
});
