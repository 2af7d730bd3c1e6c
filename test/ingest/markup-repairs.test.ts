import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitCamelCaseWords } from '@/lib/ingest/repairs/camel-case-words';
import { stripEmphasis } from '@/lib/ingest/repairs/emphasis-markup';
import { stripInlineMath } from '@/lib/ingest/repairs/inline-math';
import { lineBlocks } from '@/lib/ingest/text/line-blocks';
import { titleCase } from '@/lib/ingest/text/title-case';

const text = fc.stringMatching(/^[A-Za-z0-9 *$(){}\\.,:'-]{0,60}$/);
const noStars = (s: string) => s.replaceAll('*', '');

describe('stripEmphasis', () => {
  it('removes paired and orphaned markers, keeps a lone footnote star', () => {
    expect(stripEmphasis('must retreat **that contains no enemy ships** (but').value).toBe('must retreat that contains no enemy ships (but');
    expect(stripEmphasis('*Q: Can Saar spacedocks move **through** Nebula?*').value).toBe('Q: Can Saar spacedocks move through Nebula?');
    expect(stripEmphasis('FOLLOW:** Perform the same action').value).toBe('FOLLOW: Perform the same action');
    expect(stripEmphasis('(Tan Fu) Hexite Market*')).toEqual({ value: '(Tan Fu) Hexite Market*', repairs: [] });
    // Stripping the inner pair "*a*" left the pair "*aa*", which a second run then stripped (fast-check, seed 1544771678).
    expect(stripEmphasis('**a*a*').value).toBe('aa');
  });
  it('only ever removes asterisks, leaves no "**", and is idempotent', () => {
    fc.assert(
      fc.property(text, (s) => {
        const { value } = stripEmphasis(s);
        expect(noStars(value)).toBe(noStars(s));
        expect(value).not.toContain('**');
        expect(stripEmphasis(value).value).toBe(value);
      }),
    );
  });
});

describe('stripInlineMath', () => {
  it('turns worked-example LaTeX into plain arithmetic', () => {
    expect(stripInlineMath('so his result is $5+4=9$.').value).toBe('so his result is 5+4=9.');
    expect(stripInlineMath('$4(\\text{buildings}) + 3(\\text{ally}) = 7$').value).toBe('4 (buildings) + 3 (ally) = 7');
    // Display math: stripping the outer pair must not leave an inner one behind (fast-check found "$${$$").
    expect(stripInlineMath('$$5+4=9$$').value).toBe('5+4=9');
  });
  it('leaves no $...$ pair and keeps every letter outside \\text markers', () => {
    fc.assert(
      fc.property(text, (s) => {
        const r = stripInlineMath(s);
        expect(r.value).not.toMatch(/\$[^$\n]+\$/);
        expect(r.value.replace(/[^a-z0-9]/gi, '')).toBe(s.replace(/\\text/g, '').replace(/[^a-z0-9]/gi, ''));
        expect(r.repairs.length === 0).toBe(r.value === s);
      }),
    );
  });
});

describe('splitCamelCaseWords', () => {
  it('splits glued note-taking words but not names', () => {
    expect(splitCamelCaseWords('Place MecatolRex & 1xSpaceDock, reach 10VP, land 1Hit, Tokens(3)').value).toBe(
      'Place Mecatol Rex & 1x Space Dock, reach 10 VP, land 1 Hit, Tokens (3)',
    );
    expect(splitCamelCaseWords('Patrick McArdle, L1Z1X, PDS, 52N6').repairs).toEqual([]);
    // The count took "AA", so "AA(" stayed glued until a second run (fast-check, seed -1997785818).
    expect(splitCamelCaseWords('0AA(0').value).toBe('0 AA (0');
    expect(splitCamelCaseWords('reach 10VP(3)').value).toBe('reach 10 VP (3)');
  });
  it('only inserts spaces and is idempotent', () => {
    fc.assert(
      fc.property(text, (s) => {
        const { value } = splitCamelCaseWords(s);
        expect(value.replaceAll(' ', '')).toBe(s.replaceAll(' ', ''));
        expect(splitCamelCaseWords(value).value).toBe(value);
      }),
    );
  });
});

describe('titleCase', () => {
  it('title-cases all-caps headings', () => {
    expect(titleCase('TRADE GOODS & COMMODITIES')).toBe('Trade Goods & Commodities');
    expect(titleCase('THE GALACTIC COUNCIL')).toBe('The Galactic Council');
    expect(titleCase('VALKA VII SCENARIO')).toBe('Valka VII Scenario');
    expect(titleCase('ANTI-FIGHTER BARRAGE')).toBe('Anti-Fighter Barrage');
    // How the source writes a title elsewhere wins over the rule.
    expect(titleCase('THE CLAN OF SAAR', (caps) => (caps === 'THE CLAN OF SAAR' ? 'The Clan of SAAR' : undefined))).toBe('The Clan of SAAR');
    expect(titleCase('ACTION: Move & Attack')).toBe('Action: Move & Attack');
  });
  it('changes only letter case', () => {
    fc.assert(
      fc.property(text, (s) => {
        expect(titleCase(s).toLowerCase()).toBe(s.toLowerCase());
      }),
    );
  });
});

describe('lineBlocks', () => {
  it('groups consecutive lines and counts the blank gaps', () => {
    expect(lineBlocks('a\nb\n\n\n\nc\n')).toEqual([
      { line: 1, lines: ['a', 'b'], blankBefore: 0, blankAfter: 3 },
      { line: 6, lines: ['c'], blankBefore: 3, blankAfter: 1 },
    ]);
  });
  it('keeps every non-blank line, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ]{0,5}$/), { maxLength: 12 }), (ls) => {
        const kept = lineBlocks(ls.join('\n')).flatMap((b) => b.lines);
        expect(kept).toEqual(ls.filter((l) => l.trim() !== '').map((l) => l.trimEnd()));
      }),
    );
  });
});
