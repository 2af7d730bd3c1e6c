'use client';
/**
 * The search box: answers while typing, from the shipped index loaded on first focus or keystroke
 * (the engine is a separate chunk, so pages load without it). `/` focuses it, arrows move through
 * the results, Enter opens one; a tap opens a result at its anchor. On the home page it is focused.
 */
import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { SOURCES } from '@/lib/corpus/sources';
import type { SourceId } from '@/lib/corpus/types';
import type { Searcher } from '@/lib/search/engine';
import { SearchResults } from './SearchResults';

type Status = 'idle' | 'loading' | 'ready' | 'error';

const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];

/** Whether a key press happened while typing somewhere, where `/` is a character, not a shortcut. */
function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function SearchBox() {
  const [query, setQuery] = useState('');
  const [sources, setSources] = useState<SourceId[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const searcher = useRef<Searcher | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const id = useId();
  const pathname = usePathname();

  const load = () => {
    if (searcher.current || status === 'loading') return;
    setStatus('loading');
    import('@/lib/search/client')
      .then((m) => m.loadSearcher())
      .then(
        (s) => {
          searcher.current = s;
          setStatus('ready');
        },
        () => setStatus('error'),
      );
  };

  // `status` is a dependency so the results appear as soon as the index arrives.
  const results = useMemo(
    () => (status === 'ready' && searcher.current ? searcher.current.search(query, { sources }) : []),
    [query, sources, status],
  );
  useEffect(() => setActive(0), [results]);

  useEffect(() => {
    if (pathname === '/') input.current?.focus();
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    // Closing on a press outside (not on blur) keeps a tap on a result from being lost.
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const go = (url: string) => {
    setOpen(false);
    window.location.assign(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? results[0];
      if (chosen) {
        event.preventDefault();
        go(chosen.url);
      }
    } else if (event.key === 'Escape') {
      if (open && query) setOpen(false);
      else input.current?.blur();
    }
  };

  const showPanel = open && query.trim() !== '';
  const listId = `${id}-results`;
  const optionPrefix = `${id}-option-`;

  return (
    <div ref={root} className="relative" role="search">
      <input
        ref={input}
        type="search"
        role="combobox"
        aria-label="Search the rules, FAQ, TI3 and EotV"
        aria-expanded={showPanel && results.length > 0}
        aria-controls={showPanel && results.length > 0 ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && results[active] ? `${optionPrefix}${active}` : undefined}
        placeholder="Search rules: 49.4, retreat, AFB…  ( / )"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        // The index loads on the first tap or keystroke, not on focus: the home page focuses the
        // box by itself, and loading then would compete with the page's own first paint.
        onPointerDown={load}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          load();
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
      />
      {showPanel ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-zinc-300 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900">
          <div className="flex gap-1 overflow-x-auto border-b border-zinc-200 p-1 dark:border-zinc-800" role="group" aria-label="Sources">
            {[undefined, ...SOURCE_IDS].map((source) => {
              const pressed = source ? sources.includes(source) : sources.length === 0;
              return (
                <button
                  key={source ?? 'all'}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => setSources(source ? (pressed ? sources.filter((s) => s !== source) : [...sources, source]) : [])}
                  className={`min-h-11 shrink-0 rounded px-2 text-sm ${pressed ? 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900' : 'text-zinc-700 dark:text-zinc-300'}`}
                >
                  {source ? SOURCES[source].label : 'All'}
                </button>
              );
            })}
          </div>
          {status === 'error' ? (
            <p className="p-3 text-sm" role="alert">
              Search could not load. Check the connection and type again.
            </p>
          ) : status !== 'ready' ? (
            <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400" role="status">
              Loading search…
            </p>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400" role="status">
              Nothing found for “{query.trim().slice(0, 80)}”.
            </p>
          ) : null}
          {results.length ? (
            <SearchResults id={listId} optionPrefix={optionPrefix} results={results} active={active} onHover={setActive} onOpen={() => setOpen(false)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
