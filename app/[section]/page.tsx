import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SOURCES } from '@/lib/corpus/sources';
import { sections } from '@/lib/content/sections';
import { getSite } from '@/lib/content/site';
import { SourceNotice } from '@/app/components/SourceNotice';

export const dynamicParams = false;

export async function generateStaticParams() {
  return [...sections((await getSite()).pages).keys()].map((section) => ({ section }));
}

type Props = { params: Promise<{ section: string }> };

async function group(section: string) {
  return sections((await getSite()).pages).get(section);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const g = await group((await params).section);
  return g ? { title: SOURCES[g.source].label } : {};
}

export default async function SectionIndex({ params }: Props) {
  const g = await group((await params).section);
  if (!g) notFound();
  return (
    <>
      <h1 className="text-2xl font-bold">{SOURCES[g.source].label}</h1>
      <SourceNotice source={g.source} />
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {g.pages.map((p) => (
          <li key={p.route}>
            <a href={`${p.route}/`} className="flex min-h-11 items-center justify-between gap-3 no-underline">
              <span>{p.title}</span>
              <span className="text-sm text-zinc-500">{p.items.length}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
