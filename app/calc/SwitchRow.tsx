'use client';
import { ruleHref } from '@/lib/calc/options';
import { ruleLink } from './styles';

/** One on/off option of a side: its checkbox, its label and the rule it cites, a 44 px row. */
export function SwitchRow({ id, label, rule, ruleLabel = label, checked, onChange }: { id: string; label: string; rule: string; ruleLabel?: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input id={id} type="checkbox" className="size-6" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="flex min-h-11 grow items-center">
        {label}
      </label>
      <a className={ruleLink} href={ruleHref(rule)} aria-label={`${ruleLabel}: rule ${rule}`}>
        {rule}
      </a>
    </div>
  );
}
