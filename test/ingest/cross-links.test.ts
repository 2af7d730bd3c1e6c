import { beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus } from '@/lib/corpus/build';
import { isChange } from '@/lib/corpus/changelog';
import { markdownToPage } from '@/lib/content/markdown';
import type { Item } from '@/lib/corpus/types';
import { readSources } from '@/lib/ingest/files';
import { ingest } from '@/lib/ingest/pipeline';

let corpus: Item[];
let byId: Map<string, Item>;
beforeAll(async () => {
  const out = ingest(await readSources('content/sources'));
  corpus = buildCorpus([...out.files].filter(([f]) => f.endsWith('.md')).map(([f, md]) => markdownToPage(md, f)));
  byId = new Map(corpus.map((i) => [i.id, i]));
});
const back = (id: string) => corpus.filter((i) => i.links.includes(id)).map((i) => i.id);

describe('every source in one corpus, cross-linked', () => {
  it('holds every source with stable, unique ids', () => {
    expect(new Set(corpus.map((i) => i.id)).size).toBe(corpus.length);
    const sources = new Set(corpus.map((i) => i.source));
    // Every source of content/, and the unit stats page built from the unit table (lib/corpus/units.ts).
    expect([...sources].sort()).toEqual(['eotv-2', 'ti3-faq-2.3', 'ti4-faq', 'ti4-lrr-1.1', 'ti4-lrr-1.2', 'ti4-summary', 'ti4-units']);
    for (const id of ['lrr11:golden-rules', 'lrr11:timing', 'lrr11:complete-setup', 'lrr11:changelog', 'ti4-errata:direct-hit', 'pok:leaders']) {
      expect(byId.has(id), id).toBe(true);
    }
  });

  it('links the Direct Hit erratum and the rulings about it to Sustain Damage', () => {
    expect(byId.get('ti4-errata:direct-hit')!.links).toContain('lrr:76');
    expect(back('lrr:76')).toEqual(expect.arrayContaining(['ti4-errata:direct-hit']));
    expect(back('lrr:76').filter((id) => id.startsWith('ti4-faq:')).length).toBeGreaterThan(0);
  });

  it('links most TI4 rulings to the rules they concern', () => {
    const rulings = corpus.filter((i) => i.source === 'ti4-faq');
    const linked = rulings.filter((i) => i.links.some((l) => l.startsWith('lrr:')));
    expect(linked.length / rulings.length).toBeGreaterThan(0.75);
    // A ruling under "PRODUCTION (FAQ)" concerns the Production entry.
    const production = rulings.filter((i) => i.section === 'Production');
    expect(production.length).toBeGreaterThan(0);
    for (const r of production) expect(r.links).toContain('lrr:59');
  });

  it('marks the rules the 1.1 changelog names (ranges included)', () => {
    const changed = (n: string) => back(`lrr:${n}`).some((id) => isChange(byId.get(id)!));
    expect(changed('49.4')).toBe(true);
    expect(changed('67.5')).toBe(true);
    expect(changed('67.7')).toBe(true);
    expect(changed('49.5')).toBe(false);
  });

  it('points the LRR 1.2 page references at the recovered LRR 1.1 sections', () => {
    expect(byId.get('lrr:2.9')!.links).toContain('lrr11:timing');
    expect(byId.get('lrr:2.10')!.links).toContain('lrr11:timing');
  });

  it('never links a TI3 or EotV item to another game', () => {
    for (const item of corpus.filter((i) => i.game !== 'TI4')) {
      for (const l of item.links) expect(byId.get(l)!.game, `${item.id} -> ${l}`).toBe(item.game);
    }
  });

  it('keeps the PDF dump junk out of every item', () => {
    for (const item of corpus) expect(item.text).not.toMatch(/Related Documents|D&D|Dungeon Master|crows|KENWOOD|Owl Moon|Access Point Token/);
  });

  it('keeps the EotV glossary hierarchy', () => {
    const steps = corpus.find((i) => i.id.startsWith('eotv:battle/') && /steps/i.test(i.title));
    expect(steps?.parent).toBe('eotv:battle');
    for (const item of corpus.filter((i) => i.parent)) expect(byId.has(item.parent!), item.id).toBe(true);
  });
});
