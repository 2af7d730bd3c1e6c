import { createRequire } from 'node:module';

/**
 * An English word list (~275k words, lowercase) for telling glued words ("thesupply") from real
 * ones ("onset"). Loaded once, on first use: only the ingest needs it, never the browser.
 */
let words: ReadonlySet<string> | undefined;

export function englishWords(): ReadonlySet<string> {
  words ??= new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);
  return words;
}
