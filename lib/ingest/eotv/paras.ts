/** The rulebook dump as paragraphs and list lines, repaired, and how headings among them are told apart. */
import { joinBrokenParagraphs } from '../repairs/broken-paragraph';
import { splitCamelCaseWords } from '../repairs/camel-case-words';
import { stripEmphasis } from '../repairs/emphasis-markup';
import { stripInlineMath } from '../repairs/inline-math';
import type { Repair } from '../repairs/types';
import type { SourceReport } from '../source-report';
import { lineBlocks } from '../text/line-blocks';
import { slugify } from '../text/slug';

/** One paragraph or list line of the source, repaired. */
export interface Para {
  line: number;
  text: string;
  list: boolean;
  /** The block's own lines, for the component list whose entries are one per line. */
  lines: string[];
  blankBefore: number;
  blankAfter: number;
}

const LIST_MARK = /^(?:[-•]\s+)/;
export const isCaps = (s: string) => /[A-Z]/.test(s) && !/[a-z]/.test(s);
/** A heading or sub-heading: short, not a sentence; a trailing colon only on a few words. */
export function isHeadingLike(p: Para): boolean {
  const t = p.text;
  if (p.list || t.length > 60 || /[.!,;]["”)]?$/.test(t) || t.includes('=')) return false;
  // "Passing an Opponent's Units:" is a heading, "Their results are:" introduces a list.
  return !t.endsWith(':') || t.split(' ').every((w) => w.length <= 3 || /^[A-Z]/.test(w));
}
export const headingTitle = (t: string) => t.replace(/:$/, '');
export const slugOf = (title: string) => slugify(title.replace(/^\d+[.)]\s*/, ''));

/** Reports a paragraph as discarded. */
export type Discard = (p: Para, kind: string, reason: string) => void;
export type Repaired = (line: number, repairs: Repair[]) => void;

/** Splits the text into paragraphs and list lines, with every text-level repair applied and reported. */
export function toParas(text: string, repaired: Repaired, report: SourceReport): Para[] {
  const out: Para[] = [];
  for (const block of lineBlocks(text)) {
    const fix = (raw: string, line: number) => {
      let t = raw.trim();
      for (const repair of [stripEmphasis, stripInlineMath, splitCamelCaseWords]) {
        const r = repair(t);
        repaired(line, r.repairs);
        t = r.value;
      }
      if (t.includes('\t')) {
        const cells = t.split(/\t+/).join(': ');
        repaired(line, [{ kind: 'table-cells', before: t, after: cells }]);
        t = cells;
      }
      if (t.includes('*')) {
        report.unresolved(`line ${line}`, 'stray-asterisk', t, 'a lone "*" with no footnote to match');
      }
      return t;
    };
    const shared = { blankBefore: block.blankBefore, blankAfter: block.blankAfter, lines: block.lines };
    if (block.lines.some((l) => LIST_MARK.test(l))) {
      block.lines.forEach((l, k) => {
        const list = LIST_MARK.test(l);
        out.push({ ...shared, line: block.line + k, lines: [l], text: fix(l.replace(LIST_MARK, ''), block.line + k), list });
      });
    } else {
      out.push({ ...shared, line: block.line, text: fix(block.lines.join(' '), block.line), list: false });
    }
  }
  return out;
}

/** Joins paragraphs a page break cut mid-sentence; lists are left alone. */
export function joinBroken(body: Para[], repaired: Repaired): Para[] {
  const out: Para[] = [];
  for (const p of body) {
    const prev = out.at(-1);
    if (prev && !prev.list && !p.list) {
      const joined = joinBrokenParagraphs([{ line: prev.line, text: prev.text }, { line: p.line, text: p.text }]);
      if (joined.value.length === 1) {
        repaired(p.line, joined.repairs);
        out[out.length - 1] = { ...prev, text: joined.value[0]!.text, lines: [...prev.lines, ...p.lines] };
        continue;
      }
    }
    out.push(p);
  }
  return out;
}
