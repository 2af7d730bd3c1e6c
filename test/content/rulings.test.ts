import { beforeAll, describe, expect, it } from 'vitest';
import { entryNotes } from '@/lib/content/entry-page';
import { loadContent } from '@/lib/content/load';
import { createSite, type Site } from '@/lib/content/site';
import type { Item } from '@/lib/corpus/types';

let site: Site;
let rulings: Item[];
beforeAll(async () => {
  site = createSite(await loadContent('content'));
  rulings = site.corpus.filter((i) => i.source === 'ti4-faq');
});

/** The LRR entries an item reaches: entries it links to, and the entries of rules it links to. */
const entriesOf = (item: Item) =>
  [...new Set(item.links.map((id) => site.item(id)).flatMap((t) => (t?.source !== 'ti4-lrr-1.2' ? [] : t.kind === 'entry' ? [t.id] : t.parent ? [t.parent] : [])))];
const reaches = (id: string) => entriesOf(site.item(id)!);

describe('every TI4 ruling and erratum on its topic', () => {
  it('holds all the FAQ rulings and errata', () => {
    expect(rulings.filter((r) => r.kind === 'faq').length).toBeGreaterThan(60);
    expect(rulings.filter((r) => r.kind === 'errata').length).toBeGreaterThan(8);
  });

  it('links each one to at least one LRR entry or rule', () => {
    const lost = rulings.filter((r) => entriesOf(r).length === 0).map((r) => r.id);
    expect(lost).toEqual([]);
  });

  it('lists each one among the rulings of every entry page it reaches', () => {
    for (const r of rulings) {
      for (const entry of entriesOf(r)) expect(entryNotes(site, entry).rulings.map((i) => i.id), `${r.id} on ${entry}`).toContain(r.id);
    }
  });

  it('reaches the entry that answers a faction ruling', () => {
    // Mentak "Salvage Operations" produces units; Xxcha "Peace Accords" is answered by adjacency
    // (6.3); Nekro "Valefar Assimilator" by Technology (79.16-79.21); Saar "Chaos Mapping" by the
    // action phase, like the ruling beside it on the same technology.
    for (const n of [1, 2, 3]) expect(reaches(`ti4-faq:the-mentak-coalition-${n}`)).toContain('lrr:58');
    expect(reaches('ti4-faq:the-xxcha-kingdom-1')).toContain('lrr:6');
    expect(reaches('ti4-faq:the-nekro-virus-1')).toContain('lrr:79');
    expect(reaches('ti4-faq:the-clan-of-saar-2')).toContain('lrr:3');
    expect(reaches('ti4-faq:the-naalu-collective-2')).toContain('lrr:44');
  });

  it('reaches Objective Cards from objectives and the Agenda Phase from voting', () => {
    expect(reaches('ti4-faq:general-15')).toContain('lrr:52');
    expect(reaches('ti4-faq:the-nekro-virus-5')).toContain('lrr:52');
    expect(reaches('ti4-faq:agendas-2')).toContain('lrr:8');
    expect(reaches('ti4-faq:agendas-5')).toContain('lrr:8');
    expect(reaches('ti4-errata:veto')).toContain('lrr:8');
  });

  it('does not take a word of an objective\'s name for a strategy card', () => {
    // "Revolutionize Warfare" is an objective, not the Warfare strategy card.
    expect(reaches('ti4-faq:the-nekro-virus-5')).not.toContain('lrr:88');
    // A quoted "Warfare" still is the card.
    expect(reaches('ti4-faq:the-arborec-1')).toContain('lrr:88');
  });

  it('reads a name in single quotes inside a quoted card text', () => {
    expect(reaches('ti4-errata:hegemonic-trade-policy')).toContain('lrr:59');
  });

  it('does not take a hit "produced by" units for producing units', () => {
    expect(reaches('ti4-errata:direct-hit')).not.toContain('lrr:58');
    expect(reaches('ti4-errata:devotion')).not.toContain('lrr:58');
  });
});
