import type { Site } from '@/lib/content/site';
import { sourceLabel } from '@/lib/corpus/sources';

/** A cited item; one that is gone fails the build rather than ship a dead link. */
export function cited(site: Site, id: string) {
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

/** "Rules: 85 Units · 86 Unit Upgrades · …": the cited items in a line. */
export function RuleLine({ site, ids }: { site: Site; ids: readonly string[] }) {
  return (
    <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
      Rules:{' '}
      {ids.map((id, i) => (
        <span key={id}>
          {i ? ' · ' : ''}
          <RuleLink site={site} id={id} />
        </span>
      ))}
    </p>
  );
}
