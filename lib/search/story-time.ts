/**
 * The time a story is told in: "can i still score a public this status phase", "he took my planet
 * last round", "can i do it again next turn". A moment named with "this", "that", "next", "last"
 * places the player's question in the game; it is not what he asks about. Searched at full weight it
 * takes the question to the rules of that moment (the status phase's steps), whose titles hold it,
 * over the rule answering what is asked (who may score): its words weigh less, as a backstory's do.
 * Not when the question weighs moments against each other ("this round or next"): then they are asked.
 */
import { tokenize } from './text';

// "this status phase", "last round", "the same turn", "next action phase": a demonstrative then a moment.
const STORY_TIME = /\b(?:this|that|next|last|previous|same|current)\s+((?:(?:status|action|agenda|strategy)\s+)?(?:phase|round|turn))\b/gi;

// "this round already or next", "next turn or this one", "or the next round".
const MOMENTS_WEIGHED = /\b(?:this|that|next|last|same|current)\s+(?:\w+\s+){0,3}?or\s+(?:the\s+)?(?:this|that|next|last|same|current)\b/i;

/** The words of the moments the query places its story in (empty when none), and the rest. */
export function storyTimeWords(query: string): { time: Set<string>; rest: Set<string> } | undefined {
  // "this round or next": which moment is what he asks.
  if (MOMENTS_WEIGHED.test(query)) return undefined;
  const time = [...query.matchAll(STORY_TIME)].flatMap((m) => tokenize(m[1]!).map((t) => t.word));
  if (!time.length) return undefined;
  const rest = tokenize(query.replace(STORY_TIME, ' ')).map((t) => t.word);
  return { time: new Set(time), rest: new Set(rest) };
}
