import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { changeGroupOf, isChange } from '@/lib/corpus/changelog';
import { changedRules, lrr11GlossaryRules, lrr11Regions, parseLrr11, readRun, stepBlocks } from '@/lib/ingest/lrr11';
import { collapseWhitespace, looksGlued } from '@/lib/ingest/repairs/clean-paragraph';
import { insertMissingSpaces } from '@/lib/ingest/repairs/missing-space';
import { coverage, discardedRanges, normalizedWords } from './helpers/coverage';

const text = readFileSync('content/sources/ti4-lrr-1.1-pdf-transcript.txt', 'utf8');
const lrr12 = readFileSync('content/sources/ti4-lrr-1.2-web.txt', 'utf8');
const result = parseLrr11(text, { vocabulary: lrr12 });
const items = result.pages.flatMap((p) => p.items);
const byId = new Map(items.map((i) => [i.id, i]));
const textOf = (id: string) =>
  (byId.get(id)?.blocks ?? []).map((b) => (b.type === 'paragraph' ? b.text : b.items.join('\n'))).join('\n');
const allText = items.map((i) => `${i.title}\n${textOf(i.id)}`).join('\n');
const discards = result.report.filter((r) => r.action === 'discard');

describe('LRR 1.1: the four sections', () => {
  it('recovers Golden Rules, Timing, Complete Setup and the changelog, each on its page', () => {
    expect(result.pages.map((p) => p.route).sort()).toEqual(['/lrr11/changelog', '/lrr11/complete-setup', '/lrr11/golden-rules', '/lrr11/timing']);
    for (const p of result.pages) {
      expect(p.file).toBe(`${p.route.slice(1)}.md`);
      expect(p.source).toBe('ti4-lrr-1.1');
      expect(p.items.every((i) => i.kind === 'section')).toBe(true);
    }
    expect(textOf('lrr11:golden-rules')).toMatch(/^The golden rules are fundamental game concepts .* cannot be overridden by other abilities\.$/);
    expect(textOf('lrr11:timing')).toMatch(/^During the action phase, .* see “Abilities” on page 6\.$/s);
  });

  it('splits Timing where a parallel rule starts', () => {
    const timing = byId.get('lrr11:timing')!.blocks;
    expect(timing).toHaveLength(2);
    expect(timing.every((b) => b.type === 'paragraph' && b.text.startsWith('During the'))).toBe(true);
  });

  it('has Complete Setup steps 1-12 in order, each with its name and its own text', () => {
    const page = result.pages.find((p) => p.route === '/lrr11/complete-setup')!;
    const steps = page.items.filter((i) => i.parent === 'lrr11:complete-setup');
    expect(steps.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => `lrr11:complete-setup/${i + 1}`));
    // Every "STEP n—NAME:" marker of the dump is one step, named after it.
    const region = lrr11Regions(text).find((r) => r.name === 'complete-setup')!;
    const setupText = text.slice(region.start, region.end);
    const names = new Map([...setupText.matchAll(/STEP (\d+) ?— ?([A-Z][A-Z ]*[A-Z]):/g)].map((m) => [m[1]!, m[2]!]));
    expect(names.size).toBe(12);
    for (const s of steps) {
      const name = names.get(s.id.split('/')[1]!)!;
      expect(s.title.toUpperCase()).toBe(`STEP ${s.id.split('/')[1]}: ${name}`);
      expect(textOf(s.id).startsWith(`${name}: `)).toBe(true);
    }
  });

  it('puts back the text the dump displaced (steps 8 and 9, the player-count table)', () => {
    expect(textOf('lrr11:complete-setup/8')).toMatch(/Shuffle the action card, agenda, stage I objective, .* in the common play area\.$/);
    expect(textOf('lrr11:complete-setup/9')).toMatch(/piles in the common play area for trade good tokens, fighter tokens, and infantry tokens\.$/);
    const table = byId.get('lrr11:complete-setup/6')!.blocks.find((b) => b.type === 'list');
    expect(table?.type === 'list' && table.items.map((i) => i.split(':')[0])).toEqual(['THREE-PLAYER', 'FOUR-PLAYER', 'FIVE-PLAYER', 'SIX-PLAYER']);
    expect(table?.type === 'list' && table.items.every((i) => i.endsWith('dealt to each player.'))).toBe(true);
  });

  it('keeps substeps and notes as their own paragraphs', () => {
    const para = (id: string) => byId.get(id)!.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : []));
    expect(para('lrr11:complete-setup/6').filter((p) => /^(i|ii|iii)\. [A-Z]/.test(p))).toHaveLength(3);
    expect(para('lrr11:complete-setup/6').filter((p) => p.startsWith('NOTE:'))).toHaveLength(2);
    expect(para('lrr11:complete-setup/12').map((p) => p.split('.')[0])).toEqual(['PREPARE OBJECTIVES: Prepare objectives as follows:', 'i', 'ii', 'iii', 'iv']);
    const components = byId.get('lrr11:complete-setup/3')!.blocks.find((b) => b.type === 'list');
    expect(components?.type === 'list' && components.items).toContain('17 control tokens');
  });

  it('gives stable, unique ids and anchors', () => {
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(parseLrr11(text, { vocabulary: lrr12 }).pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(ids);
    for (const p of result.pages) {
      const anchors = p.items.map((i) => i.anchor);
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });
});

describe('LRR 1.1: the changelog', () => {
  const line = text.split('\n').find((l) => l.startsWith('Changelog'))!;
  const changes = items.filter(isChange);

  it('has one item per change: one per dot leader of the source', () => {
    const leaders = line.match(/(?:\. ){4,}/g) ?? [];
    expect(changes).toHaveLength(leaders.length);
    expect(new Set(changes.map((c) => c.section))).toEqual(new Set(['Errata', 'Corrections', 'Additions and Clarifications']));
  });

  it('keeps each change as printed, rule numbers verbatim', () => {
    expect(textOf('lrr11:changelog/corrections-movement')).toBe('Movement 49.4');
    expect(textOf('lrr11:changelog/corrections-space-combat')).toBe('Space Combat 67.5, 67.7');
    expect(textOf('lrr11:changelog/errata-hyper-metabolism')).toBe('Hyper Metabolism (Technology)');
    expect(textOf('lrr11:changelog/corrections-complete-setup')).toBe('Complete Setup step 12, substep iii');
    for (const c of changes) expect(line).toContain(c.title);
  });

  it('puts each change under an item for its heading, as printed', () => {
    const headings = items.filter((i) => i.parent === 'lrr11:changelog');
    expect(headings.map((h) => h.title)).toEqual(['Errata', 'Corrections', 'Additions and Clarifications']);
    for (const h of headings) expect(line).toContain(h.title.toUpperCase());
    for (const c of changes) {
      const heading = headings.find((h) => h.id === c.parent)!;
      expect(heading.title).toBe(c.section);
      expect(changeGroupOf(c)).toBe(heading.anchor);
    }
    expect(changeGroupOf({ parent: 'lrr11:changelog' })).toBeUndefined();
    expect(changeGroupOf({ parent: 'lrr11:changelog/constructor' })).toBeUndefined();
  });

  it('lists every rule number the changelog names, ranges expanded', () => {
    const rules = changedRules(result);
    const named = [...line.slice(line.indexOf('ERRATA')).matchAll(/\d{1,2}\.\d{1,2}/g)].map((m) => m[0]);
    for (const n of named) expect(rules).toContain(n);
    expect(rules).toContain('79.18');
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules.every((r) => /^\d{1,2}\.\d{1,2}$/.test(r))).toBe(true);
    expect(rules).not.toContain('1.1'); // the version number is not a rule
  });
});

describe('LRR 1.1: discarded spans', () => {
  it('reports every discarded span with a kind, a place, a reason and its start', () => {
    expect(new Set(discards.map((d) => d.kind))).toEqual(
      new Set(['site-chrome', 'credits', 'front-matter', 'scrambled-glossary', 'diagram-label', 'junk']),
    );
    for (const d of discards) {
      expect(d.where).toMatch(/^line \d+, chars \d+-\d+$/);
      expect(d.reason).toBeTruthy();
      const [a] = discardedRanges({ pages: [], report: [d] })[0]!;
      expect(text.slice(a).startsWith(d.before!)).toBe(true);
    }
  });

  it('covers every line of the file that is not one of the four sections', () => {
    const kept = lrr11Regions(text).filter((r) => ['changelog', 'golden-rules', 'timing', 'complete-setup'].includes(r.name));
    const ranges = discardedRanges(result);
    for (const m of text.matchAll(/\S+/g)) {
      const inKept = kept.some((r) => m.index >= r.start && m.index < r.end);
      const inDiscard = ranges.some(([a, b]) => m.index >= a && m.index < b);
      expect(inKept || inDiscard, `"${m[0]}" at ${m.index}`).toBe(true);
    }
    // Each unrelated document after "Related Documents:" is its own discard line.
    const after = text.slice(text.indexOf('Related Documents:')).split('\n').filter((l) => l.trim());
    expect(discards.filter((d) => d.kind === 'junk')).toHaveLength(after.length);
  });

  it('lets no discarded text into the items', () => {
    const keptWords = new Set(
      lrr11Regions(text)
        .filter((r) => ['changelog', 'golden-rules', 'timing', 'complete-setup'].includes(r.name))
        .flatMap((r) => normalizedWords(text.slice(r.start, r.end))),
    );
    const itemWords = new Set(normalizedWords(allText));
    for (const d of discards.filter((x) => x.kind !== 'diagram-label')) {
      // Words only the discarded span has (no section uses them) must not reach any item.
      for (const w of normalizedWords(d.before!)) if (!keptWords.has(w)) expect(itemWords.has(w), `${w} (${d.kind})`).toBe(false);
      expect(allText).not.toContain(d.before!.slice(0, 30));
    }
  });
});

describe('LRR 1.1: repairs and nothing lost', () => {
  it('reports each kind of repair it makes', () => {
    const kinds = new Set(result.report.filter((r) => r.action === 'repair').map((r) => r.kind));
    for (const k of ['glued-header', 'glued-words', 'glued-sentence', 'glued-punctuation', 'glued-capital', 'stray-page-number', 'misplaced-numeral', 'interleaved-columns', 'displaced-fragment', 'step-order']) {
      expect(kinds, k).toContain(k);
    }
    expect(allText).not.toMatch(/\b(?:playerto|ofthe|takesthe|Learnto)\b/);
    expect(allText).not.toMatch(/[a-z]\.[A-Z]/);
  });

  it('reports the glued words it could not split safely', () => {
    const unresolved = result.report.filter((r) => r.action === 'unresolved');
    for (const u of unresolved) {
      expect(u.kind).toBe('glued-words');
      expect(allText).toContain(u.before!);
    }
  });

  it('keeps every word of the four sections, in order, or names it in the report', () => {
    const c = coverage(text, result);
    expect(c.lost).toEqual([]);
    expect(c.checked).toBeGreaterThan(1000);
    // Glued tokens ("playerto") are out of order by nature; their reports name them.
    expect(c.inOrder).toBeGreaterThan(0.9);
  });

  it('works without another edition\'s vocabulary, reporting more as unresolved', () => {
    const alone = parseLrr11(text);
    expect(alone.pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(items.map((i) => i.id));
    expect(coverage(text, alone).lost).toEqual([]);
  });
});

describe('LRR 1.1: glossary rule numbers', () => {
  const rules = lrr11GlossaryRules(text);
  const numbers = rules.map((r) => r.number);

  it('recovers each rule number once, in order, as unbroken runs per entry', () => {
    expect(new Set(numbers).size).toBe(numbers.length);
    const byEntry = new Map<number, number[]>();
    for (const n of numbers) {
      const [e, k] = n.split('.').map(Number) as [number, number];
      byEntry.set(e, [...(byEntry.get(e) ?? []), k]);
    }
    for (let e = 1; e <= 9; e++) {
      const ks = byEntry.get(e) ?? [];
      expect(ks.length, `entry ${e}`).toBeGreaterThan(1);
      expect(ks, `entry ${e}`).toEqual(Array.from({ length: ks.length }, (_, i) => i + 1));
    }
  });

  it('confirms LRR 1.2 numbering (6.3 exists) and finds the rules 1.2 prints under other numbers', () => {
    expect(numbers).toContain('6.3');
    expect(numbers).toContain('1.15');
    // 1.2 prints almost all of these numbers as they are ("7. 2" spaced counts).
    const printed = numbers.filter((n) => new RegExp(`(^|\\s|\\.)${n.replace('.', '\\. ?')}\\s`, 'm').test(lrr12));
    expect(printed.length / numbers.length).toBeGreaterThan(0.9);
  });

  it('only takes text from the glossary copy', () => {
    const glossary = lrr11Regions(text).find((r) => r.name === 'glossary')!;
    const region = collapseWhitespace(text.slice(glossary.start, glossary.end));
    for (const r of rules) if (r.text) expect(region).toContain(r.text.slice(0, 40));
  });

  it('reads glued number runs', () => {
    expect(readRun('1.11.21.31.41.51.61.71.81.91.101.111.12')).toEqual(['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '1.7', '1.8', '1.9', '1.10', '1.11', '1.12']);
    expect(readRun('8.11943')).toEqual(['8.11']); // diagram values after the number
    expect(readRun('7.38')).toEqual(['7.3']); // page 8
    expect(readRun('3.12.12.22.3')).toEqual(['3.1', '2.1', '2.2', '2.3']);
    expect(readRun('8.67.1')).toEqual(['8.6', '7.1']);
  });

  it('reads back any run of consecutive rule numbers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 6 }), (e, from, count) => {
        const seq = Array.from({ length: count }, (_, i) => `${e}.${from + i}`);
        expect(readRun(seq.join(''))).toEqual(seq);
      }),
    );
  });
});

describe('LRR 1.1 text helpers (properties)', () => {
  const chunk = fc.constantFrom('area.', 'Players', 'card,', 'the', '“Abilities”', 'on', 'notes', 'Each', 'players’', 'home', ' ', 'i.', 'STEP', '2.9', '—');

  it('inserting missing spaces never loses a character and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(chunk), (parts) => {
        const input = parts.join('');
        const once = insertMissingSpaces(input);
        expect(once.value.replace(/ /g, '')).toBe(input.replace(/ /g, ''));
        expect(once.repairs.length).toBe(once.value.length - input.length);
        expect(insertMissingSpaces(once.value).repairs).toEqual([]);
      }),
    );
  });

  it('collapsing whitespace is idempotent and keeps every other character', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = collapseWhitespace(s);
        expect(collapseWhitespace(once)).toBe(once);
        expect(once.replace(/\s/g, '')).toBe(s.replace(/\s/g, ''));
      }),
    );
  });

  it('step blocks keep every word of the step, in order', () => {
    const word = fc.constantFrom('NOTE:', 'i.', 'ii.', 'Each', 'player', 'SIX-PLAYER:', 'Three', 'tiles.', '1 home system tile', 'and', 'iii.');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), (ws) => {
        const input = ws.join(' ');
        const out = stepBlocks(input).map((b) => (b.type === 'paragraph' ? b.text : b.items.join(' '))).join(' ');
        expect(normalizedWords(out)).toEqual(normalizedWords(input));
      }),
    );
  });

  it('flags two glued words, not names or real words', () => {
    expect(looksGlued('connectto')).toBe(true);
    expect(looksGlued('Valefar')).toBe(false);
    expect(looksGlued('another')).toBe(false);
  });
});
