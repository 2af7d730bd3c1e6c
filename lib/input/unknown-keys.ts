/**
 * Keys of a shared link that a page does not know (a typo, a parameter from a newer or older
 * version). /calc and /calc/eotv open what they understood and name the rest in one line above
 * it; tracking parameters (lib/input/tracking.ts) are dropped before, never named.
 */
import { echo } from './echo';
import { withoutTracking } from './tracking';

/** How many unknown keys the line names before "and N more". */
const NAMED_MAX = 5;

/** The query's keys, tracking ones aside, that `known` refuses: each once, in the link's order. */
export function unknownKeys(query: string, known: (key: string) => boolean): string[] {
  return [...new Set([...withoutTracking(query).keys()].filter((key) => !known(key)))];
}

/** The line shown above what the page opened, or undefined when every key was understood. */
export function unknownKeysNote(keys: readonly string[]): string | undefined {
  if (keys.length === 0) return undefined;
  const named = keys.slice(0, NAMED_MAX).map((k) => `"${echo(k, 40)}"`);
  const more = keys.length > NAMED_MAX ? ` and ${keys.length - NAMED_MAX} more` : '';
  const one = keys.length === 1;
  return `This link's ${one ? 'parameter' : 'parameters'} ${named.join(', ')}${more} ${one ? 'is' : 'are'} not known here and ${one ? 'was' : 'were'} ignored; the rest is shown.`;
}
