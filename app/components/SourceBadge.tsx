import type { SourceId } from '@/lib/corpus/types';
import { sourceBadge } from '@/lib/site/source-badge';

/** The game and source of an item, so a TI3 ruling is never mistaken for a TI4 one. */
export function SourceBadge({ source, kind }: { source: SourceId; kind: string }) {
  const { label, className } = sourceBadge(source, kind);
  return <span className={className}>{label}</span>;
}
