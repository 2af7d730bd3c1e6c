import { citationLabel, citationUrl } from '@/lib/timing';

/** Rule ids as short links: LRR rules to /r/<n>; other ids as labels until the site resolves them. */
export function Citations({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id, i) => {
        const url = citationUrl(id);
        return (
          <span key={id}>
            {i ? ', ' : ''}
            {url ? (
              <a href={url} className="inline-block min-h-6 underline">
                {citationLabel(id)}
              </a>
            ) : (
              <span title={id}>{citationLabel(id)}</span>
            )}
          </span>
        );
      })}
    </>
  );
}
