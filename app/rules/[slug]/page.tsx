import type { Metadata } from 'next';

import { notFound } from 'next/navigation';
import { changeMarks } from '@/lib/content/changes';
import { entryNotes, ruleNotes } from '@/lib/content/entry-page';
import { getSite } from '@/lib/content/site';
import { missingNoticeId, missingRuleNumbers } from '@/lib/corpus/missing-numbers';
import { ItemView } from '@/app/components/ItemView';
import { Rulings } from '@/app/components/Rulings';

export const dynamicParams = false;

export async function generateStaticParams() {
  const site = await getSite();
  return site.entries.map((p) => ({ slug: String(p.meta.slug) }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = (await getSite()).page(`/rules/${slug}`);
  return page ? { title: `${page.meta.number} ${page.title}`, description: `TI4 Living Rules Reference 1.2, entry ${page.meta.number}: ${page.title}` } : {};
}

export default async function EntryPage({ params }: Props) {
  const { slug } = await params;
  const site = await getSite();
  const page = site.page(`/rules/${slug}`);
  if (!page) notFound();
  const [entry, ...rules] = page.items;
  if (!entry) notFound();
  const related = (Array.isArray(page.meta.related) ? page.meta.related : []).map((id) => site.item(id)).filter((i) => i !== undefined);
  const { rulings, references } = entryNotes(site, entry.id);
  const missing = missingRuleNumbers(site.corpus).filter((m) => m.entry.id === entry.id);

  return (
    <article>
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
      {/* Shown only when the URL names it (/r/49.1 lands on #49.1): no script needed. */}
      {missing.map((m) => (
        <p key={m.number} id={missingNoticeId(m.number)} role="note" className="missing-notice mb-3 hidden rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 target:block dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <strong>{m.number} is not in LRR 1.2.</strong> The numbering of entry {String(page.meta.number)} {entry.title} skips it; its rules are below.
        </p>
      ))}
      {entry.children.length ? <ItemView item={{ ...entry, number: undefined, anchor: 'lead' }} /> : null}
      {rules.map((rule) => (
        <ItemView key={rule.id} item={rule} backlinks={ruleNotes(site, rule.id)} changes={changeMarks(site, rule.id)} />
      ))}
      {related.length ? (
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
      ) : null}
      <Rulings items={rulings} />
      {references.length ? (
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
      ) : null}
    </article>
  );
}
