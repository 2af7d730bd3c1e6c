import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS, parseEotv } from '@/lib/ingest/eotv';
import { allItems, itemText, lostWords } from './source-coverage';

const source = readFileSync('content/sources/eotv2-rulebook.txt', 'utf8');
const result = parseEotv(source);
const items = allItems(result);
const byId = new Map(items.map((i) => [i.id, i]));
const lines = source.split('\n').map((l) => l.trim());
/** The source lines between the first line equal to `from` and the next line equal to `to`. */
const span = (from: string, to: string) => {
  const start = lines.indexOf(from);
  return lines.slice(start + 1, lines.indexOf(to, start + 1));
};
const headingLine = (l: string) => l !== '' && l.length <= 60 && !/[.!,;:]["”)*]?$/.test(l) && !/^[-•]/.test(l);
const glossaryPage = (id: string) => result.pages.find((p) => p.items.some((i) => i.id === id))?.route.startsWith('/eotv/glossary-');

describe('parseEotv glossary', () => {
  const glossary = items.filter((i) => i.kind === 'glossary' && glossaryPage(i.id));

  it('has every term, top level, in order', () => {
    const terms = glossary.filter((i) => !i.parent);
    expect(terms.map((i) => i.title)).toEqual([...GLOSSARY_TERMS]);
    expect(terms.every((t) => t.id === `eotv:${t.title.toLowerCase().replaceAll(' ', '-')}`)).toBe(true);
  });

  it('accounts for every heading line of the glossary pages with exactly one term or sub-term', () => {
    const glossaryLines = span('GLOSSARY', 'ABILITIES & CARDS');
    const headings = glossaryLines.filter((l) => headingLine(l) && l !== 'GLOSSARY').map((l) => l.replace(/:$/, ''));
    const unclaimed = new Map<string, number>();
    headings.forEach((h) => unclaimed.set(h, (unclaimed.get(h) ?? 0) + 1));
    const inline: string[] = [];
    for (const item of glossary) {
      const left = unclaimed.get(item.title) ?? 0;
      if (left > 0) unclaimed.set(item.title, left - 1);
      else inline.push(item.title);
    }
    // Left over: the one line holding a term and its first sub-term.
    expect([...unclaimed].filter(([, n]) => n > 0)).toEqual([['Sarkeen Regency No Diplomacy or Influence', 1]]);
    // Claimed by no heading line: "Label: text" definitions, and the two halves of that line.
    for (const title of inline) {
      const defined = glossaryLines.some((l) => l.startsWith(`${title}: `));
      expect(defined || 'Sarkeen Regency No Diplomacy or Influence'.includes(title)).toBe(true);
    }
    expect(inline).toHaveLength(5);
  });

  it('keeps the hierarchy: sub-terms under existing terms, ids nested', () => {
    for (const item of items.filter((i) => i.parent)) {
      expect(byId.has(item.parent!)).toBe(true);
      expect(item.id.startsWith(`${item.parent}/`)).toBe(true);
    }
    expect(byId.get('eotv:battle/steps-of-a-battle')?.parent).toBe('eotv:battle');
    expect(byId.get('eotv:action-track/action-spaces')?.blocks[0]).toMatchObject({ text: expect.stringMatching(/^The five actions/) });
    expect(byId.get('eotv:sarkeen-regency/no-diplomacy-or-influence')?.parent).toBe('eotv:sarkeen-regency');
    expect(byId.get('eotv:battle/buildings-after-battle')?.parent).toBe('eotv:battle');
  });
});

describe('parseEotv abilities and cards', () => {
  it('has one item per unit, ally and technology', () => {
    const units = span('UNIT ABILITIES', 'ALLY ABILITIES').filter(headingLine);
    const allies = span('ALLY ABILITIES', 'TECHNOLOGIES').filter((l) => /^[A-Z][\w ]*: /.test(l));
    const techs = span('TECHNOLOGIES', 'CARD EFFECTS AND MEANINGS').filter((l) => /^[A-Z][\w /]*: /.test(l));
    expect(items.filter((i) => i.id.startsWith('eotv:unit/'))).toHaveLength(units.length);
    expect(items.filter((i) => i.id.startsWith('eotv:ally/'))).toHaveLength(allies.length);
    expect(items.filter((i) => i.id.startsWith('eotv:tech/'))).toHaveLength(techs.length);
    expect(itemText(result, 'eotv:unit/mazron-agent')).toMatch(/^Disable Dice: /);
  });

  it('nests each card clarification under its planet', () => {
    const quoted = lines.filter((l) => /^"[^"]+": /.test(l));
    const powerCards = items.filter((i) => i.id.startsWith('eotv:power-card/') && i.parent);
    expect(powerCards).toHaveLength(quoted.length);
    expect(byId.get('eotv:event-card/emrok/deep-fungus')?.parent).toBe('eotv:event-card/emrok');
  });
});

describe('parseEotv sections', () => {
  it('makes a section of every all-caps heading of Learning the Game', () => {
    const learning = span('LEARNING THE GAME', 'GLOSSARY');
    const caps = learning.filter((l) => (/^[^a-z]*[A-Z][^a-z]*$/.test(l) || /^ACTION: /.test(l)) && l !== 'LEARNING THE GAME');
    const sections = items.filter((i) => i.parent === 'eotv:learning');
    expect(sections.map((s) => s.title.toUpperCase())).toEqual(caps.map((l) => l.toUpperCase()));
    expect(sections.every((s) => s.kind === 'section')).toBe(true);
    expect(result.pages.map((p) => p.route)).toContain('/eotv/learning-the-game');
  });

  it('discards every repeated page header and the navigation chapters', () => {
    const headers = (h: string) => lines.filter((l) => l === h).length - 1;
    const dropped = result.report.filter((l) => l.kind === 'running-header');
    expect(dropped).toHaveLength(headers('LEARNING THE GAME') + headers('SETUP') + headers('GLOSSARY') + headers('ABILITIES & CARDS'));
    const text = JSON.stringify(items);
    expect(text).not.toContain('.....');
    expect(text).not.toContain('LEARNING THE GAME');
  });

  it('reports each repair kind', () => {
    const kinds = new Set(result.report.filter((l) => l.action === 'repair').map((l) => l.kind));
    expect(kinds).toEqual(new Set(['emphasis-markup', 'inline-math', 'glued-words', 'table-cells', 'glued-heading', 'broken-paragraph']));
    expect(itemText(result, 'eotv:battle/limit-3-units-in-battle')).toContain('not 3 Starfarers and your Worldship)');
    expect(itemText(result, 'eotv:learning/action-card-action-or-diplomacy/example-action-card')).toMatch(/^Tom plays/);
    expect(itemText(result, 'eotv:learning/action-move-attack/example-battle')).toContain('5+4=9');
    expect(JSON.stringify(items)).not.toMatch(/\*\*|\$|\\text/);
  });

  it('gives unique ids and page anchors, stable across runs', () => {
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const page of result.pages) {
      expect(page.route).toMatch(/^\/eotv\/[a-z0-9-]+$/);
      expect(page.file).toBe(`${page.route.slice(1)}.md`);
      expect(new Set(page.items.map((i) => i.anchor)).size).toBe(page.items.length);
    }
    expect(parseEotv(source)).toEqual(result);
  });

  it('loses no word of the source', () => {
    expect(lostWords(source, result)).toEqual([]);
  });
});
