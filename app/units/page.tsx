import type { Metadata } from 'next';
import { getSite } from '@/lib/content/site';
import { SOURCES } from '@/lib/corpus/sources';
import { UNIT_ORDER } from '@/lib/units/words';
import { RuleLine } from './RuleLink';
import { UnitCard } from './UnitCard';

export const metadata: Metadata = {
  title: 'Unit stats',
  description: 'TI4 unit stats: cost, combat value and dice, move, capacity and abilities of every unit, plain and upgraded.',
};

/** The rules the introduction cites: what units are, how upgrades replace them, what each attribute means. */
const INTRO_RULES = ['lrr:85', 'lrr:86', 'lrr:86.4', 'lrr:17.1', 'lrr:17.2', 'lrr:25.2'];

export default async function UnitsPage() {
  const site = await getSite();
  return (
    <article>
      <h1 className="text-2xl font-bold">Unit stats</h1>
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{SOURCES['ti4-units'].title}</p>
      <p className="mt-2 text-zinc-700 dark:text-zinc-300">
        Each unit as printed on the faction sheet, and upgraded: a unit upgrade technology replaces every value of the unit it covers. A combat value such
        as 3 (x3) hits on 3 or more, with 3 dice. Faction units (a Sol Advanced Carrier, a Muaat Prototype War Sun, …) and each faction&apos;s flagship
        have values of their own, printed on that faction&apos;s sheet.
      </p>
      <RuleLine site={site} ids={INTRO_RULES} />
      <nav aria-label="Units" className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {UNIT_ORDER.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="chip inline-flex min-h-11 items-center rounded-full border border-zinc-300 px-3 no-underline dark:border-zinc-700">
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {UNIT_ORDER.map((s) => (
        <UnitCard key={s.id} site={site} sheet={s} />
      ))}
    </article>
  );
}
