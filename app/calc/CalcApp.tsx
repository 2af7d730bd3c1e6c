'use client';
import { useEffect, useMemo, useState } from 'react';
import { computeOdds, describeError, FLAGSHIP_PRESETS, parseBattleInput, UNITS, type BattleInput, type BattleKind, type OddsResult, type SideInput, type UnitName } from '@/lib/calc';
import { FLAG_OPTIONS, PRESETS, RULES, ruleHref } from '@/lib/calc/options';
import { decodeBattle, encodeBattle } from '@/lib/calc/url';
import { percent, Stepper } from './Stepper';

type Who = 'attacker' | 'defender';

const SHIPS: UnitName[] = ['warsun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter', 'flagship'];
const GROUND: UnitName[] = ['infantry', 'mech'];

/** The units each side can field in each kind of battle. */
function unitsFor(kind: BattleKind, who: Who): UnitName[] {
  if (kind === 'space') return [...SHIPS, 'pds'];
  if (kind === 'ground') return who === 'defender' ? [...GROUND, 'pds'] : GROUND;
  return who === 'attacker' ? ['warsun', 'dreadnought', 'flagship', ...GROUND] : [...GROUND, 'pds'];
}

const SHORT: Record<UnitName, string> = {
  warsun: 'WS',
  dreadnought: 'DN',
  cruiser: 'CR',
  carrier: 'CV',
  destroyer: 'DD',
  fighter: 'FF',
  flagship: 'FS',
  infantry: 'INF',
  mech: 'MECH',
  pds: 'PDS',
};

/** Keeps only what the new kind of battle uses, so switching never leaves a hidden error behind. */
function adapt(input: BattleInput, kind: BattleKind): BattleInput {
  const side = (s: SideInput, who: Who): SideInput => {
    const allowed = unitsFor(kind, who);
    const out: SideInput = {
      units: Object.fromEntries(Object.entries(s.units).filter(([n]) => allowed.includes(n as UnitName))),
      upgrades: s.upgrades.filter((u) => allowed.includes(u)),
      modifier: s.modifier,
    };
    if (s.flagship) out.flagship = s.flagship;
    if (s.moraleBoost) out.moraleBoost = s.moraleBoost;
    for (const o of FLAG_OPTIONS) if (s[o.key] && o.kinds.includes(kind)) out[o.key] = true;
    if (kind === 'space' && s.directHit) out.directHit = s.directHit;
    if (kind === 'space' && s.retreat) out.retreat = s.retreat;
    return out;
  };
  return {
    battle: kind,
    sustain: input.sustain,
    ...(kind === 'space' && input.nebula ? { nebula: true } : {}),
    ...(input.maxRounds ? { maxRounds: input.maxRounds } : {}),
    attacker: side(input.attacker, 'attacker'),
    defender: side(input.defender, 'defender'),
  };
}

const START = PRESETS[1]!.input;

const chip = 'min-h-11 rounded-md border px-3 text-base';
const on = 'border-sky-700 bg-sky-700 text-white dark:border-sky-500 dark:bg-sky-600';
const off = 'border-zinc-300 dark:border-zinc-700';
const ruleLink = 'ml-1 text-sm text-sky-800 underline dark:text-sky-300';

export function CalcApp() {
  const [input, setInput] = useState<BattleInput>(START);
  const [linkError, setLinkError] = useState<string>();
  const [copied, setCopied] = useState(false);

  // The URL is the state: read it once, then mirror every change into it.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (!window.location.search) return;
    const parsed = decodeBattle(window.location.search);
    if (parsed.ok) setInput(parsed.input);
    else setLinkError(`This link's battle could not be read (${describeError(parsed)}); showing a preset.`);
  }, []);
  useEffect(() => {
    if (!ready) return; // never overwrite a shared link before it has been read
    window.history.replaceState(null, '', `${window.location.pathname}?${encodeBattle(input)}`);
    setCopied(false);
  }, [input, ready]);

  const parsed = useMemo(() => parseBattleInput(input), [input]);
  const result = useMemo(() => (parsed.ok ? computeOdds(parsed.input) : undefined), [parsed]);

  const setSide = (who: Who, side: SideInput) => setInput({ ...input, [who]: side });

  return (
    <div className="mt-4 space-y-4">
      <section aria-label="Presets" className="flex gap-2 overflow-x-auto pb-1">
        {PRESETS.map((p) => (
          <button key={p.name} type="button" className={`${chip} ${off} shrink-0`} onClick={() => setInput(p.input)}>
            {p.name}
          </button>
        ))}
      </section>

      <section aria-label="Battle" className="space-y-2">
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Kind of battle">
          {(['space', 'invasion', 'ground'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="radio"
              aria-checked={input.battle === kind}
              className={`${chip} ${input.battle === kind ? on : off}`}
              onClick={() => setInput(adapt(input, kind))}
            >
              {kind === 'space' ? 'Space combat' : kind === 'invasion' ? 'Invasion' : 'Ground combat'}
            </button>
          ))}
          <a className={`${ruleLink} self-center`} href={ruleHref(RULES[input.battle])}>
            rule {RULES[input.battle]}
          </a>
        </div>
        <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label="Sustain Damage">
          <span>Sustain Damage</span>
          {(['first', 'last'] as const).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={input.sustain === s} className={`${chip} ${input.sustain === s ? on : off}`} onClick={() => setInput({ ...input, sustain: s })}>
              {s === 'first' ? 'first (best odds)' : 'last (vs Direct Hit)'}
            </button>
          ))}
          <a className={ruleLink} href={ruleHref(RULES.sustain)}>
            rule {RULES.sustain}
          </a>
        </div>
      </section>

      <div className="grid grid-cols-2 gap-2">
        {(['attacker', 'defender'] as const).map((who) => (
          <SideEditor key={who} who={who} kind={input.battle} side={input[who]} onChange={(s) => setSide(who, s)} />
        ))}
      </div>

      <BattleOptions input={input} onChange={setInput} />

      {linkError && (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          {linkError}
        </p>
      )}
      {!parsed.ok && (
        <p role="alert" className="rounded-md border border-red-300 p-3 text-red-800 dark:border-red-800 dark:text-red-300">
          {describeError(parsed)}
        </p>
      )}
      {result && <Results result={result} kind={input.battle} />}

      <button
        type="button"
        className={`${chip} ${off}`}
        onClick={() => navigator.clipboard?.writeText(window.location.href).then(() => setCopied(true), () => setCopied(false))}
      >
        {copied ? 'Link copied' : 'Copy link to this battle'}
      </button>
    </div>
  );
}

function SideEditor({ who, kind, side, onChange }: { who: Who; kind: BattleKind; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const setCount = (name: UnitName, n: number) => {
    const units = { ...side.units, [name]: n };
    if (n === 0) delete units[name];
    const next = { ...side, units };
    if (name === 'flagship' && n > 0 && !side.flagship) next.flagship = { value: 7, dice: 2 };
    onChange(next);
  };
  const toggleUpgrade = (name: UnitName) =>
    onChange({ ...side, upgrades: side.upgrades.includes(name) ? side.upgrades.filter((u) => u !== name) : [...side.upgrades, name] });
  const maxFor = (name: UnitName) => (kind === 'invasion' && name === 'pds' ? 2 : UNITS[name].max);

  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {unitsFor(kind, who).map((name) => (
        <div key={name} className="rounded-md border border-zinc-200 p-1 dark:border-zinc-800">
          <div className="flex items-center justify-between gap-1">
            <span className="truncate">{UNITS[name].label}</span>
            {UNITS[name].upgraded && (
              <button
                type="button"
                aria-pressed={side.upgrades.includes(name)}
                aria-label={`${UNITS[name].label} II (${title.toLowerCase()})`}
                className={`min-h-11 min-w-11 rounded-md border text-sm ${side.upgrades.includes(name) ? on : off}`}
                onClick={() => toggleUpgrade(name)}
              >
                II
              </button>
            )}
          </div>
          <Stepper label={`${title} ${UNITS[name].label}`} value={side.units[name] ?? 0} min={0} max={maxFor(name)} onChange={(n) => setCount(name, n)} />
          {name === 'flagship' && (side.units.flagship ?? 0) > 0 && side.flagship && (
            <FlagshipEditor side={side} title={title} onChange={onChange} />
          )}
        </div>
      ))}
      <SideOptions who={who} kind={kind} side={side} onChange={onChange} />
    </section>
  );
}

function FlagshipEditor({ side, title, onChange }: { side: SideInput; title: string; onChange: (s: SideInput) => void }) {
  const fs = side.flagship!;
  return (
    <div className="mt-1 space-y-1 text-sm">
      <label className="block">
        <span className="sr-only">{title} flagship preset</span>
        <select
          className="min-h-11 w-full rounded-md border border-zinc-300 bg-white text-base dark:border-zinc-700 dark:bg-zinc-900"
          value=""
          onChange={(e) => {
            const preset = FLAGSHIP_PRESETS[e.target.value];
            if (preset) onChange({ ...side, flagship: preset.roll });
          }}
        >
          <option value="">Preset…</option>
          {Object.entries(FLAGSHIP_PRESETS).map(([key, p]) => (
            <option key={key} value={key}>
              {p.name} ({p.roll.value}×{p.roll.dice})
            </option>
          ))}
        </select>
      </label>
      <span>hits on</span>
      <Stepper label={`${title} flagship combat value`} value={fs.value} min={1} max={10} onChange={(value) => onChange({ ...side, flagship: { ...fs, value } })} />
      <span>dice</span>
      <Stepper label={`${title} flagship dice`} value={fs.dice} min={1} max={4} onChange={(dice) => onChange({ ...side, flagship: { ...fs, dice } })} />
    </div>
  );
}

function SideOptions({ who, kind, side, onChange }: { who: Who; kind: BattleKind; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const flags = FLAG_OPTIONS.filter((o) => o.kinds.includes(kind) && (!o.defenderOnly || who === 'defender') && (!o.attackerOnly || who === 'attacker'));
  const retreat = side.retreat ?? {};
  const setRetreat = (key: 'afterRound' | 'atShips', n: number) => {
    const next = { ...retreat, [key]: n || undefined };
    const { retreat: _old, ...rest } = side;
    onChange(next.afterRound || next.atShips ? { ...rest, retreat: next } : rest);
  };
  const setNumber = (key: 'moraleBoost' | 'directHit', n: number) => {
    const { [key]: _old, ...rest } = side;
    onChange(n ? { ...rest, [key]: n } : rest);
  };
  return (
    <details className="rounded-md border border-zinc-200 p-1 dark:border-zinc-800">
      <summary className="min-h-11 cursor-pointer py-2">Options</summary>
      <div className="space-y-2">
        <div>
          <span>Modifier</span>
          <a className={ruleLink} href={ruleHref(RULES.modifier)}>
            {RULES.modifier}
          </a>
          <Stepper label={`${title} combat modifier`} value={side.modifier} min={-3} max={3} format={(n) => (n > 0 ? `+${n}` : String(n))} onChange={(modifier) => onChange({ ...side, modifier })} />
        </div>
        <div>
          <span>Morale Boost in round</span>
          <a className={ruleLink} href={ruleHref(RULES.moraleBoost)}>
            {RULES.moraleBoost}
          </a>
          <Stepper label={`${title} Morale Boost round`} value={side.moraleBoost ?? 0} min={0} max={20} format={(n) => (n ? String(n) : 'off')} onChange={(n) => setNumber('moraleBoost', n)} />
        </div>
        {flags.map((o) => (
          <div key={o.key} className="flex min-h-11 items-center gap-2">
            <input
              id={`${who}-${o.key}`}
              type="checkbox"
              className="size-6"
              checked={side[o.key] ?? false}
              onChange={(e) => {
                const { [o.key]: _old, ...rest } = side;
                onChange(e.target.checked ? { ...rest, [o.key]: true } : rest);
              }}
            />
            <label htmlFor={`${who}-${o.key}`}>{o.label}</label>
            <a className={ruleLink} href={ruleHref(o.rule)} aria-label={`${o.label}: rule ${o.rule}`}>
              {o.rule}
            </a>
          </div>
        ))}
        {kind === 'space' && (
          <>
            <div>
              <span>Direct Hit cards</span>
              <a className={ruleLink} href={ruleHref(RULES.directHit)}>
                {RULES.directHit}
              </a>
              <Stepper label={`${title} Direct Hit cards`} value={side.directHit ?? 0} min={0} max={4} onChange={(n) => setNumber('directHit', n)} />
            </div>
            <div>
              <span>Retreat after round</span>
              <a className={ruleLink} href={ruleHref(RULES.retreat)}>
                {RULES.retreat}
              </a>
              <Stepper label={`${title} retreats after round`} value={retreat.afterRound ?? 0} min={0} max={20} format={(n) => (n ? String(n) : 'never')} onChange={(n) => setRetreat('afterRound', n)} />
            </div>
            <div>
              <span>Retreat at ships left</span>
              <Stepper label={`${title} retreats at ships left`} value={retreat.atShips ?? 0} min={0} max={30} format={(n) => (n ? `≤${n}` : 'never')} onChange={(n) => setRetreat('atShips', n)} />
            </div>
          </>
        )}
      </div>
    </details>
  );
}

function BattleOptions({ input, onChange }: { input: BattleInput; onChange: (i: BattleInput) => void }) {
  const { nebula: _n, ...withoutNebula } = input;
  const { maxRounds: _m, ...withoutLimit } = input;
  return (
    <section aria-label="Battle options" className="flex flex-wrap items-center gap-4">
      {input.battle === 'space' && (
        <div className="flex min-h-11 items-center gap-2">
          <input id="nebula" type="checkbox" className="size-6" checked={input.nebula ?? false} onChange={(e) => onChange(e.target.checked ? { ...input, nebula: true } : withoutNebula)} />
          <label htmlFor="nebula">In a nebula (defender +1)</label>
          <a className={ruleLink} href={ruleHref(RULES.nebula)}>
            {RULES.nebula}
          </a>
        </div>
      )}
      <div>
        <span>Fight only</span>
        <a className={ruleLink} href={ruleHref(RULES.maxRounds)}>
          {RULES.maxRounds}
        </a>
        <Stepper
          label="Rounds to fight"
          value={input.maxRounds ?? 0}
          min={0}
          max={20}
          format={(n) => (n ? `${n} rd` : 'all')}
          onChange={(n) => onChange(n ? { ...input, maxRounds: n } : withoutLimit)}
        />
      </div>
    </section>
  );
}

const SEGMENTS = [
  { key: 'attacker', color: 'bg-sky-600', text: 'Attacker' },
  { key: 'attackerRetreated', color: 'bg-sky-300', text: 'Attacker retreated' },
  { key: 'draw', color: 'bg-zinc-400', text: 'Draw' },
  { key: 'ongoing', color: 'bg-amber-400', text: 'Still fighting' },
  { key: 'stalemate', color: 'bg-amber-700', text: 'Stalemate' },
  { key: 'defenderRetreated', color: 'bg-rose-300', text: 'Defender retreated' },
  { key: 'defender', color: 'bg-rose-600', text: 'Defender' },
] as const;

function Results({ result, kind }: { result: OddsResult; kind: BattleKind }) {
  const label = (key: (typeof SEGMENTS)[number]['key'], text: string) =>
    kind === 'invasion' ? ({ attacker: 'Planet taken', defender: 'Planet held', draw: 'Nobody left' } as Record<string, string>)[key] ?? text : text;
  const shown = SEGMENTS.filter((s) => result[s.key] > 0 || s.key === 'attacker' || s.key === 'defender');
  return (
    <section aria-label="Result" aria-live="polite" className="space-y-4">
      <div>
        <div className="flex h-10 w-full overflow-hidden rounded-md" role="img" aria-label={shown.map((s) => `${label(s.key, s.text)} ${percent(result[s.key])}`).join(', ')}>
          {shown.map((s) => (
            <div key={s.key} className={s.color} style={{ width: `${result[s.key] * 100}%` }} />
          ))}
        </div>
        <ul className="mt-2 grid grid-cols-2 gap-x-2 text-base">
          {shown.map((s) => (
            <li key={s.key} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${s.color}`} aria-hidden />
              {label(s.key, s.text)} <strong className="tabular-nums">{percent(result[s.key])}</strong>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          Expected losses: attacker {result.expectedLoss.attacker.toFixed(1)}, defender {result.expectedLoss.defender.toFixed(1)} resources.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Survivors title="Attacker survivors" list={result.survivors.attacker} color="bg-sky-600" />
        <Survivors title="Defender survivors" list={result.survivors.defender} color="bg-rose-600" />
      </div>
      {result.stillGoing.length > 0 && (
        <div>
          <h3 className="font-semibold">Still fighting after round…</h3>
          <ol className="mt-1 space-y-1">
            {result.stillGoing.slice(0, 8).map((p, i) => (
              <li key={i} className="flex items-center gap-2 text-sm">
                <span className="w-6 tabular-nums">{i + 1}</span>
                <span className="h-3 rounded-sm bg-amber-400" style={{ width: `${p * 70}%` }} aria-hidden />
                <span className="tabular-nums">{percent(p)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function Survivors({ title, list, color }: { title: string; list: OddsResult['survivors']['attacker']; color: string }) {
  const top = list.slice(0, 6);
  return (
    <div className="min-w-0">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-1 space-y-1">
        {top.map((s) => {
          const name = Object.entries(s.units).map(([u, n]) => `${n} ${SHORT[u as UnitName]}`).join(', ') || 'none';
          return (
            <li key={name} className="text-sm">
              <div className="flex justify-between gap-1">
                <span className="truncate">{name}</span>
                <span className="tabular-nums">{percent(s.p)}</span>
              </div>
              <div className={`h-2 rounded-sm ${color}`} style={{ width: `${s.p * 100}%` }} aria-hidden />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
