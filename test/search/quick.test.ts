import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item, ItemKind, SourceId } from '@/lib/corpus/types';
import { SOURCES } from '@/lib/corpus/sources';
import type { Searcher } from '@/lib/search/engine';
import { createQuickSearcher, QUICK_INDEX_VERSION, unpackQuickIndex, type QuickSearcher } from '@/lib/search/quick';
import { buildQuickIndex, packQuickIndex, packRows } from '@/lib/search/quick-build';
import { expandRow, type QuickEntry } from '@/lib/search/quick-entries';
import { buildShippedIndex, fieldTexts, toSearchDoc } from '@/lib/search/shipped';
import { terms } from '@/lib/search/text';
import { contentSearch, item } from './corpus';

describe('the quick index', () => {
  let corpus: Item[];
  let full: Searcher;
  let quick: QuickSearcher;
  /** Each item's title-field terms (title, French titles, parent title), as the engine indexes them. */
  let titleTerms: Map<string, Set<string>>;
  beforeAll(async () => {
    ({ corpus, searcher: full } = await contentSearch());
    // Packed and through JSON, as the page gets it.
    quick = createQuickSearcher(unpackQuickIndex(JSON.parse(JSON.stringify(packQuickIndex(buildQuickIndex(corpus))))).index());
    const texts = fieldTexts(corpus.map(toSearchDoc));
    titleTerms = new Map(corpus.map((i, k) => [i.id, new Set(terms(texts[k]!.title))]));
  });

  it('is a quarter of the full index or less, gzipped, as shipped', () => {
    const size = (o: unknown) => gzipSync(JSON.stringify(o)).length;
    expect(size(packQuickIndex(buildQuickIndex(corpus)))).toBeLessThan(size(buildShippedIndex(corpus)) / 4);
  });

  it('ships its entries in chunks that unpack, step by step in any order or all at once, to the same index', () => {
    const built = buildQuickIndex(corpus);
    const file = JSON.parse(JSON.stringify(packQuickIndex(built, 100)));
    expect(file.entryChunks.length).toBe(Math.ceil(built.rows.length / 100));
    expect(unpackQuickIndex(file).index()).toEqual(built);
    const stepwise = unpackQuickIndex(file);
    stepwise.steps.slice(2).forEach((step) => step());
    stepwise.steps[0]!();
    expect(stepwise.index()).toEqual(built);
  });

  it("ships rows that unpack to each item's id, title, number, source, kind, URL and title terms, in chunks of any size", () => {
    const built = buildQuickIndex(corpus);
    const items = corpus.map(toSearchDoc).map((d): QuickEntry => [d.id, d.title, d.number ?? '', d.source, d.kind, d.url, new Set(terms(d.title)).size]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: corpus.length + 1 }), (size) => {
        const { tables, rows } = unpackQuickIndex(JSON.parse(JSON.stringify(packQuickIndex(built, size)))).index();
        expect(rows.map((_, i) => expandRow(tables, rows, i))).toEqual(items);
      }),
      { numRuns: 20 },
    );
  });

  it('packs any entries it is given, or refuses them at build time', () => {
    // Few strings, so ids end in anchors and numbers, titles repeat, pages recur, as in the corpus.
    const text = fc.constantFrom('', 'a', '1.2', 'x--y', 'p:a', 'p:1.2', 'p:x/y', 'p:x--y', '/r', '/r#a', '/r#1.2', '/r#x--y', '/r#', '/s#a');
    const entry = fc.tuple(text, text, text, fc.constantFrom(...(Object.keys(SOURCES) as SourceId[])), fc.constantFrom<ItemKind>('entry', 'rule', 'faq'), text, fc.nat(9));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), (entries) => {
        let packed;
        try {
          packed = JSON.parse(JSON.stringify(packRows(entries)));
        } catch (error) {
          expect(String(error)).toMatch(/does not pack/);
          return;
        }
        expect(packed.rows.map((_: unknown, i: number) => expandRow(packed.tables, packed.rows, i))).toEqual(entries);
      }),
      { numRuns: 300 },
    );
  });

  it('finds every rule by its number first, as the full index does', () => {
    for (const i of corpus) {
      if (!i.number) continue;
      const found = quick.search(i.number);
      expect(found[0]?.number).toBe(i.number);
      expect(found[0]?.id).toBe(full.search(i.number)[0]?.id);
      expect(quick.search(`rule ${i.number} something`)[0]?.number).toBe(i.number);
    }
  });

  it('takes a number the LRR skips to the entry that skips it, as the full index does', () => {
    // 49.1 is not in LRR 1.2: entry 49 (Movement) is where it would be.
    expect(corpus.some((i) => i.number === '49.1')).toBe(false);
    expect(quick.search('49.1')[0]?.number).toBe('49');
    expect(full.search('49.1')[0]?.number).toBe('49');
  });

  it('finds nearly every entry page by its title, among the first three', () => {
    const page = (url: string) => url.split('#')[0];
    const entries = corpus.filter((i) => i.kind === 'entry');
    const found = entries.filter((e) => quick.search(e.title, { limit: 3 }).some((r) => page(r.url) === page(e.url)));
    expect(found.length / entries.length).toBeGreaterThan(0.97);
  });

  it('only finds titles that hold a word of the query (or start one, for the word being typed), within the sources asked', () => {
    const words = [...new Set(corpus.flatMap((i) => i.title.split(/\s+/)))].filter((w) => /^[a-z]{3,}$/i.test(w));
    const sourceIds = Object.keys(SOURCES) as SourceId[];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.subarray(sourceIds),
        fc.integer({ min: 1, max: 20 }),
        (picked, typing, sources, limit) => {
          const query = picked.join(' ') + (typing ? '' : ' ');
          const found = quick.search(query, { sources, limit });
          expect(found.length).toBeLessThanOrEqual(limit);
          const wanted = terms(picked.join(' '));
          const last = picked.at(-1)!.toLowerCase();
          for (const r of found) {
            if (sources.length) expect(sources).toContain(r.source);
            const own = [...titleTerms.get(r.id)!];
            expect(own.some((t) => wanted.includes(t) || (typing && t.startsWith(last)))).toBe(true);
            expect(r.snippet).toEqual([]);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  // As the engine (./hostile-query.test.ts): a pasted page is read as its start. Before, the quick
  // searcher read all of it: 100 KB took 70 ms of CPU a keystroke, and words past the cut ranked.
  it('reads only the start of a long query, as the engine does: the rest changes nothing', () => {
    const long = fc.tuple(fc.string({ minLength: 500, maxLength: 600 }), fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom(' combat movement', ' 49.4', ' ti3 eotv')));
    fc.assert(
      fc.property(long, ([start, rest]) => {
        expect(quick.search(start + rest)).toEqual(quick.search(start));
      }),
      { numRuns: 100 },
    );
    const padded = `${'x '.repeat(250)}space cannon`;
    expect(quick.search(padded)).toEqual(quick.search('x '.repeat(250)));
  });

  it('completes the word being typed, and says nothing for words no title holds', () => {
    expect(quick.search('retrea').map((r) => r.title)).toContain('Space Combat: Retreat');
    // Finished with a space, "retrea" is a word no title has.
    expect(quick.search('retrea ')).toEqual([]);
    expect(quick.search('qqqzzz')).toEqual([]);
    expect(quick.search('')).toEqual([]);
  });
});

describe('quick ranking', () => {
  const index = (items: Item[]) => createQuickSearcher(buildQuickIndex(items));

  it('puts the official TI4 text before the summary and other games, and a title that is the query before longer ones', () => {
    const q = index([
      item({ id: 'eotv', title: 'Blockade', source: 'eotv-2', game: 'EotV' }),
      item({ id: 'summary', title: 'Blockade', source: 'ti4-summary' }),
      item({ id: 'long', title: 'Blockade rules when a ship moves through a system with enemy ships' }),
      item({ id: 'lrr', title: 'Blockade' }),
    ]);
    const order = q.search('blockade').map((r) => r.id);
    expect(order.filter((id) => id !== 'long')).toEqual(['lrr', 'summary', 'eotv']);
    expect(order.indexOf('long')).toBeGreaterThan(order.indexOf('lrr'));
  });

  it("puts a TI4 title holding half the words before another game's title holding them all, unless the query names that game", () => {
    const q = index([
      item({ id: 'ti3', title: 'Can a General reroll an opponent die?', source: 'ti3-faq-2.3', game: 'TI3' }),
      item({ id: 'ti4', title: 'Rerolling an Opponent Unit' }),
    ]);
    expect(q.search('reroll opponent die').map((r) => r.id)).toEqual(['ti4', 'ti3']);
    expect(q.search('ti3 reroll opponent die')[0]?.id).toBe('ti3');
    expect(q.search('Shattered Empire reroll opponent die')[0]?.id).toBe('ti3');
  });

  it('ranks a title holding more of the words first', () => {
    const q = index([item({ id: 'one', title: 'Fleet Pool' }), item({ id: 'both', title: 'Fleet Pool Supply' }), item({ id: 'none', title: 'Tokens' })]);
    expect(q.search('fleet supply').map((r) => r.id)).toEqual(['both', 'one']);
  });

  it('refuses an index of another version', () => {
    expect(() => createQuickSearcher({ version: QUICK_INDEX_VERSION + 1, tables: { pages: [], sources: [], kinds: [], idPrefixes: [] }, rows: [], terms: [], gaps: [] })).toThrow(/version/);
    expect(() => unpackQuickIndex({ version: QUICK_INDEX_VERSION - 1, tables: { pages: [], sources: [], kinds: [], idPrefixes: [] }, entryChunks: [], terms: [], gaps: [] })).toThrow(/version/);
  });
});

