import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOURCES } from '@/lib/corpus/sources';
import { loadSources, parseStoredSources, saveSources, SOURCES_STORAGE_KEY } from '@/lib/reader/search-sources';

/** An in-memory Storage. */
function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('the remembered source filter', () => {
  it('comes back as it was saved', () => {
    const storage = memory();
    saveSources(storage, ['eotv-2', 'ti3-faq-2.3']);
    expect(loadSources(storage)).toEqual(['eotv-2', 'ti3-faq-2.3']);
    saveSources(storage, []);
    expect(storage.data.has(SOURCES_STORAGE_KEY)).toBe(false);
    expect(loadSources(storage)).toEqual([]);
  });

  it.each([null, '', 'eotv-2', '{"a":1}', '["toString","__proto__","eotv-2","eotv-2",3,null]', '[', 'x'.repeat(5000)])(
    'keeps only known source ids from %j',
    (raw) => {
      const got = parseStoredSources(raw);
      expect(got.every((id) => Object.hasOwn(SOURCES, id))).toBe(true);
      expect(new Set(got).size).toBe(got.length);
    },
  );

  it('never throws, whatever is stored or however storage fails', () => {
    fc.assert(fc.property(fc.string(), (raw) => Array.isArray(parseStoredSources(raw))));
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(loadSources(refusing)).toEqual([]);
    expect(() => saveSources(refusing, ['eotv-2'])).not.toThrow();
    expect(loadSources(undefined)).toEqual([]);
  });
});
