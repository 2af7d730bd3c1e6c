import type { ContentItem, ContentPage } from '@/lib/content/types';
import type { Item } from '@/lib/corpus/types';
import { missingNoticeId, type MissingRule } from '@/lib/corpus/missing-numbers';

/** The entry's number and title, with its qualifier and its French name when it has them. */
export function EntryHeader({ page, entry }: { page: ContentPage; entry: ContentItem }) {
  return (
    <header className="mb-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">TI4 Living Rules Reference 1.2 · entry {String(page.meta.number)}</p>
      <h1 id={entry.anchor} className="text-2xl font-bold">
        <span className="mr-2 font-mono text-zinc-500">{String(page.meta.number)}</span>
        {entry.title}
        {page.meta.qualifier ? <span className="ml-2 text-base font-normal text-zinc-600 dark:text-zinc-400">({String(page.meta.qualifier)})</span> : null}
      </h1>
      {page.meta.french ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          French: <span lang="fr">{String(page.meta.french)}</span>
        </p>
      ) : null}
    </header>
  );
}

/** A notice per rule number the entry's numbering skips; shown only when the URL names it (/r/49.1 lands on #49.1): no script needed. */
export function MissingNotices({ page, entry, missing }: { page: ContentPage; entry: ContentItem; missing: readonly MissingRule[] }) {
  return missing.map((m) => (
    <p key={m.number} id={missingNoticeId(m.number)} role="note" className="missing-notice mb-3 hidden rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 target:block dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <strong>{m.number} is not in LRR 1.2.</strong> The numbering of entry {String(page.meta.number)} {entry.title} skips it; its rules are below.
    </p>
  ));
}

/** The entries the page's front matter lists as related, as chips. */
export function RelatedTopics({ related }: { related: readonly Item[] }) {
  if (!related.length) return null;
  return (
    <nav aria-label="Related topics" className="mt-6">
      <h2 className="mb-2 text-lg font-semibold">Related topics</h2>
      <ul className="flex flex-wrap gap-2">
        {related.map((r) => (
          <li key={r.id}>
            <a href={r.url} className="chip inline-flex min-h-11 items-center rounded-full border border-zinc-300 px-3 no-underline dark:border-zinc-700">
              <span className="mr-1 font-mono text-sm text-zinc-500">{r.number}</span> {r.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Rules of other entries that cite this one. */
export function ReferencedBy({ references }: { references: readonly Item[] }) {
  if (!references.length) return null;
  return (
    <section aria-labelledby="referenced-by" className="mt-6">
      <h2 id="referenced-by" className="mb-2 text-lg font-semibold">Referenced by</h2>
      <ul className="space-y-1">
        {references.map((r) => (
          <li key={r.id}>
            <a href={r.url} className="inline-flex min-h-11 items-center">{r.number ? `${r.number} ` : ''}{r.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
