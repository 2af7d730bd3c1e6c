import { describe, expect, it } from 'vitest';
import { isHashedChunk } from '@/lib/site/earlier-chunks';
import { islandBuildOptions, readerBuildOptions } from '@/lib/site/bundles';

describe('the hashed chunks a new service worker keeps for the pages of the version before', () => {
  it('are the chunks esbuild names by their hash, never an entry whose name stays from version to version', () => {
    // An entry kept from the version before would be served in place of the new one.
    for (const path of ['/reader/chunk-F25Y6IEG.js', '/islands/chunk-AYBCU77P.js', '/islands/odds-worker-5PQX2D7K.js', '/reader/search-worker-F25Y6IEG.js']) expect(isHashedChunk(path), path).toBe(true);
    for (const path of ['/reader/main.js', '/reader/search-worker.js', '/islands/calc.js', '/islands/odds-worker.js', '/chunk-F25Y6IEG.js', '/reader/chunk-F25Y6IEG.js.map', '/rules/chunk-F25Y6IEG.js']) {
      expect(isHashedChunk(path), path).toBe(false);
    }
    expect([readerBuildOptions('x', {}).chunkNames, islandBuildOptions('x', {}).chunkNames]).toEqual(['chunk-[hash]', 'chunk-[hash]']);
  });
});
