/**
 * Trigger text → window. Reads the timing word a card opens with (LRR 1.18: the opening paragraph
 * of an action card says when it is resolved), then matches the words after it against the event
 * vocabulary. Whatever it cannot read it reports, naming the part it did not understand: it never
 * guesses a window.
 */
import { ownEntry } from '../input/own';
import { normalize } from './normalize';
import type { Edge } from './timeline';
import type { Phase, TimingWord } from './types';
import {
  type StepRef,
  AMBIGUOUS_NAMES,
  CONDITION_WORDS,
  NO_SINGLE_STEP,
  EVENTS,
  UNIT_ABILITIES,
  type Actor,
  type CombatFamily,
  type EventPattern,
  type Reaction,
  type UnitAbility,
} from './events';
import { ACTION_RULE, ALSO_AT, THEN_RULE, WORDS, WORD_SPELLINGS, type Word } from './words';

export type CombatKind = 'space' | 'ground';

export interface Trigger {
  /** How the ability is timed: a timing word, an "Action:" header, or a unit ability used in its step. */
  word: Word | 'action' | 'unit';
  timing: TimingWord;
  step: StepRef;
  edge: Edge;
  /** The event words as understood, for the reason. */
  phrase: string;
  /** Whose event it is ("you", "another player"), to check against the owner. */
  actor?: Actor;
  /** Per-player step (Vote): whose vote. */
  voter?: 'you' | 'speaker';
  /** The trigger answers another ability rather than a step. */
  reacts?: Reaction;
  /** Card name a reaction excludes ("other than Sabotage"). */
  excludes?: string;
  /** Whose ability a reaction answers: another player's (Direct Hit), your own (Reflective Shielding) or anyone's. */
  whose?: 'other' | 'own' | 'any';
  /** A reaction this ability can be the target of (Sustain Damage). */
  answers?: Reaction;
  /** The combat named or implied ("during a space combat", "During an invasion"); undefined = either. */
  kind?: CombatKind;
  onlyIn?: Phase;
  rules: string[];
  notes: string[];
  /** The text uses "then" (LRR 1.15). */
  then: boolean;
}

export type ParseOutcome = { ok: true; trigger: Trigger } | { ok: false; problem: string };

const fail = (problem: string): ParseOutcome => ({ ok: false, problem: `cannot place this trigger: ${problem}` });

const short = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}…` : s);

function actorOf(who: string | undefined): Actor | undefined {
  if (who === undefined) return undefined;
  if (/\bor\b/.test(who)) return 'any';
  // A neighbor is never you; "this unit" and "the owner of this card" are the ability's owner.
  if (/\bneighbors\b/.test(who)) return 'other';
  // "Your opponent" before "your": the opponent is not you.
  if (/^(?:your|an) opponent/.test(who)) return 'opponent';
  if (/^(?:you|your)\b/.test(who) || /\bof your\b/.test(who) || /^this\b|\bowner of this card\b/.test(who)) return 'you';
  if (/^another player/.test(who)) return 'other';
  if (/speaker/.test(who)) return 'speaker';
  // "The Sol player", "the red player": a promissory note's giver, never its holder.
  if (/^the (?!active\b|elected\b)[a-z0-9'-]+ player\b/.test(who)) return 'other';
  return 'any';
}

/** The kind of combat a condition names: "space combat", or a combat "on this planet" (a ground combat, 38). */
function kindIn(text: string): CombatKind | undefined {
  const m = /\b(space|ground) (?:combat|battle)\b/.exec(text);
  if (m) return m[1] as CombatKind;
  return /^on (?:this|that|a|the|its) planet\b/.test(text) ? 'ground' : undefined;
}

interface EventMatch {
  event: EventPattern;
  groups: Record<string, string | undefined>;
  tail: string;
}

/** The first event whose pattern reads the phrase, leaving only a condition behind. */
export function matchEvent(phrase: string): EventMatch | undefined {
  for (const event of EVENTS) {
    const m = event.pattern.exec(phrase);
    if (!m) continue;
    const tail = phrase.slice(m[0].length).trim();
    if (tail === '' || CONDITION_WORDS.test(tail)) return { event, groups: { ...m.groups }, tail };
  }
  return undefined;
}

function edgeFor(word: Word, event: EventPattern): Edge {
  if (word === 'during') return 'at';
  if (event.voter) return word === 'after' ? 'after' : word === 'start' ? 'start' : word === 'end' ? 'end' : 'at';
  if (event.moment === 'end') return word === 'after' ? 'after' : word === 'start' ? 'start' : 'end';
  if (event.moment === 'start') return word === 'before' ? 'before' : word === 'end' ? 'end' : 'start';
  return WORDS[word].edge;
}

/** The leading timing word of a clause, if any, and the words after it. */
function leadingWord(clause: string): { word: Word; spelled: string; rest: string } | undefined {
  for (const [spelled, word] of WORD_SPELLINGS) {
    if (clause.startsWith(spelled) && !/^[a-z0-9]/.test(clause.slice(spelled.length))) return { word, spelled, rest: clause.slice(spelled.length).trim() };
  }
  return undefined;
}

/** Commas inside a list of unit abilities ("a Bombardment, Space Cannon, or Anti-Fighter Barrage roll") do not end the phrase. */
const LIST_COMMA = /,(?= (?:or )?(?:space cannon|anti-fighter barrage|bombardment)\b)/g;

/** The event phrase: the words up to the colon or comma that ends a trigger. */
const eventPhrase = (rest: string) => rest.replace(LIST_COMMA, '\u0001').split(/[:;,.]/)[0]!.replace(/\u0001/g, ',').trim();

const WHOSE: Partial<Record<Actor, 'own' | 'any'>> = { you: 'own', any: 'any' };

function fromEvent(word: Word, phrase: string, m: EventMatch, then: boolean, context?: CombatKind, extra: string[] = []): Trigger {
  const { event, groups, tail } = m;
  const step = typeof event.step === 'function' ? event.step(groups) : event.step;
  const kindWord = groups.kind ?? groups.kind2;
  const excludes = /\bother than (?:the )?(.+)$/.exec(tail)?.[1];
  const actor = actorOf(groups.who ?? groups.who2);
  const whose = event.reacts && actor ? WHOSE[actor] : undefined;
  return {
    word,
    timing: WORDS[word].timing,
    step,
    edge: edgeFor(word, event),
    phrase,
    actor,
    ...(event.voter ? { voter: event.voter } : {}),
    ...(event.reacts ? { reacts: event.reacts } : {}),
    ...(whose ? { whose } : {}),
    ...(excludes ? { excludes } : {}),
    kind: kindWord === 'invasion' ? 'ground' : ((kindWord as CombatKind | undefined) ?? kindIn(tail) ?? context),
    ...(event.onlyIn ? { onlyIn: event.onlyIn } : {}),
    rules: [...WORDS[word].rules, ...event.rules, ...(then ? THEN_RULE.rules : [])],
    notes: [WORDS[word].meaning, ...extra, ...(event.note ? [event.note] : []), ...(then ? [THEN_RULE.meaning] : [])],
    then,
  };
}

/** An event the vocabulary does not place: why, if the cards' events with no single step name it. */
function unknownEvent(phrase: string, spelled: string): ParseOutcome {
  const known = NO_SINGLE_STEP.find((e) => e.pattern.test(phrase));
  return fail(`"${short(phrase)}" (after "${spelled}") ${known ? `has no single step of the round: ${known.why}` : 'is not an event of the round this assistant knows'}`);
}

function timedClause(clause: string, then: boolean, context?: CombatKind): ParseOutcome | undefined {
  const lead = leadingWord(clause);
  if (!lead) return undefined;
  const phrase = eventPhrase(lead.rest);
  if (phrase === '') return fail(`nothing follows "${lead.spelled}"`);
  const m = matchEvent(phrase);
  if (!m) return unknownEvent(phrase, lead.spelled);
  const also = ALSO_AT[lead.spelled];
  return { ok: true, trigger: fromEvent(lead.word, phrase, m, then, context, also ? [also] : []) };
}

/** A timing word after a cost or a "During" span: "Exhaust this card when …", "During each combat round, after …". */
const INNER = /\b(whenever|each time|when|after|before|at the start of|at the end of) (.+)$/;

function innerClause(clause: string, then: boolean, context?: CombatKind): ParseOutcome | undefined {
  const inner = INNER.exec(clause);
  if (!inner) return undefined;
  const word = WORD_SPELLINGS.find(([spelled]) => spelled === inner[1])![1];
  const phrase = eventPhrase(inner[2]!);
  const m = matchEvent(phrase);
  return m ? { ok: true, trigger: fromEvent(word, phrase, m, then, context) } : unknownEvent(phrase, inner[1]!);
}

/** A sentence's trigger: its opening timing word, else one after a cost ("Exhaust this card when …"). */
const clauseOf = (sentence: string, then: boolean, context?: CombatKind) => timedClause(sentence, then, context) ?? innerClause(sentence, then, context);

/** A "DEPLOY:" header (mechs, the Titans' flagship): the ability is timed by the clause after it (1.22: each unit ability has its own timing). */
const DEPLOY = /^deploy\s*:\s*/;
const DEPLOY_NOTE = { rules: ['lrr:1.22'], meaning: 'a unit\'s DEPLOY ability, resolved at the timing its text gives (1.22)' };

/** A standing effect before the timed ability ("You cannot vote on agendas. Once per agenda phase, after …"). */
const STANDING_FIRST = {
  rules: ['lrr:1.2', 'lrr:1.21'],
  meaning: 'the first sentence is a standing effect with no timing (1.21); each ability is its own paragraph (1.2), so the timed one after it is placed',
};

const withNote = (outcome: ParseOutcome, note: { rules: string[]; meaning: string }): ParseOutcome =>
  outcome.ok ? { ok: true, trigger: { ...outcome.trigger, rules: [...outcome.trigger.rules, ...note.rules], notes: [...outcome.trigger.notes, note.meaning] } } : outcome;

/** A trigger read another way than by its own words (through a named ability) keeps its "DEPLOY:" header's note. */
export const withHeader = (text: string, outcome: ParseOutcome): ParseOutcome => (DEPLOY.test(normalize(text)) ? withNote(outcome, DEPLOY_NOTE) : outcome);

/** "At any time": no moment at all. */
const ANY_TIME = /^at any time\b/;

/** An "Action:" header: a component action (1.3, 21.1). */
const ACTION = /^action\b\s*:?/;

function actionTrigger(then: boolean): ParseOutcome {
  return {
    ok: true,
    trigger: {
      word: 'action',
      timing: 'at',
      step: 'component-action',
      edge: 'at',
      phrase: 'action',
      actor: 'you',
      rules: [...ACTION_RULE.rules, ...(then ? THEN_RULE.rules : [])],
      notes: [ACTION_RULE.meaning, ...(then ? [THEN_RULE.meaning] : [])],
      then,
    },
  };
}

/** "When you would use your Mitosis faction ability": the timing word and the ability named. */
const NAMED_ABILITY = /\b(whenever|when|after|before) (?:you|a player|another player) (?:would )?uses? (?:your|their|the) ([a-z' -]+?) (?:faction |unit )?ability\b/;

export function namedAbility(text: string): { word: Word; name: string } | undefined {
  const m = NAMED_ABILITY.exec(normalize(text).split(/(?<=[.!?])\s+/)[0]!);
  if (!m) return undefined;
  return { word: WORD_SPELLINGS.find(([spelled]) => spelled === m[1])![1], name: m[2]! };
}

/**
 * A trigger on another ability's use, placed in that ability's window: "when" at its moment,
 * "before"/"after" just before or after it when it is a moment of its own, else in the same window.
 */
export function throughNamed(word: Word, name: string, named: Trigger): Trigger {
  const edge: Edge = word === 'when' || word === 'during' || named.edge !== 'at' ? named.edge : word === 'after' ? 'after' : word === 'before' ? 'before' : named.edge;
  return {
    ...named,
    word,
    timing: WORDS[word].timing,
    edge,
    phrase: `using ${name}`,
    rules: [...WORDS[word].rules, ...named.rules],
    notes: [WORDS[word].meaning, `it is timed by ${name}: it opens when ${name} is resolved, in ${name}'s window`, ...named.notes],
  };
}

/** A unit ability named alone ("Sustain Damage"): used during its own step (1.22). */
function unitTrigger(unit: UnitAbility): Trigger {
  return {
    word: 'unit',
    timing: unit.edge === 'before' ? 'before' : 'at',
    step: unit.step,
    edge: unit.edge,
    phrase: unit.name,
    ...(unit.answers ? { answers: unit.answers } : {}),
    rules: [...unit.rules, 'lrr:1.22'],
    notes: ['a unit ability, used during its own step (1.22)'],
    then: false,
  };
}

/**
 * An ability opening on "During X, …" (`spanned`: what follows "during" up to the first comma),
 * which names a span: its trigger follows in the same sentence ("During each combat round, after
 * you assign hits, …"), or the span is one step and so a moment, or a later sentence gives it
 * ("When combat ends, …"); with none of these it has no window.
 */
function duringTrigger(spanned: string, sentences: readonly string[], then: boolean): ParseOutcome {
  const first = sentences[0]!;
  const span = spanned.split(/[:;]/)[0]!.trim();
  const context: CombatKind | undefined = /\binvasion\b|\bground combat\b/.test(span) ? 'ground' : kindIn(span);
  const sameSentence = innerClause(first.slice('during '.length), then, context);
  if (sameSentence?.ok) return sameSentence;
  // A span that is one step ("the "Anti-Fighter Barrage" step of space combat") is that step's moment.
  const step = /\bstep\b/.test(span) ? matchEvent(span) : undefined;
  if (step) return { ok: true, trigger: fromEvent('during', span, step, then, context) };
  for (const sentence of sentences.slice(1)) {
    const timed = timedClause(sentence, then, context);
    if (timed) return timed;
  }
  return fail(`"during ${short(span)}" names a span of time, not a timing event; only before, when, after and at the start or end of something place an ability (1.12, 1.13)`);
}

/** Reads one ability's text. */
export function parseTrigger(text: string): ParseOutcome {
  const norm = normalize(text);
  if (DEPLOY.test(norm)) return withNote(parseTrigger(norm.replace(DEPLOY, '')), DEPLOY_NOTE);
  if (norm === '') return fail('the text is empty');
  const then = /\bthen\b/.test(norm);
  const bare = norm.replace(/[.:]$/, '').replace(/ ability$/, '');

  const unit = UNIT_ABILITIES.find((u) => u.name === bare);
  if (unit) return { ok: true, trigger: unitTrigger(unit) };
  const ambiguous = ownEntry(AMBIGUOUS_NAMES, bare);
  if (ambiguous) return fail(ambiguous);

  if (ACTION.test(norm)) return actionTrigger(then);
  if (ANY_TIME.test(norm))
    return fail('"at any time" names no timing event: the ability applies throughout or is resolved whenever its owner chooses (1.21), so it has no window to order');

  const sentences = norm.split(/(?<=[.!?])\s+/);
  const first = sentences[0]!;

  // "During X, …" names a span; the trigger may follow in the same sentence ("During the agenda
  // phase when an outcome would be resolved") or in a later one.
  const during = /^during ([^,]+)/.exec(first);
  if (during) return duringTrigger(during[1]!, sentences, then);

  // A cost may come first: "Exhaust this card when 1 or more of your units use Production; …".
  const own = clauseOf(first, then);
  if (own?.ok || (own && leadingWord(first))) return own;
  if (!own) {
    const later = sentences
      .slice(1)
      .map((sentence) => (ACTION.test(sentence) ? actionTrigger(then) : clauseOf(sentence, then)))
      .find((o) => o !== undefined);
    if (later) return withNote(later, STANDING_FIRST);
  }
  if (own) return own;
  return fail(`no timing word opens "${short(first)}" (expected before, when, after, at the start of, at the end of, or "Action:")`);
}
