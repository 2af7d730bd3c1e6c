import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSummary } from '@/lib/ingest/summary';
import { allItems, itemText, lostWords } from './source-coverage';

const source = readFileSync('content/sources/ti4-overview-rules-summary-pok.md', 'utf8');
const result = parseSummary(source);
const items = allItems(result);
const lines = source.split('\n');
const rulesStart = lines.indexOf('# Twilight Imperium - Rules');
const pokStart = lines.indexOf('## PROPHECY OF KINGS');
/** `## ` headings with text under them (not a group heading followed directly by another heading). */
const sectionHeadings = (from: number, to: number) =>
  lines
    .slice(from, to)
    .map((l, k, all) => ({ l, next: all.slice(k + 1).find((n) => n.trim() !== '') ?? '' }))
    .filter(({ l, next }) => l.startsWith('## ') && !next.startsWith('## '))
    .map(({ l }) => l.slice(3).replace(/^\d+\.\s*/, ''));

describe('parseSummary', () => {
  it('has one pok: item per Prophecy of Kings heading', () => {
    const pok = sectionHeadings(pokStart + 1, lines.indexOf('# Workshop Link'));
    expect(items.filter((i) => i.id.startsWith('pok:')).map((i) => i.title.toUpperCase())).toEqual(pok);
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['pok:leaders', 'pok:mech-units', 'pok:capture', 'pok:legendary-planets', 'pok:exploration', 'pok:wormhole-nexus-hyperlanes', 'pok:setup']));
  });

  it('keeps the first copy of each rules-summary section and discards the repeats', () => {
    const headings = sectionHeadings(rulesStart, pokStart);
    const distinct = [...new Set(headings)];
    const rules = items.filter((i) => i.id.startsWith('summary:') && !i.id.startsWith('summary:quick-') && i.id !== 'summary:cheat-sheet');
    // Pages group sections, so compare as sets.
    expect(rules.map((i) => i.title.toUpperCase()).sort()).toEqual(distinct.sort());
    expect(result.report.filter((l) => l.kind === 'duplicate')).toHaveLength(headings.length - distinct.length);
  });

  it('keeps the quick-start guide but not the overview, embeds or faction digest', () => {
    const quick = lines.slice(0, rulesStart).filter((l) => l.startsWith('#### ') && l !== '#### Player Aids:').length;
    expect(items.filter((i) => i.id.startsWith('summary:quick-'))).toHaveLength(quick);
    const text = JSON.stringify(items);
    for (const gone of ['Civilization', 'iframe', 'youtube', 'Lion People', 'cf.geekdo-images', 'PlayerCount']) expect(text).not.toContain(gone);
  });

  it('repairs fences, typos, glued words, abbreviations and lettered lists, and rejoins the displaced fragment', () => {
    const kinds = new Set(result.report.filter((l) => l.action === 'repair').map((l) => l.kind));
    expect(kinds).toEqual(new Set(['code-fence', 'typo', 'glued-words', 'abbreviation', 'displaced-fragment', 'lettered-list']));
    const fences = lines.filter((l) => /^```\s*$/.test(l)).length;
    expect(result.report.filter((l) => l.kind === 'code-fence')).toHaveLength(fences / 2);
    const cheat = itemText(result, 'summary:cheat-sheet')!;
    expect(cheat).toContain('may pick up own (unactivated system\'s) Ground Forces');
    expect(cheat).toContain('Place Mecatol Rex (center) & Score Tracker with both Objective decks');
    expect(cheat).not.toMatch(/[a-z][A-Z][a-z]|\[\w+\]|Megatol|Influcence/);
    expect(itemText(result, 'summary:component-action')).toContain('preceded by the word Action');
    expect(JSON.stringify(items)).not.toContain('```');
  });

  it('gives labelled steps and hard-wrapped lines joined into paragraphs', () => {
    const tactical = items.find((i) => i.id === 'summary:tactical-action')!;
    expect(tactical.blocks.filter((b) => b.type === 'paragraph' && b.label).map((b) => b.type === 'paragraph' && b.label)).toEqual([
      '1. Activation', '2. Movement', '3. Space Combat', '4. Invasion', '5. Production',
    ]);
    expect(JSON.stringify(tactical.blocks)).not.toContain('\\n');
  });

  it('gives unique ids and anchors, routes under /summary, stable across runs', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const page of result.pages) {
      expect(page.route).toMatch(/^\/summary\/[a-z0-9-]+$/);
      expect(page.file).toBe(`${page.route.slice(1)}.md`);
      expect(new Set(page.items.map((i) => i.anchor)).size).toBe(page.items.length);
      expect(page.items.every((i) => i.kind === 'section')).toBe(true);
    }
    expect(parseSummary(source)).toEqual(result);
  });

  it('loses no word of the source', () => {
    expect(lostWords(source, result)).toEqual([]);
  });
});

describe('summary: nested lists', () => {
  it('keeps a bullet list under a numbered point one level down, in one list', () => {
    const md = '## Quick Start Rules Guide\n### Rules\n#### Key Concepts:\n1. Command Tokens: used to activate.\n2. Combat:\n   - Space Combat: ships roll.\n   - Ground Combat: forces roll.\n3. Objectives: score them.\n';
    const lists = parseSummary(md).pages.flatMap((p) => p.items).flatMap((i) => i.blocks).filter((b) => b.type === 'list');
    expect(lists).toEqual([
      {
        type: 'list',
        ordered: true,
        items: ['Command Tokens: used to activate.', 'Combat:', 'Space Combat: ships roll.', 'Ground Combat: forces roll.', 'Objectives: score them.'],
        depths: [0, 0, 1, 1, 0],
      },
    ]);
  });

  it('nests the quick start game round: bullets, the a) b) c) actions and the tactical breakdown under their phase', () => {
    const round = items.find((i) => i.id === 'summary:quick-game-round')!;
    const list = round.blocks.find((b) => b.type === 'list')!;
    if (list.type !== 'list') throw new Error('no list');
    const at = (start: string) => list.items.findIndex((t) => t.startsWith(start));
    const main = at('Main actions');
    expect(list.items[main]).toBe('Main actions:');
    expect(list.items.slice(main + 1, main + 4).map((t) => t.split(':')[0])).toEqual(['Tactical Action', 'Strategic Action', 'Component Action']);
    expect(list.depths!.slice(main, main + 4)).toEqual([1, 2, 2, 2]);
    expect(list.forms![main + 1]).toBe('ordered');
    const breakdown = at('Detailed breakdown');
    expect([list.depths![breakdown], list.forms![breakdown]]).toEqual([0, 'more']);
    expect(list.forms!.slice(breakdown + 1, breakdown + 6)).toEqual(Array(5).fill('ordered'));
    expect(list.items.filter((_, k) => list.depths![k] === 0 && list.forms![k] === 'ordered').map((t) => t.split(' ')[0])).toEqual(['Strategy', 'Action', 'Status', 'Agenda']);
  });

  it('lists the agenda sub-steps and keeps the lines of "2. VOTE:" as its paragraphs', () => {
    const agenda = items.find((i) => i.id === 'summary:agenda-phase')!;
    const list = agenda.blocks.find((b) => b.type === 'list')!;
    if (list.type !== 'list') throw new Error('no list');
    expect(list.items.filter((_, k) => list.forms![k] === 'ordered').map((t) => t.split(':')[0])).toEqual(['REVEAL AGENDA', 'VOTE', 'RESOLVE OUTCOME']);
    expect(list.items.filter((t) => /^(FOR OR AGAINST|ELECT PLAYER|ELECT PLANET):/.test(t))).toHaveLength(3);
  });

  it('nests the quick start\'s key concepts', () => {
    const concepts = result.pages.flatMap((p) => p.items).find((i) => i.id === 'summary:quick-key-concepts')!;
    const list = concepts.blocks.find((b) => b.type === 'list');
    expect(list?.type === 'list' && list.depths?.filter((d) => d === 1).length).toBe(2);
  });
});
