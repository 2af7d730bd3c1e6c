'use client';
import { citationLabel } from '@/lib/timing/citations';
import { useCitationUrl } from './CitationUrls';

/** Rule ids as links to their rule, ruling or section. */
export function Citations({ ids }: { ids: readonly string[] }) {
  return (
    <>
      {ids.map((id, i) => (
        <Citation key={id} id={id} first={i === 0} />
      ))}
    </>
  );
}

function Citation({ id, first }: { id: string; first: boolean }) {
  const url = useCitationUrl(id);
  return (
    <span>
      {first ? '' : ', '}
      {url ? (
        <a href={url} className="inline-block min-h-6 underline">
          {citationLabel(id)}
        </a>
      ) : (
        <span title={id}>{citationLabel(id)}</span>
      )}
    </span>
  );
}
