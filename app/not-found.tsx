import { getSite } from '@/lib/content/site';
import { SHORT_LINK_MISS_ID } from '@/lib/reader/short-link-miss';
import { shortLinkBounds } from '@/lib/site/short-links';

export default async function NotFound() {
  const site = await getSite();
  return (
    <>
      <h1 className="text-2xl font-bold">Not found</h1>
      {/* At a short link past an entry's rules (/r/49.10) the reader script says what it is not, from the entries' bounds. */}
      <p id={SHORT_LINK_MISS_ID} className="mt-2" data-bounds={JSON.stringify(shortLinkBounds(site.corpus))} hidden />
      <p className="mt-2">
        No page here. Search above (a rule number like <kbd>49.4</kbd> works), or go to the{' '}
        <a href="/" className="underline">
          rules index
        </a>
        .
      </p>
    </>
  );
}
