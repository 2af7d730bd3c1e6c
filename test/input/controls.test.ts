import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutControls } from '@/lib/input/controls';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe('text without its control characters', () => {
  it('keeps every other character, in order, and spaces words a break separated', () => {
    expect(withoutControls('A\u0000n\u001bn\u0085x')).toBe('Ann x');
    expect(withoutControls('After\nyou\r\nwin\tnow')).toBe('After you  win now');
    expect(withoutControls('\u202eAnn \u05e9\u05e8\u05d4 Zoë')).toBe('\u202eAnn \u05e9\u05e8\u05d4 Zoë');
    fc.assert(
      fc.property(fc.string({ unit: anyUnit, maxLength: 40 }), (s) => {
        const out = withoutControls(s);
        expect(out).not.toMatch(CONTROL);
        expect(out.replaceAll(' ', '')).toBe([...s].filter((c) => !CONTROL.test(c) && c !== ' ').join(''));
      }),
    );
  });
});
