import type { Block, ParsedItem, ParsedPage } from '../types';
import type { LrrEntry } from './parse';

export const lrrId = (number: string | number) => `lrr:${number}`;
export const entryRoute = (slug: string) => `/rules/${slug}`;

/** "STEP 1-MOVE SHIPS: ..." -> "Move Ships"; the step names are what players call the rule. */
export function stepName(blocks: Block[]): string | undefined {
  const first = blocks[0];
  if (first?.type !== 'paragraph') return undefined;
  const m = /^STEP \d\s*[-:]+\s*([A-Z][A-Z '-]+[A-Z]):/.exec(first.text);
  return m ? m[1]!.toLowerCase().replace(/(^|[\s-])(\w)/g, (_, s: string, c: string) => s + c.toUpperCase()) : undefined;
}

/** One page per entry: the entry item (its lead paragraphs) then one item per numbered rule. */
export function lrrPages(entries: LrrEntry[]): ParsedPage[] {
  return entries.map((e) => {
    const entryId = lrrId(e.number);
    const fullTitle = e.qualifier ? `${e.title} (${e.qualifier})` : e.title;
    const entry: ParsedItem = {
      id: entryId,
      kind: 'entry',
      title: e.title,
      number: String(e.number),
      anchor: String(e.number),
      ...(e.french ? { aliases: [e.french] } : {}),
      blocks: e.lead,
    };
    const rules = e.rules.map((r): ParsedItem => {
      const sub = r.heading ?? stepName(r.blocks);
      return {
        id: lrrId(r.number),
        kind: 'rule',
        title: sub ? `${e.title}: ${sub}` : e.title,
        number: r.number,
        parent: entryId,
        anchor: r.number,
        blocks: r.heading ? [{ type: 'paragraph', label: r.heading, text: '' }, ...r.blocks] : r.blocks,
      };
    });
    return {
      source: 'ti4-lrr-1.2',
      game: 'TI4',
      route: entryRoute(e.slug),
      file: `lrr/${e.slug}.md`,
      title: fullTitle,
      meta: {
        number: String(e.number),
        slug: e.slug,
        ...(e.french ? { french: e.french } : {}),
        ...(e.qualifier ? { qualifier: e.qualifier } : {}),
        related: e.related.map(lrrId),
      },
      items: [entry, ...rules],
    };
  });
}
