
import type { ChangeMark } from '@/lib/content/changes';
import type { ContentItem } from '@/lib/content/types';
import { isChange } from '@/lib/corpus/changelog';
import type { Item } from '@/lib/corpus/types';
import { Prose } from './Prose';
import { SourceBadge } from './SourceBadge';

/** One rule, ruling or section with its anchor; its number (or a #) links to itself for sharing. */
export function ItemView({ item, backlinks = [], concerns = [], changes = [] }: { item: ContentItem; backlinks?: Item[]; concerns?: Item[]; changes?: ChangeMark[] }) {
  const others = backlinks.filter((b) => !isChange(b));
  // Rules carry their number in a column; rulings and sections a heading (a FAQ's title only
  // repeats its question, so it has none) and a # at its end. The entry's lead has neither.
  const numbered = item.kind === 'rule';
  const selfLink = (label: string, extra: string) => (
    <a href={`#${item.anchor}`} className={`rule-number inline-flex min-h-11 min-w-11 shrink-0 items-start pt-0.5 font-mono text-sm text-zinc-500 no-underline dark:text-zinc-400 ${extra}`} aria-label={`Link to ${item.number ? `rule ${item.number}` : item.title}`}>
      {label}
    </a>
  );
  return (
    <section id={item.anchor} className="item rounded-lg px-2 py-2" aria-label={item.number ? `Rule ${item.number}` : item.title}>
      <div className="flex gap-3">
        {numbered ? selfLink(item.number ?? '#', '') : null}
        <div className="min-w-0 flex-1">
          {item.kind === 'faq' ? selfLink('#', 'float-right ml-2 -mt-2 justify-end') : null}
          {!numbered && item.kind !== 'entry' && item.kind !== 'faq' ? (
            <div className="flex items-start justify-between gap-2">
              <h2 className="pt-0.5 text-base font-semibold">{item.title}</h2>
              {selfLink('#', 'justify-end')}
            </div>
          ) : null}
          {changes.map((c) => (
            <a key={c.url} href={c.url} className="float-right ml-2 rounded bg-sky-100 px-1.5 text-xs text-sky-900 no-underline dark:bg-sky-900/40 dark:text-sky-100" title={`LRR 1.1 changelog, ${c.heading}: ${c.change.text}`}>
              changed in 1.1: {c.kind}
            </a>
          ))}
          <Prose blocks={item.children} />
          {concerns.length ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Rules:{' '}
              {concerns.map((c, i) => (
                <span key={c.id}>
                  {i ? ', ' : ''}
                  <a href={c.url}>{c.number} {c.title}</a>
                </span>
              ))}
            </p>
          ) : null}
          {others.length ? (
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Referenced by{' '}
              {others.map((b, i) => (
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
