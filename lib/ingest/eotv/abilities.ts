/** The "Abilities & Cards" chapter, read as glossary items by group. */
import type { ItemKind } from '../../corpus/types';
import { slugify } from '../text/slug';
import { titleCase } from '../text/title-case';
import type { ParsedItem } from '../types';
import { addBlock, type ItemStore } from './items';
import { type Discard, isCaps, isHeadingLike, type Para } from './paras';
import { ABILITY_GROUPS } from './tables';

/**
 * "Abilities & Cards": groups in capitals; under them a subject heading (a unit, a planet) or
 * "Name: text" entries. Card groups nest each card entry under its planet.
 */
export function abilities(body: Para[], items: ItemStore, discard: Discard) {
  let group: { title: string; prefix: string; cards?: boolean } | undefined;
  let groupItem: ParsedItem | undefined;
  let subject: ParsedItem | undefined;
  let current: ParsedItem | undefined;
  const add = (id: string, title: string, kind: ItemKind, line: number, parent?: string) =>
    items.add(group!.prefix === 'card-effects' ? 'card-effects' : slugify(group!.title), group!.title, { id, kind, title, section: group!.title, ...(parent ? { parent } : {}) }, line);

  for (const p of body) {
    const known = ABILITY_GROUPS[p.text];
    if (known || (!p.list && isCaps(p.text))) {
      group = { title: titleCase(p.text), ...(known ?? { prefix: slugify(p.text) }) };
      groupItem = subject = current = undefined;
      continue;
    }
    if (!group) {
      discard(p, 'orphan-text', 'text before the first group');
      continue;
    }
    const entry = /^("[^"]+"|[A-Z][^:.]{0,60}): (.+)$/.exec(p.text);
    if (!p.list && isHeadingLike(p)) {
      subject = current = add(`eotv:${group.prefix}/${slugify(p.text)}`, p.text, 'glossary', p.line);
    } else if (entry && !p.list && (group.cards || !subject)) {
      const title = entry[1]!.replace(/^"|"$/g, '').replace(/[.]$/, '');
      const parent = group.cards ? subject : undefined;
      current = add(`${parent?.id ?? `eotv:${group.prefix}`}/${slugify(title)}`, title, 'glossary', p.line, parent?.id);
      addBlock(current, { ...p, text: entry[2]! });
    } else {
      current ??= groupItem ??= add(`eotv:${group.prefix}`, group.title, 'glossary', p.line);
      addBlock(current, p);
    }
  }
}
