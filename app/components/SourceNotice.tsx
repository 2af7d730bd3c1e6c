import type { SourceId } from '@/lib/corpus/types';
import { SOURCES } from '@/lib/corpus/sources';

/** Says which game and edition a page belongs to, loudly where a reader could be misled. */
export function SourceNotice({ source }: { source: SourceId }) {
  const info = SOURCES[source];
  const warning =
    !info.official
      ? 'Summary, not the official text. Check the Living Rules Reference before settling a dispute.'
      : info.game !== 'TI4'
        ? `${info.game === 'TI3' ? 'Twilight Imperium 3' : 'Empires of the Void II'}: these rulings are not for Twilight Imperium 4.`
        : undefined;
  return (
    <div className="mb-3">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{info.title}</p>
      {warning ? (
        <p role="note" className="mt-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          {warning}
        </p>
      ) : null}
    </div>
  );
}
