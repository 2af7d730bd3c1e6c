import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/content/site';

/** Short links: /r/49.4 and /r/49 land on the rule or entry, for every LRR number. */
export const dynamicParams = false;

export async function generateStaticParams() {
  const site = await getSite();
  return site.corpus.filter((i) => i.source === 'ti4-lrr-1.2' && i.number).map((i) => ({ number: i.number! }));
}

type Props = { params: Promise<{ number: string }> };

async function target(number: string) {
  const site = await getSite();
  return site.corpus.find((i) => i.source === 'ti4-lrr-1.2' && i.number === decodeURIComponent(number));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await target((await params).number);
  return item ? { title: `${item.number} ${item.title}`, robots: { index: false } } : {};
}

export default async function ShortLink({ params }: Props) {
  const item = await target((await params).number);
  if (!item) notFound();
  // A static export cannot answer with a redirect status: an immediate refresh does the same, without script.
  return (
    <>
      <meta httpEquiv="refresh" content={`0;url=${item.url}`} />
      <p>
        Opening <a href={item.url}>{item.number} {item.title}</a>…
      </p>
    </>
  );
}
