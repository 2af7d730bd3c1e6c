import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import type { Searcher } from '@/lib/search/engine';
import { ELLIPSIS, lineSpans, makeSnippet, sentenceSpans, snippetQuote, snippetText, SNIPPET_LENGTH } from '@/lib/search/snippet';
import { tokenize } from '@/lib/search/text';
import { contentSearch } from './corpus';

const words = (text: string) => (term: string) => text.split(' ').includes(term);

describe('makeSnippet', () => {
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

  it('shows the sentence that holds the most matched words, not the first lines', () => {
    const text =
      'Each player begins the game with eight command tokens. Tokens are kept on the command sheet, and many other words follow here to make this paragraph far too long to be shown whole in a snippet at all.\n' +
      'A player may place a token in the fleet pool. The fleet pool limits how many ships may share a system, and more words follow here again so that this line is also too long to show whole, ' +
      'as the paragraph goes on and on about other matters of the game.';
    const plain = snippetText(makeSnippet(text, words('fleet pool ship')));
    expect(plain).toBe(
      'The fleet pool limits how many ships may share a system, and more words follow here again so that this line is also too long to show whole, as the paragraph goes on and on about other matters of the game.',
    );
  });

  it('shows a whole bullet when it is short, and cuts a long sentence into a window around the hits', () => {
    const bullet = 'A player may place a token. The fleet pool limits ships.';
    expect(snippetText(makeSnippet(`Intro line about nothing.\n${bullet}`, words('fleet')))).toBe(bullet);

    const long = `${'Filler words come first and say nothing at all, '.repeat(5)}then the fleet pool is named, ${'and more filler follows it for a good while, '.repeat(5)}end.`;
    const plain = snippetText(makeSnippet(long, words('fleet pool')));
    expect(plain.startsWith(`${ELLIPSIS} `)).toBe(true);
    expect(plain.endsWith(` ${ELLIPSIS}`)).toBe(true);
    expect(plain.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 4);
    expect(plain).toContain('fleet pool');
    expect(long).toContain(snippetQuote(makeSnippet(long, words('fleet pool'))));
  });

  it("prefers a FAQ's answer to its question, and a sentence to a heading line", () => {
    const faq = 'Q: Can a ship retreat into a system with a wormhole?\nA: Yes, a ship can retreat through a wormhole.';
    expect(snippetText(makeSnippet(faq, words('retreat wormhole system')))).toBe('A: Yes, a ship can retreat through a wormhole.');
    expect(snippetText(makeSnippet('Q: Can a ship retreat?\nA: No.', words('retreat')))).toBe('Q: Can a ship retreat?');

    const rule = 'Space Cannon Offense\nAfter movement, players can resolve space cannon abilities.';
    expect(snippetText(makeSnippet(rule, words('space cannon offense')))).toBe('After movement, players can resolve space cannon abilities.');
  });

  it('does not end a sentence at an abbreviation or a number', () => {
    const text = 'Some effects, e.g. Sol Orbital, move units. A value of "1." Then more dice and 1.5 hits.';
    const line = lineSpans(text)[0]!;
    expect(sentenceSpans(text, line).map((s) => text.slice(s.start, s.end))).toEqual([
      'Some effects, e.g. Sol Orbital, move units.',
      'A value of "1."',
      'Then more dice and 1.5 hits.',
    ]);
  });

  it('shows the first sentence or line when nothing matches, and nothing for an empty text', () => {
    expect(snippetText(makeSnippet('First line here.\nSecond line.', () => false))).toBe('First line here.');
    expect(makeSnippet('', () => true)).toEqual([]);
  });

  // Texts as the corpus has them: lines of sentences over a small vocabulary, so terms repeat.
  const word = fc.constantFrom('fleet', 'pool', 'ship', 'the', 'a', 'retreat', 'e.g.', 'token', 'Sol', 'PDS', '1.5', '"hit"', 'of');
  const sentence = fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 40 }), fc.constantFrom('.', '?', '!', ':', ''))
    .map(([w, end]) => w.join(' ') + end);
  const line = fc.tuple(fc.constantFrom('', 'Q: ', 'A: ', '  '), fc.array(sentence, { minLength: 1, maxLength: 6 })).map(([lead, s]) => lead + s.join(' '));
  const text = fc.array(line, { minLength: 1, maxLength: 6 }).map((l) => l.join('\n'));
  const query = fc.uniqueArray(fc.constantFrom('fleet', 'pool', 'ship', 'retreat', 'token', 'sol', 'pd', '1.5', 'hit'), { maxLength: 4 });

  it('is always one piece of one line of the text, a whole sentence or line unless cut, with a hit whenever the text has one', () => {
    fc.assert(
      fc.property(text, query, (t, q) => {
        const isHit = (term: string) => (q as string[]).includes(term);
        const segments = makeSnippet(t, isHit);
        const quote = snippetQuote(segments);
        const lines = lineSpans(t).map((l) => t.slice(l.start, l.end).replace(/\s+/g, ' '));
        expect(lines.some((l) => l.includes(quote))).toBe(true);
        const cut = snippetText(segments) !== quote;
        if (!cut) {
          const pieces = lineSpans(t).flatMap((l) => [l, ...sentenceSpans(t, l)]).map((s) => t.slice(s.start, s.end).replace(/\s+/g, ' '));
          expect(pieces).toContain(quote);
        } else expect(quote.length).toBeLessThanOrEqual(SNIPPET_LENGTH);
        const textHasHit = tokenize(t).some((k) => !k.stop && isHit(k.term));
        expect(segments.some((s) => s.hit)).toBe(textHasHit);
        // Every hit segment is a matched word.
        for (const s of segments.filter((x) => x.hit)) expect(isHit(tokenize(s.text)[0]!.term)).toBe(true);
      }),
      { numRuns: 500 },
    );
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
          // The snippet is one piece of one line of the item, which the page can find and highlight.
          const lines = byId.get(r.id)!.text.split('\n').map((l) => l.replace(/\s+/g, ' '));
          expect(lines.some((l) => l.includes(snippetQuote(r.snippet)))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
