import { englishWords } from '../text/dictionary';
import { gluedWordSplitter } from '../text/glued-words';
import { hyphenatedWords, repairGluedWords } from './glued-words';
import { insertMissingSpaces } from './missing-space';
import { stripStrayPageNumber } from './stray-page-number';
import type { Repair, Repaired } from './types';

/** Runs of whitespace become one space; nothing else changes, so this is not reported as a repair. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface CleanerOptions {
  /** More text of the same game (another edition) to judge glued words against. */
  vocabulary?: string;
  /**
   * In a PDF dump the same glue ("ofthe") recurs at every line end, so a recurring token is not
   * thereby a name: judge glued words against each distinct word once.
   */
  recurringGlues?: boolean;
}

export interface Cleaned extends Repaired {
  /** Tokens that still look like two glued words but had no safe split: for the report. */
  suspects: string[];
}

/**
 * The word-level repairs every paragraph of a transcribed source gets, in order: missing spaces
 * at punctuation, glued words (judged against the source's vocabulary), a stray page number at
 * the end. Returns a function so the vocabulary is built once per source.
 */
export function paragraphCleaner(sourceText: string, options: CleanerOptions = {}): (text: string) => Cleaned {
  const vocabulary = options.vocabulary ? `${sourceText}\n${options.vocabulary}` : sourceText;
  const splitter = gluedWordSplitter(options.recurringGlues ? distinctWords(vocabulary) : vocabulary);
  const hyphenated = hyphenatedWords(vocabulary);
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
    const suspects = [...new Set((value.match(/[A-Za-z]+/g) ?? []).filter(looksGlued))];
    return { value, repairs, suspects };
  };
}

/** Each distinct word of a text once, lowercased. */
function distinctWords(text: string): string {
  return [...new Set((text.match(/[A-Za-z]+/g) ?? []).map((w) => w.toLowerCase()))].join(' ');
}

/**
 * Not an English word, but two of them run together ("connectto"). Capitalised tokens are left
 * out: those are mostly names ("Valefar", "Letani") the dictionary does not know.
 */
export function looksGlued(token: string): boolean {
  const dictionary = englishWords();
  if (token.length < 6 || !/^[a-z]+$/.test(token) || dictionary.has(token)) return false;
  for (let i = 2; i <= token.length - 2; i++) {
    if (dictionary.has(token.slice(0, i)) && dictionary.has(token.slice(i))) return true;
  }
  return false;
}
