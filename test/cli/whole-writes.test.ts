/** Standard output written whole (lib/cli/whole-writes.ts): a short write is followed by the rest, or by the reason it cannot go. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeWhole } from '@/lib/cli/whole-writes';

/** A file that takes at most `piece` bytes a write and `room` in all, then refuses as a full disk does. */
function fileWith(piece: number, room: number) {
  const taken: number[] = [];
  const write = (bytes: Uint8Array) => {
    if (taken.length >= room) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
    const n = Math.min(piece, bytes.length, room - taken.length);
    taken.push(...bytes.subarray(0, n));
    return n;
  };
  return { taken, write };
}

describe('writeWhole', () => {
  it('writes every byte, in order, however few each write takes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.integer({ min: 1, max: 64 }), (bytes, piece) => {
        const file = fileWith(piece, Infinity);
        writeWhole(file.write, bytes);
        expect(file.taken).toEqual([...bytes]);
      }),
    );
  });

  it('says why the rest could not go, after writing what fit', () => {
    const file = fileWith(8192, 8192);
    expect(() => writeWhole(file.write, new Uint8Array(69_180))).toThrow(expect.objectContaining({ code: 'ENOSPC' }));
    expect(file.taken).toHaveLength(8192);
  });

  it('stops on a write that takes nothing and says nothing, rather than trying for ever', () => {
    expect(() => writeWhole(() => 0, new Uint8Array(3))).toThrow(expect.objectContaining({ code: 'EIO' }));
  });
});
