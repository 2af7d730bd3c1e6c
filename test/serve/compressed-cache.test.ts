/** The compressed bytes of a file version, made once and kept within a bound (lib/serve/compressed-cache.ts). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCache, evictions, zlibCompress, type Coding, type Compress } from '@/lib/serve/compressed-cache';

/** A compressor that counts its calls and gives `size` bytes for each. */
function counting(size = 10): { compress: Compress; calls: { text: string; coding: Coding }[] } {
  const calls: { text: string; coding: Coding }[] = [];
  return { calls, compress: async (bytes, coding) => (calls.push({ text: String(bytes), coding }), Buffer.alloc(size)) };
}
const source = (key: string, version: string, text = `${key} ${version}`) => ({ key, version, read: async () => Buffer.from(text) });

describe('evictions', () => {
  it('drops the least recently used done entries until the bound is met, skipping those still being made', () => {
    const entries: [string, { bytes: number; done: boolean }][] = [
      ['a', { bytes: 5, done: true }],
      ['b', { bytes: 0, done: false }],
      ['c', { bytes: 5, done: true }],
      ['d', { bytes: 5, done: true }],
    ];
    expect(evictions(entries, 15, 15)).toEqual([]);
    expect(evictions(entries, 15, 10)).toEqual(['a']);
    expect(evictions(entries, 15, 4)).toEqual(['a', 'c', 'd']);
  });
});

describe('the compressed-answer cache', () => {
  it('compresses a version once, however many ask for it and whether they ask at once or one after another', async () => {
    const { compress, calls } = counting();
    const cache = compressedCache(1000, compress);
    await Promise.all(Array.from({ length: 10 }, () => cache.get(source('a', '1'), 'br')));
    for (let i = 0; i < 10; i++) await cache.get(source('a', '1'), 'br');
    expect(calls).toEqual([{ text: 'a 1', coding: 'br' }]);
    // Each coding is its own compression.
    await cache.get(source('a', '1'), 'gzip');
    expect(calls.length).toBe(2);
  });

  it('compresses a changed file again, and lets go of its old version', async () => {
    const { compress, calls } = counting(100);
    const cache = compressedCache(1000, compress);
    await cache.get(source('a', '1'), 'br');
    await cache.get(source('a', '2'), 'br');
    expect(calls.map((c) => c.text)).toEqual(['a 1', 'a 2']);
    expect(cache.heldBytes()).toBe(100);
  });

  it('holds no more than its bound, the least recently used going first', async () => {
    const { compress, calls } = counting(100);
    const cache = compressedCache(250, compress);
    for (const key of ['a', 'b']) await cache.get(source(key, '1'), 'br');
    await cache.get(source('a', '1'), 'br');
    await cache.get(source('c', '1'), 'br');
    expect(cache.heldBytes()).toBe(200);
    await cache.get(source('a', '1'), 'br');
    await cache.get(source('c', '1'), 'br');
    await cache.get(source('b', '1'), 'br');
    expect(calls.map((c) => c.text)).toEqual(['a 1', 'b 1', 'c 1', 'b 1']);
    // One larger than the bound is answered, and not kept in place of the rest.
    const big = compressedCache(50, counting(100).compress);
    expect((await big.get(source('x', '1'), 'br')).length).toBe(100);
    expect(big.heldBytes()).toBe(0);
  });

  it('keeps nothing of a read that failed: the next request tries again', async () => {
    const { compress, calls } = counting();
    const cache = compressedCache(1000, compress);
    const failing = { key: 'a', version: '1', read: () => Promise.reject(Object.assign(new Error('gone'), { code: 'ENOENT' })) };
    await expect(cache.get(failing, 'br')).rejects.toThrow('gone');
    await cache.get(source('a', '1'), 'br');
    expect(calls.length).toBe(1);
  });

  it('compresses as the middleware did: brotli and gzip that decode to the bytes', async () => {
    const text = 'the movement step '.repeat(500);
    expect(String(brotliDecompressSync(await zlibCompress(Buffer.from(text), 'br')))).toBe(text);
    expect(String(gunzipSync(await zlibCompress(Buffer.from(text), 'gzip')))).toBe(text);
  });
});
