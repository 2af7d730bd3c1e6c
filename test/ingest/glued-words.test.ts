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

  it('splits a lowercase glue the source makes twice, but keeps a recurring capitalised name', () => {
    // 25.2 and 58.2 of LRR 1.2 both print "forfighters": recurring, yet no word of the source.
    const twice = gluedWordSplitter('Two icons, typically forfighters. Again forfighters. Return fighters for free. Starpoint and Starpoint; a star point.');
    expect(twice.split('forfighters')).toBe('for fighters');
    expect(twice.split('Starpoint')).toBeUndefined();
  });

  it('splits off a trailing article', () => {
    // 73.1: "each player choosesa strategy card".
    expect(gluedWordSplitter('Each player chooses a card.').split('choosesa')).toBe('chooses a');
  });

  it('splits into long dictionary words the source never uses, only when no reading uses source words', () => {
    // LRR 1.1 setup step 6: "connectto the galaxy", "a slightdisadvantage".
    const setup = gluedWordSplitter('Players go to place systems where they will connectto the galaxy, at a slightdisadvantage. He gains the supply.');
    expect(setup.split('connectto')).toBe('connect to');
    expect(setup.split('slightdisadvantage')).toBe('slight disadvantage');
    // "gainst he" is also two dictionary words, but "gains the" are the source's own.
    expect(setup.split('gainsthe')).toBe('gains the');
    // Short dictionary fragments the source never uses are no reading ("winnu" is no "win nu").
    expect(setup.split('winnu')).toBeUndefined();
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

describe('glued words in the generated TI4 text', () => {
  it('leaves none of those the LRR 1.2 and 1.1 transcriptions glued, and none unresolved', async () => {
    const { readFile } = await import('node:fs/promises');
    const { loadContent } = await import('@/lib/content/load');
    const { buildCorpus } = await import('@/lib/corpus/build');
    const corpus = buildCorpus(await loadContent('content'));
    const text = corpus.filter((i) => i.game === 'TI4').map((i) => i.text).join('\n');
    for (const glued of ['forfighters', 'choosesa', 'connectto', 'slightdisadvantage']) expect(text).not.toContain(glued);
    expect(text).toContain('typically for fighters');
    const report = JSON.parse(await readFile('content/ingest-report.json', 'utf8')) as { lines: { source: string; action: string; kind: string }[] };
    expect(report.lines.filter((l) => l.source.startsWith('ti4') && l.action === 'unresolved' && l.kind === 'glued-words')).toEqual([]);
  });
});
