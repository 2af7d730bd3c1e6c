import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTi3 } from '@/lib/ingest/ti3';
import { allItems, itemText, lostWords } from './source-coverage';

const source = readFileSync('content/sources/ti3-faq-errata-2.3.txt', 'utf8');
const result = parseTi3(source);
const items = allItems(result);
const lines = source.split('\n').map((l) => l.trim());

describe('parseTi3', () => {
  it('makes one faq item per Q: line, each with its answer', () => {
    const questions = lines.filter((l) => /^\*?Q:/.test(l)).length;
    const answers = lines.filter((l) => /^A:/.test(l)).length;
    const faq = items.filter((i) => i.kind === 'faq');
    expect(faq).toHaveLength(questions);
    expect(faq.flatMap((i) => i.blocks).filter((b) => b.type === 'paragraph' && b.label === 'A')).toHaveLength(answers);
    for (const item of faq) {
      expect(item.blocks[0]).toMatchObject({ type: 'paragraph', label: 'Q' });
      expect(item.title.length).toBeLessThanOrEqual(100);
    }
  });

  it('makes one errata item per erratum title (a title line followed by a sentence)', () => {
    const sentence = (l: string) => /[.!?:]["”)*]*$/.test(l);
    let inErrata = false;
    let titles = 0;
    const content = lines.filter(Boolean);
    content.forEach((l, k) => {
      if (/^(ERRATA|Errata and Clarifications)$/.test(l)) inErrata = true;
      else if (/^Frequently Asked Questions$/.test(l)) inErrata = false;
      else if (inErrata && !sentence(l) && !l.startsWith('-') && sentence(content[k + 1] ?? '.')) titles++;
    });
    const errata = items.filter((i) => i.kind === 'errata');
    expect(errata).toHaveLength(titles);
    expect(errata.map((i) => i.title)).toContain('Action Card: Direct Hit');
    expect(errata.find((i) => i.title === 'PDS Cost')?.section).toBe('Race Sheets');
  });

  it('gives unique ids, with the part in the section slug of the expansions', () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['ti3:faq:miscellaneous-1', 'ti3:faq:se-miscellaneous-1', 'ti3:faq:sott-miscellaneous-1', 'ti3:errata:se-errata-1', 'ti3:errata:cards-1']) {
      expect(ids).toContain(id);
    }
    for (const page of result.pages) {
      expect(page.route).toMatch(/^\/ti3\/[a-z0-9-]+$/);
      expect(page.file).toBe(`${page.route.slice(1)}.md`);
      expect(page.game).toBe('TI3');
      const anchors = page.items.map((i) => i.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });

  it('keeps ids stable when another section gains a question', () => {
    const edited = source.replace('Combat\n\nQ: What is the precise order', 'Combat\n\nQ: A new question?\n\nA: Yes.\n\nQ: What is the precise order');
    const before = items.filter((i) => !i.id.startsWith('ti3:faq:combat-')).map((i) => i.id);
    const after = allItems(parseTi3(edited)).map((i) => i.id);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(parseTi3(source)).toEqual(result);
  });

  it('strips emphasis markup and fixes the T13 misreading, reporting each', () => {
    const kinds = new Set(result.report.filter((l) => l.action === 'repair').map((l) => l.kind));
    expect(kinds).toEqual(new Set(['emphasis-markup', 'typo']));
    expect(itemText(result, 'ti3:errata:rulebook-1')).toContain('The Action Cards Strategic Flexibility and Strategic Shift');
    expect(items.some((i) => JSON.stringify(i.blocks).includes('*'))).toBe(false);
    expect(JSON.stringify(items)).toContain('(TI3 rules pg. 25)');
    expect(JSON.stringify(items)).not.toContain('T13');
  });

  it('keeps the answer lists and follow-up paragraphs with their question', () => {
    const combat = items.find((i) => i.id === 'ti3:faq:combat-1')!;
    expect(combat.blocks.map((b) => b.type)).toEqual(['paragraph', 'paragraph', 'list', 'paragraph']);
  });

  it('loses no word of the source', () => {
    expect(lostWords(source, result)).toEqual([]);
  });
});
