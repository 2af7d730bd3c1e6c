import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findQuote } from '@/lib/reader/highlight';
import { fragmentTerm, HIGHLIGHT_TTL_MS, pagePath, parsePending, pendingFor, textFragmentUrl } from '@/lib/reader/highlight-link';

const word = fc.constantFrom('The', 'ship', 'must', 'end', 'its', 'movement', '"Sustain', 'Damage"', 'anti-fighter', 'barrage,', 'player’s', '1.5', 'a&b', 'é');

/** The words of a text directive, decoded (the browser's reading of it). */
const directiveWords = (url: string) =>
  url
    .split(':~:text=')[1]!
    .split(',')
    .map((part) => decodeURIComponent(part).split(' '));

describe('result links carry their sentence as a text fragment', () => {
  it('names a short quote whole, a long one by its first and last words, syntax characters encoded', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.constantFrom('/rules/movement#49.4', '/rules/movement', '/faq/general#general-3'), (words, url) => {
        const link = textFragmentUrl(url, words.join(' '));
        expect(link.startsWith(url.includes('#') ? `${url}:~:text=` : `${url}#:~:text=`)).toBe(true);
        const directive = link.split(':~:text=')[1]!;
        // Only the directive's own comma separates terms; a dash would mark a prefix or suffix.
        expect(directive).not.toMatch(/[-&\s]/);
        const parts = directiveWords(link);
        if (words.length <= 8) expect(parts).toEqual([words]);
        else expect(parts).toEqual([words.slice(0, 4), words.slice(-4)]);
      }),
    );
    expect(textFragmentUrl('/rules/movement#49.4', '  ')).toBe('/rules/movement#49.4');
    expect(fragmentTerm('anti-fighter, barrage')).toBe('anti%2Dfighter%2C%20barrage');
  });
});

describe('the remembered highlight', () => {
  it('round-trips its page, anchor and quote while fresh, and is dropped when stale or malformed', () => {
    const now = 1_700_000_000_000;
    const p = pendingFor('/rules/space-combat#67.5', 'A hit.', now);
    expect(p).toEqual({ path: '/rules/space-combat', id: '67.5', quote: 'A hit.', at: now });
    expect(parsePending(JSON.stringify(p), now + 1000)).toEqual(p);
    expect(parsePending(JSON.stringify(p), now + HIGHLIGHT_TTL_MS + 1)).toBeUndefined();
    expect(parsePending(JSON.stringify(p), now - 1)).toBeUndefined();
    for (const bad of [null, '', '{', '[]', '{"path":1}', JSON.stringify({ ...p, quote: 3 })]) expect(parsePending(bad, now)).toBeUndefined();
    expect(pendingFor('/rules/movement', 'x', now)).toMatchObject({ path: '/rules/movement', id: '' });
    expect(pendingFor('/eotv/ally-abilities#ally--arzos', 'x', now).id).toBe('ally--arzos');
    expect(pagePath('/rules/movement/')).toBe('/rules/movement');
    expect(pagePath('/')).toBe('/');
  });
});

describe('finding the sentence in the page', () => {
  const fold = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase().replace(/[‘’]/g, "'");

  it('finds a quote across text nodes, whatever the white space and case, and only the quote', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 3, maxLength: 30 }),
        fc.nat(),
        fc.nat(),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(' ', '\n  ', ' \n'),
        (words, a, b, cuts, space) => {
          const from = a % words.length;
          const to = from + 1 + (b % (words.length - from));
          const page = words.join(space);
          // The page's text split into nodes at arbitrary places (links, emphasis).
          const points = [...new Set(cuts.map((c) => c % (page.length + 1)))].sort((x, y) => x - y);
          const texts = [0, ...points].map((p, i, all) => page.slice(p, all[i + 1] ?? page.length));
          const quote = words.slice(from, to).join(' ').toUpperCase();
          const ranges = findQuote(texts, quote);
          expect(ranges.length).toBeGreaterThan(0);
          const found = ranges.map((r) => texts[r.node]!.slice(r.start, r.end)).join('');
          expect(fold(found)).toBe(fold(quote));
          // Ranges run forward through the nodes, one per node.
          ranges.forEach((r, i) => i && expect(r.node).toBeGreaterThan(ranges[i - 1]!.node));
        },
      ),
    );
  });

  it('matches straight and curly quotes alike, and finds nothing that is not there', () => {
    expect(findQuote(['The “Sustain Damage” ability'], '"sustain damage"')).toEqual([{ node: 0, start: 4, end: 20 }]);
    expect(findQuote(['It is a player’s turn.'], "player's turn")).toEqual([{ node: 0, start: 8, end: 21 }]);
    expect(findQuote(['The ship moves.'], 'The ship retreats.')).toEqual([]);
    expect(findQuote(['anything'], '   ')).toEqual([]);
  });
});
