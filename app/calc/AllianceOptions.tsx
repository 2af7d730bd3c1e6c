'use client';
import { useState } from 'react';
import { ALLIANCE_COMMANDERS, allianceRefusal } from '@/lib/calc/alliance';
import { FACTIONS } from '@/lib/calc/factions';
import type { SideInput } from '@/lib/calc/types';
import { SwitchRow } from './SwitchRow';

/**
 * Other factions' commanders this side may use through their Alliance notes, one toggle each,
 * folded: up to five rows a side that most battles never need would push the battle's own options
 * screens down on a phone.
 */
export function AllianceOptions({ who, side, opponent, onChange }: { who: 'attacker' | 'defender'; side: SideInput; opponent?: string; onChange: (s: SideInput) => void }) {
  const listed = side.allianceCommanders ?? [];
  const offered = [...ALLIANCE_COMMANDERS].filter(([id]) => listed.includes(id) || !allianceRefusal(id, who, side.faction, opponent));
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...listed, id] : listed.filter((x) => x !== id);
    const { allianceCommanders: _old, ...rest } = side;
    onChange(next.length ? { ...rest, allianceCommanders: next } : rest);
  };
  // Open at first when a shared link already lists one; the reader's own folding is left alone after.
  const [openAtFirst] = useState(listed.length > 0);
  if (!offered.length) return null;
  return (
    <details className="rounded-md border border-zinc-200 px-2 dark:border-zinc-800" open={openAtFirst}>
      <summary className="min-h-11 cursor-pointer py-2">
        Alliance commanders ({offered.length})
      </summary>
      {offered.map(([id, { faction, ability }]) => (
        <SwitchRow
          key={id}
          id={`${who}-alliance-${id}`}
          label={`Alliance: ${ability.name} (${FACTIONS.get(faction)!.name} commander)`}
          rule={ability.cite.rule}
          ruleLabel={`Alliance, ${ability.name}`}
          checked={listed.includes(id)}
          onChange={(on) => toggle(id, on)}
        />
      ))}
    </details>
  );
}
