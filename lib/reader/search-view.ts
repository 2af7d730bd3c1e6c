import { SOURCES } from '../corpus/sources';
import type { SourceId } from '../corpus/types';
import type { SearchResult } from '../search/engine';
import { snippetQuote, type Segment } from '../search/segments';
import { sourceBadge } from '../site/source-badge';
import { textFragmentUrl } from './highlight-link';
import { h, type View } from './view';

export const SOURCE_IDS = Object.keys(SOURCES) as SourceId[];
export const ACTIVE_CLASSES = ['bg-zinc-100', 'dark:bg-zinc-800'];

/** A snippet from its segments: matched words in <mark>, the rest as plain text. */
export function snippetView(segments: Segment[]): (View | string)[] {
  return segments.map((s) => (s.hit ? h('mark', { class: 'rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60' }, s.text) : s.text));
}

/**
 * Where a result's link goes: its rule, and in it the snippet's sentence (a text fragment). A
 * result with a note goes to the notice its URL names, which says the same.
 */
export function resultHref(result: SearchResult): string {
  if (result.note) return result.url;
  return textFragmentUrl(result.url, snippetQuote(result.snippet));
}

/**
 * The results as a listbox of links: number, title, source badge, a note when there is one, and
 * snippet. Option ids are `${optionPrefix}${index}`; `data-stage` says which index answered
 * ("quick": titles only, while the full index loads; "full"). Only `shown` results are in it (all
 * by default): the rest are added with `optionView` once the first ones are painted.
 */
export function resultsView(results: SearchResult[], active: number, listId: string, optionPrefix: string, stage = 'full', shown = results.length): View {
  return h(
    'div',
    { id: listId, role: 'listbox', 'aria-label': 'Search results', 'data-stage': stage, class: 'divide-y divide-zinc-200 dark:divide-zinc-800' },
    ...results.slice(0, shown).map((r, i) => optionView(r, i, active, optionPrefix)),
  );
}

/**
 * One result of the listbox, the `index`-th. A procedure's opening item ("...players perform the
 * following steps:") is followed by its steps (see `stepsView`), the two wrapped together.
 */
export function optionView(r: SearchResult, index: number, active: number, optionPrefix: string): View {
  const option = resultOptionView(r, index, active, optionPrefix);
  return r.steps ? h('div', { role: 'none' }, option, stepsView(r.title, r.steps)) : option;
}

/**
 * A procedure's steps as an ordered list of links, under its result's option rather than in it: an
 * option's content is presentational, and a link inside a link is none. Wrapped at any width; each
 * link tall enough to tap (24 px).
 */
function stepsView(title: string, steps: NonNullable<SearchResult['steps']>): View {
  return h(
    'ol',
    { 'aria-label': `Steps of ${title}`, class: 'flex list-none flex-wrap gap-x-3 px-3 pb-2 text-sm' },
    ...steps.map((s) =>
      h(
        'li',
        {},
        h('a', { href: s.url, 'data-step': '', class: 'inline-block py-0.5 text-zinc-700 underline decoration-zinc-400 underline-offset-2 dark:text-zinc-300' }, h('span', { class: 'font-mono text-zinc-500 dark:text-zinc-400' }, String(s.number)), ` ${s.name}`),
      ),
    ),
  );
}

function resultOptionView(r: SearchResult, index: number, active: number, optionPrefix: string): View {
  const badge = sourceBadge(r.source, r.kind);
  return h(
    'a',
    {
      id: `${optionPrefix}${index}`,
      role: 'option',
      'aria-selected': String(index === active),
      href: resultHref(r),
      'data-index': String(index),
      class: `block px-3 py-2 no-underline ${index === active ? ACTIVE_CLASSES.join(' ') : ''}`.trim(),
    },
    h(
      'span',
      { class: 'flex items-baseline gap-2' },
      r.number ? h('span', { class: 'shrink-0 font-mono text-sm text-zinc-600 dark:text-zinc-400' }, r.number) : null,
      h('span', { class: 'min-w-0 flex-1 font-medium' }, r.title),
      h('span', { class: badge.className }, badge.label),
    ),
    r.note ? h('span', { class: 'mt-0.5 block text-sm font-medium text-amber-800 dark:text-amber-300', 'data-note': '' }, r.note) : null,
    h('span', { class: 'mt-0.5 block text-sm text-zinc-700 dark:text-zinc-300' }, ...snippetView(r.snippet)),
  );
}

/** The source filter buttons: "All" then one per source. */
export function filtersView(selected: readonly SourceId[]): View {
  return h(
    'div',
    { class: 'flex gap-1 overflow-x-auto border-b border-zinc-200 p-1 dark:border-zinc-800', role: 'group', 'aria-label': 'Sources' },
    ...[undefined, ...SOURCE_IDS].map((source) => {
      const pressed = source ? selected.includes(source) : selected.length === 0;
      return h(
        'button',
        {
          type: 'button',
          'data-source': source ?? '',
          'aria-pressed': String(pressed),
          class: `min-h-11 shrink-0 rounded px-2 text-sm ${pressed ? 'bg-zinc-800 text-white dark:bg-zinc-200 dark:text-zinc-900' : 'text-zinc-700 dark:text-zinc-300'}`,
        },
        source ? SOURCES[source].label : 'All',
      );
    }),
  );
}

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The line above the results when there are none to show yet (or at all). */
export function messageView(status: SearchStatus, query: string, found: number): View | null {
  if (status === 'error') return h('p', { class: 'p-3 text-sm', role: 'alert' }, 'Search could not load. Check the connection and type again.');
  // Titles found in the quick index are shown meanwhile (lib/reader/search-box.ts).
  if (status !== 'ready') return h('p', { class: 'p-3 text-sm text-zinc-600 dark:text-zinc-400', role: 'status' }, found ? 'Titles only for now: loading the full text…' : 'Loading search…');
  if (found === 0) return h('p', { class: 'p-3 text-sm text-zinc-600 dark:text-zinc-400', role: 'status' }, `Nothing found for “${query.trim().slice(0, 80)}”.`);
  return null;
}

/** Toggles one source in the filter ("All" clears it). */
export function toggleSource(selected: readonly SourceId[], source: SourceId | undefined): SourceId[] {
  if (!source) return [];
  return selected.includes(source) ? selected.filter((s) => s !== source) : [...selected, source];
}
