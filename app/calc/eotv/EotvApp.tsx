'use client';
import { useMemo } from 'react';
import { decodeEotv, encodeEotv, EOTV_DEFAULT, EOTV_LIMITS, EOTV_RULES, eotvBattle, type Citation, type EotvSide, type EotvState } from '@/lib/calc/eotv';
import { Deferred } from '@/app/islands/Deferred';
import { useUrlState, type LinkRead } from '@/app/islands/useUrlState';
import { ChanceRow } from '../ChanceRow';
import { percent, Stepper } from '../Stepper';
import { DiplomacySection, HazardSection } from './ChanceSections';
import { Cite } from './Cite';
import { EotvSection } from './EotvSection';

type Who = 'attacker' | 'defender';

const chip = 'min-h-11 rounded-md border border-zinc-300 px-3 text-base dark:border-zinc-700';

/** A shared link's state, or why it could not be read. */
function readEotvLink(search: string): LinkRead<EotvState> {
  const parsed = decodeEotv(search);
  return parsed.ok ? { ok: true, state: parsed.state } : { ok: false, error: `This link could not be read (${parsed.field}: ${parsed.message}); showing the defaults.` };
}

/** The Eclipse of the Void page: battle odds, hazard crossing and diplomacy, the state in the URL. */
export function EotvApp() {
  const { state, setState, linkError } = useUrlState<EotvState>(EOTV_DEFAULT, readEotvLink, encodeEotv);
  const setBattle = (battle: EotvState['battle']) => setState({ ...state, battle });
  return (
    <div className="mt-4 space-y-6">
      {linkError && (
        <p role="status" className="text-amber-800 dark:text-amber-300">
          {linkError}
        </p>
      )}
      <BattleSection battle={state.battle} onChange={setBattle} />
      {/* Each part hydrates in a task of its own, in page order (app/islands/Deferred.tsx): the whole
          page in one pass was the longest task at load. */}
      <Deferred id="hazard">
        <HazardSection hazard={state.hazard} onChange={(hazard) => setState({ ...state, hazard })} />
      </Deferred>
      <Deferred id="diplomacy">
        <DiplomacySection power={state.diplomacy} onChange={(diplomacy) => setState({ ...state, diplomacy })} />
      </Deferred>
    </div>
  );
}

/** The battle: each side's units and power, the odds, and the odds for each power card the attacker could play. */
function BattleSection({ battle: input, onChange }: { battle: EotvState['battle']; onChange: (b: EotvState['battle']) => void }) {
  const battle = useMemo(() => eotvBattle(input), [input]);
  const setSide = (who: Who, side: EotvSide) => onChange({ ...input, [who]: side });
  return (
    <EotvSection
      id="eotv-battle"
      title="Battle"
      intro="Highest single d6 + unit and base power + power card; ties go to the defender."
      rule={EOTV_RULES.battle}
      className="space-y-3"
    >
      <div className="grid grid-cols-2 gap-2">
        {(['attacker', 'defender'] as const).map((who) => (
          <Deferred key={who} id={who}>
            <EotvSideEditor who={who} side={input[who]} onChange={(s) => setSide(who, s)} />
          </Deferred>
        ))}
      </div>
      <Deferred id="odds">
        <BattleOdds battle={battle} />
      </Deferred>
    </EotvSection>
  );
}

/** The battle's odds: the bar, the sentence and the odds for each power card the attacker could play. */
function BattleOdds({ battle }: { battle: ReturnType<typeof eotvBattle> }) {
  return (
    <div aria-live="polite">
      <div className="flex h-10 w-full overflow-hidden rounded-md" role="img" aria-label={`Attacker ${percent(battle.attacker)}, defender ${percent(battle.defender)}`}>
        <div className="bg-sky-600" style={{ width: `${battle.attacker * 100}%` }} />
        <div className="bg-rose-600" style={{ width: `${battle.defender * 100}%` }} />
      </div>
      <p className="mt-1">
        Attacker wins <strong className="tabular-nums">{percent(battle.attacker)}</strong>, defender{' '}
        <strong className="tabular-nums">{percent(battle.defender)}</strong> ({battle.dice.attacker} dice + {battle.power.attacker} power vs{' '}
        {battle.dice.defender} dice + {battle.power.defender} power).
      </p>
      <h3 className="mt-2 font-semibold">If the attacker played a card of power…</h3>
      <ul className="mt-1 space-y-1">
        {battle.attackerByCard.map((p, card) => (
          <ChanceRow key={card} label={card} p={p} barClass="bg-sky-600" scale={60} />
        ))}
      </ul>
    </div>
  );
}

function EotvSideEditor({ who, side, onChange }: { who: Who; side: EotvSide; onChange: (s: EotvSide) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const setUnit = (i: number, key: 'dice' | 'power', n: number) =>
    onChange({ ...side, units: side.units.map((u, k) => (k === i ? { ...u, [key]: n } : u)) });
  const field = (key: 'bases' | 'extraDice' | 'bonusPower' | 'disablers' | 'card', label: string, rule?: Citation) => (
    <div>
      <span>{label}</span> {rule && <Cite rule={rule} />}
      <Stepper label={`${title} ${label}`} value={side[key]} min={0} max={EOTV_LIMITS[key]} onChange={(n) => onChange({ ...side, [key]: n })} />
    </div>
  );
  return (
    <section aria-label={title} className="min-w-0 space-y-2">
      <h3 className="text-lg font-semibold">{title}</h3>
      {side.units.map((u, i) => (
        <div key={i} className="rounded-md border border-zinc-200 p-1 dark:border-zinc-800">
          <div className="flex items-center justify-between">
            <span>Unit {i + 1}</span>
            <button type="button" className={chip} aria-label={`Remove ${title.toLowerCase()} unit ${i + 1}`} onClick={() => onChange({ ...side, units: side.units.filter((_, k) => k !== i) })}>
              ×
            </button>
          </div>
          <span className="text-sm">dice</span>
          <Stepper label={`${title} unit ${i + 1} dice`} value={u.dice} min={0} max={EOTV_LIMITS.unitDice} onChange={(n) => setUnit(i, 'dice', n)} />
          <span className="text-sm">power</span>
          <Stepper label={`${title} unit ${i + 1} power`} value={u.power} min={0} max={EOTV_LIMITS.unitPower} onChange={(n) => setUnit(i, 'power', n)} />
        </div>
      ))}
      {side.units.length < EOTV_LIMITS.units && (
        <button type="button" className={chip} onClick={() => onChange({ ...side, units: [...side.units, { dice: 1, power: 1 }] })}>
          Add unit
        </button>
      )}
      {side.units.length > 3 && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          More than 3 units needs Spore Pods or units that ignore the limit. <Cite rule={EOTV_RULES.limit} />
        </p>
      )}
      {field('bases', 'Bases (1 die, 1 power)', EOTV_RULES.bases)}
      {field('extraDice', '+1 die abilities', EOTV_RULES.reflexes)}
      {field('bonusPower', 'Bonus power')}
      {field('disablers', 'Disable Dice units', EOTV_RULES.disable)}
      {field('card', 'Power card', EOTV_RULES.noCards)}
    </section>
  );
}
