'use client';
import type { BattleInput } from '@/lib/calc/types';
import { PRESETS, RULES, ruleHref } from '@/lib/calc/options';
import { withFleetsCleared, withKind, withPreset } from '@/lib/calc/page-state';
import { chip, off, on, ruleLink } from './styles';

/** Clear, then one button per preset battle, in a row that scrolls sideways. */
export function PresetBar({ input, onChange }: { input: BattleInput; onChange: (i: BattleInput) => void }) {
  return (
    <section aria-label="Presets" className="flex gap-2 overflow-x-auto pb-1">
      <button type="button" className={`${chip} ${off} shrink-0 font-semibold`} onClick={() => onChange(withFleetsCleared(input))}>
        Clear
      </button>
      {PRESETS.map((p) => (
        <button key={p.name} type="button" className={`${chip} ${off} shrink-0`} onClick={() => onChange(withPreset(input, p.input))}>
          {p.name}
        </button>
      ))}
    </section>
  );
}

/** The kind of battle and when Sustain Damage is used, each a radio group with its rule link. */
export function BattleSettings({ input, onChange }: { input: BattleInput; onChange: (i: BattleInput) => void }) {
  return (
    <section aria-label="Battle" className="space-y-2">
      <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Kind of battle">
        {(['space', 'invasion', 'ground'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            role="radio"
            aria-checked={input.battle === kind}
            className={`${chip} ${input.battle === kind ? on : off}`}
            onClick={() => onChange(withKind(input, kind))}
          >
            {kind === 'space' ? 'Space combat' : kind === 'invasion' ? 'Invasion' : 'Ground combat'}
          </button>
        ))}
        <a className={ruleLink} href={ruleHref(RULES[input.battle])}>
          rule {RULES[input.battle]}
        </a>
      </div>
      <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label="Sustain Damage">
        <span>Sustain Damage</span>
        {(['first', 'last'] as const).map((s) => (
          <button key={s} type="button" role="radio" aria-checked={input.sustain === s} className={`${chip} ${input.sustain === s ? on : off}`} onClick={() => onChange({ ...input, sustain: s })}>
            {s === 'first' ? 'first (best odds)' : 'last (vs Direct Hit)'}
          </button>
        ))}
        <a className={ruleLink} href={ruleHref(RULES.sustain)}>
          rule {RULES.sustain}
        </a>
      </div>
    </section>
  );
}
