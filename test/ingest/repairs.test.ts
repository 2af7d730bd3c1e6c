import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinBrokenParagraphs } from '@/lib/ingest/repairs/broken-paragraph';
import { splitGluedHeader } from '@/lib/ingest/repairs/glued-header';
import { splitGluedRuleNumbers } from '@/lib/ingest/repairs/glued-rule-number';
import { repairRuleNumbering } from '@/lib/ingest/repairs/rule-numbering';
import { joinSpacedRuleNumber } from '@/lib/ingest/repairs/spaced-rule-number';
import { stripStrayPageNumber } from '@/lib/ingest/repairs/stray-page-number';

const letters = (s: string) => s.replace(/[^A-Za-z]/g, '');
const sentence = fc.stringMatching(/^[A-Za-z ,.;:"()-]{0,60}$/);

describe('spaced rule numbers', () => {
  it('joins "67. 2" into 67.2 and reports it', () => {
    const r = joinSpacedRuleNumber('67. 2 If an ability occurs "before combat"');
    expect(r.value).toBe('67.2 If an ability occurs "before combat"');
    expect(r.repairs).toEqual([{ kind: 'spaced-rule-number', before: '67. 2', after: '67.2' }]);
  });
  it('leaves numbers already joined and sentences alone', () => {
    expect(joinSpacedRuleNumber('67.2 If').repairs).toEqual([]);
    expect(joinSpacedRuleNumber('Roll 2. 3 dice').repairs).toEqual([]);
  });
});

describe('stray page numbers', () => {
  it('strips a page number glued to the last sentence', () => {
    expect(stripStrayPageNumber('he cannot remove the custodians token.12').value).toBe('he cannot remove the custodians token.');
    expect(stripStrayPageNumber('during the "Assign Hits" step.23').value).toBe('during the "Assign Hits" step.');
  });
  it('keeps quoted values and numbers inside sentences', () => {
    expect(stripStrayPageNumber('This card\'s initiative value is "4."').repairs).toEqual([]);
    expect(stripStrayPageNumber('Roll 3.5 times and stop.').repairs).toEqual([]);
  });
  it('never removes a letter', () => {
    fc.assert(
      fc.property(sentence, fc.nat(999), (s, n) => {
        expect(letters(stripStrayPageNumber(`${s}.${n}`).value)).toBe(letters(s));
      }),
    );
  });
});

describe('rules glued to the previous paragraph', () => {
  it('splits "...technology cards.17.1 During combat" in two', () => {
    const r = splitGluedRuleNumbers('presented on technology cards.17.1 During combat, if a unit', 17);
    expect(r.value).toEqual(['presented on technology cards.', '17.1 During combat, if a unit']);
    expect(r.repairs).toHaveLength(1);
  });
  it('splits spaced glued numbers and ignores other entries\' numbers', () => {
    expect(splitGluedRuleNumbers('rules of the game.7. 3 When resolving', 7).value).toHaveLength(2);
    expect(splitGluedRuleNumbers('see the game.8.3 When resolving', 7).value).toHaveLength(1);
  });
  it('loses no character but whitespace', () => {
    fc.assert(
      fc.property(sentence, sentence, (a, b) => {
        const text = `${a}.17.1 ${b ? `A${b}` : 'A'}`;
        expect(splitGluedRuleNumbers(text, 17).value.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
      }),
    );
  });
});

describe('headers glued to text', () => {
  it('gives the last capital back to the sentence', () => {
    expect(splitGluedHeader('SECRET OBJECTIVESA secret objective is').value).toEqual({ header: 'SECRET OBJECTIVES', rest: 'A secret objective is' });
    expect(splitGluedHeader('PLANET CARDEach planet has').value).toEqual({ header: 'PLANET CARD', rest: 'Each planet has' });
  });
  it('recognises a header alone and leaves step labels in the text', () => {
    expect(splitGluedHeader('TACTICAL ACTION MOVEMENT').value).toEqual({ header: 'TACTICAL ACTION MOVEMENT', rest: '' });
    expect(splitGluedHeader('STEP 1-MOVE SHIPS: A player').value).toEqual({ rest: 'STEP 1-MOVE SHIPS: A player' });
    expect(splitGluedHeader('DICE: Dice are limitless.').value).toEqual({ rest: 'DICE: Dice are limitless.' });
    expect(splitGluedHeader('A PDS unit is placed').value).toEqual({ rest: 'A PDS unit is placed' });
  });
  it('keeps every letter', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z ]{0,20}$/), sentence, (h, s) => {
        const { header = '', rest } = splitGluedHeader(`${h}${s}`).value;
        expect(letters(header + rest)).toBe(letters(h + s));
      }),
    );
  });
});

describe('paragraphs broken mid-sentence', () => {
  it('joins a lowercase continuation, without a space after a hyphen', () => {
    const r = joinBrokenParagraphs([
      { line: 1, text: '• If a player has to assign more hits than he has fighters in the' },
      { line: 3, text: 'active system, the excess hits have no effect.' },
      { line: 5, text: 'it is a non-' },
      { line: 7, text: 'binding deal.' },
    ]);
    expect(r.value).toEqual([
      { line: 1, text: '• If a player has to assign more hits than he has fighters in the active system, the excess hits have no effect.' },
      { line: 5, text: 'it is a non-binding deal.' },
    ]);
    expect(r.repairs).toHaveLength(2);
  });
  it('keeps finished sentences and roman-numbered steps apart', () => {
    const paras = [
      { line: 1, text: 'Players resolve the first agenda by following these steps in order:' },
      { line: 2, text: 'i. REVEAL AGENDA: The speaker draws' },
      { line: 3, text: 'ii. VOTE: Each player' },
    ];
    expect(joinBrokenParagraphs(paras).value).toEqual(paras);
  });
  it('never loses a letter', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ line: fc.nat(), text: sentence })), (paras) => {
        expect(letters(joinBrokenParagraphs(paras).value.map((p) => p.text).join(''))).toBe(letters(paras.map((p) => p.text).join('')));
      }),
    );
  });
});

describe('rule numbering', () => {
  const p = (number?: string) => ({ number, text: number ?? 'lead' });
  it('corrects a slip that the sequence explains (6.23 -> 6.3)', () => {
    const r = repairRuleNumbering(6, [p(), p('6.1'), p('6.2'), p('6.23')]);
    expect(r.numbers).toEqual([undefined, '6.1', '6.2', '6.3']);
    expect(r.repairs).toEqual([{ kind: 'numbering-slip', before: '6.23', after: '6.3' }]);
  });
  it('gives a lost number back to the paragraph in a gap of one (1.15)', () => {
    const seq = [...Array.from({ length: 14 }, (_, i) => p(`1.${i + 1}`)), p(), p('1.16')];
    const fixed = repairRuleNumbering(1, seq);
    expect(fixed.numbers.slice(13)).toEqual(['1.14', '1.15', '1.16']);
    expect(fixed.repairs.map((x) => x.kind)).toEqual(['missing-rule-number']);
  });
  it('keeps unnumbered continuations and leads unnumbered', () => {
    const r = repairRuleNumbering(67, [p(), p('67.1'), p('67.2'), p(), p('67.3')]);
    expect(r.numbers).toEqual([undefined, '67.1', '67.2', undefined, '67.3']);
    expect(r.repairs).toEqual([]);
  });
  it('reports a gap it cannot explain instead of renumbering (49.1 missing)', () => {
    const r = repairRuleNumbering(49, [p(), p('49.2'), p('49.3')]);
    expect(r.numbers).toEqual([undefined, '49.2', '49.3']);
    expect(r.unresolved).toHaveLength(1);
  });
  it('lets another edition veto a correction', () => {
    const r = repairRuleNumbering(6, [p('6.1'), p('6.2'), p('6.23')], new Set(['6.1', '6.2', '6.23']));
    expect(r.numbers).toEqual(['6.1', '6.2', '6.23']);
  });
  it('yields strictly increasing numbers for in-sequence input', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (numbered) => {
        let n = 0;
        const paras = numbered.map((has) => (has ? p(`5.${++n}`) : p()));
        const subs = repairRuleNumbering(5, paras).numbers.filter((x): x is string => !!x).map((x) => Number(x.split('.')[1]));
        expect(subs).toEqual(subs.map((_, i) => i + 1));
      }),
    );
  });
});
