import type { GluedWordSplitter } from '../text/glued-words';
import { splitGluedWords } from '../text/glued-words';
import type { Repaired } from './types';

/** The hyphenated compounds a source uses ("faction-specific"), lowercased. */
export function hyphenatedWords(sourceText: string): ReadonlySet<string> {
  return new Set([...sourceText.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)+/g)].map(([w]) => w.toLowerCase()));
}

/** "factionspecific" -> "faction-specific" when the source writes that compound; keeps the token's capitals. */
function restoreHyphen(token: string, hyphenated: ReadonlySet<string>): string | undefined {
  const lower = token.toLowerCase();
  for (const compound of hyphenated) {
    if (compound.replace(/-/g, '') !== lower) continue;
    let i = 0;
    return [...compound].map((c) => (c === '-' ? '-' : token[i++])).join('');
  }
  return undefined;
}

/**
 * Splits glued words ("toready" -> "to ready"), reporting each. Where the source itself writes the
 * two halves as a hyphenated compound, the transcription lost a hyphen rather than a space:
 * "factionspecific" -> "faction-specific" (even where the glued form recurs, which keeps the
 * plain splitter away from it).
 */
export function repairGluedWords(
  text: string,
  splitter: GluedWordSplitter,
  hyphenated: ReadonlySet<string>,
): Repaired {
  const hyphenSplitter: GluedWordSplitter = {
    split(token) {
      const hyphen = restoreHyphen(token, hyphenated);
      if (hyphen !== undefined) return hyphen;
      const spaced = splitter.split(token);
      if (spaced === undefined) return undefined;
      const joined = spaced.replace(' ', '-');
      return hyphenated.has(joined.toLowerCase()) ? joined : spaced;
    },
  };
  const { text: value, repairs } = splitGluedWords(text, hyphenSplitter);
  return {
    value,
    repairs: repairs.map((r) => ({ kind: r.after.includes('-') ? 'lost-hyphen' : 'glued-words', ...r })),
  };
}
