import type { Link, Nodes } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { itemUrl } from '../content/urls';
import type { ContentPage } from '../content/types';
import type { Item } from './types';
import { unitItems } from './units';

export class BrokenLinkError extends Error {}

/** Plain text of a block, one line per paragraph or list item (toString alone would glue bullets together). */
function blockText(node: Nodes): string {
  if (node.type === 'list' || node.type === 'listItem') return node.children.map(blockText).join('\n');
  return toString(node);
}

/**
 * Flattens content pages into corpus items, then adds the unit stats page's items (./units.ts),
 * which come from the unit table rather than content/. Links are read from the markdown (link
 * nodes whose URL is an item's URL); a link to no item is an error, so a broken cross-link never ships.
 */
export function buildCorpus(pages: ContentPage[]): Item[] {
  return [...pageItems(pages), ...unitItems()];
}

function pageItems(pages: ContentPage[]): Item[] {
  const idByUrl = new Map<string, string>();
  const urlById = new Map<string, string>();
  for (const page of pages) {
    for (const item of page.items) {
      idByUrl.set(itemUrl(page.route, item), item.id);
      urlById.set(item.id, itemUrl(page.route, item));
    }
  }

  return pages.flatMap((page) =>
    page.items.map((item): Item => {
      const links = new Set<string>();
      const root: Nodes = { type: 'root', children: item.children };
      visit(root, 'link', (node: Link) => {
        const id = idByUrl.get(node.url);
        if (!id) throw new BrokenLinkError(`${item.id} links to ${node.url}, which is no item`);
        links.add(id);
      });
      if (item.kind === 'entry' && Array.isArray(page.meta.related)) {
        for (const id of page.meta.related) links.add(id);
      }
      for (const id of item.refs ?? []) {
        if (!idByUrl.has(urlById.get(id) ?? '')) throw new BrokenLinkError(`${item.id} refers to ${id}, which is no item`);
        links.add(id);
      }
      return {
        id: item.id,
        source: page.source,
        game: page.game,
        kind: item.kind,
        ...(item.number ? { number: item.number } : {}),
        title: item.title,
        text: item.children.map(blockText).join('\n').trim(),
        url: itemUrl(page.route, item),
        ...(item.parent ? { parent: item.parent } : {}),
        ...(item.section ? { section: item.section } : {}),
        ...(item.aliases ? { aliases: item.aliases } : {}),
        links: [...links],
      };
    }),
  );
}
