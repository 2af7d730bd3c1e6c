import { gluedWordSplitter } from '../text/glued-words';
import { hyphenatedWords, repairGluedWords } from './glued-words';
import { insertMissingSpaces } from './missing-space';
import { stripStrayPageNumber } from './stray-page-number';
import type { Repair, Repaired } from './types';

/** Runs of whitespace become one space; nothing else changes, so this is not reported as a repair. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The word-level repairs every paragraph of a transcribed source gets, in order: missing spaces
 * at punctuation, glued words (judged against the whole source's vocabulary), a stray page number
 * at the end. Returns a function so the vocabulary is built once per source.
 */
export function paragraphCleaner(sourceText: string): (text: string) => Repaired {
  const splitter = gluedWordSplitter(sourceText);
  const hyphenated = hyphenatedWords(sourceText);
  return (text) => {
    const repairs: Repair[] = [];
    const step = (r: Repaired) => {
      repairs.push(...r.repairs);
      return r.value;
    };
    let value = collapseWhitespace(text);
    value = step(insertMissingSpaces(value));
    value = step(repairGluedWords(value, splitter, hyphenated));
    value = step(stripStrayPageNumber(value));
    return { value, repairs };
  };
}
