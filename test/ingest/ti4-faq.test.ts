import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { faqStartLine, parseTi4Faq } from '@/lib/ingest/ti4-faq';
import { repairGluedWords, hyphenatedWords } from '@/lib/ingest/repairs/glued-words';
import { moveBrokenQuote } from '@/lib/ingest/repairs/quote-break';
import { gluedWordSplitter } from '@/lib/ingest/text/glued-words';
import { questionTitle } from '@/lib/ingest/text/question-title';
import { coverage, normalizedWords } from './helpers/coverage';

const text = readFileSync('content/sources/ti4-lrr-1.2-web.txt', 'utf8');
const lines = text.split(/\r?\n/);
const start = faqStartLine(text);
const tail = lines.slice(start).join('\n');
const result = parseTi4Faq(text);
const items = result.pages.flatMap((p) => p.items);
const faqs = items.filter((i) => i.kind === 'faq');
const errata = items.filter((i) => i.kind === 'errata');
const kinds = (action: string) => new Set(result.report.filter((r) => r.action === action).map((r) => r.kind));
const paragraph = (i: (typeof items)[number], label?: string) =>
  i.blocks.find((b) => b.type === 'paragraph' && b.label === label) as { text: string } | undefined;

describe('where the FAQ starts', () => {
  it('is the first "(ERRATA)" heading, right after the last glossary entry', () => {
    expect(lines[start]).toMatch(/^[A-Z ]+ \(ERRATA\)$/);
    expect(lines.slice(0, start).some((l) => /\((?:ERRATA|FAQ)\)\s*$/.test(l))).toBe(false);
    expect(lines.slice(0, start).some((l) => /^89 WORMHOLES/.test(l))).toBe(true);
  });
  it('is the end of the text when there is no such heading', () => {
    expect(faqStartLine('1 ABILITIES\n\ntext')).toBe(3);
  });
});

describe('TI4 errata and FAQ: counts and ids', () => {
  it('finds every Q/A pair and every erratum of the source', () => {
    expect(faqs).toHaveLength((tail.match(/^Q:/gm) ?? []).length);
    expect(faqs.length).toBeGreaterThan(60);
    expect(errata).toHaveLength((tail.match(/^.+ \(ERRATA\)\s*$/gm) ?? []).length);
    for (const f of faqs) {
      expect(paragraph(f, 'Q')?.text).toBeTruthy();
      expect(paragraph(f, 'A')?.text).toBeTruthy();
    }
  });

  it('puts each FAQ heading on its own page with the questions under it, in order', () => {
    const headings = [...tail.matchAll(/^(.+) \(FAQ\)\s*$/gm)];
    const faqPages = result.pages.filter((p) => p.route !== '/faq/errata');
    expect(faqPages).toHaveLength(headings.length);
    headings.forEach((h, i) => {
      const body = tail.slice(h.index, headings[i + 1]?.index ?? tail.length);
      const page = faqPages[i]!;
      expect(page.items).toHaveLength((body.match(/^Q:/gm) ?? []).length);
      expect(page.route).toBe(`/faq/${page.items[0]!.anchor.replace(/-1$/, '')}`);
      expect(page.items.every((it) => it.section === page.title)).toBe(true);
      // The first question on the page is the first question under the heading.
      const firstQ = /^Q:\s*(.*)$/m.exec(body)![1]!;
      expect(normalizedWords(paragraph(page.items[0]!, 'Q')!.text)[0]).toBe(normalizedWords(firstQ)[0]);
    });
  });

  it('gives stable, unique ids that follow the naming scheme', () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(parseTi4Faq(text).pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(ids);
    for (const page of result.pages) {
      expect(page.file).toBe(`${page.route.slice(1)}.md`);
      const anchors = page.items.map((i) => i.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
      page.items.forEach((item, n) => {
        if (item.kind === 'faq') {
          expect(item.id).toBe(`ti4-faq:${page.route.slice('/faq/'.length)}-${n + 1}`);
          expect(item.anchor).toBe(item.id.slice('ti4-faq:'.length));
        } else {
          expect(page.route).toBe('/faq/errata');
          expect(item.id).toBe(`ti4-errata:${item.anchor}`);
        }
      });
    }
  });

  it('names sections and errata as players write them', () => {
    const sections = new Set(faqs.map((f) => f.section));
    expect(sections).toContain('Action Cards');
    expect(sections).toContain('The Arborec');
    expect(sections).toContain('The Clan of Saar');
    const directHit = errata.find((e) => e.id === 'ti4-errata:direct-hit');
    expect(directHit?.title).toBe('Direct Hit');
    expect(directHit?.blocks.map((b) => (b.type === 'paragraph' ? b.text : '')).join(' ')).toMatch(/Sustain Damage/);
  });

  it('titles each question with a short line made of its own words, unique on its page', () => {
    for (const page of result.pages.filter((p) => p.route !== '/faq/errata')) {
      const titles = page.items.map((i) => i.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const item of page.items) {
        expect(item.title.length).toBeLessThanOrEqual(90);
        expect(isSubsequence(normalizedWords(item.title), normalizedWords(paragraph(item, 'Q')!.text))).toBe(true);
      }
    }
  });
});

describe('TI4 errata and FAQ: repairs and oddities', () => {
  it('repairs what the source needs and reports each repair', () => {
    expect(kinds('repair')).toEqual(new Set(['glued-words', 'lost-hyphen', 'broken-quote']));
    const text = items.flatMap((i) => i.blocks.map((b) => (b.type === 'paragraph' ? b.text : ''))).join('\n');
    expect(text).not.toMatch(/\btoready\b|factionspecific/);
    expect(text).toMatch(/faction-specific technology to produce a war sun/);
    const veto = errata.find((e) => e.id === 'ti4-errata:veto')!;
    expect(veto.blocks.map((b) => (b.type === 'paragraph' ? b.text : ''))).toEqual([
      'The text of the "Veto" action card should read as follows:',
      expect.stringMatching(/^"Action: When an agenda is revealed: .*instead\."$/),
    ]);
  });

  it('reports what it leaves as printed', () => {
    const unresolved = kinds('unresolved');
    expect(unresolved).toContain('missing-final-punctuation');
    expect(unresolved).toContain('doubled-punctuation');
    expect(unresolved).toContain('name-mismatch');
    expect(result.report.some((r) => r.kind === 'name-mismatch' && /Scheming.*Schemeing/.test(r.before ?? ''))).toBe(true);
  });

  it('joins broken paragraphs, strips page numbers, and reports orphans and unanswered questions', () => {
    const synthetic = [
      'Glossary text.',
      'OOPS (ERRATA)',
      'The text of the "Oops" card should read as follows:',
      'Then, destroy 1 ship.14',
      'STRAY (FAQ)',
      'A paragraph before any question.',
      'Q: Can a fighter block',
      'movement through a nebula?',
      'A: Yes.',
      'Q: Is this answered?',
    ].join('\n\n');
    const r = parseTi4Faq(synthetic);
    const repairs = new Set(r.report.filter((l) => l.action === 'repair').map((l) => l.kind));
    expect(repairs).toEqual(new Set(['stray-page-number', 'broken-paragraph']));
    const unresolved = new Set(r.report.filter((l) => l.action === 'unresolved').map((l) => l.kind));
    expect(unresolved).toEqual(new Set(['orphan-paragraph', 'missing-answer']));
    const [errataPage, stray] = r.pages;
    expect(errataPage!.items[0]!.blocks.at(-1)).toEqual({ type: 'paragraph', text: 'Then, destroy 1 ship.' });
    expect(stray!.items.map((i) => i.id)).toEqual(['ti4-faq:stray-1', 'ti4-faq:stray-2']);
    expect(stray!.items[0]!.blocks[0]).toEqual({ type: 'paragraph', label: 'Q', text: 'Can a fighter block movement through a nebula?' });
  });
});

describe('TI4 errata and FAQ: nothing lost', () => {
  it('keeps every word of the source tail, in order, or names it in the report', () => {
    // "(FAQ)" / "(ERRATA)" become the item kind and "Q:" / "A:" the block labels.
    const stripped = tail.replace(/ \((?:FAQ|ERRATA)\)\s*$/gm, '');
    const c = coverage(stripped, result);
    expect(c.lost).toEqual([]);
    expect(c.checked).toBe(normalizedWords(stripped).length);
    expect(c.inOrder).toBeGreaterThan(0.99);
  });

  it('notices a dropped page', () => {
    const stripped = tail.replace(/ \((?:FAQ|ERRATA)\)\s*$/gm, '');
    const dropped = { ...result, pages: result.pages.filter((p) => p.route !== '/faq/the-mentak-coalition') };
    expect(coverage(stripped, dropped).lost).toContain('scavenge');
  });
});

describe('text helpers (properties)', () => {
  const splitter = gluedWordSplitter('the supply faction-specific technology and another to ready');
  const hyphenated = hyphenatedWords('faction-specific technology');
  const token = fc.constantFrom('thesupply', 'factionspecific', 'toready', 'supply', 'the', 'x', 'Factionspecific', ',', '.', '"');

  it('glued-word repair never loses or reorders a letter and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(token), (parts) => {
        const input = parts.join(' ');
        const once = repairGluedWords(input, splitter, hyphenated).value;
        expect(once.replace(/[\s-]/g, '')).toBe(input.replace(/[\s-]/g, ''));
        expect(repairGluedWords(once, splitter, hyphenated).value).toBe(once);
      }),
    );
    expect(repairGluedWords('Factionspecific', splitter, hyphenated).value).toBe('Faction-specific');
  });

  it('question titles are the question\'s own words, in order, and short', () => {
    const word = fc.constantFrom('Can', 'the', '"Direct Hit"', 'action', 'card,', 'such as', 'be', 'played', '(such as X)', '—for example,', 'ships');
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 60 }), (ws) => {
        const q = `${ws.join(' ')}?`;
        const t = questionTitle(q);
        expect(t.length).toBeLessThanOrEqual(91);
        expect(isSubsequence(normalizedWords(t), normalizedWords(q))).toBe(true);
      }),
    );
  });

  it('a moved quotation keeps every character but whitespace', () => {
    const para = fc.stringMatching(/^[A-Za-z :."]{0,30}$/);
    fc.assert(
      fc.property(fc.array(para, { maxLength: 5 }), (ps) => {
        const out = moveBrokenQuote(ps).value;
        expect(out.join('').replace(/\s/g, '')).toBe(ps.join('').replace(/\s/g, ''));
      }),
    );
  });

  it('word normalisation is idempotent and keeps every letter and digit', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const w = normalizedWords(s);
        expect(normalizedWords(w.join(' '))).toEqual(w);
        expect(w.join('')).toBe(s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
      }),
    );
  });
});

function isSubsequence(small: string[], big: string[]): boolean {
  let j = 0;
  for (const w of small) {
    j = big.indexOf(w, j);
    if (j < 0) return false;
    j++;
  }
  return true;
}
