import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText } from '@/lib/input/decode-text';

const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

describe('decodeText', () => {
  it('reads any text as UTF-8, with or without its byte-order mark, and as UTF-16 after its mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeText(Buffer.from(text, 'utf8'))).toBe(text);
        expect(decodeText(Buffer.from(`\ufeff${text}`, 'utf8'))).toBe(text);
        expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toBe(text);
        expect(decodeText(Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(text)]))).toBe(text);
      }),
    );
  });

  it('refuses bytes that are not text: Latin-1, a lone byte of UTF-16, an unpaired surrogate', () => {
    expect(decodeText(Buffer.from('Andr\xe9', 'latin1'))).toBeUndefined();
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toBeUndefined();
    expect(decodeText(Buffer.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toBeUndefined();
  });
});
