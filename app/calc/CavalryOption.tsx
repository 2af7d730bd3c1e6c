'use client';
import { CAVALRY_SHIPS } from '@/lib/calc/cavalry';
import { ruleHref } from '@/lib/calc/options';
import { CAVALRY_OPTION } from '@/lib/calc/promissory';
import type { CavalryShip, SideInput } from '@/lib/calc/types';
import { UNITS } from '@/lib/calc/units';
import { ruleLink } from './styles';

/**
 * The Cavalry (Nomad note) for one side: which of its ship types has the one ship that fights as
 * the Nomad's flagship (only types it fields), and whether the Nomad has Memoria II.
 */
export function CavalryOption({ who, side, onChange }: { who: 'attacker' | 'defender'; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const play = side.theCavalry;
  const ships = CAVALRY_SHIPS.filter((ship) => (side.units[ship] ?? 0) > 0 || ship === play?.ship);
  const set = (ship: CavalryShip | undefined, memoriaII: boolean) => {
    const { theCavalry: _old, ...rest } = side;
    onChange(ship ? { ...rest, theCavalry: memoriaII ? { ship, memoriaII } : { ship } } : rest);
  };
  return (
    <div className="space-y-1">
      <div className="flex min-h-11 items-center gap-2">
        <label htmlFor={`${who}-theCavalry`} className="grow">
          {CAVALRY_OPTION.label}
        </label>
        <select
          id={`${who}-theCavalry`}
          className="min-h-11 rounded-md border border-zinc-300 bg-white text-base dark:border-zinc-700 dark:bg-zinc-900"
          value={play?.ship ?? ''}
          aria-label={`${title} The Cavalry: ship`}
          onChange={(e) => set((e.target.value || undefined) as CavalryShip | undefined, play?.memoriaII ?? false)}
        >
          <option value="">not played</option>
          {ships.map((ship) => (
            <option key={ship} value={ship}>
              {`1 ${UNITS[ship].label.toLowerCase()}`}
            </option>
          ))}
        </select>
        <a className={ruleLink} href={ruleHref(CAVALRY_OPTION.rule)} aria-label={`${CAVALRY_OPTION.label}: rule ${CAVALRY_OPTION.rule}`}>
          {CAVALRY_OPTION.rule}
        </a>
      </div>
      {play && (
        <div className="flex min-h-11 items-center gap-2 pl-4">
          <input id={`${who}-memoriaII`} type="checkbox" className="size-6" checked={play.memoriaII ?? false} onChange={(e) => set(play.ship, e.target.checked)} />
          <label htmlFor={`${who}-memoriaII`} className="flex min-h-11 grow items-center text-sm">
            The Nomad have Memoria II (5 ×2, barrage 5 ×3; else 7 ×2, barrage 8 ×3)
          </label>
        </div>
      )}
    </div>
  );
}
