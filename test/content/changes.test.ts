import { beforeAll, describe, expect, it } from 'vitest';
import { changeMarks } from '@/lib/content/changes';
import { entryNotes, ruleNotes } from '@/lib/content/entry-page';
import { loadContent } from '@/lib/content/load';
import { createSite, type Site } from '@/lib/content/site';
import { isChange } from '@/lib/corpus/changelog';

let site: Site;
beforeAll(async () => {
  site = createSite(await loadContent('content'));
});

describe('LRR 1.1 changes on entry pages', () => {
  it('are never listed as rulings or references of an entry, nor as notes of a rule', () => {
    const changes = site.corpus.filter(isChange);
    expect(changes.length).toBeGreaterThan(20);
    for (const page of site.entries) {
      const [entry, ...rules] = page.items;
      const { rulings, references } = entryNotes(site, entry!.id);
      expect([...rulings, ...references].filter(isChange).map((i) => i.id), entry!.id).toEqual([]);
      for (const rule of rules) expect(ruleNotes(site, rule.id).filter(isChange)).toEqual([]);
    }
    // Movement 49.4 was a ruling on Movement before; the FAQ rulings stay.
    const movement = entryNotes(site, 'lrr:49').rulings.map((i) => i.id);
    expect(movement).not.toContain('lrr11:changelog/corrections-movement');
    expect(movement).toContain('ti4-faq:general-3');
  });

  it('mark each rule they name with the kind of change and its changelog heading', () => {
    const [movement] = changeMarks(site, 'lrr:49.4');
    expect(movement).toMatchObject({ kind: 'correction', heading: 'Corrections', url: '/lrr11/changelog#corrections' });
    expect(movement!.change.text).toBe('Movement 49.4');
    expect(changeMarks(site, 'lrr:6.3')).toMatchObject([{ kind: 'addition or clarification', heading: 'Additions and Clarifications', url: '/lrr11/changelog#additions' }]);
    // Ranges count: "Valefar Assimilator 79.16-79.21".
    expect(changeMarks(site, 'lrr:79.18')).toHaveLength(1);
    expect(changeMarks(site, 'lrr:49.5')).toEqual([]);
    // A section of LRR 1.1 itself can be corrected too: "Timing page 4".
    expect(changeMarks(site, 'lrr11:timing')).toMatchObject([{ kind: 'correction' }]);
  });

  it('link each mark to a heading that is on the changelog page', () => {
    const page = site.page('/lrr11/changelog')!;
    for (const rule of site.corpus.filter((i) => i.source === 'ti4-lrr-1.2')) {
      for (const mark of changeMarks(site, rule.id)) {
        const anchor = mark.url.split('#')[1];
        expect(page.items.some((i) => i.anchor === anchor && i.title === mark.heading), mark.url).toBe(true);
      }
    }
  });
});
