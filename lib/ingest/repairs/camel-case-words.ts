import { settle } from './settle';
import type { Repaired } from './types';

/** Words glued at a capital ("MecatolRex"), after a count ("3xTactics", "10VP", "1Hit") or before "(" ("Tokens(3)"). */
const GLUED = /\b(?:[A-Z][a-z]+(?:[A-Z][a-z]+)+|\d+x[A-Z][A-Za-z]*|\d+[A-Z]{2,}s?|\d+[A-Z][a-z]+)\b|\b[A-Za-z]+\((?=\d)/g;
/** Real names written in camel case. */
const NAME_PREFIX = /^(?:Mc|Mac)[A-Z]/;

/**
 * Splits words that terse notes glued together: "MecatolRex" -> "Mecatol Rex", "1xSpaceDock" ->
 * "1x Space Dock", "10VP" -> "10 VP", "Tokens(3)" -> "Tokens (3)". One repair per token.
 */
export function splitCamelCaseWords(text: string): Repaired {
  const repairs: Repaired['repairs'] = [];
  const split = (s: string) =>
    s.replace(GLUED, (token: string) => {
      if (NAME_PREFIX.test(token)) return token;
      const after = token
        .replace(/([a-z])(?=[A-Z])/g, '$1 ')
        .replace(/^(\d+x)(?=[A-Z])/, '$1 ')
        .replace(/^(\d+)(?=[A-Z])/, '$1 ')
        .replace(/\($/, ' (');
      if (after !== token) repairs.push({ kind: 'glued-words', before: token, after });
      return after;
    });
  // Until nothing is glued: in "10VP(3)" the count takes "VP", and "VP(" is split the next time.
  return { value: settle(text, split), repairs };
}
