/**
 * The search's source filter, remembered across visits in localStorage: a player who reads only
 * Empires of the Void keeps that filter. What is stored is checked on the way back in (a key left by
 * an older version or edited by hand must not break the search): only known source ids survive.
 */
import { SOURCES } from '../corpus/sources';
import type { SourceId } from '../corpus/types';

export const SOURCES_STORAGE_KEY = 'search-sources';

/** The source ids in a stored value; anything else (not JSON, not a list, unknown ids) is dropped. */
export function parseStoredSources(raw: string | null): SourceId[] {
  if (!raw || raw.length > 1000) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is SourceId => typeof v === 'string' && Object.hasOwn(SOURCES, v));
  return [...new Set(ids)];
}

/** The filter remembered from an earlier visit (none when storage is refused). */
export function loadSources(storage: Pick<Storage, 'getItem'> | undefined): SourceId[] {
  try {
    return parseStoredSources(storage?.getItem(SOURCES_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Remembers the filter; "All" (empty) forgets it. Private modes may refuse: the filter then lasts for the page. */
export function saveSources(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, sources: readonly SourceId[]): void {
  try {
    if (sources.length) storage?.setItem(SOURCES_STORAGE_KEY, JSON.stringify(sources));
    else storage?.removeItem(SOURCES_STORAGE_KEY);
  } catch {
    // Storage refused: nothing to remember.
  }
}
