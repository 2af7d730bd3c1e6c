import type { GluedWordSplitter } from '../text/glued-words';
import { splitGluedWords } from '../text/glued-words';
import type { Repaired } from './types';

/** The hyphenated compounds a source uses ("faction-specific"), lowercased. */
export function hyphenatedWords(sourceText: string): ReadonlySet<string> {
  return new Set([...sourceText.matchAll(/[A-Za-z]+(?:-[A-Za-z]+)+/g)].map(([w]) => w.toLowerCase()));
}

/**
 * Splits glued words ("toready" -> "to ready"), reporting each. Where the source itself writes the
 * two halves as a hyphenated compound, the transcription lost a hyphen rather than a space:
 * "factionspecific" -> "faction-specific".
 */
export function repairGluedWords(
  text: string,
  splitter: GluedWordSplitter,
  hyphenated: ReadonlySet<string>,
): Repaired {
  const hyphenSplitter: GluedWordSplitter = {
    split(token) {
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
