import type { CaseKey } from '../search/judgments';
import { shown } from './args';

/**
 * The first entry of a judge's key (`DIR.key.json`, written by `judge cases`) that is no case key,
 * as one line naming it, or undefined when every entry is one. `judge merge` sorted the verdicts of
 * an entry without its question (a hand-edited or cut-short key) and ended in a stack trace.
 */
export function badCaseKey(key: Readonly<Record<string, unknown>>): string | undefined {
  for (const [id, entry] of Object.entries(key)) {
    if (!isCaseKey(entry)) return `case ${shown(id)} needs q, engine (A or B), expected and got, each a non-empty string`;
  }
  return undefined;
}

function isCaseKey(entry: unknown): entry is CaseKey {
  if (typeof entry !== 'object' || entry === null) return false;
  const { q, engine, expected, got } = entry as Partial<Record<keyof CaseKey, unknown>>;
  return (engine === 'A' || engine === 'B') && [q, expected, got].every((text) => typeof text === 'string' && text.trim() !== '');
}
