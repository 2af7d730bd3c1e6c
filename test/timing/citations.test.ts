/**
 * Every corpus id the timing data cites, checked against the vendored source texts with the
 * id conventions (LRR numbers, FAQ section-slug + 1-based Q/A index, errata names). The lead can
 * also check `citedIds()` against the built corpus.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { citationLabel, citationUrl, citedIds } from '../../lib/timing';

const LRR = readFileSync('content/sources/ti4-lrr-1.2-web.txt', 'utf8');
const lines = LRR.split(/\r?\n/);

/** Rule and entry numbers present in the LRR 1.2 source ("67. 2" counts as 67.2). */
const lrrNumbers = new Set(
  lines.flatMap((l) => {
    const m = /^(\d+)\.\s?(\d+)\s/.exec(l) ?? /^(\d+) [A-Z]/.exec(l);
    return m ? [m[2] === undefined ? m[1]! : `${m[1]}.${m[2]}`] : [];
  }),
);
// 1.15 lost its number in this source: it is the "then" paragraph right after 1.14.
if (lines.some((l) => l.startsWith('If an ability uses the word "then,"'))) lrrNumbers.add('1.15');

/** FAQ ids counted from the source: section heading slug + index of each "Q:" line. */
const faqIds = new Set<string>();
const errataIds = new Set<string>();
{
  let section = '';
  let n = 0;
  for (const l of lines) {
    const h = /^(.+) \((FAQ|ERRATA)\)$/.exec(l.trim());
    const slug = h ? h[1]!.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') : '';
    if (h?.[2] === 'ERRATA') errataIds.add(`ti4-errata:${slug}`);
    if (h?.[2] === 'FAQ') {
      section = slug;
      n = 0;
    } else if (h) section = '';
    if (section && l.startsWith('Q:')) faqIds.add(`ti4-faq:${section}-${++n}`);
  }
}
const LRR11 = new Set(['lrr11:golden-rules', 'lrr11:timing', 'lrr11:complete-setup', 'lrr11:changelog']);
/** Prophecy of Kings rules sections (exploration, leaders) come from the generated PoK summary page. */
const POK = new Set([...readFileSync('content/summary/prophecy-of-kings.md', 'utf8').matchAll(/\{#(pok:[a-z0-9-]+) /g)].map((m) => m[1]!));

const cited = citedIds();

describe('cited ids', () => {
  it('lists them once each, sorted', () => {
    expect(cited).toEqual([...new Set(cited)].sort());
    expect(cited.length).toBeGreaterThan(50);
  });

  it.each(cited)('%s exists in the sources', (id) => {
    const [source, rest] = id.split(/:(.*)/s) as [string, string];
    if (source === 'lrr') expect(lrrNumbers.has(rest)).toBe(true);
    else if (source === 'ti4-faq') expect(faqIds.has(id)).toBe(true);
    else if (source === 'ti4-errata') expect(errataIds.has(id)).toBe(true);
    else if (source === 'pok') expect(POK.has(id)).toBe(true);
    else expect(LRR11.has(id)).toBe(true);
  });

  it('reads the FAQ as the conventions say (14 action-card questions, 16 general)', () => {
    expect(faqIds.has('ti4-faq:action-cards-14')).toBe(true);
    expect(faqIds.has('ti4-faq:action-cards-15')).toBe(false);
    expect(faqIds.has('ti4-faq:general-16')).toBe(true);
  });
});

describe('citationUrl', () => {
  it('links LRR rules and entries to their short link and leaves the rest to the site', () => {
    expect(citationUrl('lrr:67.2')).toBe('/r/67.2');
    expect(citationUrl('lrr:78')).toBe('/r/78');
    expect(citationUrl('ti4-faq:action-cards-12')).toBeUndefined();
    expect(citationUrl('lrr11:timing')).toBeUndefined();
    expect(citationUrl('lrr:')).toBeUndefined();
  });
  it('labels ids briefly', () => {
    expect(citationLabel('lrr:1.14')).toBe('1.14');
    expect(citationLabel('ti4-faq:action-cards-8')).toBe('FAQ action-cards-8');
    expect(citationLabel('ti4-errata:direct-hit')).toBe('Errata direct-hit');
  });
});
