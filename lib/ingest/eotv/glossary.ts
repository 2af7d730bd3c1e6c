/** The rulebook's glossary, read as term and sub-term items on one page per letter. */
import type { SourceReport } from '../source-report';
import { slugify } from '../text/slug';
import type { ParsedItem } from '../types';
import { addBlock, type ItemStore } from './items';
import { type Discard, headingTitle, isHeadingLike, joinBroken, type Para, type Repaired, slugOf } from './paras';
import { GLOSSARY_TERMS } from './tables';

/** The glossary: each listed term opens an item; headings and "Label: text" paragraphs under it are sub-terms. */
export function glossary(raw: Para[], items: ItemStore, discard: Discard, repaired: Repaired, report: SourceReport) {
  const body = joinBroken(raw, repaired);
  const reader = new GlossaryReader(items);
  body.forEach((p, i) => {
    if (!reader.term(p, body, i, repaired)) reader.text(p, discard);
  });
  for (const missing of GLOSSARY_TERMS.slice(reader.next)) report.unresolved(missing, 'missing-term', undefined, 'glossary term not found in order');
}

/** The page of the glossary's letter a title starts with. */
function letterPage(title: string): { slug: string; title: string } {
  const letter = title[0]!.toUpperCase();
  return { slug: `glossary-${letter.toLowerCase()}`, title: `Glossary: ${letter}` };
}

/** Reads the glossary in order, tracking the term and the sub-term text goes to. */
class GlossaryReader {
  /** Index in GLOSSARY_TERMS of the term expected next. */
  next = 0;
  private current: ParsedItem | undefined;
  private sub: ParsedItem | undefined;
  /** Whether the current sub-term came from a "Label: text" paragraph (those come before headed ones). */
  private inlineSub = false;

  constructor(private readonly items: ItemStore) {}

  /** Opens the next term where paragraph `i` is its heading (alone, "Term: text", or glued to its first sub-term); false otherwise. */
  term(p: Para, body: Para[], i: number, repaired: Repaired): boolean {
    const expected = GLOSSARY_TERMS[this.next];
    if (!expected) return false;
    if (!p.list && (p.text === expected || p.text.startsWith(`${expected}: `))) {
      this.openTerm(expected, p.line);
      const rest = p.text.slice(expected.length + 2);
      if (rest) addBlock(this.current!, { ...p, text: rest });
      return true;
    }
    // A term glued to its first sub-term has no heading line of its own further on.
    const hasOwnHeading = () => body.slice(i + 1).some((q) => q.text === expected || q.text.startsWith(`${expected}: `));
    if (isHeadingLike(p) && p.text.startsWith(`${expected} `) && !hasOwnHeading()) {
      // "Sarkeen Regency No Diplomacy or Influence": the term glued to its first sub-term.
      const rest = p.text.slice(expected.length + 1);
      repaired(p.line, [{ kind: 'glued-heading', before: p.text, after: `${expected} ¶ ${rest}` }]);
      this.openTerm(expected, p.line);
      this.openSub(rest, p.line);
      return true;
    }
    return false;
  }

  /** Any other paragraph: before the first term the chapter's intro (discarded); then a sub-term heading, a "Label: text" sub-term, or text. */
  text(p: Para, discard: Discard): void {
    if (!this.current) {
      discard(p, 'chapter-intro', 'how to use the glossary: the site has search and its own navigation');
      return;
    }
    if (isHeadingLike(p)) {
      this.openSub(headingTitle(p.text), p.line);
      this.inlineSub = false;
      return;
    }
    const inline = /^([A-Z][a-z]+(?: [A-Za-z][a-z]*){0,4}): (.+)$/.exec(p.text);
    if (inline && !p.list && (!this.sub || this.inlineSub)) {
      this.openSub(inline[1]!, p.line);
      this.inlineSub = true;
      addBlock(this.sub!, { ...p, text: inline[2]! });
    } else {
      addBlock(this.sub ?? this.current, p);
    }
  }

  /** Opens the expected term's item, on its letter's page. */
  private openTerm(title: string, line: number): void {
    const pg = letterPage(title);
    this.current = this.items.add(pg.slug, pg.title, { id: `eotv:${slugify(title)}`, kind: 'glossary', title, section: `Glossary: ${title[0]}` }, line);
    this.sub = undefined;
    this.inlineSub = false;
    this.next++;
  }

  /** Opens a sub-term item under the current term. */
  private openSub(title: string, line: number): void {
    const term = this.current!;
    const pg = letterPage(term.title);
    this.sub = this.items.add(pg.slug, pg.title, { id: `${term.id}/${slugOf(title)}`, kind: 'glossary', title, parent: term.id, section: term.title }, line);
  }
}
