import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

// A small corpus where each ranking rule decides one order (corpus order breaks ties, so the
// items a rule should lift are placed after the ones they must overtake).
const searcher = searcherFor([
  item({ id: 'ti3:faq:c-1', source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: 'Capture', text: 'Capture a ship.' }),
  item({ id: 'ti4-faq:c-1', source: 'ti4-faq', kind: 'faq', title: 'Capture', text: 'Capture a ship.' }),
  item({ id: 'lrr:1', kind: 'entry', number: '1', title: 'Combat', text: 'Ships fight in space.' }),
  item({ id: 'lrr:3', kind: 'entry', number: '3', title: 'Movement', text: 'After a combat, a player may announce a retreat and leave. Long text follows here to make it longer.' }),
  item({ id: 'lrr:2', kind: 'entry', number: '2', title: 'Retreat', text: 'A player may move his ships away.' }),
  item({ id: 'lrr:2.1', number: '2.1', parent: 'lrr:2', title: 'Retreat', text: 'Retreat only to an adjacent system.' }),
  item({ id: 'lrr:4', kind: 'entry', number: '4', title: 'Adjacency', text: 'A retreat goes to an adjacent system.' }),
  item({ id: 'ti4-faq:r-1', source: 'ti4-faq', kind: 'faq', title: 'Where can ships go when they leave a battle?', text: 'Yes. When a player announces a retreat during a combat, his ships move to a system that is adjacent and holds none of the enemy ships, as the rule says, and nowhere else.', links: ['lrr:2.1'] }),
  item({ id: 'ti3:faq:r-1', source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: 'Retreat in TI3', text: 'Retreat rules in TI3.' }),
  item({ id: 'eotv:wormhole', source: 'eotv-2', game: 'EotV', kind: 'glossary', title: 'Wormholes', text: 'Wormholes connect regions.' }),
]);
const ids = (q: string) => searcher.search(q).map((r) => r.id);

describe('ranking', () => {
  it('a title match beats a passing mention in a long text', () => {
    expect(ids('retreat').indexOf('lrr:2')).toBeLessThan(ids('retreat').indexOf('lrr:3'));
  });

  it('of two equal items, the TI4 one comes before the other game', () => {
    expect(ids('capture')).toEqual(['ti4-faq:c-1', 'ti3:faq:c-1']);
  });

  it('a TI4 item answering the query outranks another game\'s exact title match', () => {
    // "Retreat in TI3" holds the word in its title, "Movement" only in a long text.
    const order = ids('retreat');
    expect(order.indexOf('lrr:3')).toBeLessThan(order.indexOf('ti3:faq:r-1'));
    expect(order.at(-1)).toBe('ti3:faq:r-1');
  });

  it('an item answering every word outranks one answering some', () => {
    const order = ids('retreat combat');
    expect(order[0]).toBe('lrr:3');
    expect(order).toContain('lrr:1');
  });

  it('a ruling that answers the whole query follows the rule it links to', () => {
    const order = ids('retreat adjacent');
    expect(order.slice(0, 2)).toEqual(['lrr:2.1', 'ti4-faq:r-1']);
  });

  it('a named source comes first', () => {
    expect(ids('ti3 retreat')[0]).toBe('ti3:faq:r-1');
    expect(ids('ti3 retreat').slice(1)).not.toContain('ti3:faq:r-1');
  });

  it('forgives a typo and completes a partial word', () => {
    expect(ids('retraet')[0]).toMatch(/^lrr:2/);
    expect(ids('wormh')).toEqual(['eotv:wormhole']);
    expect(ids('connec')).toEqual(['eotv:wormhole']);
  });

  it('highlights the words that matched, in their own spelling', () => {
    const [first] = searcher.search('announced retreats');
    expect(first!.id).toBe('lrr:3');
    expect(first!.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['announce', 'retreat']);
  });
});
