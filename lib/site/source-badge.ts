import { sourceLabel } from '../corpus/sources';
import type { SourceId } from '../corpus/types';

/** Badge colours per game: a TI3 or EotV item must never pass for a TI4 one at a glance. */
const TONE = {
  TI3: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  EotV: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
  TI4: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
} as const;

export interface Badge {
  label: string;
  className: string;
}

/** The game and source of an item, as the server pages and the search results both show it. */
export function sourceBadge(source: SourceId, kind: string): Badge {
  const label = sourceLabel(source, kind);
  const game = label.startsWith('TI3') ? 'TI3' : label.startsWith('EotV') ? 'EotV' : 'TI4';
  return { label, className: `inline-block rounded px-1.5 text-xs font-medium ${TONE[game]}` };
}
