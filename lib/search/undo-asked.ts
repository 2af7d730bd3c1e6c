/**
 * A player asking whether a move can be taken back: "already put the hit on my cruiser, can i
 * switch it to my dread instead", "activated the wrong system, can i take my token back", "too late
 * to add a cruiser to the move?", "do we have to undo it". The act told is the question; the words
 * of taking it back ("undo", "switch", "instead", "already", "too late") state no rule: the rules
 * never say "undo", "switch" or "too late", and where they say "already" or "instead" it is another
 * rule's own case ("a system that already contains his command token", "a token instead of a
 * plastic piece"), which those words alone would find for any move taken back. A question that
 * takes nothing back keeps them ("can i use a token instead of a plastic fighter").
 */
import { anyOf, DETERMINERS, THING_PRONOUNS } from './question-words';
import { terms } from './text';

/** What a move is taken back by, one of which the question must say for its framing to be read away. */
const TAKING_BACK = new RegExp(
  [
    String.raw`\b(?:undo|undid|undoing|redo|redid|redoing|rewind|rewinding|take[\s-]?backs?|do[\s-]?overs?|mulligan)\b`,
    // "take it back", "take my token back", "take that hit back": a thing of his taken back
    String.raw`\b(?:take|took|taking|get|got|getting|pull|pulled|move|moved|put|change|changed)\s+(?:${anyOf(THING_PRONOUNS)}|(?:${anyOf(DETERMINERS)})\s+(?:[\w']+\s+){0,2}?[\w']+)\s+back\b`,
    String.raw`\b(?:back\s+out|too\s+late|by\s+mistake|mistakenly|accidentally|by\s+accident|oops|whoops)\b`,
    // "can i switch it to", "can i change which ships", "switch my votes": a choice made, changed
    String.raw`\b(?:switch|switched|switching|change|changed|changing)\s+(?:${anyOf(THING_PRONOUNS)}|${anyOf(DETERMINERS)}|which|where|what|to)\b`,
  ].join('|'),
  'gi',
);

/**
 * The words of taking a move back that name no rule: his "already" and "instead" (not "instead of",
 * which names what stands for what; nor "already" of a state, "was already damaged", "already had my
 * token": the case a rule states), "switch", "too late", "oops". Not "undo" nor "take it back": a
 * transaction "cannot be undone" (83.4), the one rule that says so; nor "by mistake", which players
 * say of the rules they ask ("put my token by mistake on a system that already had one": 5.2).
 */
const UNDO_WORDS = /(?<!\b(?:is|are|was|were|been|be)\s+)\b(?:already(?!\s+(?:has|have|had|holds?|held|contains?|contained|controls?|controlled|owns?|owned)\b)|instead(?!\s+of\b)|switch|switched|switching|redo|redid|redoing|rewind|rewinding|do[\s-]?overs?|mulligan|too\s+late|oops|whoops)\b/gi;

/** What a question of taking a move back leaves to search: the act told, and how many words its framing had. */
export interface UndoAsked {
  query: string;
  framing: number;
}

/** The act a player asks to take back, without the words of taking it back; undefined when the query takes nothing back. */
export function undoAsked(query: string): UndoAsked | undefined {
  if (!query.match(TAKING_BACK)) return undefined;
  const act = query.replace(UNDO_WORDS, ' ');
  if (!terms(act).length) return undefined;
  return { query: act, framing: Math.max(0, terms(query).length - terms(act).length) };
}
