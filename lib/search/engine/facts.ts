/**
 * What the search knows of each document before any query: worked out once from the shipped index,
 * so a keystroke only looks things up.
 */
import { SOURCES } from '../../corpus/sources';
import type { Game } from '../../corpus/types';
import { FIELDS, importIndex, type Field } from '../flex';
import { fieldTexts, unpackDocs, type SearchDoc, type ShippedIndex } from '../shipped';
import { onlyDefinesTitle } from '../definition';
import { statesPrimary, statesSecondary } from '../strategy-ability';
import { isNumberedStep, namedStep } from '../timing-question';
import { partsNamed, type Part } from '../phases';
import { exhaustedThings, thingsExhausted } from '../exhausted-thing';
import { boundedMoments } from '../moment-bound';
import { unitsLimited } from '../unit-limit';
import { isProcedureStep, limitVerbsOf, type LimitVerb } from '../limit-verb';
import { procedureEnds, stepOf, type ProcedureEnd, type Step } from '../procedure-end';
import { defersAnswer } from '../defers';
import { listedStepsOf, type ListedStep } from '../listed-steps';
import { fold, stem, terms, tokenize, type Token } from '../text';
import { createVocabulary, type Vocabulary } from '../vocabulary';
import { factionCases, quotedNames } from './ruling-cases';

/** Words a pointer adds to its heading: "Timing page 4". */
const POINTER_TERMS = new Set(terms('page'));
/** Titles longer than this many terms (FAQ questions) weigh less per word. */
const TITLE_TERMS = 4;
/** A numbered list under an entry's opening: the parts it names ("1. Strategy Phase"). */
const NUMBERED_LIST = /\n\s*1\.\s/;

export interface DocFacts {
  docs: SearchDoc[];
  indexes: Record<Field, ReturnType<typeof importIndex>>;
  /** Each document's searched text per field (its title with its aliases). */
  texts: Record<Field, string>[];
  vocabulary: Vocabulary;
  /** Term -> the items a player's question of which holds it (see ../../corpus/asked.ts). */
  askedWith: Map<string, number[]>;
  /** Term -> the items whose logged words (the query log, see ../query-log.ts) hold it. */
  loggedWith: Map<string, number[]>;
  /** The terms of each question players ask of the item. */
  askedOf(d: number): Set<string>[];
  /** Term -> the items that define the word (see `definitionsOf`). */
  definitions: Map<string, number[]>;
  gameOf: Game[];
  official: boolean[];
  byId: Map<string, number>;
  /**
   * Parent id -> the items under it, in corpus order: an entry's rules, a glossary term's or a
   * section's parts. Each reader keeps those it wants (see `childrenWhere`).
   */
  children: Map<string, number[]>;
  /** A procedure's opening item -> the steps it lists, in order (see ../listed-steps.ts): shown with its result. */
  listedSteps: Map<number, ListedStep[]>;
  /** A word in a short text (or title) says more about the item than one in a long text. */
  lengthNorm: number[];
  titleTerms: string[][];
  titleNorm: number[];
  /**
   * A heading with nothing under it ("Costs", "Timing"), or a pointer ("Movement 49.4"): an anchor,
   * not an answer. Its text says no word its title does not.
   */
  stub: boolean[];
  /** Whether the item states a strategy card's secondary ability (see ../strategy-ability.ts). */
  statesSecondaryRule: boolean[];
  /** The terms of what a named step of a procedure names ("STEP 1-BOMBARDMENT"; none for other items). */
  stepTerms: string[][];
  /** An entry whose opening lists its parts (see `NUMBERED_LIST`). */
  listsParts: boolean[];
  /** An entry whose text only defines what its title names (see ../definition.ts): no rule of it. */
  definitionOnly: boolean[];
  /** The words of a faction's ruling that name its faction (see `factionCases`). */
  ownNames: (Set<string> | undefined)[];
  /** The names a ruling's question quotes (see `quotedNames`), an erratum's title. */
  namedCases: string[][][];
  /** Rules titled with a unit's name ("Space Dock", "PDS"): the unit's own rules. */
  unitTitled: boolean[];
  /** Rule -> the rulings (FAQ, errata) that link to it. */
  rulingsOf: Map<number, number[]>;
  /** The items stating a strategy card's secondary ability, its primary ability, a named step (see ./credits.ts). */
  secondaryRules: number[];
  primaryRules: number[];
  namedSteps: number[];
  /**
   * Each unnamed numbered step of a procedure ("STEP 2-The active player replenishes ...", see
   * ../timing-question.ts `isNumberedStep`) -> the other unnamed steps of its procedure. A named
   * step ("STEP 1-BOMBARDMENT") says its half of an order by its name (see `stepOrderCredit`).
   */
  stepSiblings: Map<number, number[]>;
  /** A step's place is as telling as named steps are rare (no text holds it: see ../timing-question.ts). */
  stepPlaceIdf: number;
  /** What each item exhausts, undefined when it may be anything (see ../exhausted-thing.ts). */
  exhausts: (Set<string> | undefined)[];
  /** The things exhausted in at least two items. */
  thingsExhausted: Set<string>;
  /** The moments each item starts or ends, undefined when it may be any (see ../moment-bound.ts). */
  bounds: (Set<string> | undefined)[];
  /** The units each item states a limit of, undefined when it states none (see ../unit-limit.ts). */
  unitsLimited: (Set<string> | undefined)[];
  /** The verbs each item states a limit with: "can have up to", "can score a maximum of" (see ../limit-verb.ts). */
  limitVerbs: Set<LimitVerb>[];
  /** Whether each item is a step of a procedure (see ../limit-verb.ts `isProcedureStep`). */
  procedureStep: boolean[];
  /** Each item's number as a numbered step of a procedure (an item under its entry), undefined when it is none (see ../procedure-end.ts). */
  numberedSteps: (Step | undefined)[];
  /** Each procedure's name with the steps that end it (see ../procedure-end.ts). */
  procedureEnds: ProcedureEnd[];
  /** The units' stats items. */
  unitDocs: number[];
  /** The parts of the game (phases, combats) each item lies in (see `partsOf`): none for most. */
  parts: ReadonlySet<Part>[];
  /** A rule that sends the player to the one item it links to for its answer (see ../defers.ts) -> that item. */
  defersTo: Map<number, number>;
}

export function docFactsOf(shipped: ShippedIndex): DocFacts {
  const docs = unpackDocs(shipped);
  const texts = fieldTexts(docs);
  const byId = new Map(docs.map((d, i) => [d.id, i]));
  const titleTerms = docs.map((d) => terms(d.title));
  const children = childrenOf(docs);
  return {
    docs,
    byId,
    titleTerms,
    children,
    ...wordLookupsOf(shipped, docs, texts),
    ...standingOf(docs, texts),
    ...stepsOf(docs, byId, titleTerms, children),
    ...answerKindsOf(docs, byId, titleTerms),
    ...thingsStatedOf(docs, byId),
  };
}

/**
 * Where a query's words are looked up: the indexes and the texts they were built from, the corpus
 * words, the words that define themselves, the questions players ask of each item and its logged words.
 */
function wordLookupsOf(
  shipped: ShippedIndex,
  docs: readonly SearchDoc[],
  texts: Record<Field, string>[],
): Pick<DocFacts, 'indexes' | 'texts' | 'vocabulary' | 'askedWith' | 'loggedWith' | 'askedOf' | 'definitions'> {
  // Each question tokenized once: its words for the vocabulary, its terms for the lookups.
  const askedTokens = docs.map((d) => d.asked.map(tokenize));
  const askedTerms = askedTokens.map((questions) => questions.map((tokens) => new Set(tokens.filter((t) => !t.stop).map((t) => t.term))));
  const loggedTokens = docs.map((d) => tokenize(d.logged));
  return {
    indexes: Object.fromEntries(FIELDS.map((f) => [f, importIndex(shipped.index[f])])) as Record<Field, ReturnType<typeof importIndex>>,
    texts,
    vocabulary: vocabularyOf([...texts.flatMap((t) => FIELDS.map((f) => tokenize(t[f]))), ...askedTokens.flat(), ...loggedTokens]),
    askedWith: askedWithOf(askedTerms),
    // An item's logged words are one bag: the engine asks only which items a term was logged for.
    loggedWith: askedWithOf(loggedTokens.map((tokens) => [new Set(tokens.filter((t) => !t.stop).map((t) => t.term))])),
    askedOf: (d) => askedTerms[d]!,
    definitions: definitionsOf(docs),
  };
}

/** How much a word found in an item says: its game and whether it is official, its text's and title's length, whether it is only a heading. */
function standingOf(docs: readonly SearchDoc[], texts: Record<Field, string>[]): Pick<DocFacts, 'gameOf' | 'official' | 'lengthNorm' | 'titleNorm' | 'stub'> {
  return {
    gameOf: docs.map((d) => SOURCES[d.source].game),
    official: docs.map((d) => SOURCES[d.source].official),
    lengthNorm: lengthNorms(docs),
    titleNorm: texts.map((t) => 1 / Math.sqrt(Math.max(1, terms(t.title).length / TITLE_TERMS))),
    stub: stubs(docs, texts),
  };
}

type StepFacts = 'statesSecondaryRule' | 'secondaryRules' | 'primaryRules' | 'stepTerms' | 'namedSteps' | 'stepSiblings' | 'stepPlaceIdf' | 'procedureStep' | 'numberedSteps' | 'listedSteps' | 'procedureEnds';

/** The steps of procedures and the strategy cards' abilities the items state: what a question of order or of an ability finds. */
function stepsOf(
  docs: readonly SearchDoc[],
  byId: ReadonlyMap<string, number>,
  titleTerms: readonly string[][],
  children: ReadonlyMap<string, readonly number[]>,
): Pick<DocFacts, StepFacts> {
  const statesSecondaryRule = docs.map((d) => statesSecondary(d.text));
  const stepTerms = docs.map((d) => terms(namedStep(d.text) ?? ''));
  const namedSteps = indicesWhere(docs, (_, i) => stepTerms[i]!.length > 0);
  // A numbered step is one of a procedure: an item under its entry.
  const steps = docs.map((d) => (d.parent ? stepOf(d.text) : undefined));
  return {
    statesSecondaryRule,
    secondaryRules: indicesWhere(docs, (_, i) => statesSecondaryRule[i]!),
    primaryRules: indicesWhere(docs, (d) => statesPrimary(d.text)),
    stepTerms,
    namedSteps,
    stepSiblings: stepSiblingsOf(docs, children),
    stepPlaceIdf: Math.log(1 + docs.length / Math.max(1, namedSteps.length)),
    procedureStep: docs.map((d) => isProcedureStep(d.title, d.text)),
    numberedSteps: steps,
    listedSteps: listedStepsOf(docs, children, steps),
    procedureEnds: procedureEnds(
      childrenWhere(children, (d) => steps[d] !== undefined),
      steps,
      (parent) => titleTerms[byId.get(parent) ?? -1],
    ),
  };
}

type AnswerKinds = 'listsParts' | 'definitionOnly' | 'ownNames' | 'namedCases' | 'unitTitled' | 'unitDocs' | 'rulingsOf' | 'defersTo';

/** What kind of answer each item is: an overview, a bare definition, a faction's or a named card's ruling, a unit's rules, a pointer elsewhere. */
function answerKindsOf(docs: readonly SearchDoc[], byId: ReadonlyMap<string, number>, titleTerms: string[][]): Pick<DocFacts, AnswerKinds> {
  return {
    listsParts: docs.map((d) => d.kind === 'entry' && NUMBERED_LIST.test(d.text)),
    definitionOnly: docs.map((d) => d.kind === 'entry' && onlyDefinesTitle(d.title, d.text)),
    ownNames: factionCases(docs, titleTerms),
    // An erratum is the corrected text of the card or ability its title names: that name is its case.
    namedCases: docs.map((d, i) => (d.kind === 'faq' ? quotedNames(d) : d.kind === 'errata' ? [titleTerms[i]!] : [])),
    unitTitled: unitTitled(docs),
    unitDocs: indicesWhere(docs, (d) => d.kind === 'unit'),
    rulingsOf: rulingsOf(docs, byId),
    defersTo: defersToOf(docs, byId),
  };
}

/** What each item's text states of the game's things: what it exhausts, the moments it bounds, the units it limits and how, the parts of the game it lies in. */
function thingsStatedOf(docs: readonly SearchDoc[], byId: ReadonlyMap<string, number>): Pick<DocFacts, 'exhausts' | 'thingsExhausted' | 'bounds' | 'unitsLimited' | 'limitVerbs' | 'parts'> {
  const exhausts = docs.map((d) => exhaustedThings(d.text));
  return {
    exhausts,
    thingsExhausted: thingsExhausted(exhausts),
    bounds: docs.map((d) => boundedMoments(d.text)),
    unitsLimited: docs.map((d) => unitsLimited(d.text)),
    limitVerbs: docs.map((d) => limitVerbsOf(d.text)),
    parts: partsOf(docs, byId),
  };
}

/**
 * The parts of the game (phases, combats) an item lies in: those its title, its section or its
 * parent's title name ("Status Phase: Score Objectives", a rule of the entry "Space Combat"), and
 * those its own text does ("During the strategy and agenda phases, ...").
 */
function partsOf(docs: readonly SearchDoc[], byId: ReadonlyMap<string, number>): Set<Part>[] {
  return docs.map((d) => {
    const parent = docs[byId.get(d.parent ?? '') ?? -1];
    return partsNamed([d.title, d.section ?? '', parent?.title ?? '', d.text].join('\n'));
  });
}

/** Each rule that sends the player to the one item it links to for its answer (2.9: the timing rules) -> that item. */
function defersToOf(docs: readonly SearchDoc[], byId: ReadonlyMap<string, number>): Map<number, number> {
  const sent = new Map<number, number>();
  docs.forEach((d, i) => {
    const target = d.links.length === 1 ? byId.get(d.links[0]!) : undefined;
    if (target !== undefined && defersAnswer(d.text)) sent.set(i, target);
  });
  return sent;
}

/** Parent id -> the items under it, in corpus order. */
function childrenOf(docs: readonly SearchDoc[]): Map<string, number[]> {
  const children = new Map<string, number[]>();
  docs.forEach((d, i) => {
    if (d.parent) children.set(d.parent, [...(children.get(d.parent) ?? []), i]);
  });
  return children;
}

/**
 * The children `keep` keeps, by parent, parents without any left out. Parents come in the order of
 * their first kept child, as a walk through the corpus meets them: the order procedures are listed
 * in (see ../procedure-end.ts).
 */
function childrenWhere(children: ReadonlyMap<string, readonly number[]>, keep: (d: number) => boolean): Map<string, number[]> {
  const kept = [...children].map(([parent, all]) => [parent, all.filter(keep)] as [string, number[]]).filter(([, all]) => all.length > 0);
  return new Map(kept.sort(([, a], [, b]) => a[0]! - b[0]!));
}

/** Each unnamed numbered step with a parent -> its siblings: the other unnamed numbered steps under that parent. */
function stepSiblingsOf(docs: readonly SearchDoc[], children: ReadonlyMap<string, readonly number[]>): Map<number, number[]> {
  const unnamed = childrenWhere(children, (d) => isNumberedStep(docs[d]!.text) && namedStep(docs[d]!.text) === undefined);
  return new Map([...unnamed.values()].flatMap((steps) => steps.map((d) => [d, steps.filter((s) => s !== d)] as [number, number[]])));
}

const indicesWhere = (docs: readonly SearchDoc[], test: (d: SearchDoc, i: number) => boolean): number[] => docs.flatMap((d, i) => (test(d, i) ? [i] : []));

function lengthNorms(docs: readonly SearchDoc[]): number[] {
  const avgLength = docs.reduce((n, d) => n + d.text.length, 0) / Math.max(1, docs.length);
  return docs.map((d) => 1 / Math.sqrt(0.5 + (0.5 * d.text.length) / avgLength));
}

function stubs(docs: readonly SearchDoc[], texts: Record<Field, string>[]): boolean[] {
  return docs.map((d, i) => {
    const own = new Set(terms(texts[i]!.title));
    return terms(d.text).every((t) => own.has(t) || /^\d/.test(t) || POINTER_TERMS.has(t));
  });
}

function unitTitled(docs: readonly SearchDoc[]): boolean[] {
  const unitNames = new Set(docs.filter((d) => d.kind === 'unit').map((d) => terms(d.title).join(' ')));
  return docs.map((d) => d.kind !== 'unit' && unitNames.has(terms(d.title).join(' ')));
}

function rulingsOf(docs: readonly SearchDoc[], byId: ReadonlyMap<string, number>): Map<number, number[]> {
  const rulings = new Map<number, number[]>();
  docs.forEach((d, i) => {
    if (d.kind !== 'faq' && d.kind !== 'errata') return;
    for (const target of d.links) {
      const t = byId.get(target);
      if (t !== undefined) rulings.set(t, [...(rulings.get(t) ?? []), i]);
    }
  });
  return rulings;
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

/**
 * The corpus words with their terms and counts, from the texts the index was built from and the
 * questions players ask (each tokenized): a player's word no rule says ("soak") is a word, not a typo to correct.
 */
function vocabularyOf(tokenized: readonly Token[][]): Vocabulary {
  const words = new Map<string, { term: string; count: number }>();
  for (const tokens of tokenized) {
    for (const t of tokens) {
      if (t.stop) continue;
      const w = words.get(t.word);
      if (w) w.count++;
      else words.set(t.word, { term: t.term, count: 1 });
    }
  }
  return createVocabulary(words);
}

/** Term -> the items asked with it, each once, in order. */
function askedWithOf(askedTerms: readonly Set<string>[][]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  askedTerms.forEach((questions, i) => {
    for (const term of new Set(questions.flatMap((q) => [...q]))) found.set(term, [...(found.get(term) ?? []), i]);
  });
  return found;
}
