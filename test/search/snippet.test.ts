import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import type { Searcher } from '@/lib/search/engine';
import { makeSnippet, snippetText, SNIPPET_LENGTH } from '@/lib/search/snippet';
import { contentSearch } from './corpus';

describe('makeSnippet', () => {
  const text =
    'Each player begins the game with eight command tokens. Unrelated filler words follow here for a while, and then more of them, ' +
    'until at last the fleet pool is mentioned: command tokens in the fleet pool are placed with the ship silhouette faceup, and so on, and on, with yet more words after it so that the window ends before the text does.';

  it('flags the matched words as hits and keeps the text as it is', () => {
    const segments = makeSnippet('Units retreat; a Retreat is announced.', (t) => t === 'retreat');
    expect(segments).toEqual([
      { text: 'Units ', hit: false },
      { text: 'retreat', hit: true },
      { text: '; a ', hit: false },
      { text: 'Retreat', hit: true },
      { text: ' is announced.', hit: false },
    ]);
  });

  it('shows the window with the most distinct matched words, cut at word boundaries', () => {
    const segments = makeSnippet(text, (t) => ['fleet', 'pool', 'command'].includes(t));
    const plain = snippetText(segments);
    expect(plain.startsWith('… ')).toBe(true);
    expect(plain.endsWith(' …')).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    expect(new Set(segments.filter((s) => s.hit).map((s) => s.text))).toEqual(new Set(['fleet', 'pool', 'command']));
    // Every piece but the ellipses is a whole-word slice of the text.
    expect(text).toContain(plain.slice(2, -2));
  });

  it('starts at the beginning when nothing matches', () => {
    const plain = snippetText(makeSnippet(text, () => false));
    expect(text.startsWith(plain.replace(/ …$/, ''))).toBe(true);
  });
});

describe('any query is safe', () => {
  let searcher: Searcher;
  let byId: Map<string, Item>;
  beforeAll(async () => {
    ({ searcher, byId } = await contentSearch());
  });

  const TAG = /<\/?[a-z!][^>]*>/i;
  const nasty = fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('', ' ', '.*+?^${}()|[]\\', '(?<x>a)\\1', '<script>alert(1)</script>', '<b>hit</b> retreat', '🚀 retreat 🛸', '𝔸𝔽𝔹', '\u0000\u200b'),
    fc.string({ minLength: 10_000, maxLength: 10_000 }),
    fc.array(fc.constantFrom('retreat', 'rule', '49.4', '<i>', 'dice', 'é', '*', 'anomoly', 'ti3'), { maxLength: 20 }).map((w) => w.join(' ')),
  );

  it('never throws, and snippets are plain text from the item, never markup', () => {
    fc.assert(
      fc.property(nasty, (q) => {
        const results = searcher.search(q);
        expect(results.length).toBeLessThanOrEqual(10);
        for (const r of results) {
          const plain = snippetText(r.snippet);
          expect(plain).not.toMatch(TAG);
          for (const s of r.snippet) {
            expect(typeof s.text).toBe('string');
            expect(typeof s.hit).toBe('boolean');
          }
          const collapsed = byId.get(r.id)!.text.replace(/\s+/g, ' ');
          expect(collapsed).toContain(plain.replace(/^… /, '').replace(/ …$/, ''));
        }
      }),
      { numRuns: 300 },
    );
  });
});
