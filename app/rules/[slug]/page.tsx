import type { Metadata } from 'next';

import { notFound } from 'next/navigation';
import { changeMarks } from '@/lib/content/changes';
import { entryNotes, ruleNotes } from '@/lib/content/entry-page';
import { getSite } from '@/lib/content/site';
import { missingRuleNumbers } from '@/lib/corpus/missing-numbers';
import { ItemView } from '@/app/components/ItemView';
import { Rulings } from '@/app/components/Rulings';
import { EntryHeader, MissingNotices, ReferencedBy, RelatedTopics } from './EntrySections';

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

/** One LRR entry: its rules, the notices for numbers it skips, related topics, rulings and references. */
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
      <EntryHeader page={page} entry={entry} />
      <MissingNotices page={page} entry={entry} missing={missing} />
      {entry.children.length ? <ItemView item={{ ...entry, number: undefined, anchor: 'lead' }} /> : null}
      {rules.map((rule) => (
        <ItemView key={rule.id} item={rule} backlinks={ruleNotes(site, rule.id)} changes={changeMarks(site, rule.id)} />
      ))}
      <RelatedTopics related={related} />
      <Rulings items={rulings} />
      <ReferencedBy references={references} />
    </article>
  );
}
