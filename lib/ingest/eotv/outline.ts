/** A chapter of running text read as an outline of section items. */
import { titleCase } from '../text/title-case';
import type { ParsedItem } from '../types';
import { type ItemStore, addBlock } from './items';
import { type Discard, headingTitle, isCaps, isHeadingLike, joinBroken, type Para, type Repaired, slugOf } from './paras';
import { FIGURE_CAPTIONS, type Handling, PICTURE_GAP } from './tables';

/** "Example: Action Card Tom plays an action card..." -> "Example: Action Card" + "Tom plays...". */
function splitExampleHeading(text: string): { heading: string; rest: string } | undefined {
  const m = /^Example: (.+)$/.exec(text);
  if (!m) return undefined;
  const words = m[1]!.split(' ');
  const caps = words.findIndex((w) => !/^[A-Z]/.test(w));
  // The last capitalised word before the first lowercase one starts the sentence.
  if (caps < 2 || !/^[a-z]/.test(words[caps]!)) return undefined;
  return { heading: `Example: ${words.slice(0, caps - 1).join(' ')}`, rest: words.slice(caps - 1).join(' ') };
}

/** A chapter of running text: chapter > all-caps section > sub-heading, each an item of kind section. */
export function outline(
  head: Para,
  raw: Para[],
  h: Extract<Handling, { kind: 'outline' }>,
  items: ItemStore,
  discard: Discard,
  repaired: Repaired,
) {
  const kept = raw.filter((p) => {
    const caption = !h.flat && isHeadingLike(p) && (p.blankAfter >= PICTURE_GAP || FIGURE_CAPTIONS.has(p.text));
    if (caption) discard(p, 'figure-caption', 'label of a picture');
    return !caption;
  });
  const chapter = items.add(h.page, h.pageTitle, { id: h.id, kind: 'section', title: titleCase(head.text) }, head.line);
  let section: ParsedItem | undefined;
  let sub: ParsedItem | undefined;
  let page = h.page;
  let pageTitle = h.pageTitle;
  const child = (parent: ParsedItem, title: string, line: number) =>
    items.add(page, pageTitle, { id: `${parent.id}/${slugOf(title)}`, kind: 'section', title, parent: parent.id, section: section?.title ?? chapter.title }, line);

  for (const p of joinBroken(kept, repaired)) {
    const example = h.flat ? undefined : splitExampleHeading(p.text);
    if (!h.flat && !p.list && (isCaps(p.text) || /^ACTION: /.test(p.text))) {
      const title = titleCase(p.text);
      if (h.pagePerSection) {
        page = `${h.page.replace(/-the-game$/, '')}-${slugOf(title)}`;
        pageTitle = `${h.pageTitle}: ${title}`;
      }
      section = items.add(page, pageTitle, { id: `${chapter.id}/${slugOf(title)}`, kind: 'section', title, parent: chapter.id, section: chapter.title }, p.line);
      sub = undefined;
    } else if (example && !isHeadingLike(p)) {
      repaired(p.line, [{ kind: 'glued-heading', before: p.text.slice(0, example.heading.length + 20), after: `${example.heading} ¶ ${example.rest.slice(0, 20)}` }]);
      sub = child(section ?? chapter, example.heading, p.line);
      addBlock(sub, { ...p, text: example.rest });
    } else if (!h.flat && isHeadingLike(p)) {
      sub = child(section ?? chapter, headingTitle(p.text), p.line);
    } else {
      addBlock(sub ?? section ?? chapter, p);
    }
  }
}
