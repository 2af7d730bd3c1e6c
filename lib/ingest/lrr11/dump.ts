/** What every reader of the LRR 1.1 dump shares: its source id, line numbers of offsets, its page shape and its report callback. */
import type { ParsedItem, ParsedPage } from '../types';

export const SOURCE = 'ti4-lrr-1.1' as const;

/** An oddity left for a human, reported against the dump. */
export type Flag = (where: string, kind: string, before: string, reason: string) => void;

/** The 1-based line a character offset of the dump is on. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A page of the LRR 1.1 advanced concepts. */
export function sectionPage(slug: string, title: string, items: ParsedItem[]): ParsedPage {
  return { source: SOURCE, game: 'TI4', route: `/lrr11/${slug}`, file: `lrr11/${slug}.md`, title, items };
}
