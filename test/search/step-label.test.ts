/**
 * The step label's patterns, spelled once in lib/search/step-label.ts, read every label as the
 * readers' own patterns did before they shared it (kept here as the reference): the same match, the
 * same number and name, over labels made of the pieces a label has and the ones that break it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NAMED_STEP, STEP_LABEL, STEP_LEAD, STEP_NUMBER } from '@/lib/search/step-label';

// The readers' patterns as they were: indexed-body.ts, timing-question.ts (two), listed-steps.ts, procedure-end.ts.
const READ_BEFORE = {
  label: /^STEP\s+\d+\s*[-–:]*\s*(?:([A-Z][A-Z'’ -]*?)\s*:\s*)?/,
  named: /^STEP\s+\d+\s*[-–:]+\s*([A-Z][A-Z'’ -]*?)\s*:/,
  numbered: /^STEP\s+\d+\b/,
  lead: /^STEP\s+\d+\s*[-–:]*\s*/,
  number: /^STEP\s+(\d+)\b/,
};

// The pieces: the word, numbers, spaces, separators, capitals, the name's other marks, lower case, a colon.
const PIECE = fc.constantFrom('STEP', 'Step', '1', '2', '12', '0', ' ', '  ', '\t', '\n', '-', '–', '—', ':', ':-', ' - ', 'A', 'ROLL', 'DICE', "'", '’', 'x', 'The', 'player', '.', '_', '9A');
const PICK = (...options: string[]) => fc.constantFrom('', ...options);
// A label built part by part, each part printed, bent or left out.
const SHAPED = fc
  .tuple(PICK(' ', '  ', '\n'), PICK('1', '12', 'x'), PICK(' ', '\t'), PICK('-', '–', ':', ':-', '--', '—'), PICK(' ', '  '), PICK('ROLL DICE', "PLAYER'S TURN", 'A’B', 'MOVE-IN', 'R', 'Roll', ' X'), PICK(' ', '  '), PICK(':', ': ', '-'), PICK('The player', 'STEP', '2'))
  .map((parts) => `STEP${parts.join('')}`);
const LABEL = fc.oneof(
  SHAPED,
  fc.array(PIECE, { maxLength: 12 }).map((p) => `STEP ${p.join('')}`),
  fc.array(PIECE, { maxLength: 12 }).map((p) => p.join('')),
);

const read = (pattern: RegExp, text: string, group: string) => {
  const m = pattern.exec(text);
  return m && { all: m[0], part: m.groups?.[group] };
};
const readBefore = (pattern: RegExp, text: string) => {
  const m = pattern.exec(text);
  return m && { all: m[0], part: m[1] };
};

describe('a step label, read by the shared patterns', () => {
  it('matches what each reader matched before, with the same number and name', () => {
    fc.assert(
      fc.property(LABEL, (text) => {
        expect(read(STEP_LABEL, text, 'name')).toEqual(readBefore(READ_BEFORE.label, text));
        expect(read(NAMED_STEP, text, 'name')).toEqual(readBefore(READ_BEFORE.named, text));
        expect(read(STEP_NUMBER, text, 'number')).toEqual(readBefore(READ_BEFORE.number, text));
        expect(STEP_NUMBER.test(text)).toBe(READ_BEFORE.numbered.test(text));
        expect(text.replace(STEP_LEAD, '')).toBe(text.replace(READ_BEFORE.lead, ''));
      }),
      { numRuns: 20000 },
    );
  });

  it('reads the printed forms', () => {
    expect(STEP_LABEL.exec('STEP 1 - ROLL DICE: The player rolls.')?.[0]).toBe('STEP 1 - ROLL DICE: ');
    expect(NAMED_STEP.exec('STEP 8-RETURN STRATEGY CARDS: Each player')?.groups?.name).toBe('RETURN STRATEGY CARDS');
    expect(NAMED_STEP.exec('STEP 1-The active player gains 3 trade goods.')).toBeNull();
    expect(STEP_NUMBER.exec('STEP 12-The speaker')?.groups?.number).toBe('12');
    expect('STEP 2:-Each player'.replace(STEP_LEAD, '')).toBe('Each player');
  });
});
