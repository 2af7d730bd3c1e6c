import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '@/lib/corpus/sources';
import type { SourceId } from '@/lib/corpus/types';
import type { SearchResult } from '@/lib/search/engine';
import { filtersView, messageView, resultHref, resultsView, toggleSource } from '@/lib/reader/search-view';
import { mount, type NodeFactory, type View } from '@/lib/reader/view';
import { nextTheme } from '@/lib/reader/theme';

/** A stand-in for document: records every element and text node it makes, and has no HTML parser at all. */
interface FakeNode {
  tag?: string;
  text?: string;
  attrs: Record<string, string>;
  children: FakeNode[];
}
function fakeDocument() {
  const made: FakeNode[] = [];
  const node = (n: FakeNode) => {
    made.push(n);
    return Object.assign(n, {
      setAttribute: (k: string, v: string) => void (n.attrs[k] = v),
      appendChild: (c: FakeNode) => n.children.push(c),
    });
  };
  const doc = {
    createElement: (tag: string) => node({ tag, attrs: {}, children: [] }),
    createTextNode: (text: string) => node({ text, attrs: {}, children: [] }),
  } as unknown as NodeFactory;
  return { doc, made };
}
const textOf = (n: FakeNode): string => n.text ?? n.children.map(textOf).join('');

const ALLOWED_TAGS = new Set(['div', 'a', 'span', 'mark', 'p', 'button']);
const sourceIds = Object.keys(SOURCES) as SourceId[];
const segments = fc.array(fc.record({ text: fc.string({ unit: fc.constantFrom('<', '>', '&', '"', 'a', ' ', 'script', 'onerror=', '/', 'é') }), hit: fc.boolean() }), { maxLength: 8 });
const result = fc.record({
  id: fc.string(),
  title: fc.string(),
  number: fc.option(fc.string(), { nil: undefined }),
  source: fc.constantFrom(...sourceIds),
  kind: fc.constantFrom('rule', 'ruling', 'errata', 'entry'),
  url: fc.string(),
  snippet: segments,
  note: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
}) as fc.Arbitrary<SearchResult>;

describe('search results view', () => {
  it('puts any title and snippet text into text nodes only, hits inside <mark>', () => {
    fc.assert(
      fc.property(fc.array(result, { maxLength: 5 }), (results) => {
        const { doc, made } = fakeDocument();
        const root = mount(doc, resultsView(results, 0, 'list', 'opt-')) as unknown as FakeNode;
        for (const n of made) if (n.tag) expect(ALLOWED_TAGS.has(n.tag)).toBe(true);
        const options = root.children;
        expect(options).toHaveLength(results.length);
        results.forEach((r, i) => {
          const [head, ...rest] = options[i]!.children;
          const snippet = rest.at(-1);
          // A note (a rule number the LRR skips) shows between the title and the snippet, as text.
          expect(rest.slice(0, -1).map(textOf)).toEqual(r.note ? [r.note] : []);
          expect(textOf(snippet!)).toBe(r.snippet.map((s) => s.text).join(''));
          expect(snippet!.children.filter((c) => c.tag === 'mark').map(textOf)).toEqual(r.snippet.filter((s) => s.hit).map((s) => s.text));
          expect(textOf(head!)).toContain(r.title);
          expect(options[i]!.attrs).toMatchObject({ id: `opt-${i}`, role: 'option', href: resultHref(r), 'aria-selected': String(i === 0) });
          expect(options[i]!.attrs.href!.startsWith(r.url)).toBe(true);
          if (r.note) expect(options[i]!.attrs.href).toBe(r.url);
        });
      }),
    );
  });

  it('lists a procedure\'s steps after its option, in an ordered list of links, the option as before', () => {
    const steps = [
      { number: 1, name: 'Score <b>Objectives</b>', url: '/rules/status-phase#70.1' },
      { number: 2, name: 'Reveal Public Objective', url: '/rules/status-phase#70.2' },
    ];
    const r = { id: 'lrr:70', title: 'Status Phase', number: '70', source: 'ti4-lrr-1.2', kind: 'entry', url: '/rules/status-phase', snippet: [{ text: 'players perform the following steps:', hit: false }] } satisfies SearchResult;
    const { doc, made } = fakeDocument();
    const [row] = (mount(doc, resultsView([{ ...r, steps }], 0, 'list', 'opt-')) as unknown as FakeNode).children;
    for (const n of made) if (n.tag) expect(ALLOWED_TAGS.has(n.tag) || ['ol', 'li'].includes(n.tag)).toBe(true);
    const [option, list] = row!.children;
    expect(row!.attrs.role).toBe('none');
    expect(option!.attrs).toMatchObject({ id: 'opt-0', role: 'option', href: resultHref(r) });
    expect(textOf(option!)).toBe(textOf(mount(doc, resultsView([r], 0, 'list', 'opt-')) as unknown as FakeNode));
    expect(list!.tag).toBe('ol');
    expect(list!.attrs['aria-label']).toBe('Steps of Status Phase');
    const links = list!.children.map((li) => li.children[0]!);
    expect(links.map((a) => [a.tag, a.attrs.href, textOf(a)])).toEqual([
      ['a', '/rules/status-phase#70.1', '1 Score <b>Objectives</b>'],
      ['a', '/rules/status-phase#70.2', '2 Reveal Public Objective'],
    ]);
  });

  it('shows the query of an empty search as text, shortened', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (query) => {
        const view = messageView('ready', query, 0) as View;
        expect(view.children).toEqual([`Nothing found for “${query.trim().slice(0, 80)}”.`]);
      }),
    );
    expect(messageView('ready', 'x', 3)).toBeNull();
    expect(messageView('loading', 'x', 0)?.children).toEqual(['Loading search…']);
    // The quick index's title matches are shown while the full index loads, and say so.
    expect(messageView('loading', 'x', 3)?.children).toEqual(['Titles only for now: loading the full text…']);
    expect(messageView('error', 'x', 0)?.attrs?.role).toBe('alert');
  });
});

describe('source filters', () => {
  it('"All" is pressed only with no source chosen, and a source toggles on and off', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...sourceIds)), fc.constantFrom(...sourceIds), (selected, source) => {
        const on = toggleSource(selected, source);
        expect(on.includes(source)).toBe(!selected.includes(source));
        expect(toggleSource(on, source).includes(source)).toBe(selected.includes(source));
        expect(toggleSource(selected, undefined)).toEqual([]);
        const pressed = (filtersView(selected).children as View[]).map((b) => b.attrs?.['aria-pressed']);
        expect(pressed[0]).toBe(String(selected.length === 0));
        expect(pressed.slice(1)).toEqual(sourceIds.map((s) => String(selected.includes(s))));
      }),
    );
  });
});

describe('theme cycle', () => {
  it('goes Auto → Dark → Light → Auto, and anything unknown counts as Auto', () => {
    expect(nextTheme(undefined)).toBe('dark');
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('light')).toBe('system');
    expect(nextTheme('purple')).toBe('dark');
  });
});
