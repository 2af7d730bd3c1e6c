import fc from 'fast-check';
import type { List, ListItem } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { markdownToPage, pageToMarkdown } from '@/lib/content/markdown';
import { listToMdast } from '@/lib/ingest/link/list-mdast';
import { parseSummary } from '@/lib/ingest/summary';
import { entriesToBlock, listEntries, splitLettered } from '@/lib/ingest/text/list-entries';
import type { ListBlock } from '@/lib/ingest/types';

const text = (t: string) => [{ type: 'text' as const, value: t }];

/** The list of a markdown snippet as entries, numbers read from the snippet's lines. */
function entriesOf(md: string) {
  const lines = md.split('\n');
  const list = fromMarkdown(md).children.find((n): n is List => n.type === 'list')!;
  const number = (li: ListItem) => /^\s*(\d+)[.)]/.exec(lines[li.position!.start.line - 1]!)?.[1];
  return listEntries(list, { number, isHeading: (l) => /^[A-Z ]+$/.test(l) });
}

/** Paragraphs of a rendered list in order: [depth, ordered list?, first paragraph of its item?, text]. */
function outline(list: List, depth = 0): [number, boolean, boolean, string][] {
  return list.children.flatMap((li) =>
    li.children.flatMap((c, k): [number, boolean, boolean, string][] =>
      c.type === 'list' ? outline(c, depth + 1) : [[depth, list.ordered ?? false, k === 0, toString(c).replace(/\s+/g, ' ')]],
    ),
  );
}

/** A ListBlock written to content/ markdown and read back, as the site reads it. */
function roundTrip(block: ListBlock): List {
  const md = pageToMarkdown({
    source: 'ti4-summary',
    game: 'TI4',
    route: '/summary/t',
    title: 'T',
    meta: {},
    items: [{ id: 'summary:t', kind: 'section', title: 'T', anchor: 't', children: [listToMdast(block, text)] }],
  });
  return markdownToPage(md, 't.md').items[0]!.children.find((n): n is List => n.type === 'list')!;
}

const summaryLists = (md: string) =>
  parseSummary(`# Twilight Imperium - Rules\n\n## Test Section\n\n${md}`)
    .pages.flatMap((p) => p.items)
    .flatMap((i) => i.blocks)
    .filter((b): b is ListBlock => b.type === 'list');

describe('lettered lines', () => {
  it('split a paragraph at its run of a), b), c) lines; a line without the next letter continues the item', () => {
    const got = splitLettered('Main actions:\na) Tactical: move.\nb) Strategic: card\nstill b.\nd) not c, so still b.\nc) Component.');
    expect(got.head).toBe('Main actions:');
    expect(got.items.map((i) => i.text)).toEqual(['Tactical: move.', 'Strategic: card\nstill b.\nd) not c, so still b.', 'Component.']);
    expect(got.items.map((i) => i.offset)).toEqual([1, 2, 5]);
    expect(got.markers).toBe('a) b) c)');
  });

  it('leave a paragraph alone when no line after the first starts with a)', () => {
    expect(splitLettered('a) first line\nb) second').items).toEqual([]);
    expect(splitLettered('one\nb) two').head).toBe('one\nb) two');
  });
});

describe('list entries', () => {
  it('give each item its depth; bullets below an ordered item keep the default form', () => {
    const e = entriesOf('1. One:\n   - one a\n   - one b\n2. Two\n')!;
    expect(e.map((x) => [x.text, x.depth, x.form])).toEqual([['One:', 0, undefined], ['one a', 1, undefined], ['one b', 1, undefined], ['Two', 0, undefined]]);
    expect(entriesToBlock(e, true)).toEqual({ type: 'list', ordered: true, items: ['One:', 'one a', 'one b', 'Two'], depths: [0, 1, 1, 0] });
  });

  it('keep an ordered list inside a bullet ordered, three levels deep', () => {
    const e = entriesOf('- top\n  1. first\n     - deep\n  2. second\n')!;
    expect(e.map((x) => [x.depth, x.form ?? '-'])).toEqual([[0, '-'], [1, 'ordered'], [2, '-'], [1, 'ordered']]);
    const block = entriesToBlock(e, false);
    expect(block.forms).toEqual(['bullet', 'ordered', 'bullet', 'ordered']);
    expect(outline(roundTrip(block))).toEqual([
      [0, false, true, 'top'], [1, true, true, 'first'], [2, false, true, 'deep'], [1, true, true, 'second'],
    ]);
  });

  it('turn lettered lines into a numbered list one level down', () => {
    const e = entriesOf('- Main actions:\n  a) Tactical.\n  b) Strategic.\n- Next\n')!;
    expect(e.map((x) => [x.text, x.depth, x.form])).toEqual([['Main actions:', 0, undefined], ['Tactical.', 1, 'ordered'], ['Strategic.', 1, 'ordered'], ['Next', 0, undefined]]);
    expect(e[0]!.lettered).toBe('a) b)');
  });

  it('keep an indented continuation paragraph with its item, the lists after it under the same item', () => {
    const md = '1. Action:\n   - take turns\n\n   Breakdown:\n   1. Activate\n   2. Move\n\n2. Status:\n   - score\n';
    const block = entriesToBlock(entriesOf(md)!, true);
    expect(block.forms).toEqual(['ordered', 'bullet', 'more', 'ordered', 'ordered', 'ordered', 'bullet']);
    const list = roundTrip(block);
    expect(list.children).toHaveLength(2);
    expect(list.children[0]!.children.map((c) => c.type)).toEqual(['paragraph', 'list', 'paragraph', 'list']);
    expect(outline(list)).toEqual([
      [0, true, true, 'Action:'], [1, false, true, 'take turns'], [0, true, false, 'Breakdown:'],
      [1, true, true, 'Activate'], [1, true, true, 'Move'], [0, true, true, 'Status:'], [1, false, true, 'score'],
    ]);
  });

  it('refuse items that open with a heading line or are numbered out of sequence', () => {
    expect(entriesOf('1. MOVEMENT\n   text\n2. Two\n')).toBeUndefined();
    expect(entriesOf('1. One\n3. Three\n')).toBeUndefined();
    expect(entriesOf('- one\n\n  2. nested list starting at 2\n')).toBeUndefined();
  });

  it('let a top-level list start at its own number', () => {
    const e = entriesOf('2. Two\n3. Three\n')!;
    const block = entriesToBlock(e, true, 2);
    expect(block.start).toBe(2);
    expect(roundTrip(block).start).toBe(2);
  });
});

describe('summary lists', () => {
  it('nest the quick start game round: bullets, a lettered run and a numbered breakdown under "2."', () => {
    const md = [
      '1. Strategy Phase:',
      '   - choose a card.',
      '',
      '2. Action Phase:',
      '   - Main actions:',
      '     a) Tactical Action: activate.',
      '     b) Strategic Action: use the card.',
      '',
      '   Detailed breakdown:',
      '   1. Activate a system.',
      '   2. Move ships.',
      '',
      '3. Status Phase:',
      '   - score.',
    ].join('\n');
    const [list, ...rest] = summaryLists(md);
    expect(rest).toEqual([]);
    expect(outline(roundTrip(list!))).toEqual([
      [0, true, true, 'Strategy Phase:'],
      [1, false, true, 'choose a card.'],
      [0, true, true, 'Action Phase:'],
      [1, false, true, 'Main actions:'],
      [2, true, true, 'Tactical Action: activate.'],
      [2, true, true, 'Strategic Action: use the card.'],
      [0, true, false, 'Detailed breakdown:'],
      [1, true, true, 'Activate a system.'],
      [1, true, true, 'Move ships.'],
      [0, true, true, 'Status Phase:'],
      [1, false, true, 'score.'],
    ]);
  });

  it('list the sub-steps the transcript left at the level of their step', () => {
    const md = '1. FIRST AGENDA\n1. REVEAL: draw a card.\n2. VOTE: cast votes.\n2. SECOND AGENDA\nRepeat.\n';
    const blocks = parseSummary(`# Twilight Imperium - Rules\n\n## Agenda\n\n${md}`).pages[0]!.items[0]!.blocks;
    expect(blocks).toEqual([
      { type: 'paragraph', label: '1. First Agenda', text: '' },
      { type: 'list', ordered: true, items: ['REVEAL: draw a card.', 'VOTE: cast votes.'] },
      { type: 'paragraph', label: '2. Second Agenda', text: 'Repeat.' },
    ]);
  });
});

describe('summary lists: hard-wrapped items', () => {
  it('start a paragraph of the item at each line back at the margin, when the item hangs its wrapped lines', () => {
    const md = '1. VOTE: each player casts\n    votes in order.\nAnnounce the outcome\n    aloud.\nFOR OR AGAINST: vote for or against.\nELECT PLAYER: vote for a player.\n2. RESOLVE: count votes.\n';
    const [list] = summaryLists(md);
    expect(list).toEqual({
      type: 'list',
      ordered: true,
      items: ['VOTE: each player casts votes in order.', 'Announce the outcome aloud.', 'FOR OR AGAINST: vote for or against.', 'ELECT PLAYER: vote for a player.', 'RESOLVE: count votes.'],
      forms: ['ordered', 'more', 'more', 'more', 'ordered'],
    });
  });

  it('keep lazy lines of an item that does not hang its wrapped lines in one paragraph', () => {
    const [list] = summaryLists('1. one line\nwraps here\nand here.\n2. two\n');
    expect(list!.items).toEqual(['one line wraps here and here.', 'two']);
    expect(list!.forms).toBeUndefined();
  });
});

// ---- Property: any nesting of bullets, numbers, lettered lines and continuation paragraphs ----

const WORDS = ['ship', 'fleet', 'planet', 'token', 'combat', 'round', 'vote', 'agenda', 'system', 'unit', 'dock', 'trade', 'goods', 'hits', 'dice'];
const phrase = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((w) => w.join(' '));

interface GenItem {
  head: string;
  /** A hard-wrapped second line of the head, hung in past the item's text. */
  wrap?: string;
  lettered: string[];
  more?: string;
  sub?: GenList;
}
interface GenList {
  ordered: boolean;
  loose: boolean;
  items: GenItem[];
}

const genList: (depth: number) => fc.Arbitrary<GenList> = (depth) =>
  fc.record({
    ordered: fc.boolean(),
    loose: fc.boolean(),
    items: fc.array(
      fc.record({
        head: phrase,
        wrap: fc.option(phrase, { nil: undefined }),
        lettered: fc.array(phrase, { maxLength: depth < 2 ? 3 : 0 }),
        more: fc.option(phrase, { nil: undefined }),
        sub: depth < 2 ? fc.option(genList(depth + 1), { nil: undefined }) : fc.constant(undefined),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  });

function render(list: GenList, indent = ''): string[] {
  return list.items.flatMap((item, k) => {
    const marker = list.ordered ? `${k + 1}. ` : '- ';
    const inner = indent + ' '.repeat(marker.length);
    return [
      ...(list.loose && k > 0 ? [''] : []),
      `${indent}${marker}${item.head}`,
      ...(item.wrap ? [`${inner}    ${item.wrap}`] : []),
      ...item.lettered.map((l, j) => `${inner}${String.fromCharCode(97 + j)}) ${l}`),
      ...(item.sub ? render(item.sub, inner) : []),
      ...(item.more ? ['', `${inner}${item.more}`, ''] : []),
    ];
  });
}

/** What the reader must see: every paragraph at its depth, in a list of the right kind. */
function expected(list: GenList, depth = 0): [number, boolean, boolean, string][] {
  return list.items.flatMap((item) => [
    [depth, list.ordered, true, item.wrap ? `${item.head} ${item.wrap}` : item.head] as [number, boolean, boolean, string],
    ...item.lettered.map((l) => [depth + 1, true, true, l] as [number, boolean, boolean, string]),
    ...(item.sub ? expected(item.sub, depth + 1) : []),
    ...(item.more ? [[depth, list.ordered, false, item.more] as [number, boolean, boolean, string]] : []),
  ]);
}

const bag = (t: string) => t.split(/[^a-z]+/).filter((w) => WORDS.includes(w)).sort();

describe('summary lists (property)', () => {
  it('lose no word, and keep every paragraph at its depth in a list of its kind', () => {
    fc.assert(
      fc.property(genList(0), (gen) => {
        const md = render(gen).join('\n');
        const lists = summaryLists(md);
        const out = lists.flatMap((b) => b.items).join(' ');
        expect(bag(out)).toEqual(bag(md));
        expect(lists).toHaveLength(1);
        const got = outline(roundTrip(lists[0]!));
        // Paragraphs, not list boundaries: markdown merges a lettered run and a numbered sub-list that meet.
        expect(got).toEqual(expected(gen));
      }),
      { numRuns: 100 },
    );
  });
});
