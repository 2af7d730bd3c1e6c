import type { List, PhrasingContent } from 'mdast';
import type { ListBlock } from '../types';

/** A list with its nesting: an item one level deeper than the one before opens a list inside that one. */
export function listToMdast(block: ListBlock, link: (text: string) => PhrasingContent[]): List {
  const root: List = { type: 'list', ordered: block.ordered ?? false, spread: false, children: [] };
  const open: List[] = [root];
  block.items.forEach((text, i) => {
    // Never deeper than one below the current level, and the first item is always at the top.
    const depth = i === 0 ? 0 : Math.min(block.depths?.[i] ?? 0, open.length);
    open.length = Math.max(depth + 1, 1);
    let list = open[depth];
    if (!list) {
      // The first item one level down: a list inside the last item of the level above.
      list = { type: 'list', ordered: false, spread: false, children: [] };
      open[depth - 1]!.children.at(-1)?.children.push(list);
      open[depth] = list;
    }
    list.children.push({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: link(text) }] });
  });
  return root;
}
