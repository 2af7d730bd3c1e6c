import type { Metadata } from 'next';
import { getSite, type Site } from '@/lib/content/site';
import { sourceLabel, SOURCES } from '@/lib/corpus/sources';
import type { UnitSheet } from '@/lib/units/table';
import { piecesLine, statRows, textLines, UNIT_ORDER } from '@/lib/units/words';

export const metadata: Metadata = {
  title: 'Unit stats',
  description: 'TI4 unit stats: cost, combat value and dice, move, capacity and abilities of every unit, plain and upgraded.',
};

const TYPE_LABEL: Record<UnitSheet['type'], string> = { ship: 'Ship', 'ground force': 'Ground force', structure: 'Structure' };

/** The rules the introduction cites: what units are, how upgrades replace them, what each attribute means. */
const INTRO_RULES = ['lrr:85', 'lrr:86', 'lrr:86.4', 'lrr:17.1', 'lrr:17.2', 'lrr:25.2'];

/** A cited item; one that is gone fails the build rather than ship a dead link. */
function cited(site: Site, id: string) {
  const item = site.item(id);
  if (!item) throw new Error(`/units cites ${id}, which is no item`);
  return item;
}

/** A cited item as a link: "86 Unit Upgrades", or "Summary: Mech Units" for another source. */
function RuleLink({ site, id }: { site: Site; id: string }) {
  const item = cited(site, id);
  return (
    <a href={item.url} className="inline-flex min-h-11 items-center">
      {item.number ? `${item.number} ${item.title.replace(/ \(.*\)$/, '')}` : `${sourceLabel(item.source, item.kind)}: ${item.title}`}
    </a>
  );
}

function UnitCard({ site, sheet }: { site: Site; sheet: UnitSheet }) {
  const levels = [sheet.base, ...(sheet.upgrade ? [sheet.upgrade] : [])];
  const rows = statRows(sheet);
  const text = textLines(sheet);
  const pieces = piecesLine(sheet);
  return (
    <section id={sheet.id} aria-labelledby={`${sheet.id}-title`} className="item mt-4 rounded-lg border border-zinc-200 px-3 py-2 dark:border-zinc-800">
      <div className="flex items-start justify-between gap-2">
        <h2 id={`${sheet.id}-title`} className="pt-2 text-lg font-semibold">
          {sheet.name}
        </h2>
        <a href={`#${sheet.id}`} className="inline-flex min-h-11 min-w-11 items-start justify-end pt-2 font-mono text-sm text-zinc-500 no-underline dark:text-zinc-400" aria-label={`Link to ${sheet.name}`}>
          #
        </a>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {TYPE_LABEL[sheet.type]} · {sheet.origin === 'pok' ? 'Prophecy of Kings' : 'base game'}
      </p>
      {/* Scrolls inside itself if it ever must: the page never does at 360 px. */}
      <div className="mt-2 overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-zinc-200 text-left dark:border-zinc-800">
              <th scope="col" className="py-1 pr-2 font-medium text-zinc-600 dark:text-zinc-400">
                <span className="sr-only">Attribute</span>
              </th>
              {levels.map((l) => (
                <th key={l.name} scope="col" className="py-1 pr-2 font-semibold">
                  {l.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-b border-zinc-100 dark:border-zinc-900">
                <th scope="row" className="py-0.5 pr-2 text-left font-normal">
                  <a href={cited(site, r.rule).url} className="inline-flex min-h-9 items-center">
                    {r.label}
                  </a>
                </th>
                {r.values.map((v, i) => (
                  <td key={i} className="py-0.5 pr-2 font-mono">
                    {/* "3 (x3)" stays on one line; longer values may wrap so the table fits 360 px. */}
                    {v.replace(' (x', '\u00a0(x')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {text.length || sheet.notes.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {[...text, ...sheet.notes].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {pieces ? <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{pieces}</p> : null}
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Rules:{' '}
        {sheet.rules.map((id, i) => (
          <span key={id}>
            {i ? ' · ' : ''}
            <RuleLink site={site} id={id} />
          </span>
        ))}
      </p>
    </section>
  );
}

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
      <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
        Rules:{' '}
        {INTRO_RULES.map((id, i) => (
          <span key={id}>
            {i ? ' · ' : ''}
            <RuleLink site={site} id={id} />
          </span>
        ))}
      </p>
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
