/** The rulebook's component list. */
import { splitCamelCaseWords } from '../repairs/camel-case-words';
import { titleCase } from '../text/title-case';
import type { ItemStore } from './items';
import type { Discard, Para } from './paras';
import { FIGURE_CAPTIONS, type Handling } from './tables';

/** The component list: one component per line, a "(...)" line completing the one above. */
export function components(head: Para, body: Para[], h: Extract<Handling, { kind: 'components' }>, items: ItemStore, discard: Discard) {
  const item = items.add(h.page, h.pageTitle, { id: h.id, kind: 'section', title: titleCase(head.text) }, head.line);
  const entries: string[] = [];
  const flush = () => {
    if (entries.length) item.blocks.push({ type: 'list', items: entries.splice(0) });
  };
  for (const p of body) {
    if (FIGURE_CAPTIONS.has(p.text)) {
      discard(p, 'figure-caption', 'label of a picture');
    } else if (p.lines.slice(1).every((l) => l.startsWith('('))) {
      entries.push(p.text);
    } else {
      flush();
      item.blocks.push({ type: 'paragraph', text: p.lines[0]! });
      entries.push(...p.lines.slice(1).map((l) => splitCamelCaseWords(l).value));
    }
  }
  flush();
}
