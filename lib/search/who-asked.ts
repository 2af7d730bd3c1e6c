/**
 * A "who" question ("who gets the speaker token now", "who keeps the planet", "who picks which
 * infantry die") asks the player a rule names as the one who acts: among rules on the same topic,
 * the one stating the act asked ("the speaker token passes to the player to his left", "the player
 * who was the defender retains control of the planet") answers, not its near twin on the topic
 * that says nothing of who. The act (the verb after "who" and what it acts on) matters more than
 * the topic's nouns, which both rules hold.
 */
import { moved } from './moved';
import { anyOf, MODALS, SOMEONE_WORDS } from './question-words';
import type { Alternative } from './query';
import { bandOf, type Candidate } from './rerank';
import { stem, tokenize } from './text';
import { LIGHT_VERBS, WHO_ACTS } from './who-acts';

/** The act a "who" question asks (see ./who-acts.ts). */
export interface WhoActAsked {
  /** The act as a rule states it. */
  states: RegExp;
  /** An order of an act ("who rolls first"): the verb's term, which the rule stating it holds too. */
  verb?: string;
  /** What the act is of, as typed ("the planet", "which infantry"): its words, stopwords out. */
  object: string[];
}

// "who", "whose card", "which player", then what may stand before the act: "who gets to pick",
// "who has to pay", "who can decide", "who may pick" (any modal, ./question-words.ts). Not after
// "decides": "what decides who goes first" asks what sets the order, not who starts; nor after a
// person ("the player who gets the most votes", "anyone who"), whom the clause describes. The act
// runs to the end of its clause.
const NOT_ASKED_AFTER = String.raw`(?:decides?|determines?|players?|guys?|one|${anyOf(SOMEONE_WORDS)}|person|people|opponents?|neighbou?rs?|friends?)`;
const WHO = new RegExp(String.raw`(?<!\b${NOT_ASKED_AFTER}\s+)\b(?:who|whose\s+\w+|which\s+player|what\s+player)\s+(?:(?:gets?|has|have|is\s+going)\s+to\s+|${anyOf(MODALS)}\s+)?([\w\s']+)`, 'i');

/** How many words after the act's verb name what it acts on ("the custodians token", "that law card"). */
const OBJECT_WORDS = 2;
/** Where what the act is of ends: "who votes last on agendas", "who gets the token after paying" say when or where, not what. */
const OBJECT_END = /\b(?:on|in|at|during|when|after|before|if|for|from|with|because|since|while|now|then)\b/;

/** The act a "who" question asks, undefined when it asks none of those known. */
export function whoActAsked(query: string): WhoActAsked | undefined {
  const words = WHO.exec(query)?.[1]?.toLowerCase().trim();
  if (!words) return undefined;
  const act = WHO_ACTS.find((a) => a.asked.test(words));
  if (!act) return undefined;
  const said = act.asked.exec(words)![0];
  const object = tokenize(words.slice(said.length).split(OBJECT_END)[0]!)
    .filter((t) => !t.stop)
    .slice(0, OBJECT_WORDS)
    .map((t) => t.word);
  // The verb of an order asked, when one is said before the order ("rolls first"; "whose goes first" keeps "goes" as its noun).
  const parts = said.split(/\s+/);
  const verb = act.ofVerb && parts.length > 1 && !LIGHT_VERBS.has(parts[0]!) ? stem(parts[0]!) : undefined;
  return { states: act.states, object, ...(verb ? { verb } : {}) };
}

/**
 * The act with the verb of its order kept only when the rules say that verb: "who grabs the
 * numbered cards first" is a table word for what the rules call choosing ("starting with the
 * speaker and proceeding clockwise, each player chooses"); no rule could hold it, so the order
 * stated answers alone.
 */
export function verbTheRulesSay(act: WhoActAsked, said: (term: string) => boolean): WhoActAsked {
  return act.verb === undefined || said(act.verb) ? act : { states: act.states, object: act.object };
}

/**
 * How far down a rule stating the act may stand to be lifted: the topic's near twins, no further
 * ("who keeps the planet" finds the combat's draw, its next round and its dice before the rule of
 * who keeps control).
 */
const ACT_REACH = 5;

/** A rule's sentences (or short lines). */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** How near the act's verb (in words, stopwords out) the rule names what it acts on: "he takes the token", "the speaker token passes to". */
const OBJECT_NEAR = 4;

/**
 * Whether a text states the act: in one sentence, near what it acts on when the question says
 * (`objectTerms`: the ways to say it, any one of which, all its terms held, counts; "the active
 * player chooses the order" is no choice of the ground forces named earlier in its sentence), with
 * the verb of an order asked.
 */
export function statesAct(text: string, act: WhoActAsked, objectTerms: readonly (readonly string[])[]): boolean {
  const stated = new RegExp(act.states.source, 'gi');
  return sentencesOf(text).some((s) => {
    const words = tokenize(s).filter((t) => !t.stop);
    if (act.verb !== undefined && !words.some((t) => t.term === act.verb)) return false;
    for (const m of s.matchAll(stated)) {
      if (!objectTerms.length) return true;
      const at = words.findIndex((t) => t.end > m.index);
      const near = new Set(words.slice(Math.max(0, at - OBJECT_NEAR), at + OBJECT_NEAR + 1).map((t) => t.term));
      if (objectTerms.some((o) => o.every((t) => near.has(t)))) return true;
    }
    return false;
  });
}

/** The ways the query says what the act is of: every alternative of a concept typed as one of its words ("tg": "trade good"). */
function objectAlternatives(act: WhoActAsked, expanded: readonly Alternative[][]): string[][] {
  return expanded.flatMap((alts) => (alts[0]?.words.some((w) => act.object.includes(w)) ? alts.map((a) => a.terms) : []));
}

/**
 * The ranking with the first rule stating the act lifted first, when the first result does not
 * state it and one close behind it may take its place: of its band (see ./rerank.ts `bandOf`),
 * no fallback.
 *
 * The candidates' sentences are split and tokenized here, per query, not once per document in
 * ../engine/facts.ts: only a "who" question reads them, of at most ACT_REACH candidates (about
 * 0.3 ms), where every rule's sentences worked out with the corpus cost some 70 ms more at each
 * index load, for every session.
 */
export function actStatedFirst<T extends Candidate>(ranked: readonly T[], act: WhoActAsked, expanded: readonly Alternative[][], textOf: (doc: number) => string): T[] {
  const object = objectAlternatives(act, expanded);
  const states = (r: T) => statesAct(textOf(r.doc), act, object);
  const head = ranked[0];
  if (!head || states(head)) return [...ranked];
  const k = ranked.slice(0, ACT_REACH).findIndex((r) => bandOf(r) === bandOf(head) && !r.fallback && states(r));
  return k > 0 ? moved(ranked, k, 0) : [...ranked];
}
