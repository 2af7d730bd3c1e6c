/** Test helper: the words of a source that no item, page or report line accounts for. */
import type { Block, ParseResult } from '@/lib/ingest/types';

export const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const blockText = (b: Block) => (b.type === 'list' ? b.items.join(' ') : b.label ? `${b.label} ${b.text}` : b.text);

/** Every word of the source must appear in the items (titles, numbers, sections, text), page titles or a report line's `before`. */
export function lostWords(source: string, result: ParseResult): string[] {
  const found = new Set<string>();
  const add = (t: string | undefined) => t && words(t).forEach((w) => found.add(w));
  for (const page of result.pages) {
    add(page.title);
    Object.values(page.meta ?? {}).forEach((v) => add(Array.isArray(v) ? v.join(' ') : v));
    for (const item of page.items) {
      add(item.title);
      add(item.number);
      add(item.section);
      item.blocks.forEach((b) => add(blockText(b)));
    }
  }
  result.report.forEach((l) => add(l.before));
  return [...new Set(words(source))].filter((w) => !found.has(w));
}

export const allItems = (r: ParseResult) => r.pages.flatMap((p) => p.items);
export const itemText = (r: ParseResult, id: string) =>
  allItems(r)
    .find((i) => i.id === id)
    ?.blocks.map(blockText)
    .join('\n');
