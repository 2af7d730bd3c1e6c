'use client';
import { useMemo } from 'react';
// From the modules themselves, not lib/calc's index: the index also exports the engine, which
// would then ride in this page's bundle instead of staying in the worker (test/site/islands.test.ts).
import { FACTIONS, type Faction } from '@/lib/calc/factions';
import { hasUpgrade, roundAgent } from '@/lib/calc/resolve';
import type { BattleInput, BattleKind, OddsResult, SideInput } from '@/lib/calc/types';
import { UNITS, type UnitName } from '@/lib/calc/units';
import { COUNT_OPTIONS, describeError, parseBattleInput, type Parsed } from '@/lib/calc/validate';
import { cardKind, FACTION_GROUPS, modifierWords, rollText, rollWords, sideFactionOptions, unitLabel, unitRoll, type Who } from '@/lib/calc/display';
import { RULES, ruleHref } from '@/lib/calc/options';
import { countText, factionCounts, type FactionCountKey } from '@/lib/calc/faction-counts';
import { DEFAULT_FLAGSHIP, unitsFor, withFaction, withFactionOption, withTokensFitting } from '@/lib/calc/page-state';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { Deferred } from '@/app/islands/Deferred';
import { useUrlState, type LinkRead } from '@/app/islands/useUrlState';
import { BattleSettings, PresetBar } from './BattleSettings';
import { OptionRow } from './OptionRow';
import { ResultSection } from './ResultBar';
import { SideOptions } from './SideOptions';
import { SwitchRow } from './SwitchRow';
import { Stepper } from './Stepper';
import { chip, off, on, ruleLink } from './styles';
import { useOdds } from './useOdds';

/** A shared link's battle, or why it could not be read. */
function readBattleLink(search: string): LinkRead<BattleInput> {
  const parsed = decodeBattle(search);
  return parsed.ok ? { ok: true, state: parsed.input } : { ok: false, error: `This link's battle could not be read (${describeError(parsed)}); showing a preset.` };
}

/** The /calc page: the battle in the URL, its settings and fleets, and the odds from the worker. */
export function CalcApp({ start, startOdds }: { start: BattleInput; startOdds: OddsResult }) {
  const url = useUrlState(start, readBattleLink, encodeBattle);
  const input = url.state;
  // The start came from the build, which computed its odds: valid, so hydrating skips the check.
  const parsed = useMemo<Parsed>(() => (input === start ? { ok: true, input } : parseBattleInput(input)), [input, start]);
  const odds = useOdds(parsed, start, startOdds);

  // The hooks alone in the first pass of hydration; the page under them is a part of its own, and
  // its sections parts of that part: no one task hydrates the whole frame and its 11 parts cold.
  return (
    <Deferred id="app">
      <CalcBody {...url} parsed={parsed} odds={odds} />
    </Deferred>
  );
}

type BodyProps = ReturnType<typeof useUrlState<BattleInput>> & { parsed: Parsed; odds: ReturnType<typeof useOdds> };

function CalcBody({ state: input, setState: setInput, parsed, odds, linkError, copied, copyLink }: BodyProps) {
  const setSide = (who: Who, side: SideInput) => setInput({ ...input, [who]: side });
  return (
    <div className="mt-4 space-y-4">
      {linkError && (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          {linkError}
        </p>
      )}
      {/* Every part hydrates in a task of its own (some 400 elements in all), in page order; parts inside a part after those. */}
      <Deferred id="presets">
        <PresetBar input={input} onChange={setInput} />
      </Deferred>
      <Deferred id="battle">
        <BattleSettings input={input} onChange={setInput} />
      </Deferred>

      <section aria-label="Factions" className="grid gap-3 sm:grid-cols-2">
        {(['attacker', 'defender'] as const).map((who) => (
          <Deferred key={who} id={`${who}-faction`}>
            <FactionPicker who={who} input={input} onChange={setInput} />
          </Deferred>
        ))}
      </section>

      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        Each unit shows the roll it hits on, plain → upgraded, and ×N for N dice.
      </p>
      <div className="after-first-frame grid grid-cols-2 gap-2 [contain-intrinsic-size:auto_1016px]">
        {(['attacker', 'defender'] as const).map((who) => (
          <Deferred key={who} id={`${who}-fleet`}>
            <SideEditor who={who} kind={input.battle} side={input[who]} onChange={(s) => setSide(who, s)} />
          </Deferred>
        ))}
      </div>

      <section aria-label="Options" className="after-first-frame space-y-2 [contain-intrinsic-size:auto_255px]">
        <Deferred id="battle-options">
          <BattleOptions input={input} onChange={setInput} />
        </Deferred>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['attacker', 'defender'] as const).map((who) => (
            <Deferred key={who} id={`${who}-options`}>
              <SideOptions who={who} kind={input.battle} side={input[who]} opponent={input[who === 'attacker' ? 'defender' : 'attacker'].faction} onChange={(s) => setSide(who, s)} />
            </Deferred>
          ))}
        </div>
      </section>

      <ResultSection input={input} parsed={parsed} odds={odds} />

      <button type="button" className={`${chip} ${off}`} onClick={copyLink}>
        {copied ? 'Link copied' : 'Copy link to this battle'}
      </button>
    </div>
  );
}

/**
 * A side's faction: a select of all 31 (None by default; the other side's faction is taken), then
 * what its sheet changes: optional abilities as toggles (faction technologies, conditions), the
 * rest listed with their effect and citation.
 */
function FactionPicker({ who, input, onChange }: { who: Who; input: BattleInput; onChange: (i: BattleInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const side = input[who];
  const other = input[who === 'attacker' ? 'defender' : 'attacker'].faction;
  const faction = side.faction === undefined ? undefined : FACTIONS.get(side.faction);
  return (
    <div className="min-w-0 space-y-1">
      <label className="block">
        <span className="font-medium">{title} faction</span>
        <select
          className="min-h-11 w-full rounded-md border border-zinc-300 bg-white text-base dark:border-zinc-700 dark:bg-zinc-900"
          value={side.faction ?? ''}
          onChange={(e) => onChange(withFaction(input, who, e.target.value || undefined))}
        >
          <option value="">None (generic units)</option>
          {FACTION_GROUPS.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.factions.map((f) => (
                <option key={f.id} value={f.id} disabled={f.id === other}>
                  {f.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      {faction && <FactionSheet who={who} kind={input.battle} faction={faction} side={side} onChange={(s) => onChange({ ...input, [who]: s })} />}
    </div>
  );
}

function FactionSheet({ who, kind, faction, side, onChange }: { who: Who; kind: BattleKind; faction: Faction; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const options = sideFactionOptions(faction, who);
  const always = faction.abilities.filter((a) => !a.option && a.modelled);
  // Listed apart, so no one reads them as computed: they hang on choices made die by die.
  const leftOut = faction.abilities.filter((a) => !a.modelled);
  const modifier = modifierWords(faction);
  // Munitions Reserves' rounds, The Egeiro's systems: space combat counts.
  const counts = kind === 'space' ? factionCounts(faction.id) : [];
  const setCount = (key: FactionCountKey, n: number) => {
    const { [key]: _old, ...rest } = side;
    onChange(n ? { ...rest, [key]: n } : rest);
  };
  // The agent that adds a die "at the start of a combat round": the player picks the round.
  const agent = side.factionOptions?.includes(roundAgent(kind)) ? faction.abilities.find((a) => a.id === roundAgent(kind)) : undefined;
  const setAgentRound = (n: number) => {
    const { agentRound: _old, ...rest } = side;
    onChange(n > 1 ? { ...rest, agentRound: n } : rest);
  };
  return (
    <div className="space-y-1 text-sm">
      {modifier && <p>{modifier} (faction sheet)</p>}
      {options.map((a) => (
        <div key={a.id} className="flex items-start gap-2">
          <input
            id={`${who}-faction-${a.id}`}
            type="checkbox"
            className="mt-2.5 size-6 shrink-0"
            checked={side.factionOptions?.includes(a.id) ?? false}
            onChange={(e) => onChange(withFactionOption(side, a.id, e.target.checked))}
          />
          <label htmlFor={`${who}-faction-${a.id}`} className="min-h-11 grow py-2">
            <span className="text-base">{a.name}</span>
            {cardKind(a.kind) && <span className="text-zinc-700 dark:text-zinc-300">{` · ${cardKind(a.kind)}`}</span>}
            <span className="block text-zinc-700 dark:text-zinc-300">{a.effect}</span>
          </label>
          <a className={ruleLink} href={ruleHref(a.cite.rule)} aria-label={`${a.name}: ${a.cite.source}, rule ${a.cite.rule}`}>
            {a.cite.rule}
          </a>
        </div>
      ))}
      {agent && (
        <OptionRow label={`${agent.name}, round`} rule={agent.cite.rule}>
          <Stepper label={`${title} ${agent.name} round`} value={side.agentRound ?? 1} min={1} max={20} onChange={setAgentRound} />
        </OptionRow>
      )}
      {counts.map((c) => {
        const max = COUNT_OPTIONS.find(([key]) => key === c.key)![1];
        return (
          <OptionRow key={c.key} label={c.label} rule={c.rule}>
            <Stepper label={`${title} ${c.stepper}`} value={side[c.key] ?? 0} min={0} max={max} format={(n) => countText(c, n, max)} onChange={(n) => setCount(c.key, n)} />
          </OptionRow>
        );
      })}
      <AbilityList title="Always on from the sheet" abilities={always} effect={(a) => a.effect.replaceAll('`', '')} />
      <AbilityList title="Not modelled: left out of these odds" abilities={leftOut} effect={(a) => a.effect.replace(/^not modelled: /, '')} />
    </div>
  );
}

type Ability = Faction['abilities'][number];

/** A folded list of a sheet's abilities that take no choice, each with its rule link. */
function AbilityList({ title, abilities, effect }: { title: string; abilities: Ability[]; effect: (a: Ability) => string }) {
  if (!abilities.length) return null;
  return (
    <details className="rounded-md border border-zinc-200 px-2 dark:border-zinc-800">
      <summary className="min-h-11 cursor-pointer py-2">
        {title} ({abilities.length})
      </summary>
      <ul className="space-y-1 pb-2">
        {abilities.map((a) => (
          <li key={a.id} className="flex items-start justify-between gap-2">
            <span className="py-2">
              <strong className="font-medium">{a.name}</strong>
              {cardKind(a.kind) && ` (${cardKind(a.kind)})`}
              {`: ${effect(a)}`}
            </span>
            <a className={ruleLink} href={ruleHref(a.cite.rule)} aria-label={`${a.name}: ${a.cite.source}, rule ${a.cite.rule}`}>
            {a.cite.rule}
          </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function SideEditor({ who, kind, side, onChange }: { who: Who; kind: BattleKind; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  // Each row a component of its own inside its part: a waiting part's markup is not even built.
  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {unitsFor(kind, who, side).map((name) => (
        <Deferred key={name} id={`${who}-${name}`}>
          <UnitRow name={name} who={who} kind={kind} side={side} onChange={onChange} />
        </Deferred>
      ))}
    </section>
  );
}

/** One unit of a fleet: its name, upgrade toggle, roll and count. */
function UnitRow({ name, who, kind, side, onChange }: { name: UnitName; who: Who; kind: BattleKind; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const faction = side.faction === undefined ? undefined : FACTIONS.get(side.faction);
  const setCount = (n: number) => {
    const units = { ...side.units, [name]: n };
    if (n === 0) delete units[name];
    const next = { ...side, units };
    if (name === 'flagship' && n > 0 && !faction && !side.flagship) next.flagship = { ...DEFAULT_FLAGSHIP };
    onChange(withTokensFitting(next));
  };
  const toggleUpgrade = () =>
    onChange({ ...side, upgrades: side.upgrades.includes(name) ? side.upgrades.filter((u) => u !== name) : [...side.upgrades, name] });
  const max = kind === 'invasion' && name === 'pds' ? 2 : UNITS[name].max;

  return (
    <div className="rounded-md border border-zinc-200 p-1 dark:border-zinc-800">
      <div className="flex min-h-11 items-center justify-between gap-1">
        <span className="min-w-0 truncate text-sm font-medium" title={unitLabel(name, side)}>
          {unitLabel(name, side)}
        </span>
        {hasUpgrade(faction, name) && (
          <button
            type="button"
            aria-pressed={side.upgrades.includes(name)}
            aria-label={`Upgrade ${UNITS[name].label} (${title.toLowerCase()})`}
            className={`min-h-11 shrink-0 rounded-md border px-1.5 text-xs ${side.upgrades.includes(name) ? on : off}`}
            onClick={toggleUpgrade}
          >
            Upgrade
          </button>
        )}
      </div>
      <RollLine name={name} kind={kind} who={who} side={side} />
      <Stepper label={`${title} ${UNITS[name].label}`} value={side.units[name] ?? 0} min={0} max={max} onChange={setCount} />
      {name === 'flagship' && !faction && (side.units.flagship ?? 0) > 0 && side.flagship && <FlagshipEditor side={side} title={title} onChange={onChange} />}
    </div>
  );
}

/** What a unit hits on in this battle, plain → upgraded, the one in play in bold. */
function RollLine({ name, kind, who, side }: { name: UnitName; kind: BattleKind; who: Who; side: SideInput }) {
  const roll = unitRoll(name, kind, who, side);
  if (!roll) return null;
  const upgraded = side.upgrades.includes(name);
  const word = roll.kind === 'combat' ? 'hits' : roll.kind === 'space cannon' ? 'cannon' : 'bombard';
  const words = roll.upgraded
    ? `${roll.kind}: plain ${rollWords(roll.plain)}; upgraded ${rollWords(roll.upgraded)}`
    : `${roll.kind}: ${rollWords(roll.plain)}`;
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      <span className="sr-only">{words}</span>
      <span aria-hidden>
        {word} <span className={upgraded && roll.upgraded ? '' : 'font-semibold text-zinc-900 dark:text-zinc-100'}>{rollText(roll.plain)}</span>
        {roll.upgraded && (
          <>
            {' → '}
            <span className={upgraded ? 'font-semibold text-zinc-900 dark:text-zinc-100' : ''}>{rollText(roll.upgraded)}</span>
          </>
        )}
      </span>
    </p>
  );
}

function FlagshipEditor({ side, title, onChange }: { side: SideInput; title: string; onChange: (s: SideInput) => void }) {
  const fs = side.flagship!;
  return (
    <div className="mt-1 space-y-1 text-sm">
      <p className="text-zinc-700 dark:text-zinc-300">A faction above brings its own flagship; or set its roll:</p>
      <span>hits on</span>
      <Stepper label={`${title} flagship combat value`} value={fs.value} min={1} max={10} onChange={(value) => onChange({ ...side, flagship: { ...fs, value } })} />
      <span>dice</span>
      <Stepper label={`${title} flagship dice`} value={fs.dice} min={1} max={4} onChange={(dice) => onChange({ ...side, flagship: { ...fs, dice } })} />
    </div>
  );
}

function BattleOptions({ input, onChange }: { input: BattleInput; onChange: (i: BattleInput) => void }) {
  // An option left off or at its default is left out of the battle (and of its link), not kept as false or 0.
  const set = (key: 'nebula' | 'articlesOfWar' | 'maxRounds', value: boolean | number) => {
    const { [key]: _old, ...rest } = input;
    onChange(value ? { ...rest, [key]: value } : rest);
  };
  return (
    <div className="space-y-1">
      {input.battle === 'space' && (
        <SwitchRow id="nebula" label="In a nebula (defender +1)" rule={RULES.nebula} ruleLabel="Nebula" checked={input.nebula ?? false} onChange={(on) => set('nebula', on)} />
      )}
      <SwitchRow
        id="articlesOfWar"
        label="Articles of War (law): mechs keep only Sustain Damage"
        rule={RULES.articlesOfWar}
        ruleLabel="Articles of War"
        checked={input.articlesOfWar ?? false}
        onChange={(on) => set('articlesOfWar', on)}
      />
      <OptionRow label="Fight only" rule={RULES.maxRounds}>
        <Stepper
          label="Rounds to fight"
          value={input.maxRounds ?? 0}
          min={0}
          max={20}
          format={(n) => (n ? `${n} rd` : 'all')}
          onChange={(n) => set('maxRounds', n)}
        />
      </OptionRow>
    </div>
  );
}
