import type { Site } from '@/lib/content/site';
import type { UnitSheet } from '@/lib/units/table';
import { piecesLine, statRows, textLines } from '@/lib/units/words';
import { cited, RuleLine } from './RuleLink';

const TYPE_LABEL: Record<UnitSheet['type'], string> = { ship: 'Ship', 'ground force': 'Ground force', structure: 'Structure' };

/** One unit: its name and kind, its stats plain and upgraded, its abilities and the rules they cite. */
export function UnitCard({ site, sheet }: { site: Site; sheet: UnitSheet }) {
  const text = textLines(sheet);
  const pieces = piecesLine(sheet);
  return (
    <section id={sheet.id} aria-labelledby={`${sheet.id}-title`} className="item mt-4 rounded-lg border border-zinc-200 px-3 py-2 [--item-estimate:26rem] dark:border-zinc-800">
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
      <StatTable site={site} sheet={sheet} />
      {text.length || sheet.notes.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {[...text, ...sheet.notes].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {pieces ? <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">{pieces}</p> : null}
      <RuleLine site={site} ids={sheet.rules} />
    </section>
  );
}

/** The unit's attributes, a column per level (plain, upgraded), each attribute linked to its rule. */
function StatTable({ site, sheet }: { site: Site; sheet: UnitSheet }) {
  const levels = [sheet.base, ...(sheet.upgrade ? [sheet.upgrade] : [])];
  return (
    // Scrolls inside itself if it ever must: the page never does at 360 px.
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
          {statRows(sheet).map((r) => (
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
  );
}
