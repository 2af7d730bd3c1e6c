import { escapeRegExp } from '../../escape-regexp';
import type { PhrasingContent } from 'mdast';
import { quotedNames } from './quotes';
import { termKey, type TermIndex } from './terms';

export interface LinkContext {
  index: TermIndex;
  /** Ids a text never links to: its own item and its parent entry. */
  skip: ReadonlySet<string>;
  /** Whether bare rule numbers ("Movement 49.4") count as references in this text. */
  numbers: boolean;
  /** Names linked without quotes, matched case-sensitively as whole words, first mention only. */
  bare?: BareTerm[];
}

export interface BareTerm {
  name: string;
  term: { id: string; url: string };
}

/** A phrase that refers to a known section without quoting its name ("the timing rules on page 4"). */
export interface PhraseLink {
  pattern: RegExp;
  target: { id: string; url: string };
}

interface Span {
  start: number;
  end: number;
  url: string;
}

// A rule number, not part of a longer number and not a version ("LRR 1.2", "v1.1").
const RULE_NUMBER = /(?<![\d.]|version |v|lrr |reference )\b(\d{1,2}\.\d{1,2})\b(?!\.?\d)/gi;

/**
 * Turns plain text into mdast phrasing content with cross-links: quoted names of entries, cards
 * and steps ("Space Cannon", "Warfare"), rule numbers when `numbers` is set, and phrase references
 * ("the timing rules on page 4"). The text itself is never changed: links only wrap spans of it.
 */
export function linkText(text: string, ctx: LinkContext, phrases: PhraseLink[] = []): PhrasingContent[] {
  const spans: Span[] = [];
  const add = (start: number, end: number, term: { id: string; url: string } | undefined) => {
    if (!term || ctx.skip.has(term.id)) return;
    if (spans.some((s) => start < s.end && s.start < end)) return;
    spans.push({ start, end, url: term.url });
  };
  for (const p of phrases) {
    for (const m of text.matchAll(new RegExp(p.pattern.source, `${p.pattern.flags.replace('g', '')}g`))) {
      add(m.index, m.index + m[0].length, p.target);
    }
  }
  const quoted = quotedNames(text);
  for (const q of quoted) {
    // '"Technology" strategy card' names the card, not the entry that shares its title.
    const card = /^\s*strategy card/i.test(text.slice(q.end));
    const term = (card && ctx.index.byName.get(termKey(`${q.name} (strategy card)`))) || ctx.index.byName.get(termKey(q.name));
    add(q.start, q.start + q.name.length, term);
  }
  for (const { name, term } of ctx.bare ?? []) {
    const re = new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'g');
    // A card's name inside another quoted name is part of that name: the "Revolutionize Warfare"
    // objective is not the Warfare strategy card.
    const m = [...text.matchAll(re)].find((x) => !quoted.some((q) => q.start <= x.index && x.index < q.end && q.name !== name));
    if (m) add(m.index, m.index + name.length, term);
  }
  if (ctx.numbers) {
    for (const m of text.matchAll(RULE_NUMBER)) add(m.index, m.index + m[0].length, ctx.index.byNumber.get(m[1]!));
  }
  spans.sort((a, b) => a.start - b.start);
  const out: PhrasingContent[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start > at) out.push({ type: 'text', value: text.slice(at, s.start) });
    out.push({ type: 'link', url: s.url, children: [{ type: 'text', value: text.slice(s.start, s.end) }] });
    at = s.end;
  }
  if (at < text.length || out.length === 0) out.push({ type: 'text', value: text.slice(at) });
  return out;
}
