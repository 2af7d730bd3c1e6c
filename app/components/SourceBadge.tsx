import type { SourceId } from '@/lib/corpus/types';
import { sourceLabel } from '@/lib/corpus/sources';

const tone: Record<string, string> = {
  TI3: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  EotV: 'bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-200',
  TI4: 'bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
};

/** The game and source of an item, so a TI3 ruling is never mistaken for a TI4 one. */
export function SourceBadge({ source, kind }: { source: SourceId; kind: string }) {
  const label = sourceLabel(source, kind);
  const game = label.startsWith('TI3') ? 'TI3' : label.startsWith('EotV') ? 'EotV' : 'TI4';
  return <span className={`inline-block rounded px-1.5 text-xs font-medium ${tone[game]}`}>{label}</span>;
}
