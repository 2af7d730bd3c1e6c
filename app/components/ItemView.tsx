
import type { ContentItem } from '@/lib/content/types';
import type { Item } from '@/lib/corpus/types';
import { Prose } from './Prose';
import { SourceBadge } from './SourceBadge';

/** One rule, ruling or section with its anchor; its number (or a #) links to itself for sharing. */
export function ItemView({ item, backlinks = [] }: { item: ContentItem; backlinks?: Item[] }) {
  // The entry's lead paragraphs have no number; every other item links to itself.
  const label = item.kind === 'entry' ? '' : (item.number ?? '#');
  return (
    <section id={item.anchor} className="item scroll-mt-20 rounded-lg px-2 py-2" aria-label={item.number ? `Rule ${item.number}` : item.title}>
      <div className="flex gap-3">
        <a href={`#${item.anchor}`} hidden={!label} className="rule-number shrink-0 pt-0.5 font-mono text-sm text-zinc-500 no-underline dark:text-zinc-400" aria-label={`Link to ${item.number ? `rule ${item.number}` : item.title}`}>
          {label}
        </a>
        <div className="min-w-0 flex-1">
          {item.kind !== 'rule' && item.kind !== 'entry' ? <h3 className="font-semibold">{item.title}</h3> : null}
          <Prose blocks={item.children} />
          {backlinks.length ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Referenced by{' '}
              {backlinks.map((b, i) => (
                <span key={b.id}>
                  {i ? ', ' : ''}
                  <a href={b.url}>{b.number ? `${b.number} ` : ''}{b.title}</a> <SourceBadge source={b.source} kind={b.kind} />
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
