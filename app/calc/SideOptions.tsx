'use client';
import { Deferred } from '@/app/islands/Deferred';
import type { Who } from '@/lib/calc/display';
import { sideMayUse } from '@/lib/calc/side-use';
import { FLAG_OPTIONS, RULES } from '@/lib/calc/options';
import { unitsFor, withFlag } from '@/lib/calc/page-state';
import type { BattleKind, SideInput } from '@/lib/calc/types';
import { AllianceOptions } from './AllianceOptions';
import { CavalryOption } from './CavalryOption';
import { GalvanizedOption } from './GalvanizedOption';
import { OptionRow } from './OptionRow';
import { Stepper } from './Stepper';
import { SwitchRow } from './SwitchRow';

type Props = { who: Who; kind: BattleKind; side: SideInput; opponent?: string; onChange: (s: SideInput) => void };

/**
 * A side's options, folded. The rows (some 70 elements, most of them the first of their kind on the
 * page, so their code runs cold) are a part of their own: the fold's part hydrates the summary alone.
 */
export function SideOptions(props: Props) {
  return (
    <details className="rounded-md border border-zinc-200 px-2 dark:border-zinc-800">
      <summary className="min-h-11 cursor-pointer py-2">{props.who === 'attacker' ? 'Attacker' : 'Defender'} options</summary>
      <Deferred id={`${props.who}-option-rows`}>
        <SideOptionRows {...props} />
      </Deferred>
    </details>
  );
}

function SideOptionRows({ who, kind, side, opponent, onChange }: Props) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  // A faction's own promissory note is played by others; Greyfire Mutagen never against the Yin.
  const playable = (o: (typeof FLAG_OPTIONS)[number]) => o.owner === undefined || (o.owner !== side.faction && !(o.owner === 'yin' && opponent === 'yin'));
  const flags = FLAG_OPTIONS.filter((o) => o.kinds.includes(kind) && sideMayUse(o, who) && playable(o));
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
    <div className="space-y-1 pb-2">
      <OptionRow label="Modifier" rule={RULES.modifier}>
        <Stepper label={`${title} combat modifier`} value={side.modifier} min={-3} max={3} format={(n) => (n > 0 ? `+${n}` : String(n))} onChange={(modifier) => onChange({ ...side, modifier })} />
      </OptionRow>
      <OptionRow label="Morale Boost in round" rule={RULES.moraleBoost}>
        <Stepper label={`${title} Morale Boost round`} value={side.moraleBoost ?? 0} min={0} max={20} format={(n) => (n ? String(n) : 'off')} onChange={(n) => setNumber('moraleBoost', n)} />
      </OptionRow>
      {flags.map((o) => (
        <SwitchRow
          key={o.key}
          id={`${who}-${o.key}`}
          label={o.label}
          rule={o.rule}
          checked={side[o.key] ?? false}
          onChange={(checked) => onChange(withFlag(side, o.key, checked))}
        />
      ))}
      <AllianceOptions who={who} side={side} opponent={opponent} onChange={onChange} />
      <GalvanizedOption who={who} units={unitsFor(kind, who, side)} side={side} onChange={onChange} />
      {kind === 'space' && (
        <>
          {/* "Against a player other than the Nomad", and never by the Nomad themselves. */}
          {side.faction !== 'nomad' && opponent !== 'nomad' && <CavalryOption who={who} side={side} onChange={onChange} />}
          <OptionRow label="Direct Hit cards" rule={RULES.directHit}>
            <Stepper label={`${title} Direct Hit cards`} value={side.directHit ?? 0} min={0} max={4} onChange={(n) => setNumber('directHit', n)} />
          </OptionRow>
          <OptionRow label="Retreat after round" rule={RULES.retreat}>
            <Stepper label={`${title} retreats after round`} value={retreat.afterRound ?? 0} min={0} max={20} format={(n) => (n ? String(n) : 'never')} onChange={(n) => setRetreat('afterRound', n)} />
          </OptionRow>
          <OptionRow label="Retreat at ships left">
            <Stepper label={`${title} retreats at ships left`} value={retreat.atShips ?? 0} min={0} max={30} format={(n) => (n ? `≤${n}` : 'never')} onChange={(n) => setRetreat('atShips', n)} />
          </OptionRow>
        </>
      )}
    </div>
  );
}

