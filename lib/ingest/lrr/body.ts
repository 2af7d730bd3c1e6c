/** An LRR 1.2 entry's body: its source paragraphs, repaired, read as lead blocks and numbered rules. */
import { joinBrokenParagraphs, type SourceParagraph } from '../repairs/broken-paragraph';
import { splitGluedHeader } from '../repairs/glued-header';
import { splitGluedRuleNumbers } from '../repairs/glued-rule-number';
import { repairRuleNumbering } from '../repairs/rule-numbering';
import { joinSpacedRuleNumber } from '../repairs/spaced-rule-number';
import { stripStrayPageNumber } from '../repairs/stray-page-number';
import type { SourceReport } from '../source-report';
import { type GluedWordSplitter, splitGluedWords } from '../text/glued-words';
import { titleCase } from '../text/title-case';
import type { Block, ListBlock } from '../types';
import { BULLET, RULE } from './patterns';
import type { LrrRule } from './parse';

const ROMAN = /^((?:i|ii|iii|iv|v|vi|vii|viii|ix|x)\.)\s+/;

type Para = SourceParagraph & { kind: 'bullet' | 'step' | 'text'; number?: string; marker?: string };

/** What reading a body needs beyond its paragraphs. */
export interface BodyContext {
  /** Rule numbers another edition confirms, to cross-check numbering slips. */
  knownRules: ReadonlySet<string> | undefined;
  splitter: GluedWordSplitter;
  report: SourceReport;
}

/** Reads entry `entry`'s body paragraphs: the unnumbered lead, then each numbered rule with its blocks. */
export function parseBody(entry: number, raw: SourceParagraph[], context: BodyContext): { lead: Block[]; rules: LrrRule[] } {
  const paras = repairedParas(entry, raw, context);
  const numberOf = ruleNumbers(entry, paras, context);
  const lead: Block[] = [];
  const rules: LrrRule[] = [];
  /** The bullet each list started with: its top level. */
  const markers = new Map<ListBlock, string>();
  for (const p of paras) {
    const number = numberOf.get(p);
    if (number !== undefined) rules.push(openRule(number, p, context.report));
    else addPara(rules.at(-1)?.blocks ?? lead, p, markers);
  }
  return { lead, rules };
}

/** The body's paragraphs with every text repair applied and reported, each told apart as a bullet, a roman-numbered step or text. */
function repairedParas(entry: number, raw: SourceParagraph[], { splitter, report }: BodyContext): Para[] {
  const joined = joinBrokenParagraphs(raw);
  const paras: Para[] = [];
  report.repairs(`lrr:${entry}`, joined.repairs);
  for (const p of joined.value) {
    const where = `line ${p.line} (lrr:${entry})`;
    const stray = stripStrayPageNumber(p.text);
    report.repairs(where, stray.repairs);
    const split = splitGluedRuleNumbers(stray.value, entry);
    report.repairs(where, split.repairs);
    for (const piece of split.value) {
      const spaced = joinSpacedRuleNumber(piece);
      report.repairs(where, spaced.repairs);
      const words = splitGluedWords(spaced.value, splitter);
      report.repairs(where, words.repairs.map((r) => ({ kind: 'glued-words', ...r })));
      paras.push(classify(p.line, words.text));
    }
  }
  return paras;
}

/** A repaired paragraph as a bullet, a roman-numbered step, or text (with the rule number it prints, if any). */
function classify(line: number, t: string): Para {
  const rule = RULE.exec(t);
  if (BULLET.test(t)) return { line, text: t.replace(BULLET, ''), kind: 'bullet', marker: t[0]! };
  if (ROMAN.test(t)) return { line, text: t, kind: 'step' };
  if (rule) return { line, text: t.slice(rule[0].length), kind: 'text', number: `${rule[1]}.${rule[2]}` };
  return { line, text: t, kind: 'text' };
}

/** The rule number each text paragraph starts, after numbering repairs; gaps left are reported. */
function ruleNumbers(entry: number, paras: Para[], { knownRules, report }: BodyContext): Map<Para, string | undefined> {
  const texts = paras.filter((p) => p.kind === 'text');
  const numbering = repairRuleNumbering(entry, texts, knownRules);
  report.repairs(`lrr:${entry}`, numbering.repairs);
  for (const u of numbering.unresolved) report.unresolved(`lrr:${entry}`, 'numbering-gap', undefined, u);
  return new Map(texts.map((p, k) => [p, numbering.numbers[k]]));
}

/** A numbered rule, its all-caps sub-heading split off the text it was glued to. */
function openRule(number: string, p: Para, report: SourceReport): LrrRule {
  const header = splitGluedHeader(p.text);
  report.repairs(`line ${p.line} (lrr:${number})`, header.repairs);
  const heading = header.value.header;
  return {
    number,
    ...(heading ? { heading: titleCase(heading) } : {}),
    blocks: header.value.rest ? [{ type: 'paragraph', text: header.value.rest }] : [],
    line: p.line,
  };
}

/** Adds an unnumbered paragraph to the blocks it belongs to: a bullet to the list before it, a step as a labelled paragraph. */
function addPara(blocks: Block[], p: Para, markers: Map<ListBlock, string>): void {
  if (p.kind === 'bullet') {
    const last = blocks.at(-1);
    if (last?.type === 'list') addBullet(last, p.text, p.marker!, markers.get(last)!);
    else {
      const list: ListBlock = { type: 'list', items: [p.text] };
      markers.set(list, p.marker!);
      blocks.push(list);
    }
  } else if (p.kind === 'step') {
    const m = ROMAN.exec(p.text)!;
    blocks.push({ type: 'paragraph', label: m[1]!, text: p.text.slice(m[0].length) });
  } else {
    blocks.push({ type: 'paragraph', text: p.text });
  }
}

/**
 * Adds a bullet to a list. The transcription marks a list's top level with the bullet it starts
 * with ("•") and a nested level with another one ("-": the four sub-points of 67.5 under "If a
 * player has ships that have different combat values").
 */
function addBullet(list: ListBlock, text: string, marker: string, top: string): void {
  const depth = marker === top ? 0 : 1;
  if (depth || list.depths) list.depths = [...(list.depths ?? list.items.map(() => 0)), depth];
  list.items.push(text);
}
