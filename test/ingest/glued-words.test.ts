import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gluedWordSplitter, splitGluedWords } from '@/lib/ingest/text/glued-words';

const source =
  'The player takes tokens from thesupply and another from the supply. ' +
  'At the start of the firstround of combat, the first round, add one andanother. ' +
  'The onset of a battle. Mecatol Rex and Mecatol again. Now here, no where.';

describe('glued-word splitting', () => {
  const splitter = gluedWordSplitter(source);

  it('splits words glued by the transcription', () => {
    expect(splitter.split('thesupply')).toBe('the supply');
    expect(splitter.split('firstround')).toBe('first round');
    expect(splitter.split('andanother')).toBe('and another');
  });

  it('keeps the original capitalisation', () => {
    expect(splitter.split('Thesupply')).toBe('The supply');
  });

  it('leaves real words, names the source uses, and ambiguous splits alone', () => {
    expect(splitter.split('onset')).toBeUndefined();
    expect(splitter.split('another')).toBeUndefined();
    expect(splitter.split('Mecatol')).toBeUndefined();
    expect(splitter.split('nowhere')).toBeUndefined();
  });

  it('reports each split it makes', () => {
    const { text, repairs } = splitGluedWords('Take one from thesupply, andanother.', splitter);
    expect(text).toBe('Take one from the supply, and another.');
    expect(repairs).toEqual([
      { before: 'thesupply', after: 'the supply' },
      { before: 'andanother', after: 'and another' },
    ]);
  });

  it('never loses or reorders a letter', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('the', 'supply', 'thesupply', 'and', 'x', 'firstround', '!', ' ')), (parts) => {
        const input = parts.join(' ');
        const { text } = splitGluedWords(input, splitter);
        expect(text.replace(/ /g, '')).toBe(input.replace(/ /g, ''));
      }),
    );
  });
});
