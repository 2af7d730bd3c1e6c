/**
 * A player asking the difference between two things: "whats the difference between exhausted and
 * purged", "commodities vs trade goods", "fighter token vs plastic fighter any difference". The
 * framing (difference, vs, the same as) names no rule: as query words, rare in the rules, they would
 * weigh as the most telling and find the one item that says "different". The things compared are
 * the question; asked bare, it asks what each is, which the entry of the first says.
 */
import { GAME_WORDS } from './game-names';
import { terms } from './text';
import { UNIT_TYPES } from './unit-classes';

/** "vs", "vs.", "versus", "compared to": the join between the two things (also read by ./compared-sides.ts). */
export const JOIN_SOURCE = String.raw`\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+`;
// The join taken out of a comparison, a gap left where it stood.
const JOIN = new RegExp(JOIN_SOURCE, 'gi');
/**
 * "how do you tell", "how can i tell": how to tell the things apart, a difference asked (also read
 * by ./compared-sides.ts).
 */
export const TELL_APART_SOURCE = String.raw`\bhow\s+(?:do|can)\s+(?:you|i|we)\s+tell`;
// The difference asked: "whats the difference between", "whats the diff" ("diff ships" are different
// ships: the short form only ends the question or comes before "between"), "any difference in play",
// "are x and y different" (typed last: "2 different outcomes" are two outcomes), "how do you tell"
// (ending the question: "how do i tell a tile is an anomaly" asks what shows it),
// "is that the same", "same as", "same or different".
const ASKED = new RegExp(
  String.raw`\b(?:what(?:'?s|\s+is|\s+are)\s+(?:the\s+)?)?(?:any\s+|main\s+|real\s+)?(?:differences?|diffs?(?=\s+between\b|\s+in\s+play\b|\s*[?.!,:]|\s*$))\b(?:\s+(?:between|in\s+play))?|\b(?:is\s+(?:that|it|this)\s+)?different\s+from\b|\bdifferent\s*\?*\s*$|${TELL_APART_SOURCE}(?:\s+them\s+apart\b|\s+the\s+difference\b|(?=\s*\?*\s*$))|\bis\s+(?:that|it|this)\s+the\s+same(?:\s+thing)?\b|\b(?:the\s+)?same\s+(?:thing\s+)?as\b|\bsame\s+or\s+different\b`,
  'gi',
);
// A question of its own besides the difference ("who gets to use which", "how many of each"): the
// rule answering it, not the entry of the first thing. Deliberately not every question word or asking
// verb of ./question-words.ts: "what", "which", "how" and "is" ask the difference itself ("what is the
// difference", "which is which", "how is it different", "is that the same").
export const OTHER_QUESTION = /\b(?:who|how\s+(?:many|much|far)|can|does|do|if|when|which\s+one\s+can)\b/i;

export interface Comparison {
  /** The query without the comparing framing. */
  query: string;
  /** Nothing asked but the difference: what each thing is. */
  bare: boolean;
}

/**
 * The comparison a query asks, undefined when it asks no difference: "war sun vs planetary shield",
 * "sustain vs courageous to the end" set one thing against another, and "when vs after" is a
 * question of timing (see ./timing-question.ts).
 */
export function readComparison(query: string): Comparison | undefined {
  const unasked = query.replace(ASKED, ' ');
  const rest = unasked.replace(JOIN, ' ');
  if (unasked === query || !terms(rest).length) return undefined;
  return { query: rest, bare: !OTHER_QUESTION.test(rest) };
}

const TYPE = `(?:${UNIT_TYPES.map((t) => `${t.replace(/ /g, String.raw`\s+`)}s?`).join('|')})`;
// "is a mech a ship or a ground force", "is a pds a structure or what", "are fighters ships": which
// type of unit the thing (one to three words) is. The types named weigh as one question: the rule
// sorting the thing into any of them answers ("PDS units and space docks are structures"). Asked
// as what the thing counts as ("does a mech count as a ship", "is a pds considered a structure"),
// for whatever purpose ("... for the fleet pool"): the type is the same for every rule about ships.
const ASKED_AS = String.raw`(?:(?:is|are)\s+(?:(?:a|an|the)\s+)?((?:\S+\s+){0,2}?\S+)\s+(?:(?:considered|treated\s+as|classed\s+as|counted\s+as)\s+)?|(?:does|do)\s+(?:(?:a|an|the|my|your|his|her|their)\s+)?((?:\S+\s+){0,2}?\S+)\s+counts?\s+as\s+)`;
const TYPE_ASKED = new RegExp(
  String.raw`^\s*${ASKED_AS}(?:(?:a|an)\s+)?${TYPE}(?:\s*,?\s*(?:or\s+)?(?:(?:a|an)\s+)?${TYPE})*(?:\s*,?\s*or\s+(?:what|something\s+else|neither|both))?(?:\s+for\s+(?:the\s+|my\s+|a\s+)?[^?.!,]+?)?\s*\?*\s*$`,
  'i',
);

/** The thing whose type of unit the query asks ("mech" in "is a mech a ship or a ground force"), undefined for another question. */
export function unitTypeAsked(query: string): string | undefined {
  const m = TYPE_ASKED.exec(query);
  const thing = m?.[1] ?? m?.[2];
  // "Do they count as ships for the fleet pool": a pronoun names no thing whose type is asked; the purpose is the question.
  return thing !== undefined && terms(thing).length ? thing : undefined;
}

const GAME = String.raw`\b(?:${Object.keys(GAME_WORDS).join('|')})\b`;
// "ti3 vs ti4 wormholes: in ti3 can pds fire through one": a preface setting two games side by side
// (read after ./game-names.ts, each game by its short name), then the question.
const GAMES_SET_SIDE_BY_SIDE = new RegExp(String.raw`^\s*(${GAME})\s*(?:vs\.?|versus|and|or|\/)\s*(${GAME})([^:]*):(.*)$`, 'i');
/** Each game the question names. */
const GAME_NAMED = new RegExp(GAME, 'gi');

/**
 * The query with a preface comparing two games ("ti3 vs ti4 wormholes: in ti3 can ...") read as
 * its topic alone when the question after it names one of the games: the question is that game's.
 * Unchanged otherwise.
 */
export function withGameAsked(query: string): string {
  const m = GAMES_SET_SIDE_BY_SIDE.exec(query);
  if (!m) return query;
  const named = new Set([...m[4]!.matchAll(GAME_NAMED)].map((g) => g[0].toLowerCase()));
  return named.size === 1 && [m[1]!, m[2]!].some((g) => named.has(g.toLowerCase())) ? `${m[3]}: ${m[4]}` : query;
}
