/** A concept of the query, widened: its class, its other spellings and forms, completions of a partial word, corrections of a typo. */
import { hasRoman, isRoman, numberVariants, ROMAN_LABELS } from '../number-words';
import { isPattern } from '../patterns';
import { baseOf } from '../derived-forms';
import { countForms } from '../quantity';
import { phrase, synonymsOf } from '../concept-reading';
import type { Alternative, Concept } from '../query';
import { spellingVariants } from '../spelling';
import { stem } from '../text';
import { CORRECTION_WEIGHT, likelyCorrections, soundAlikes } from '../typo';
import { namesUnit } from '../unit-card';
import { CLASS_OF } from '../unit-classes';
import { RARE_USES, usesOf, type Vocabulary } from '../vocabulary';

/** The class a named unit belongs to ("pds": structures, see ../unit-classes.ts), below the unit's name. */
const CLASS_WEIGHT = 0.4;
const COMPLETION_WEIGHT = 0.8;
/**
 * A number after a unit's name is its upgrade ("pds 2": PDS II); as a count or a step ("STEP 2",
 * "two PDS") it weighs little, the roman numeral fully.
 */
const LEVEL_COUNT_WEIGHT = 0.3;
/** Endings that derive a word from a stem without changing its sense for a rule lookup. */
const DERIVED_SUFFIXES = ['ation', 'ion', 'tion', 'ment', 'less'];
const MAX_COMPLETIONS = 8;
// Two letters complete to too many words to mean anything.
const MIN_PREFIX = 3;

/**
 * The alternatives of a concept plus completions of a partial word and corrections of typos.
 * `level`: the concept follows a unit's name ("carrier 2") or a label ("stage 2"), so a number
 * in it is an upgrade or a stage ("Carrier II", "Stage II"), not a count ("2 space docks").
 * `tally`: a number in it counts all there is, and asks no limit (see `isTally`).
 */
export type Expand = (concept: Concept, level: boolean, tally?: boolean) => Alternative[];

/** Whether a number after this concept is a level: a unit's name ("dread", "war sun") or a label such as "stage". */
export const takesLevel = (concept: Concept) => namesUnit(concept.alternatives) || concept.alternatives.some((a) => a.words.length === 1 && ROMAN_LABELS.has(a.words[0]!));

/** Whether concept k is the level of what the concept before it names ("pds 2": PDS II): a part of that name, not a thing of its own. */
export function isLevel(concepts: readonly Concept[], k: number): boolean {
  const words = concepts[k]!.alternatives[0]?.words;
  return k > 0 && words?.length === 1 && hasRoman(words[0]!) && takesLevel(concepts[k - 1]!);
}

/**
 * Whether concept k is a count that tallies all there is ("all 8 of my cruisers are on the board":
 * the whole supply; "6 players": the players at the table, the game's size), which no limit in the
 * rules answers (see ../quantity.ts): the rules that answer are of running out or of a game that
 * size, not of a maximum.
 */
export function isTally(concepts: readonly Concept[], k: number): boolean {
  const before = concepts[k - 1]?.alternatives[0]?.words;
  const after = concepts[k + 1]?.alternatives[0]?.terms;
  return (before?.length === 1 && before[0] === 'all') || (after?.length === 1 && after[0] === 'player');
}

export function expanderOf(vocabulary: Vocabulary): Expand {
  const expandCache = new Map<string, Alternative[]>();
  return (concept, level, tally = false) => {
    const [own, ...rest] = concept.alternatives;
    // The unit as typed or by its rules' name ("dock": "space dock").
    const cls = concept.asked ? undefined : concept.alternatives.map((a) => CLASS_OF.get(a.terms.join(' '))).find((c) => c !== undefined);
    const broader: Alternative[] = cls ? [{ terms: cls.terms, words: cls.terms, weight: CLASS_WEIGHT, finds: cls.finds }] : [];
    if (!own || own.terms.length !== 1 || concept.asked) return [...concept.alternatives, ...broader];
    const word = own.words[0]!;
    const upgrade = level && hasRoman(word);
    const key = `${concept.partial}|${upgrade}|${tally}|${word}`;
    let extra = expandCache.get(key);
    if (!extra) {
      if (expandCache.size > 2000) expandCache.clear();
      extra = extraAlternatives(vocabulary, own, concept.partial, upgrade, rest.length > 0, tally);
      expandCache.set(key, extra);
    }
    return [upgrade ? { ...own, weight: LEVEL_COUNT_WEIGHT } : own, ...rest, ...extra, ...broader];
  };
}

/** What a single typed word may also mean. `synonyms`: the word has synonyms of its own; `tally`: see `isTally`. */
function extraAlternatives(vocabulary: Vocabulary, own: Alternative, partial: boolean, upgrade: boolean, synonyms: boolean, tally: boolean): Alternative[] {
  const word = own.words[0]!;
  const term = own.terms[0]!;
  const extra = otherForms(vocabulary, word, term, upgrade, tally);
  // A word of a synonym group ("died": destroyed) is a word players say, not a typo of another.
  const known = vocabulary.hasTerm(term) || extra.length > 0 || synonyms;
  // A word's derived forms the rules use: "limit" meets "limitless" (in a text: a title's
  // "Limitations" is not what a limit question is about).
  for (const suffix of DERIVED_SUFFIXES) {
    const t = `${term}${suffix}`;
    if (vocabulary.hasTerm(t)) extra.push({ terms: [t], words: [t], weight: COMPLETION_WEIGHT, textOnly: true });
  }
  // And the other way: a noun of action typed ("destruction", "removal") meets the verb the rules
  // use ("destroyed", "remove"), see ../derived-forms.ts.
  const base = baseOf(term);
  if (base && vocabulary.hasTerm(base)) extra.push({ terms: [base], words: [base], weight: COMPLETION_WEIGHT, textOnly: true });
  const abbreviated = !synonyms && isAbbreviation(vocabulary, word, term);
  if ((partial || !known || abbreviated) && word.length >= MIN_PREFIX) {
    // A last word that is already a word of the rules was most likely typed whole: it stands for
    // its own derived forms ("planet": "planetary"), not for other words it begins ("again":
    // "against", "rest": "restriction").
    const whole = partial && known && !abbreviated && vocabulary.hasWord(word);
    // An abbreviation in the plural ("mods") begins the words its singular begins ("modifiers").
    const start = abbreviated && !vocabulary.complete(word, 1).length ? term : word;
    for (const t of vocabulary.complete(start, MAX_COMPLETIONS)) if (t !== term && (!whole || isDerived(t, term))) extra.push({ terms: [t], words: [t], weight: COMPLETION_WEIGHT });
  }
  if (!known && !extra.length && word.length >= 4) extra.push(...corrections(vocabulary, word, term));
  return extra;
}

/** The longest word read as an abbreviation. */
const MAX_ABBREVIATION = 4;

/**
 * Whether a short word the rules all but never use ("mod": once) is a player's abbreviation of the
 * words it begins ("combat mods": modifiers; "prod": production).
 */
function isAbbreviation(vocabulary: Vocabulary, word: string, term: string): boolean {
  if (word.length > MAX_ABBREVIATION || !vocabulary.hasTerm(term)) return false;
  return Math.max(usesOf(vocabulary, word), usesOf(vocabulary, term)) <= RARE_USES;
}

/**
 * Endings starting with a consonant that make a word of the same sense from a whole word; the
 * others start with a vowel ("planet": "planetary", the French "planétaire"), where a word it
 * begins mostly goes on with a consonant ("again": "against", "rest": "restriction").
 */
const CONSONANT_SUFFIXES = new Set(['s', 'ly', 'ment', 'ness', 'ful']);

/** Whether the term `t` is the term `term` with an ending that keeps its sense. */
function isDerived(t: string, term: string): boolean {
  const ending = t.slice(term.length);
  return t.startsWith(term) && (/^[aeiouy]/.test(ending) || CONSONANT_SUFFIXES.has(ending));
}

function otherForms(vocabulary: Vocabulary, word: string, term: string, upgrade: boolean, tally: boolean): Alternative[] {
  const forms: Alternative[] = [];
  // The American spelling the rules use, when the player typed the British one; a number in
  // its other forms ("3" and "three").
  for (const variant of [...spellingVariants(word), ...numberVariants(word, upgrade)]) {
    const t = stem(variant);
    if (t !== term && vocabulary.hasTerm(t)) forms.push({ terms: [t], words: [variant], weight: upgrade && !isRoman(variant) ? LEVEL_COUNT_WEIGHT : 1 });
  }
  // A count asks about the limit the rules state ("can i have 8 action cards": "a maximum of seven").
  for (const form of upgrade || tally ? [] : countForms(word)) {
    const p = phrase(form.text);
    if (p.terms.every((t) => isPattern(t) || vocabulary.hasTerm(t))) forms.push({ ...p, weight: form.weight });
  }
  return forms;
}

/** The words of the rules a typo may be of, with their synonyms. */
function corrections(vocabulary: Vocabulary, word: string, term: string): Alternative[] {
  const found: Alternative[] = [];
  for (const { term: t, weight } of readings(vocabulary, word, term)) {
    found.push({ terms: [t], words: [t], weight });
    // The word corrected, with its synonyms ("oponent": opponent, and "another player" the rules say).
    for (const a of synonymsOf(t)) found.push({ ...a, weight: weight * a.weight });
  }
  return found;
}

/** The rules' words a typed word unknown to them may be, likeliest first. */
export function readings(vocabulary: Vocabulary, word: string, term: string): { term: string; weight: number }[] {
  // Spelled by ear ("fase": phase): the rules' spelling of the same sounds.
  const heard = soundAlikes(word).map(stem).filter((t) => vocabulary.hasTerm(t));
  if (heard.length) return heard.map((t) => ({ term: t, weight: CORRECTION_WEIGHT }));
  const near = (w: string) => vocabulary.near(w, w.length >= 8 ? 2 : 1);
  // A typo in an inflected word the rules use in another form ("deplying": the rules say
  // "deploy", never "deploying"): its stem is one edit from their word.
  const close = near(word);
  return likelyCorrections(close.length || term === word ? close : near(term));
}
