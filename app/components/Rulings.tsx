import type { Item } from '@/lib/corpus/types';
import { SourceBadge } from './SourceBadge';

/**
 * The errata, rulings and other sources that concern a topic, folded so the rules stay on top.
 * Errata come first and in full: they change what a card says, so the corrected text matters.
 */
export function Rulings({ items }: { items: Item[] }) {
  if (!items.length) return null;
  const errata = items.filter((i) => i.kind === 'errata');
  const rest = items.filter((i) => i.kind !== 'errata');
  return (
    <details className="mt-6 rounded-lg border border-zinc-200 dark:border-zinc-800" open={items.length <= 3}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-lg font-semibold">Rulings on this topic ({items.length})</summary>
      <ul className="space-y-3 px-3 pb-3">
        {[...errata, ...rest].map((r) => (
          <li key={r.id}>
            <a href={r.url} className="font-medium">{r.title}</a> <SourceBadge source={r.source} kind={r.kind} />
            <p className={`whitespace-pre-line text-sm text-zinc-700 dark:text-zinc-300 ${r.kind === 'errata' ? '' : 'line-clamp-3'}`}>{r.text}</p>
          </li>
        ))}
      </ul>
    </details>
  );
}
