import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCorpus } from '@/lib/corpus/build';
import { markdownToPage } from '@/lib/content/markdown';
import type { Item } from '@/lib/corpus/types';
import { ingest, type IngestOutput } from '@/lib/ingest/pipeline';
import { readSources } from '@/lib/ingest/files';
import { faqStartLine } from '@/lib/ingest/ti4-faq';

const source = readFileSync('content/sources/ti4-lrr-1.2-web.txt', 'utf8');
const letters = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

let out: IngestOutput;
let corpus: Item[];
beforeAll(async () => {
  out = ingest(await readSources('content/sources'));
  corpus = buildCorpus([...out.files].filter(([f]) => f.endsWith('.md')).map(([f, md]) => markdownToPage(md, f)));
});
const lrr = () => corpus.filter((i) => i.source === 'ti4-lrr-1.2');

describe('LRR 1.2 ingest', () => {
  it('finds the 89 entries, numbered 1 to 89, each with its French title', () => {
    const entries = lrr().filter((i) => i.kind === 'entry');
    expect(entries.map((e) => e.number)).toEqual(Array.from({ length: 89 }, (_, i) => String(i + 1)));
    expect(entries.find((e) => e.number === '49')).toMatchObject({ title: 'Movement', aliases: ['Déplacement'], url: '/rules/movement' });
    expect(entries.find((e) => e.number === '54')).toMatchObject({ title: 'PDS', aliases: ['SDP'] });
    expect(entries.find((e) => e.number === '46')).toMatchObject({ title: 'Mecatol Rex' });
  });

  it('has every numbered rule of the source, under its corrected number', () => {
    const glossary = source.split('\n').slice(0, faqStartLine(source)).join('\n');
    // Every "N.M" that starts a rule in the source, glued or spaced, counted independently of the parser.
    const written = [...glossary.matchAll(/(?:^|[.:"”)])\s*(\d{1,2})\. ?(\d{1,2}) [A-Z"“]/gm)].map((m) => `${m[1]}.${m[2]}`);
    const numbers = new Set(lrr().filter((i) => i.kind === 'rule').map((i) => i.number));
    const corrected = new Map([['6.23', '6.3']]);
    for (const n of written) expect(numbers.has(corrected.get(n) ?? n), n).toBe(true);
    expect(numbers.has('1.15')).toBe(true);
    expect(numbers.size).toBe(written.length + 1);
  });

  it('repairs the dirty spots of the transcription', () => {
    const rule = (n: string) => corpus.find((i) => i.id === `lrr:${n}`)!;
    expect(rule('6.3').text).toBe('A planet counts as being adjacent to the system that contains that planet.');
    expect(rule('1.15').text).toMatch(/^If an ability uses the word "then,"/);
    expect(rule('17.1').text).toMatch(/^During combat, if a unit's combat roll/);
    expect(rule('17').text).toMatch(/technology cards\.$/);
    expect(rule('7.3').text).toMatch(/^When resolving a law/);
    expect(rule('52.17')).toMatchObject({ title: 'Objective Cards: Secret Objectives' });
    expect(rule('52.17').text).toMatch(/A secret objective is an objective/);
    expect(rule('26.4').text + rule('26.3').text).not.toMatch(/token\.12/);
    expect(rule('10.2').text).toContain('more hits than he has fighters in the active system, the excess hits');
    expect(rule('22.4').text).toContain('from the supply instead');
    expect(rule('27.4').text).toContain('non-binding deal');
    // Bullets stay apart in the plain text (one line each), never glued as "step.If".
    expect(rule('67.4').text).toContain('"Retreat" step.\nIf the defender');
  });

  it('loses no text: every line of the glossary is in the output or the report', () => {
    const outputText = letters(lrr().map((i) => i.text).join(' ') + out.report.lines.map((l) => l.before ?? '').join(' '));
    const related = new Set(lrr().filter((i) => i.kind === 'entry').map((e) => e.number));
    const lines = source.split('\n').slice(0, faqStartLine(source));
    const missing = lines.filter((line) => {
      const l = letters(line.replace(/^\d{1,2} [A-Z].*$/, '')); // headings become titles
      return l && !outputText.includes(l);
    });
    // Related-topics lines become links, not text: each must be fully resolved instead.
    expect(missing.filter((l) => !/^[A-Z][a-zA-Z()' -]+$/.test(l.trim()))).toEqual([]);
    expect(related.size).toBe(89);
  });

  it('resolves every related-topics line to entries', () => {
    expect(out.report.lines.filter((l) => l.kind === 'related-topic')).toEqual([]);
    const movement = corpus.find((i) => i.id === 'lrr:49')!;
    expect(movement.links).toEqual(expect.arrayContaining(['lrr:3', 'lrr:5', 'lrr:16', 'lrr:66', 'lrr:78', 'lrr:84']));
    const technologyCard = corpus.find((i) => i.id === 'lrr:80')!;
    expect(technologyCard.links).toContain('lrr:79');
  });

  it('links quoted entry names and step names, never an item to itself', () => {
    const rule = corpus.find((i) => i.id === 'lrr:49.7')!;
    expect(rule.links).toEqual(['lrr:49.4', 'lrr:66']);
    for (const item of corpus) expect(item.links).not.toContain(item.id);
  });

  it('reports every repair with where it happened', () => {
    const kinds = new Set(out.report.lines.filter((l) => l.action === 'repair').map((l) => l.kind));
    for (const k of ['spaced-rule-number', 'glued-rule-number', 'stray-page-number', 'broken-paragraph', 'glued-header', 'glued-words', 'numbering-slip', 'missing-rule-number']) {
      expect(kinds.has(k), k).toBe(true);
    }
    for (const l of out.report.lines) expect(l.where).toBeTruthy();
  });

  it('is what content/ holds (npm run ingest -- --check agrees)', () => {
    for (const [file, text] of out.files) expect(readFileSync(`content/${file}`, 'utf8'), file).toBe(text);
  });
});
