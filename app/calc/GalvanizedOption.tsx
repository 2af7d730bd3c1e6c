'use client';
import { unitLabel, type Who } from '@/lib/calc/display';
import { withGalvanized } from '@/lib/calc/page-state';
import type { SideInput } from '@/lib/calc/types';
import type { UnitName } from '@/lib/calc/units';
import { OptionRow } from './OptionRow';
import { Stepper } from './Stepper';

/** The Galvanize ability's rule link: the combat roll's dice (17), as the faction sheet cites it. */
const GALVANIZE_RULE = '17';

/**
 * Galvanized units (Thunder's Edge): how many of each type this side fields carry a galvanize token
 * from an earlier combat, folded: any side may hold some (Raise the Standard), few battles do.
 */
export function GalvanizedOption({ who, units, side, onChange }: { who: Who; units: readonly UnitName[]; side: SideInput; onChange: (s: SideInput) => void }) {
  const title = who === 'attacker' ? 'Attacker' : 'Defender';
  const listed = units.filter((name) => (side.units[name] ?? 0) > 0);
  const held = Object.values(side.galvanized ?? {}).reduce((t, n) => t + n, 0);
  if (!listed.length) return null;
  return (
    <details className="rounded-md border border-zinc-200 px-2 dark:border-zinc-800">
      <summary className="min-h-11 cursor-pointer py-2">Galvanized units (Thunder&apos;s Edge){held ? `: ${held}` : ''}</summary>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">Each rolls 1 more die for combat rolls and unit abilities; plain units of a type are lost first.</p>
      {listed.map((name) => (
        <OptionRow key={name} label={`Galvanized: ${unitLabel(name, side)}`} rule={GALVANIZE_RULE}>
          <Stepper
            label={`${title} galvanized ${unitLabel(name, side)}`}
            value={side.galvanized?.[name] ?? 0}
            min={0}
            max={side.units[name]!}
            onChange={(n) => onChange(withGalvanized(side, name, n))}
          />
        </OptionRow>
      ))}
    </details>
  );
}
