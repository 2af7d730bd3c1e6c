/**
 * A question of what brings a state about ("what knocks a player out of the game", "how do you get
 * eliminated", "what makes two players neighbors") asks the rule stating the state's condition: "A
 * player is eliminated when he meets all of the following three conditions", not its entry's
 * opening ("A player who is eliminated is no longer part of the game"), which says what follows
 * from the state. Both hold the state's word; only the first states what makes it.
 */
import { statingTwinFirst } from './stating-twin';
import { terms } from './text';
import type { RuleDoc } from './what-follows';

// "what makes", "what causes", "what knocks (you) out", "what gets you (kicked out)", "what counts as
// (a binding deal)", "(binding deal) what counts", "what does it take to", "how do you get
// (eliminated)", "how does a player become (neighbors)", "how does a deal become (binding)": the
// player asks what brings the state about. "How do i get it back" is read too, though it asks a
// way: it finds no state's condition, so the pass leaves its ranking as it was.
const CAUSE_ASKED =
  /\bwhat\s+(?:makes?|causes?|triggers?|knocks?|gets?|kicks?|puts?)\b|\bwhat\s+(?:even\s+)?counts\b|\bwhat\s+does\s+it\s+take\s+to\b|\bhow\s+(?:do|does|can|would)\s+(?:[\w']+\s+){1,3}?(?:get|become|end\s+up)\b/i;

/** Whether the query asks what brings a state about. */
export const causeAsked = (query: string): boolean => CAUSE_ASKED.test(query);

// A state, then the case that makes it: "A player is eliminated when", "Two players are neighbors if",
// "is blockaded if"; "is considered (to be) X if" too. The state's word is captured.
const STATE_CONDITION = /\b(?:is|are|becomes?)\s+(?:considered\s+(?:to\s+be\s+)?)?(\w+)\s+(?:when|if|whenever)\b/gi;
// The case, then the state it makes: "If the terms of a deal can be resolved immediately, it is a
// binding deal". The state's first word is captured: "binding" of a binding deal, the kind made.
const CONDITION_STATE = /\b(?:if|when|whenever)\b[^.;:!?]*,\s*(?:it|they)\s+(?:is|are|becomes?)\s+(?:an?\s+)?(\w+)/gi;

/** Whether a text states the condition of a state the query names (one of `asked`, the query's terms). */
export function statesConditionOf(text: string, asked: ReadonlySet<string>): boolean {
  return [STATE_CONDITION, CONDITION_STATE].some((form) => [...text.matchAll(form)].some((m) => terms(m[1]!).some((t) => asked.has(t))));
}

/** The ranking with the topic's rule stating the asked state's condition first (see ./stating-twin.ts). */
export function conditionOfStateFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly RuleDoc[], asked: ReadonlySet<string>): T[] {
  return statingTwinFirst(ranked, docs, (text) => statesConditionOf(text, asked));
}
