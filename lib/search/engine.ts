/**
 * Search over the shipped index: the same code answers the CLI, the tests and the browser.
 *
 * Ranking, in order of effect:
 * - a rule number goes straight to that rule (see `numberResults`);
 * - every concept of the query counts, and an item that answers all of them outranks one that
 *   answers some (coverage squared);
 * - a word in the title (or a French title) weighs three times a word in the text, rarer words
 *   weigh more (idf), and a short text that mentions a word beats a long one that also does;
 * - words next to each other as in the query (a phrase) and a title that is exactly the query
 *   lift an item; items of a source the query names ("TI3 ...") come first, other games weigh less;
 * - a ruling (FAQ, errata) that matches the whole query sits right after the rule it links to.
 */
import { missingNoticeId, missingRuleNumbers } from '../corpus/missing-numbers';
import { SOURCES } from '../corpus/sources';
import type { Game, Item, SourceId } from '../corpus/types';
import { FIELDS, importIndex, type Field } from './flex';
import { parseQuery, phrase, synonymsOf, type Alternative, type Concept } from './query';
import { countForms, countsThing } from './quantity';
import { holdsPattern, isPattern, patternsIn } from './patterns';
import { asksUnitCard, UNIT_CARD_TERMS, UNIT_NAMES } from './unit-card';
import { definesSubject } from './definition';
import { PRIMARY_TERM, SECONDARY_TERM, statesPrimary, statesSecondary } from './strategy-ability';
import { buildShippedIndex, fieldTexts, unpackDocs, type SearchDoc, type ShippedIndex } from './shipped';
import { answerPieces, makeSnippet, type Segment } from './snippet';
import { namedStep, STEP_PLACE, timingOnlyIntroduces } from './timing-question';
import { hasRoman, numberValue, numberVariants, ROMAN_LABELS } from './number-words';
import { spellingVariants } from './spelling';
import { likelyCorrections } from './typo';
import { withCompoundsSplit } from './compound';
import { SAID_WORDS } from './told';
import { CLASS_OF } from './unit-classes';
import { fold, stem, terms, tokenize, type Token } from './text';
import { createVocabulary, type Vocabulary } from './vocabulary';
import { linearScorer, rerankTop, type CandidateScorer, type RerankCorpus } from './rerank';
import { RERANK_ENABLED, RERANK_WEIGHTS } from './rerank-weights';

export interface SearchResult {
  id: string;
  title: string;
  number?: string;
  source: SourceId;
  kind: SearchDoc['kind'];
  url: string;
  snippet: Segment[];
  /** Said above the snippet: a rule number the LRR skips ("49.1 is not in LRR 1.2"), found as its entry. */
  note?: string;
}

export interface SearchOptions {
  /** Results wanted (10 by default). */
  limit?: number;
  /** Only these sources (all when absent or empty). */
  sources?: readonly SourceId[];
}

export interface Searcher {
  search(query: string, options?: SearchOptions): SearchResult[];
  readonly docs: readonly SearchDoc[];
}

/** An entry's weight when the player asks what a thing is: its opening sentence says. */
const DEFINITION_WEIGHT = 1.5;
const FIELD_WEIGHT: Record<Field, number> = { title: 3, body: 1 };
/**
 * A rule titled with a unit's name ("Space Dock", "PDS"), in a situation told at length: the unit is
 * where the story happens ("his ship sits in my space dock system, can i still make infantry"), not
 * what it asks, so that title weighs as a word of the text.
 */
const STORY_UNIT_TITLE_WEIGHT = FIELD_WEIGHT.body;
/** The class a named unit belongs to ("pds": structures, see ./unit-classes.ts), below the unit's name. */
const CLASS_WEIGHT = 0.4;
/** Words a pointer adds to its heading: "Timing page 4". */
const POINTER_TERMS = new Set(terms('page'));
/** An entry whose title is all the query says, beside its rules (titled alike). */
const NAMED_ENTRY_WEIGHT = 1.5;
/** An item whose timing words only introduce the subject of a question for a moment states none of it. */
const UNSTATED_MOMENT_WEIGHT = 0.6;
/** A named step of a procedure, for a question for the moment of what it names ("when do i bombard"): its place states it. */
const STEP_MOMENT_WEIGHT = 2.5;
/** An item that defines a word (quotes it alone) weighs like one titled with it. */
const DEFINES_WEIGHT = 3;
const COMPLETION_WEIGHT = 0.8;
/** Endings that derive a word from a stem without changing its sense for a rule lookup. */
const DERIVED_SUFFIXES = ['ation', 'ion', 'tion', 'ment', 'less'];
const MAX_COMPLETIONS = 8;
// Two letters complete to too many words to mean anything.
const MIN_PREFIX = 3;
/** Titles longer than this many terms (FAQ questions) weigh less per word. */
const TITLE_TERMS = 4;
/** Alternatives weighing this or less are answers to a question (see `SynonymGroup.answeredBy`), not ways to say it. */
const ANSWER_PHRASE_WEIGHT = 0.3;
/** How the source of an item weighs when the query names no source: TI4 rules first. */
const SOURCE_PRIOR: Record<SourceId, number> = {
  'ti4-lrr-1.2': 1,
  'ti4-faq': 1,
  'ti4-lrr-1.1': 0.9,
  'ti4-summary': 0.85,
  // The unit stats page (lib/units/table.ts): the values printed on the official faction sheets and cards.
  'ti4-units': 1,
  'ti3-faq-2.3': 0.6,
  'eotv-2': 0.6,
};
/**
 * Concepts from which a query is a situation told at length rather than a lookup: its coverage
 * weighs each concept by how telling it is (see `tellingCoverage`).
 */
const LONG_QUERY = 5;
/** The game a player asks about unless the query says otherwise. */
const HOME_GAME: Game = 'TI4';
/** The share of the query (or of the best item's answer, for a home-game item) an item answers to be in the game asked about's first group. */
const HOME_SHARE = 0.5;
/**
 * A word (or a pair of words standing together) found in this many items of another game, and in
 * no item of the home game, is that game's own term ("worldship", "mercenaries", "power card"). Fewer
 * is chance: "exactly" or "someone" in two TI3 questions name nothing.
 */
const GAME_TERM_ITEMS = 4;
/** Terms of another game a situation told at length (see LONG_QUERY) must hold to be about that game. */
const LONG_QUERY_GAME_TERMS = 2;
/**
 * What a concept of the query counts for when the item's best sentence or bullet does not hold it
 * (see `togetherShare`): a long item (the cheat sheet of the whole game, a summary section) says
 * the words of most queries, each in another sentence; the short rule that says them together is
 * the answer. Coverage (squared in the score) counts such scattered concepts at this weight.
 */
const SCATTERED_WEIGHT = 0.5;
/** A ruling whose question the query says less than this share of is about a case the query does not name. */
const RULING_CASE_SHARE = 0.5;
/** A faction's ruling, for a query that names nothing of that faction (see `factionCases`). */
const OTHER_FACTION_WEIGHT = 0.5;
/** Rules that may name a faction's word as an example without making it a word of the rules. */
const EXAMPLE_ITEMS = 2;
/** A numbered list under an entry's opening: the parts it names ("1. Strategy Phase"). */
const NUMBERED_LIST = /\n\s*1\.\s/;
// Only the best candidates get the (costlier) phrase check.
const PHRASE_CANDIDATES = 40;

/**
 * A searcher straight from the corpus (CLI, tests, bench). It goes through the shipped form, export
 * and import included, so it answers exactly as the browser does.
 */
export function searcherFor(corpus: Item[]): Searcher {
  return createSearcher(buildShippedIndex(corpus));
}

/** `scorer`: reorders the first candidates of a word query (./rerank.ts); the learned model's by default. */
export function createSearcher(shipped: ShippedIndex, scorer: CandidateScorer | undefined = RERANK_ENABLED ? linearScorer(RERANK_WEIGHTS) : undefined): Searcher {
  const docs = unpackDocs(shipped);
  const indexes = Object.fromEntries(FIELDS.map((f) => [f, importIndex(shipped.index[f])])) as Record<Field, ReturnType<typeof importIndex>>;
  const texts = fieldTexts(docs);
  const vocabulary = vocabularyOf(texts);
  const definitions = definitionsOf(docs);
  const gameOf = docs.map((d) => SOURCES[d.source].game);
  const official = docs.map((d) => SOURCES[d.source].official);
  const byId = new Map(docs.map((d, i) => [d.id, i]));
  const avgLength = docs.reduce((n, d) => n + d.text.length, 0) / Math.max(1, docs.length);
  // A word in a short text (or title) says more about the item than one in a long text.
  const lengthNorm = docs.map((d) => 1 / Math.sqrt(0.5 + (0.5 * d.text.length) / avgLength));
  const titleTerms = docs.map((d) => terms(d.title));
  // A heading with nothing under it ("Costs", "Timing"), or a pointer ("Movement 49.4"): an anchor,
  // not an answer. Its text says no word its title does not.
  const stub = docs.map((d, i) => {
    const own = new Set(terms(texts[i]!.title));
    return terms(d.text).every((t) => own.has(t) || /^\d/.test(t) || POINTER_TERMS.has(t));
  });
  const statesSecondaryRule = docs.map((d) => statesSecondary(d.text));
  const stepTerms = docs.map((d) => terms(namedStep(d.text) ?? ''));
  const listsParts = docs.map((d) => d.kind === 'entry' && NUMBERED_LIST.test(d.text));
  const ownNames = factionCases(docs, titleTerms);
  const namedCases = docs.map((d) => (d.kind === 'faq' ? quotedNames(d) : []));
  // Rules titled with a unit's name ("Space Dock", "PDS"): the unit's own rules.
  const unitNames = new Set(docs.filter((d) => d.kind === 'unit').map((d) => terms(d.title).join(' ')));
  const unitTitled = docs.map((d) => d.kind !== 'unit' && unitNames.has(terms(d.title).join(' ')));
  const titleNorm = texts.map((t) => 1 / Math.sqrt(Math.max(1, terms(t.title).length / TITLE_TERMS)));
  const rulingsOf = new Map<number, number[]>();
  docs.forEach((d, i) => {
    if (d.kind !== 'faq' && d.kind !== 'errata') return;
    for (const target of d.links) {
      const t = byId.get(target);
      if (t !== undefined) rulingsOf.set(t, [...(rulingsOf.get(t) ?? []), i]);
    }
  });

  interface TermHits {
    title: Set<number>;
    body: Set<number>;
    /** Items that define the word: quote it alone, as 1.15 quotes "then" (see `definitionsOf`). */
    defines: Set<number>;
    /** How many items hold the word in their title or text. */
    items: number;
    /** Inverse document frequency: rarer words tell more. */
    idf: number;
  }
  const hitCache = new Map<string, TermHits>();
  /** The documents holding `term`, per field (cached: typing repeats the same words). */
  const hits = (term: string): TermHits => {
    let found = hitCache.get(term);
    if (!found) {
      if (hitCache.size > 2000) hitCache.clear();
      const lookup = (f: Field) => new Set(vocabulary.hasTerm(term) ? (indexes[f].search(term, { limit: docs.length }) as number[]) : []);
      const title = lookup('title');
      // A pseudo-term ("#count") is found by its pattern in the texts (see ./patterns.ts).
      const body = isPattern(term) ? new Set(docs.flatMap((d, i) => (holdsPattern(term, d.text) ? [i] : []))) : lookup('body');
      const defines = new Set(definitions.get(term) ?? []);
      const holding = new Set([...title, ...body]);
      const items = holding.size;
      for (const d of defines) holding.add(d);
      const df = holding.size;
      found = { title, body, defines, items, idf: df ? Math.log(1 + docs.length / df) : 0 };
      hitCache.set(term, found);
    }
    return found;
  };

  const tokenCache = new Map<number, { text: Token[]; terms: string[]; words: string[] }>();
  /**
   * A document's tokens (for snippets), its terms in order, stopwords out (for phrases), and its
   * title terms and text words in order, stopwords in (for exact phrases). Worked out once per
   * document: queries ask again for the same candidates on every keystroke.
   */
  const tokensOf = (i: number) => {
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

  /** Whether the item's title or text holds the words of `phrase` in a row, stopwords included. */
  const saysExactly = (d: number, phrase: string): boolean => {
    const words = tokensOf(d).words;
    const want = phrase.split(' ');
    return words.some((_, i) => want.every((w, k) => words[i + k] === w));
  };

  /** Whether the item's terms hold `phrase` in a row (a synonym phrase is one thing, not scattered words). */
  const standsTogether = (d: number, phrase: string[]): boolean => {
    const t = tokensOf(d).terms;
    return t.some((_, i) => phrase.every((w, k) => t[i + k] === w));
  };

  /** Whether a sentence of the item defines what the query names, its concepts in order (see ./definition.ts). */
  const defines = (d: number, expanded: Alternative[][]): boolean => {
    const subject = expanded.map((alts) => new Set(alts.filter((a) => a.terms.length === 1).map((a) => a.terms[0]!)));
    const tokens = tokensOf(d).text;
    return answerPieces(docs[d]!.text).some((p) => definesSubject(tokens.filter((t) => t.start >= p.start && t.end <= p.end), subject));
  };

  const pieceCache = new Map<number, Set<string>[]>();
  /** The terms of each piece of an item's text (sentence, short line; see `answerPieces`). */
  const piecesOf = (d: number) => {
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

  /**
   * The share of the query's concepts that one piece of the item holds, at best: words of the
   * title (and section) count in every piece, since the item is about them. A concept found by a
   * phrase the player typed counts the share of its words the piece holds; another way to say it
   * counts only whole (as in `addConcept`). `weights`: what each concept counts for (how telling it
   * is, for a situation told at length: see `conceptWeights`); all alike when absent.
   */
  const ownCache = new Map<number, Set<string>>();
  /** The terms every piece of an item is about: its title and section (and see below). */
  const ownTerms = (d: number): Set<string> => {
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

  const togetherShare = (d: number, expanded: Alternative[][], typed: boolean[], weights?: number[]): number => {
    const own = ownTerms(d);
    const pieces = piecesOf(d);
    const weight = (c: number) => weights?.[c] ?? 1;
    let all = 0;
    for (let c = 0; c < expanded.length; c++) all += weight(c);
    let best = 0;
    if (!pieces.length) expanded.forEach((alts, c) => alts.some((a) => a.terms.every((t) => own.has(t))) && (best += weight(c)));
    // Plain loops: this runs for every piece of every candidate, over every alternative.
    for (const piece of pieces) {
      let sum = 0;
      for (let c = 0; c < expanded.length; c++) {
        const alternatives = expanded[c]!;
        let found = 0;
        for (let k = 0; k < alternatives.length && found < 1; k++) {
          const want = alternatives[k]!.terms;
          let held = 0;
          for (const t of want) if (piece.has(t) || own.has(t)) held++;
          let present = held / want.length;
          if ((k > 0 || !typed[c]) && present < 1) present = 0;
          if (present > found) found = present;
        }
        sum += found * weight(c);
      }
      if (sum > best) best = sum;
    }
    return all > 0 ? best / all : 0;
  };

  const expandCache = new Map<string, Alternative[]>();
  /**
   * The alternatives of a concept plus completions of a partial word and corrections of typos.
   * `level`: the concept follows a unit's name ("carrier 2") or a label ("stage 2"), so a number
   * in it is an upgrade or a stage ("Carrier II", "Stage II"), not a count ("2 space docks").
   */
  const expand = (concept: Concept, level: boolean): Alternative[] => {
    const [own, ...rest] = concept.alternatives;
    // The unit as typed or by its rules' name ("dock": "space dock").
    const cls = concept.asked ? undefined : concept.alternatives.map((a) => CLASS_OF.get(a.terms.join(' '))).find((c) => c !== undefined);
    const broader: Alternative[] = cls ? [{ terms: cls, words: cls, weight: CLASS_WEIGHT }] : [];
    if (!own || own.terms.length !== 1 || concept.asked) return [...concept.alternatives, ...broader];
    const word = own.words[0]!;
    const term = own.terms[0]!;
    const upgrade = level && hasRoman(word);
    const key = `${concept.partial}|${upgrade}|${word}`;
    let extra = expandCache.get(key);
    if (!extra) {
      if (expandCache.size > 2000) expandCache.clear();
      extra = [];
      // The American spelling the rules use, when the player typed the British one; a number in
      // its other forms ("3" and "three").
      for (const variant of [...spellingVariants(word), ...numberVariants(word, upgrade)]) {
        const t = stem(variant);
        if (t !== term && vocabulary.hasTerm(t)) extra.push({ terms: [t], words: [variant], weight: 1 });
      }
      // A count asks about the limit the rules state ("can i have 8 action cards": "a maximum of seven").
      for (const form of upgrade ? [] : countForms(word)) {
        const p = phrase(form.text);
        if (p.terms.every((t) => isPattern(t) || vocabulary.hasTerm(t))) extra.push({ ...p, weight: form.weight });
      }
      // A word of a synonym group ("died": destroyed) is a word players say, not a typo of another.
      const known = vocabulary.hasTerm(term) || extra.length > 0 || rest.length > 0;
      // A word's derived forms the rules use: "limit" meets "limitless" (in a text: a title's
      // "Limitations" is not what a limit question is about).
      for (const suffix of DERIVED_SUFFIXES) {
        const t = `${term}${suffix}`;
        if (vocabulary.hasTerm(t)) extra.push({ terms: [t], words: [t], weight: COMPLETION_WEIGHT, textOnly: true });
      }
      if ((concept.partial || !known) && word.length >= MIN_PREFIX) {
        for (const t of vocabulary.complete(word, MAX_COMPLETIONS)) if (t !== term) extra.push({ terms: [t], words: [t], weight: COMPLETION_WEIGHT });
      }
      if (!known && !extra.length && word.length >= 4) {
        const near = (w: string) => vocabulary.near(w, w.length >= 8 ? 2 : 1);
        // A typo in an inflected word the rules use in another form ("deplying": the rules say
        // "deploy", never "deploying"): its stem is one edit from their word.
        const found = near(word);
        for (const { term: t, weight } of likelyCorrections(found.length || term === word ? found : near(term))) {
          extra.push({ terms: [t], words: [t], weight });
          // The word corrected, with its synonyms ("oponent": opponent, and "another player" the rules say).
          for (const a of synonymsOf(t)) extra.push({ ...a, weight: weight * a.weight });
        }
      }
      expandCache.set(key, extra);
    }
    return [own, ...rest, ...extra, ...broader];
  };

  /**
   * Adds each document's score for one concept (its best alternative) to `total` and counts the
   * concept in `matched`. Dense arrays over the documents: far cheaper than maps while typing.
   * `story`: the query is a situation told at length (see `STORY_UNIT_TITLE_WEIGHT`).
   */
  /**
   * `counted`: the terms of what a question for a count counts ("votes" in "how many votes"); a
   * count answering it holds only where it stands before them (see `countsThing`).
   */
  function addConcept(alternatives: Alternative[], typed: boolean, total: Float64Array, matched: Float64Array, touched: Set<number>, story = false, counted?: ReadonlySet<string>): ConceptHits {
    const best = new Float64Array(docs.length);
    const found = new Float64Array(docs.length);
    const seen: number[] = [];
    for (const [k, alt] of alternatives.entries()) {
      const sum = new Float64Array(docs.length);
      const present = new Uint8Array(docs.length);
      const docsOfAlt: number[] = [];
      for (const term of alt.terms) {
        const h = hits(term);
        for (const d of alt.textOnly ? [] : h.title) {
          if (!sum[d]) docsOfAlt.push(d);
          sum[d] = sum[d]! + h.idf * (story && unitTitled[d] ? STORY_UNIT_TITLE_WEIGHT : FIELD_WEIGHT.title) * titleNorm[d]!;
          present[d]!++;
        }
        for (const d of h.body) {
          if (!sum[d]) docsOfAlt.push(d);
          sum[d] = sum[d]! + h.idf * FIELD_WEIGHT.body * lengthNorm[d]!;
          if (alt.textOnly || !h.title.has(d)) present[d]!++;
        }
        for (const d of h.defines) {
          if (!sum[d]) docsOfAlt.push(d);
          sum[d] = sum[d]! + h.idf * DEFINES_WEIGHT;
          if ((alt.textOnly || !h.title.has(d)) && !h.body.has(d)) present[d]!++;
        }
      }
      // The phrase the player typed ("anti-fighter barrage") counts by the share of its words
      // present, and finds that share of the concept: "fighter" alone is a third of it. Another
      // way to say it counts only whole: "no" is not "no more than", "planetary" is not
      // "planetary defense system".
      const n = alt.terms.length;
      const count = counted && isCountAnswer(alt) ? alt.terms[0]! : undefined;
      for (const d of docsOfAlt) {
        if (alt.exact && !saysExactly(d, alt.exact)) continue;
        if (count !== undefined && !countsThing(tokensOf(d).terms, count, counted!)) continue;
        const share = present[d]! / n;
        if ((k > 0 || !typed) && (share < 1 || (n > 1 && !standsTogether(d, alt.terms)))) continue;
        const score = (alt.weight * sum[d]! * share * share) / n;
        if (!best[d]) seen.push(d);
        if (score > best[d]!) best[d] = score;
        if (share > found[d]!) found[d] = share;
      }
    }
    for (const d of seen) {
      total[d] = total[d]! + best[d]!;
      matched[d] = matched[d]! + found[d]!;
      touched.add(d);
    }
    return { found, best };
  }

  /**
   * Per document, the share of one concept found (credits included: see `unitCardCredit`) and the
   * score it added (see `addConcept`).
   */
  interface ConceptHits {
    found: Float64Array;
    best: Float64Array;
  }

  const secondaryRules = docs.flatMap((_, i) => (statesSecondaryRule[i] ? [i] : []));
  const primaryRules = docs.flatMap((d, i) => (statesPrimary(d.text) ? [i] : []));
  /**
   * A rule stating a strategy card's secondary ability (see ./strategy-ability.ts) is what
   * "secondary" asks for, and what "primary" does not: the word "primary" in it only says when.
   * "Primary" asks for the rule stating what the primary does: it weighs there as in a title.
   * A query naming both ("secondary before or after the primary") asks when the one follows the
   * other, which is what the secondary's rule says.
   */
  function strategyAbilityCredit(expanded: Alternative[][], hitsBy: ConceptHits[], total: Float64Array, matched: Float64Array, touched: Set<number>): void {
    const typedTerms = expanded.map((alts) => alts[0]?.terms.join(' '));
    const both = typedTerms.includes(PRIMARY_TERM) && typedTerms.includes(SECONDARY_TERM);
    expanded.forEach((alts, k) => {
      const typed = typedTerms[k];
      if (typed !== SECONDARY_TERM && typed !== PRIMARY_TERM) return;
      const { found, best } = hitsBy[k]!;
      if (typed === PRIMARY_TERM) for (const d of primaryRules) if (found[d]) total[d] = total[d]! + hits(PRIMARY_TERM).idf * FIELD_WEIGHT.title * titleNorm[d]!;
      for (const d of secondaryRules) {
        if (typed === PRIMARY_TERM && both) continue;
        if (typed === PRIMARY_TERM) {
          total[d] = total[d]! - best[d]!;
          matched[d] = matched[d]! - found[d]!;
          found[d] = 0;
        } else if (found[d]! < 1) {
          total[d] = total[d]! + hits(SECONDARY_TERM).idf * FIELD_WEIGHT.body * lengthNorm[d]!;
          matched[d] = matched[d]! + 1 - found[d]!;
          found[d] = 1;
          touched.add(d);
        }
      }
    });
  }

  const namedSteps = docs.flatMap((_, i) => (stepTerms[i]!.length ? [i] : []));
  // A step's place is as telling as named steps are rare (no text holds it: see ./timing-question.ts).
  const stepPlaceIdf = Math.log(1 + docs.length / Math.max(1, namedSteps.length));
  /**
   * A named step of a procedure ("STEP 1-BOMBARDMENT: ..." of the invasion) states the moment of
   * what it names by its place: for a question for that moment ("when do i bombard"), the moment the
   * question asks counts as found in it, as a timing word in its title would. A step of the
   * procedure asked about ("STEP 3-READY PLANETS" for "when does the agenda phase start") names
   * something else, and gets nothing.
   */
  function stepMomentCredit(concepts: Concept[], expanded: Alternative[][], hitsBy: ConceptHits[], total: Float64Array, matched: Float64Array, touched: Set<number>): void {
    const k = concepts.findIndex((c) => c.moment);
    if (k < 0) return;
    const typed = new Set(expanded.filter((_, j) => !concepts[j]!.asked).flat().flatMap((a) => a.terms));
    const place = expanded[k]!.find((a) => a.terms[0] === STEP_PLACE);
    if (!place) return;
    const { found } = hitsBy[k]!;
    for (const d of namedSteps) {
      if (found[d]! >= 1 || !stepTerms[d]!.every((t) => typed.has(t))) continue;
      total[d] = total[d]! + place.weight * stepPlaceIdf * FIELD_WEIGHT.title * titleNorm[d]!;
      matched[d] = matched[d]! + 1 - found[d]!;
      found[d] = 1;
      touched.add(d);
    }
  }

  const unitDocs = docs.flatMap((d, i) => (d.kind === 'unit' ? [i] : []));
  /** Whether a number after this concept is a level: a unit's name ("dread", "war sun") or a label such as "stage". */
  const takesLevel = (concept: Concept) => concept.alternatives.some((a) => UNIT_NAMES.has(a.terms.join(' ')) || (a.words.length === 1 && ROMAN_LABELS.has(a.words[0]!)));
  /**
   * A unit's stats item answers what the query asks of the unit it names ("dread stats", "carrier
   * move", "how many dreads in the box"): the card words of the query (see ./unit-card.ts) count as
   * found in it, at the weight of a word in its text.
   */
  function unitCardCredit(expanded: Alternative[][], hitsBy: ConceptHits[], total: Float64Array, matched: Float64Array, touched: Set<number>): void {
    for (const d of unitDocs) {
      const title = new Set(titleTerms[d]);
      const names = expanded.map((alts) => alts.some((a) => a.terms.every((t) => title.has(t))));
      if (!names.some(Boolean)) continue;
      expanded.forEach((alts, k) => {
        const found = hitsBy[k]!.found[d]!;
        const card = alts.find((a) => asksUnitCard(a.terms));
        if (names[k] || found >= 1 || !card) return;
        const idf = Math.max(...card.terms.map((t) => hits(t).idf));
        total[d] = total[d]! + card.weight * idf * FIELD_WEIGHT.body * lengthNorm[d]!;
        matched[d] = matched[d]! + (1 - found);
        hitsBy[k]!.found[d] = 1;
        touched.add(d);
      });
    }
  }

  /** The terms of what a count answering concept `k` counts: the other concepts the player typed ("votes" in "how many votes"). */
  const countedBy = (expanded: Alternative[][], concepts: Concept[], k: number): Set<string> => {
    return new Set(expanded.flatMap((alts, c) => (c === k || concepts[c]!.asked ? [] : alts.flatMap((a) => a.terms))));
  };

  /** An alternative's idf: the mean of its words' (a phrase is as telling as its words on average). */
  const idfOf = (alt: Alternative): number => {
    let sum = 0;
    for (const t of alt.terms) sum += hits(t).idf;
    return sum / Math.max(1, alt.terms.length);
  };

  /** How telling each concept of the query is: its best alternative's idf, at that alternative's weight. */
  const conceptWeights = (expanded: Alternative[][]): number[] => expanded.map((alts) => Math.max(0, ...alts.map((a) => a.weight * idfOf(a))));

  /**
   * The share of a long query an item answers, each concept counted at its weight (see
   * `conceptWeights`): a situation told at length ("my ships are sitting in a nebula and i get
   * attacked there") holds words any rule says ("want", "still", "sitting") beside the few that
   * tell what it is about ("nebula", "attacked"); an item holding those few answers more of it
   * than one holding as many of the others.
   */
  const tellingCoverage = (d: number, hitsBy: ConceptHits[], weights: number[]): number => {
    let held = 0;
    let all = 0;
    for (let k = 0; k < weights.length; k++) {
      held += weights[k]! * Math.min(1, hitsBy[k]!.found[d]!);
      all += weights[k]!;
    }
    return all > 0 ? held / all : 0;
  };

  /** The terms of a query that a document holds (for its snippet). */
  const matchedTerms = (d: number, expanded: Alternative[][]) =>
    new Set(expanded.flat().flatMap((a) => a.terms).filter((t) => hits(t).title.has(d) || hits(t).body.has(d) || hits(t).defines.has(d)));

  interface Ranked {
    doc: number;
    score: number;
    /** Concepts of the query the item answers (a share of a phrase concept counts that share). */
    matched: number;
    complete: boolean;
    first: boolean;
    /** An item of the game asked about that answers at least half the query (or, of the home game, half what the best item answers): it outranks other games' items, whatever their score. */
    home: boolean;
    /**
     * An unofficial summary while an official item of its game answers as much of the query, or a
     * bare heading while a rule does: a fallback, placed after those answers.
     */
    fallback: boolean;
  }

  /**
   * Moves each fallback (an unofficial summary, a bare heading) to just after the last answer of its
   * group (same named source, same home game, same game) that answers as much of the query: a
   * fallback shows above the answers only when they answer less.
   */
  function fallbacksAfterAnswers(list: Ranked[], byRank: (a: Ranked, b: Ranked) => number): Ranked[] {
    const out = list.filter((r) => !r.fallback);
    for (const f of list.filter((r) => r.fallback)) {
      let at = -1;
      out.forEach((r, i) => {
        if (r.first === f.first && r.home === f.home && gameOf[r.doc] === gameOf[f.doc] && r.matched >= f.matched) at = i;
      });
      // Where its rank puts it, unless an official item answering as much would come after it.
      const own = out.findIndex((r) => byRank(f, r) < 0);
      const place = Math.max(at + 1, own < 0 ? out.length : own);
      out.splice(place, 0, f);
    }
    return out;
  }

  const pairCache = new Map<string, Map<Game, number>>();
  /** How many items of each game hold these two terms next to each other (cached). */
  const gamesJoining = (a: string, b: string): Map<Game, number> => {
    const key = `${a} ${b}`;
    let found = pairCache.get(key);
    if (!found) {
      if (pairCache.size > 2000) pairCache.clear();
      found = new Map();
      const ha = hits(a);
      const hb = hits(b);
      for (const d of new Set([...ha.title, ...ha.body])) {
        if (!hb.title.has(d) && !hb.body.has(d)) continue;
        const t = tokensOf(d).terms;
        if (t.some((x, i) => x === a && t[i + 1] === b)) found.set(gameOf[d]!, (found.get(gameOf[d]!) ?? 0) + 1);
      }
      pairCache.set(key, found);
    }
    return found;
  };

  /**
   * The games the query is about: the home game, unless its words belong to other games only. A
   * word no home-game item uses ("worldship", "mercenaries"), or a pair of words that stand together
   * only in another game's items ("power card"), names that game, when that game's items answer
   * more of the query than any home-game item ("stop" is in EotV and TI3 only, but "planetary
   * shield stop x-89" is answered by TI4 as well as by anything else). Only what the player typed
   * counts, with its synonyms: a corrected typo or a completion never switches games.
   */
  function gamesAsked(concepts: Concept[], bestCoverage: Map<Game, number>): Set<Game> {
    // Concepts (or pairs) of the query that name each other game.
    const named = new Map<Game, number>();
    const name = (g: Game) => named.set(g, (named.get(g) ?? 0) + 1);
    for (const c of concepts) {
      const items = new Map<Game, number>();
      for (const d of new Set(c.alternatives.flatMap((a) => a.terms).flatMap((t) => [...hits(t).title, ...hits(t).body]))) {
        items.set(gameOf[d]!, (items.get(gameOf[d]!) ?? 0) + 1);
      }
      if (items.has(HOME_GAME)) continue;
      for (const [g, n] of items) if (n >= GAME_TERM_ITEMS) name(g);
    }
    for (let k = 0; k + 1 < concepts.length; k++) {
      const a = concepts[k]!.alternatives[0]!.terms.at(-1)!;
      const b = concepts[k + 1]!.alternatives[0]!.terms[0]!;
      const joined = gamesJoining(a, b);
      if (joined.has(HOME_GAME)) continue;
      for (const [g, n] of joined) if (n >= GAME_TERM_ITEMS) name(g);
    }
    // A situation told at length uses everyday words the home game's rules happen not to ("bonus",
    // "attacked"): one such word is the story's, not the player naming another game.
    const needed = concepts.length >= LONG_QUERY ? LONG_QUERY_GAME_TERMS : 1;
    const home = bestCoverage.get(HOME_GAME) ?? 0;
    const asked = [...named].filter(([g, n]) => n >= needed && (bestCoverage.get(g) ?? 0) > home).map(([g]) => g);
    return new Set(asked.length ? asked : [HOME_GAME]);
  }

  function wordResults(concepts: Concept[], named: SourceId[], definition = false, wrapping = 0): { ranked: Ranked[]; expanded: Alternative[][] } {
    const expanded = concepts.map((c, k) => expand(c, k > 0 && takesLevel(concepts[k - 1]!)));
    const total = new Float64Array(docs.length);
    const matched = new Float64Array(docs.length);
    const touched = new Set<number>();
    // A situation told at length (see LONG_QUERY), counting the words it was wrapped in ("got", "want").
    const story = expanded.length + wrapping >= LONG_QUERY;
    const hitsBy = expanded.map((alternatives, k) => addConcept(alternatives, !concepts[k]!.asked, total, matched, touched, story, countedBy(expanded, concepts, k)));
    // A situation told at length says "move", "roll" or "combat" as its story, not to ask for a unit's card.
    if (!story) unitCardCredit(expanded, hitsBy, total, matched, touched);
    strategyAbilityCredit(expanded, hitsBy, total, matched, touched);
    stepMomentCredit(concepts, expanded, hitsBy, total, matched, touched);
    /** The most of the query an item of each game answers, among the items `keep` accepts. */
    const bestPerGame = (keep: (d: number) => boolean): Map<Game, number> => {
      const best = new Map<Game, number>();
      for (const d of touched) if (keep(d)) best.set(gameOf[d]!, Math.max(best.get(gameOf[d]!) ?? 0, matched[d]!));
      return best;
    };
    const games = gamesAsked(concepts, bestPerGame(() => true));
    // The best coverage an official item of each game reaches: a summary answering no more is a fallback.
    const officialBest = bestPerGame((d) => official[d]!);

    const n = concepts.length;
    // A long question told as a situation has words no rule says together: the rule answering it
    // may hold fewer than half of them, yet be the home game's answer (see `home` below). Official
    // items only: a summary holds the words of most questions, each in another sentence.
    const bestMatched = Math.max(0, ...officialBest.values());
    const telling = story ? conceptWeights(expanded) : undefined;
    const queryTerms = expanded.flat().flatMap((a) => a.terms);
    const namedPrior = Math.max(0, ...named.map((s) => SOURCE_PRIOR[s]));
    const ranked: Ranked[] = [...touched].map((doc) => {
      const coverage = matched[doc]! / n;
      const covered = telling ? tellingCoverage(doc, hitsBy, telling) : coverage;
      const d = docs[doc]!;
      // A named source's items are sorted first below; among themselves, each keeps its weight
      // against the named source weighing most: "ti4" (all its sources) leaves the summary after the rules.
      const first = named.includes(d.source);
      const prior = first ? SOURCE_PRIOR[d.source] / namedPrior : SOURCE_PRIOR[d.source];
      const entry = d.kind === 'entry' ? (definition ? DEFINITION_WEIGHT : 1.05) : 1;
      // A ruling under a faction's heading is about that faction: for a query naming none of its
      // own words (faction, unit, ability) a general rule answers first.
      const own = ownNames[doc];
      const faction = own && !queryTerms.some((t) => own.has(t)) ? OTHER_FACTION_WEIGHT : 1;
      // Shares of concepts add up to a whole with rounding: 1/3 + 2/3.
      const complete = coverage > 1 - 1e-9;
      // At least half the query, or (a home-game item) half of what the best official item answers: a long
      // summary holding most words of a long question, each in another sentence, must not outrank
      // by this flag alone the rule that holds its few words that matter.
      const half = coverage >= HOME_SHARE || (gameOf[doc] === HOME_GAME && matched[doc]! >= HOME_SHARE * bestMatched);
      const home = half && games.has(gameOf[doc]!);
      return { doc, score: total[doc]! * covered * covered * prior * entry * faction, matched: matched[doc]!, complete, first, home, fallback: false };
    });
    // A situation told at length asks what the rules say of it: a unit's stats item prints values,
    // no rule, and holds its words only as labels ("combat 5", "Sustain Damage"). Like a bare
    // heading, it is a fallback there while a rule answers as much.
    const anchor = (d: number) => stub[d]! || (story && docs[d]!.kind === 'unit');
    const contentBest = bestPerGame((d) => !anchor(d));
    for (const r of ranked) {
      r.fallback =
        (!official[r.doc] && (officialBest.get(gameOf[r.doc]!) ?? 0) >= r.matched) || (anchor(r.doc) && (contentBest.get(gameOf[r.doc]!) ?? 0) >= r.matched);
    }
    // Unless the query is about another game, a TI4 answer comes before a TI3 or EotV one: a player
    // at a TI4 table must never get a TI3 ruling first ("retreat" finds 67.4, not TI3's "Retreats";
    // "direct hit dreadnought" the Direct Hit erratum, not TI3's Direct Hit ruling).
    const byRank = (a: Ranked, b: Ranked) => Number(b.first) - Number(a.first) || Number(b.home) - Number(a.home) || b.score - a.score || a.doc - b.doc;
    ranked.sort(byRank);

    // The costlier checks, on the best candidates only: a title that is exactly the query, words
    // standing together as in the query, and rulings placed after the rule they rule on.
    const top = ranked.slice(0, PHRASE_CANDIDATES);
    // An answer to what the query asks ("eight" for "how many") stands next to the thing counted;
    // next to the words of a query that did not ask ("limit on command tokens"), it is no phrase.
    const phrased = expanded.map((alts, k) => (concepts[k]!.asked ? alts : alts.filter((a) => a.weight > ANSWER_PHRASE_WEIGHT)));
    const moment = concepts.some((c) => c.moment);
    const typedTerms = new Set(expanded.filter((_, k) => !concepts[k]!.asked).flat().flatMap((a) => a.terms));
    for (const r of top) {
      // "When does the agenda phase start": an item whose timing words only introduce what the query
      // names ("During the agenda phase, ...") says what happens then, not when it comes.
      if (moment && titleTerms[r.doc]!.every((t) => typedTerms.has(t)) && timingOnlyIntroduces(docs[r.doc]!.text, docs[r.doc]!.title)) r.score *= UNSTATED_MOMENT_WEIGHT;
      if (!r.complete) continue;
      const found = matchedTerms(r.doc, expanded);
      // A named step is titled by its name where its moment is asked ("when do i bombard": "STEP
      // 1-BOMBARDMENT" of "Invasion: Bombardment"), as the rule titled "Bombardment" is, and its
      // name and its place (the moment) stand together.
      const step = stepTerms[r.doc]!;
      const placed = moment && step.length > 0 && step.every((t) => found.has(t));
      if (placed && !titleTerms[r.doc]!.every((t) => found.has(t))) r.score *= 1.5;
      if (titleTerms[r.doc]!.every((t) => found.has(t))) {
        r.score *= 1.5;
        // A query that only names an entry ("neighbours", "game round") asks what it is: the entry's
        // opening says, not one of its rules (which carry its title too).
        const named = expanded.every((alts) => alts.some((a) => a.terms.every((t) => titleTerms[r.doc]!.includes(t))));
        // An entry whose opening lists its parts ("A game round consists of the following four
        // phases: 1. ...") answers a query naming it and what the list counts ("phases of a game
        // round"), as the entry's title and opening say it all: the list is the answer, not a rule
        // that mentions the parts ("the other phases of that game round").
        const opening = listsParts[r.doc] ? piecesOf(r.doc)[0] : undefined;
        const listed = opening !== undefined && expanded.every((alts) => alts.some((a) => a.terms.every((t) => titleTerms[r.doc]!.includes(t) || opening.has(t))));
        if ((named || listed) && docs[r.doc]!.kind === 'entry') r.score *= NAMED_ENTRY_WEIGHT;
      }
      if (n > 1) r.score *= 1 + 0.5 * (placed ? 1 : phraseShare(tokensOf(r.doc).terms, phrased));
      // "What is move value": the sentence defining it ("A unit's move value indicates ...").
      if (definition && defines(r.doc, expanded)) r.score *= DEFINITION_WEIGHT;
    }
    // Words matched across unrelated sentences count less than words matched together.
    if (n > 1) {
      const typed = concepts.map((c) => !c.asked);
      for (const r of top) {
        // A situation told at length counts its concepts at how telling they are here too (as in
        // its coverage): the sentence holding its rare words together is the answer, not one that
        // holds as many of its everyday words ("ships", "no", "system").
        const coverage = telling ? tellingCoverage(r.doc, hitsBy, telling) : r.matched / n;
        const share = togetherShare(r.doc, expanded, typed, telling);
        const together = Math.min(coverage, share);
        const counted = together + SCATTERED_WEIGHT * (coverage - together);
        if (coverage > 0) r.score *= (counted / coverage) ** 2;
        // An unofficial summary answers as much of the query as its best sentence says: it is a
        // fallback when an official item of its game answers that much (`fallbacksAfterAnswers`).
        if (!official[r.doc]) {
          r.matched = Math.min(r.matched / n, telling ? togetherShare(r.doc, expanded, typed) : share) * n;
          if ((officialBest.get(gameOf[r.doc]!) ?? 0) >= r.matched - 1e-9) r.fallback = true;
        }
      }
    }
    const byDoc = new Map(top.map((r) => [r.doc, r]));
    for (const r of [...top].sort(byRank)) {
      for (const ruling of rulingsOf.get(r.doc) ?? []) {
        const other = byDoc.get(ruling);
        if (other && other.complete && other.first === r.first && other.score < r.score) other.score = r.score * 0.97;
      }
    }
    // A ruling on a case the query does not name (its question is mostly other words: "Shields
    // Holding", "space combat") comes after a rule of the entry it rules on that answers as much.
    const asked = new Set(expanded.filter((_, k) => !concepts[k]!.asked).flat().flatMap((a) => a.terms));
    const specific = (d: number) => {
      const question = new Set(titleTerms[d]);
      if ([...question].filter((t) => asked.has(t)).length < RULING_CASE_SHARE * question.size) return true;
      // Its question names a card or ability ("Sabotage", "Trade Agreement") the player does not.
      return namedCases[d]!.some((name) => !name.some((t) => asked.has(t)));
    };
    for (const r of [...top].sort(byRank)) {
      const entry = docs[r.doc]!.kind === 'rule' ? docs[r.doc]!.parent : undefined;
      const e = entry === undefined ? undefined : byId.get(entry);
      if (e === undefined || !r.complete) continue;
      for (const ruling of rulingsOf.get(e) ?? []) {
        const other = byDoc.get(ruling);
        if (other && other.first === r.first && other.matched <= r.matched && other.score > r.score && specific(ruling)) other.score = r.score * 0.97;
      }
    }
    // Any ruling on another case (its question mostly words the player did not say), linked to the
    // rule or not, comes after an official rule that answers more of the query's concepts. Only
    // more: a ruling answering as much as the rule may be the answer ("combat where nobody can win").
    // A ruling whose question quotes a card the player does not name is that card's case: an
    // official rule answering as much comes first.
    for (const r of top) {
      if (docs[r.doc]!.kind !== 'faq' || !specific(r.doc)) continue;
      const quotesOther = namedCases[r.doc]!.some((name) => !name.some((t) => asked.has(t)) && name.some((t) => hits(t).items < RULES_WORD_ITEMS));
      const enough = r.matched + (quotesOther ? -1e-9 : 1e-9);
      let cap = 0;
      for (const o of top) {
        const k = docs[o.doc]!.kind;
        if ((k === 'rule' || k === 'entry') && official[o.doc] && o.first === r.first && o.home === r.home && o.matched > enough && o.score < r.score) cap = Math.max(cap, o.score);
      }
      if (cap) r.score = cap * 0.97;
    }
    return { ranked: [...fallbacksAfterAnswers(top.sort(byRank), byRank), ...ranked.slice(PHRASE_CANDIDATES)], expanded };
  }

  const rerankCorpus: RerankCorpus = {
    docs,
    official,
    ownTerms,
    pieces: piecesOf,
    hits,
  };

  const byNumber = new Map<string, number[]>();
  const childrenOf = new Map<string, number[]>();
  docs.forEach((d, i) => {
    if (d.number) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), i]);
    if (d.parent) childrenOf.set(d.parent, [...(childrenOf.get(d.parent) ?? []), i]);
  });

  // A number the LRR 1.2 numbering skips ("49.1": Movement starts at 49.2) finds its entry.
  const missing = new Map(missingRuleNumbers(docs).map((m) => [m.number, byId.get(m.entry.id)!]));

  const bySourcePrior = (a: number, b: number) => SOURCE_PRIOR[docs[b]!.source] - SOURCE_PRIOR[docs[a]!.source] || a - b;

  /** The item with that number (LRR 1.2 first), then its rules (an entry's), its rulings, its entry (a rule's). */
  function numberResults(number: string): number[] {
    const exact = [...(byNumber.get(number) ?? [])].sort(bySourcePrior);
    const related = exact.flatMap((i) => {
      const d = docs[i]!;
      const parent = d.parent === undefined ? undefined : byId.get(d.parent);
      const children = d.kind === 'entry' ? (childrenOf.get(d.id) ?? []) : [];
      return [...children, ...(rulingsOf.get(i) ?? []), ...(parent === undefined ? [] : [parent])];
    });
    return [...new Set([...exact, ...related])];
  }

  function toResult(i: number, matched: Set<string>): SearchResult {
    const d = docs[i]!;
    return {
      id: d.id,
      title: d.title,
      ...(d.number ? { number: d.number } : {}),
      source: d.source,
      kind: d.kind,
      url: d.url,
      snippet: makeSnippet(d.text, (t) => matched.has(t), tokensOf(i).text),
    };
  }

  /** The entry whose numbering skips `number`, opening at the notice its page holds for it. */
  function skippedResult(number: string, entry: number, matched = new Set<string>()): SearchResult {
    const r = toResult(entry, matched);
    return { ...r, url: `${r.url.split('#')[0]}#${missingNoticeId(number)}`, note: `${number} is not in LRR 1.2: entry ${r.number} ${r.title} skips it.` };
  }

  /** What a word typed joined ("spacedock") is checked against: the corpus words (see ./compound.ts). */
  const joinedWords = { known: (w: string) => vocabulary.hasWord(w) || SAID_WORDS.has(w), startsWord: (w: string) => vocabulary.complete(w, 1).length > 0 };

  return {
    docs,
    search(query, options = {}) {
      const limit = options.limit ?? 10;
      const allowed = options.sources?.length ? new Set(options.sources) : undefined;
      const keep = (i: number) => !allowed || allowed.has(docs[i]!.source);
      const parsed = parseQuery(withCompoundsSplit(query, joinedWords));
      if (parsed.kind === 'empty') return [];
      if (parsed.kind === 'number') {
        const skipped = missing.get(parsed.number);
        if (skipped !== undefined && keep(skipped)) {
          const rest = numberResults(docs[skipped]!.number!).filter((i) => keep(i) && i !== skipped);
          return [skippedResult(parsed.number, skipped), ...rest.map((i) => toResult(i, new Set()))].slice(0, limit);
        }
        return numberResults(parsed.number).filter(keep).slice(0, limit).map((i) => toResult(i, new Set()));
      }
      const words = wordResults(parsed.concepts, parsed.sources, parsed.definition, parsed.wrapping);
      const { expanded } = words;
      const ranked = scorer ? rerankTop(rerankCorpus, expanded, words.ranked, scorer) : words.ranked;
      // A rule number typed with words ("rule 67.6 assign hits") is the player pointing at that
      // rule: it comes first, the words rank the rest.
      const pointed = parsed.number ? (byNumber.get(parsed.number) ?? []).filter(keep).sort(bySourcePrior).slice(0, 1) : [];
      const skipped = parsed.number && !pointed.length ? missing.get(parsed.number) : undefined;
      if (skipped !== undefined && keep(skipped)) pointed.push(skipped);
      return [...pointed, ...ranked.map((r) => r.doc).filter((d) => keep(d) && !pointed.includes(d))]
        .slice(0, limit)
        .map((d) => (d === skipped ? skippedResult(parsed.number!, d, matchedTerms(d, expanded)) : toResult(d, matchedTerms(d, expanded))));
    },
  };
}

/**
 * For each ruling under a heading the rules never name (a faction: "The Arborec"), the words of
 * its heading, question and answer that no rule of the home game uses: the faction, its units and
 * abilities ("Duha Menaimon", "Peace Accords"). A heading the rules name ("Action Cards",
 * "Production") is a topic of the rules, not a faction's case; so is one its rulings never name ("General").
 */
function factionCases(docs: readonly SearchDoc[], titleTerms: string[][]): (Set<string> | undefined)[] {
  const inRules = new Map<string, number>();
  docs.forEach((d, i) => {
    if ((d.kind !== 'entry' && d.kind !== 'rule') || SOURCES[d.source].game !== HOME_GAME || !SOURCES[d.source].official) return;
    for (const t of new Set([...titleTerms[i]!, ...terms(d.text)])) inRules.set(t, (inRules.get(t) ?? 0) + 1);
  });
  // A word a rule or two use in an example ("Arborec space docks") is still the faction's own.
  const ruleWords = new Set([...inRules].filter(([, n]) => n > EXAMPLE_ITEMS).map(([t]) => t));
  return docs.map((d, i) => {
    if (d.kind !== 'faq' || !d.section || SOURCES[d.source].game !== HOME_GAME) return undefined;
    // The ruling names its heading's own word ("the Arborec flagship"): the heading is who it is about.
    // "General" names no one, though the rules never say it.
    const said = new Set([...titleTerms[i]!, ...terms(d.text)]);
    const heading = terms(d.section).filter((t) => !ruleWords.has(t));
    if (!heading.some((t) => said.has(t))) return undefined;
    return new Set([...heading, ...said].filter((t) => !ruleWords.has(t)));
  });
}

// A name quoted in a ruling's question: a card, ability or unit ('"Sabotage"', '"Trade
// Agreement"'), capitalized. A quoted lowercase word is the rules defining it, not a case.
/**
 * A quoted name none of whose words is this rare names something the rules talk of everywhere
 * ('"Against"', '"Production"'), not a card.
 */
const RULES_WORD_ITEMS = 40;
const EXAMPLE = /\b(?:for example|such as|e\.g\.)/i;
const QUOTED_NAME = /["“]([A-Z][^"”]{0,40})["”]/g;

/**
 * The names a ruling's question quotes, as terms: the card or ability whose case it settles
 * ('When ... is a "Sabotage" card played?' is Sabotage's case, not how action cards are played).
 */
function quotedNames(d: SearchDoc): string[][] {
  // Names given as an example ("for example, ... "Duranium Armor"") illustrate the case; they are not it.
  const question = (/^Q:\s*([^\n]*)/.exec(d.text)?.[1] ?? d.title).split(EXAMPLE)[0]!;
  return [...question.matchAll(QUOTED_NAME)].map((m) => terms(m[1]!)).filter((t) => t.length > 0);
}

/** Whether an alternative is a count answering "how many" ("two"; see `SynonymGroup.answeredBy`), not a way to say it. */
function isCountAnswer(alt: Alternative): boolean {
  return alt.weight <= ANSWER_PHRASE_WEIGHT && alt.words.length === 1 && numberValue(alt.words[0]!) !== undefined;
}

/** How far apart (in terms, stopwords out) two words of the query may stand and still count as near. */
const NEAR_TERMS = 2;

/**
 * Share of neighbouring concept pairs that stand next to each other in the document's terms (a
 * pair merely near each other counts half).
 */
function phraseShare(terms: string[], concepts: Alternative[][]): number {
  if (concepts.length < 2) return 0;
  const at = new Map<string, number[]>();
  terms.forEach((t, i) => at.set(t, [...(at.get(t) ?? []), i]));
  const firsts = (c: Alternative[]) => new Set(c.flatMap((a) => (at.get(a.terms[0]!) ?? [])));
  const lasts = (c: Alternative[]) => new Set(c.flatMap((a) => (at.get(a.terms.at(-1)!) ?? []).map((i) => i)));
  let joined = 0;
  for (let k = 0; k + 1 < concepts.length; k++) {
    const ends = lasts(concepts[k]!);
    const starts = [...firsts(concepts[k + 1]!)];
    if (starts.some((i) => ends.has(i - 1))) joined++;
    // Near each other, in either order, counts half: "red backed tiles" in "tiles with a
    // red-colored back", "diplomacy primary ability" in "the primary ability on the Diplomacy card".
    else if (starts.some((i) => [...ends].some((j) => Math.abs(i - j) <= NEAR_TERMS))) joined += 0.5;
  }
  return joined / (concepts.length - 1);
}

// A word quoted alone, in lowercase: the rules defining it ('uses the word "then"', 'the word
// "apply"'). Capitalized quotes are names ("Production", "Sustain Damage"), not definitions.
const DEFINED_WORD = /["“]([a-z]+)[,.]?["”]/g;

/**
 * Term -> the items that define the word. Stopwords included: "then", "when" and "before" are
 * left out of the index, yet 1.12-1.15 are where a player learns what they mean.
 */
function definitionsOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const m of d.text.matchAll(DEFINED_WORD)) {
      const term = stem(fold(m[1]!));
      const list = found.get(term) ?? [];
      if (list.at(-1) !== i) list.push(i);
      found.set(term, list);
    }
  });
  return found;
}

/** The corpus words with their terms and counts, from the documents the index was built from. */
function vocabularyOf(texts: Record<Field, string>[]): Vocabulary {
  const words = new Map<string, { term: string; count: number }>();
  for (const fields of texts) {
    for (const field of FIELDS) {
      for (const t of tokenize(fields[field])) {
        if (t.stop) continue;
        const w = words.get(t.word);
        if (w) w.count++;
        else words.set(t.word, { term: t.term, count: 1 });
      }
    }
  }
  return createVocabulary(words);
}
