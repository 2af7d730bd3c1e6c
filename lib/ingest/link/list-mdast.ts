import type { List, Paragraph, PhrasingContent } from 'mdast';
import type { ListBlock } from '../types';

/**
 * A list with its nesting: an item one level deeper than the one before opens a list inside that
 * one; `forms` (see ListBlock) orders a nested list or adds a paragraph to an item.
 */
export function listToMdast(block: ListBlock, link: (text: string) => PhrasingContent[]): List {
  const root: List = { type: 'list', ordered: block.ordered ?? false, spread: false, children: [] };
  if (block.ordered && block.start !== undefined && block.start !== 1) root.start = block.start;
  const open: List[] = [root];
  const paragraph = (text: string): Paragraph => ({ type: 'paragraph', children: link(text) });
  block.items.forEach((text, i) => {
    const form = block.forms?.[i];
    const wanted = block.depths?.[i] ?? 0;
    if (form === 'more' && i > 0) {
      // Another paragraph of the last item at its level: the lists opened below that item end here.
      const depth = Math.min(wanted, open.length - 1);
      open.length = depth + 1;
      const item = open[depth]!.children.at(-1)!;
      // The writer puts a blank line between it and a list above it, so it is never read as a lazy line of that list.
      item.children.push(paragraph(text));
      return;
    }
    // Never deeper than one below the current level, and the first item is always at the top.
    const depth = i === 0 ? 0 : Math.min(wanted, open.length);
    open.length = Math.max(depth + 1, 1);
    const ordered = depth === 0 ? (block.ordered ?? false) : form === 'ordered';
    let list = open[depth];
    if (!list || (depth > 0 && list.ordered !== ordered)) {
      // The first item one level down, or a change of kind: a new list inside the last item of the level above.
      list = { type: 'list', ordered, spread: false, children: [] };
      open[depth - 1]!.children.at(-1)?.children.push(list);
      open[depth] = list;
    }
    list.children.push({ type: 'listItem', spread: false, children: [paragraph(text)] });
  });
  return root;
}
