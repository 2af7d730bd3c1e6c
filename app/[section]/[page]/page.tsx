import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { Item } from '@/lib/corpus/types';
import { changeMarks } from '@/lib/content/changes';
import { depthIn, sectionOf, sections } from '@/lib/content/sections';
import { getSite } from '@/lib/content/site';
import { ItemView } from '@/app/components/ItemView';
import { SourceNotice } from '@/app/components/SourceNotice';

export const dynamicParams = false;

/** Sub-terms sit under their term (EotV: Battle > Steps of a Battle). */
const INDENT = ['', 'ml-3', 'ml-6', 'ml-9'];

export async function generateStaticParams() {
  const all = sections((await getSite()).pages);
  return [...all.values()].flatMap((g) => g.pages.map((p) => ({ section: sectionOf(p.route), page: p.route.split('/')[2]! })));
}

type Props = { params: Promise<{ section: string; page: string }> };

async function load(params: Props['params']) {
  const { section, page } = await params;
  return (await getSite()).page(`/${section}/${page}`);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load(params);
  return page ? { title: page.title } : {};
}

export default async function SourcePage({ params }: Props) {
  const page = await load(params);
  if (!page) notFound();
  const site = await getSite();
  return (
    <article>
      <h1 className="text-2xl font-bold">{page.title}</h1>
      <SourceNotice source={page.source} />
      {page.items.map((item) => {
        const corpusItem = site.item(item.id);
        // A ruling lists the rules it concerns, so a reader can check the rule itself in one tap.
        const concerns = (corpusItem?.links ?? []).map((id) => site.item(id)).filter((i): i is Item => i?.source === 'ti4-lrr-1.2');
        return (
          <div key={item.id} className={INDENT[Math.min(depthIn(page, item.id), 3)]}>
            <ItemView item={item} backlinks={site.backlinks(item.id)} concerns={concerns} changes={changeMarks(site, item.id)} />
          </div>
        );
      })}
    </article>
  );
}
