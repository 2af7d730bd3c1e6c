import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import type { Searcher } from '@/lib/search/engine';
import { contentSearch } from './corpus';

/** See "about" in the fixture: {rule}, {entry} (the entry or a rule inside it), {text}. */
type Expectation = { rule: string } | { entry: string } | { text: string };
const fixture = JSON.parse(readFileSync('test/fixtures/search-queries.json', 'utf8')) as {
  queries: { q: string; expect: Expectation[] }[];
};

const plain = (s: string) => s.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ');

function answers(item: Item, e: Expectation): boolean {
  if ('rule' in e) return item.source === 'ti4-lrr-1.2' && item.number === e.rule;
  if ('entry' in e) return item.source === 'ti4-lrr-1.2' && (item.number === e.entry || item.number?.startsWith(`${e.entry}.`) === true);
  return plain(item.text).includes(plain(e.text));
}

let searcher: Searcher;
let byId: Map<string, Item>;
beforeAll(async () => {
  ({ searcher, byId } = await contentSearch());
});

/** Rank (0-based) of the first result answering the query, or -1. */
function rankOf(q: string, expect: Expectation[]): number {
  return searcher.search(q, { limit: 10 }).findIndex((r) => expect.some((e) => answers(byId.get(r.id)!, e)));
}

describe('relevance on real table questions', () => {
  it('puts an expected item in the top 3 for at least 90% of the queries', () => {
    const misses = fixture.queries.filter(({ q, expect }) => {
      const rank = rankOf(q, expect);
      return rank < 0 || rank > 2;
    });
    const share = 1 - misses.length / fixture.queries.length;
    expect(share, `missed: ${misses.map((m) => m.q).join(' | ')}`).toBeGreaterThanOrEqual(0.9);
  });

  // Our own cases: typos, partial words, French titles and table talk, each with its answer.
  it.each([
    ['anomoly', { entry: '9' }],
    ['sustian damage', { entry: '76' }],
    ['sustain dam', { entry: '76' }],
    ['wormhol', { entry: '89' }],
    ['gravty rift', { entry: '37' }],
    ['Déplacement', { entry: '49' }],
    ['deplacement', { entry: '49' }],
    ['retreating', { entry: '67' }],
    ['who breaks a tied vote', { rule: '8.19' }],
    ['can I move through a nebula', { entry: '50' }],
    ['pds fire at ships', { entry: '66' }],
    ['retreat', { entry: '67' }],
    ['direct hit dreadnought', { text: 'direct hit' }],
  ] as [string, Expectation][])('%s finds %o in the top 3', (q, e) => {
    expect(rankOf(q, [e])).toBeGreaterThanOrEqual(0);
    expect(rankOf(q, [e])).toBeLessThan(3);
  });

  it.each(['retreat', 'direct hit dreadnought', 'pds fire at ships', 'fleet supply'])('"%s" puts TI4 items before TI3 and EotV ones', (q) => {
    const games = searcher.search(q, { limit: 10 }).map((r) => byId.get(r.id)!.game);
    expect(games[0]).toBe('TI4');
    const firstOther = games.findIndex((g) => g !== 'TI4');
    if (firstOther >= 0) expect(games.slice(firstOther).every((g) => g !== 'TI4')).toBe(true);
  });

  it('a ruling whose question is about another case comes after a rule answering more of the query', () => {
    // The Saar ruling asks about its own ability (a case the player does not name) and holds fewer
    // of the words than Space Cannon's 66.3: the rule comes first, the ruling after it.
    const ids = searcher.search('my pds fires at ships that never moved in').map((r) => r.id);
    expect(byId.get(ids[0]!)!.kind).toBe('rule');
    const ruling = ids.findIndex((id) => id.startsWith('ti4-faq:'));
    expect(ruling < 0 || ids.indexOf('lrr:66.3') < ruling).toBe(true);
    expect(ids.indexOf('lrr:66.3')).toBeGreaterThanOrEqual(0);
  });
});
