/** Each document's words, in order and by piece, worked out when a query first needs them. */
import { definesSubject } from '../definition';
import { patternsIn } from '../patterns';
import type { Alternative } from '../query';
import { answerPieces } from '../snippet';
import { SECONDARY_TERM } from '../strategy-ability';
import { STEP_PLACE } from '../timing-question';
import { terms, tokenize, type Token } from '../text';
import { UNIT_CARD_TERMS } from '../unit-card';
import type { SearchDoc } from '../shipped';
import type { DocFacts } from './facts';

export interface DocTokens {
  /** The text's tokens (for snippets). */
  text: Token[];
  /** Title, section and text terms in order, stopwords out (for phrases). */
  terms: string[];
  /** Title terms and text words in order, stopwords in (for exact phrases). */
  words: string[];
}

export interface DocText {
  /** Worked out once per document: queries ask again for the same candidates on every keystroke. */
  tokensOf(d: number): DocTokens;
  /** The terms of each piece of an item's text (sentence, short line; see `answerPieces`). */
  piecesOf(d: number): Set<string>[];
  /** The terms every piece of an item is about: its title and section (and see `ownTermsOfDocs`). */
  ownTerms(d: number): Set<string>;
  /** Whether the item's title or text holds the words of `phrase` in a row, stopwords included. */
  saysExactly(d: number, phrase: string): boolean;
  /** Whether the item's terms hold `phrase` in a row (a synonym phrase is one thing, not scattered words). */
  standsTogether(d: number, phrase: string[]): boolean;
  /** Whether a sentence of the item defines what the query names, its concepts in order (see ../definition.ts). */
  defines(d: number, expanded: Alternative[][]): boolean;
}

export function docTextOf(facts: DocFacts): DocText {
  const { docs } = facts;
  const tokensOf = tokensOfDocs(facts);
  return {
    tokensOf,
    piecesOf: piecesOfDocs(docs, tokensOf),
    ownTerms: ownTermsOfDocs(facts),
    saysExactly: (d, phrase) => holdsInRow(tokensOf(d).words, phrase.split(' ')),
    standsTogether: (d, phrase) => holdsInRow(tokensOf(d).terms, phrase),
    defines(d, expanded) {
      const subject = expanded.map((alts) => new Set(alts.filter((a) => a.terms.length === 1).map((a) => a.terms[0]!)));
      const tokens = tokensOf(d).text;
      return answerPieces(docs[d]!.text).some((p) => definesSubject(tokens.filter((t) => t.start >= p.start && t.end <= p.end), subject));
    },
  };
}

/** Whether `want` stands in `sequence` word for word, in a row. */
function holdsInRow(sequence: string[], want: string[]): boolean {
  return sequence.some((_, i) => want.every((w, k) => sequence[i + k] === w));
}

function tokensOfDocs({ docs, texts }: Pick<DocFacts, 'docs' | 'texts'>): DocText['tokensOf'] {
  const tokenCache = new Map<number, DocTokens>();
  return (i) => {
    let t = tokenCache.get(i);
    if (!t) {
      const text = tokenize(docs[i]!.text);
      const title = terms(texts[i]!.title);
      t = {
        text,
        terms: [...title, ...terms(docs[i]!.section ?? ''), ...text.filter((x) => !x.stop).map((x) => x.term)],
        words: [...title, ...text.map((x) => x.word)],
      };
      tokenCache.set(i, t);
    }
    return t;
  };
}

function piecesOfDocs(docs: readonly SearchDoc[], tokensOf: DocText['tokensOf']): DocText['piecesOf'] {
  const pieceCache = new Map<number, Set<string>[]>();
  return (d) => {
    let p = pieceCache.get(d);
    if (!p) {
      if (pieceCache.size > 2000) pieceCache.clear();
      const tokens = tokensOf(d).text;
      const text = docs[d]!.text;
      p = answerPieces(text).map((s) => new Set([...tokens.filter((t) => t.start >= s.start && t.end <= s.end).map((t) => t.term), ...patternsIn(text.slice(s.start, s.end))]));
      pieceCache.set(d, p);
    }
    return p;
  };
}

function ownTermsOfDocs({ docs, titleTerms, statesSecondaryRule, stepTerms }: DocFacts): DocText['ownTerms'] {
  const ownCache = new Map<number, Set<string>>();
  return (d) => {
    let own = ownCache.get(d);
    if (!own) {
      own = new Set([
        ...titleTerms[d]!,
        ...terms(docs[d]!.section ?? ''),
        // A unit's card words are what its stats item is about (see `unitCardCredit`); a
        // secondary's rule is about the secondary (see `strategyAbilityCredit`).
        ...(docs[d]!.kind === 'unit' ? UNIT_CARD_TERMS : []),
        ...(statesSecondaryRule[d] ? [SECONDARY_TERM] : []),
        // A named step is about its place in its procedure (see `stepMomentCredit`).
        ...(stepTerms[d]!.length ? [STEP_PLACE] : []),
      ]);
      ownCache.set(d, own);
    }
    return own;
  };
}
