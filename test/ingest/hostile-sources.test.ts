/**
 * Sources as a hand edit or another tool can leave them: entry headings out of sequence, and a
 * source emptied or replaced. Nothing of the text may be lost without a report line, and a source
 * that gives no page at all stops the ingest before content/ is touched.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSources } from '@/lib/ingest/files';
import { lrrPages } from '@/lib/ingest/lrr/pages';
import { parseLrr12 } from '@/lib/ingest/lrr/parse';
import { ingest, type SourceFiles } from '@/lib/ingest/pipeline';
import { lostWords } from './source-coverage';

/** An LRR 1.2 entry as the web transcription writes it: heading, lead, two rules, related topics. */
const entry = (number: number, title: string) =>
  `${number} ${title.toUpperCase()} Fr${title}\n\nLead of ${title}.\n\n${number}.1 Rule of ${title} one.\n\n${number}.2 Rule of ${title} two.\n\nAlpha Beta\n`;
const parse = (text: string) => {
  const parsed = parseLrr12(text, { end: Infinity });
  return { entries: parsed.entries, result: { pages: lrrPages(parsed.entries), report: parsed.report } };
};
const kinds = (result: ReturnType<typeof parse>['result']) => result.report.filter((l) => l.action === 'unresolved').map((l) => l.kind);

describe('LRR entry headings out of sequence', () => {
  it('reads on past a missing heading, and reports it and a heading that goes back', () => {
    const text = ['Site header', entry(1, 'alpha'), entry(2, 'beta'), entry(4, 'gamma'), entry(2, 'delta'), entry(5, 'epsilon')].join('\n');
    const { entries, result } = parse(text);
    // Before: entries 1 and 2 only; gamma, delta and epsilon were rules text of entry 2, without a report line.
    expect(entries.map((e) => e.number)).toEqual([1, 2, 4, 5]);
    expect(kinds(result)).toEqual(expect.arrayContaining(['entry-number-gap', 'entry-out-of-sequence']));
    expect(result.report.find((l) => l.kind === 'entry-out-of-sequence')).toMatchObject({ before: '2 DELTA Frdelta', reason: 'entry 2 cannot follow entry 4: kept as text of entry 4' });
    expect(lostWords(text, result)).toEqual([]);
  });

  it('loses no word, whatever numbers the headings carry', () => {
    const titles = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'];
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: titles.length }), (numbers) => {
        const text = ['Site header', ...numbers.map((n, i) => entry(n, titles[i]!))].join('\n');
        const { entries, result } = parse(text);
        expect(lostWords(text, result)).toEqual([]);
        // Every heading is read as one, reported, or both: none is text without a word.
        const read = new Set(entries.map((e) => e.number));
        const reported = result.report.filter((l) => l.kind?.startsWith('entry-')).length;
        expect(numbers.filter((n) => !read.has(n)).length).toBeLessThanOrEqual(reported);
      }),
    );
  });
});

describe('a source that gives no page', () => {
  let sources: SourceFiles;
  beforeAll(async () => {
    sources = await readSources('content/sources');
  });

  it.each(['ti4-lrr-1.2-web.txt', 'ti4-lrr-1.1-pdf-transcript.txt', 'ti4-overview-rules-summary-pok.md', 'ti3-faq-errata-2.3.txt', 'eotv2-rulebook.txt'])('stops the ingest when %s is empty or another document, naming it', (name) => {
    // Before: its pages were dropped without a word, and `npm run ingest` removed their files from content/.
    for (const text of ['', '\n\n', 'Some other document.\nNothing here is a rule.\n']) {
      expect(() => ingest({ ...sources, [name]: text })).toThrow(`content/sources/${name} gave no pages`);
    }
  });
});
