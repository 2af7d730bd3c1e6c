/** The rulebook's items as the chapter readers add them: on their pages, ids made unique, blocks appended. */
import type { ParsedItem, ParsedPage, ReportLine } from '../types';
import type { Para } from './paras';

export const SOURCE = 'eotv-2' as const;

/** Every item added so far, by page; a repeated id gets a number and is reported. */
export class ItemStore {
  private readonly byPage = new Map<string, ParsedPage>();
  private readonly ids = new Set<string>();
  constructor(private readonly report: ReportLine[]) {}

  /** Adds an item (without blocks yet) to its page, made on first use, and returns it. */
  add(page: string, pageTitle: string, item: Omit<ParsedItem, 'anchor' | 'blocks'>, line: number): ParsedItem {
    let id = item.id;
    for (let n = 2; this.ids.has(id); n++) id = `${item.id}-${n}`;
    if (id !== item.id) {
      this.report.push({ source: SOURCE, action: 'unresolved', kind: 'duplicate-heading', where: `line ${line}`, before: item.title, after: id, reason: 'a heading repeated under the same parent' });
    }
    this.ids.add(id);
    const full: ParsedItem = { ...item, id, anchor: id.replace(/^eotv:/, '').replaceAll('/', '--'), blocks: [] };
    let p = this.byPage.get(page);
    if (!p) {
      p = { source: SOURCE, game: 'EotV', route: `/eotv/${page}`, file: `eotv/${page}.md`, title: pageTitle, items: [] };
      this.byPage.set(page, p);
    }
    p.items.push(full);
    return full;
  }

  /** The pages in the order they were first used. */
  pages(): ParsedPage[] {
    return [...this.byPage.values()];
  }
}

/** Appends a paragraph to an item: a list line joins the list it follows. */
export function addBlock(item: ParsedItem, p: Para) {
  const last = item.blocks.at(-1);
  if (!p.list) item.blocks.push({ type: 'paragraph', text: p.text });
  else if (last?.type === 'list') last.items.push(p.text);
  else item.blocks.push({ type: 'list', items: [p.text] });
}
