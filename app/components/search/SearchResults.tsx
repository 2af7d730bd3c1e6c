'use client';
import { Fragment, useEffect } from 'react';
import type { SearchResult } from '@/lib/search/engine';
import type { Segment } from '@/lib/search/snippet';
import { SourceBadge } from '../SourceBadge';

/** A snippet from its segments: text nodes only, matched words in <mark>, so nothing is injected. */
function Snippet({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) =>
        s.hit ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60">
            {s.text}
          </mark>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </>
  );
}

interface Props {
  id: string;
  /** Option ids are `${optionPrefix}${index}` (for aria-activedescendant). */
  optionPrefix: string;
  results: SearchResult[];
  active: number;
  onHover: (i: number) => void;
  onOpen: () => void;
}

/** The results as a listbox of links: number, title, source and snippet; one tap opens a result. */
export function SearchResults({ id, optionPrefix, results, active, onHover, onOpen }: Props) {
  useEffect(() => {
    document.getElementById(`${optionPrefix}${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, optionPrefix]);

  return (
    <div id={id} role="listbox" aria-label="Search results" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {results.map((r, i) => (
        <a
          key={r.id}
          id={`${optionPrefix}${i}`}
          role="option"
          aria-selected={i === active}
          href={r.url}
          onPointerEnter={() => onHover(i)}
          onClick={onOpen}
          className={`block px-3 py-2 no-underline ${i === active ? 'bg-zinc-100 dark:bg-zinc-800' : ''}`}
        >
          <span className="flex items-baseline gap-2">
            {r.number ? <span className="shrink-0 font-mono text-sm text-zinc-600 dark:text-zinc-400">{r.number}</span> : null}
            <span className="min-w-0 flex-1 font-medium">{r.title}</span>
            <SourceBadge source={r.source} kind={r.kind} />
          </span>
          <span className="mt-0.5 block text-sm text-zinc-700 dark:text-zinc-300">
            <Snippet segments={r.snippet} />
          </span>
        </a>
      ))}
    </div>
  );
}
