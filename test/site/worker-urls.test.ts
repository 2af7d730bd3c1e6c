/**
 * The workers are named by their content's hash and the page bundles start them by that name
 * (lib/site/worker-urls.ts): a page of the version before a redeploy never starts the new
 * version's worker, which may speak another protocol.
 */
import { build, type BuildOptions } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '@/lib/serve/headers';
import { islandBuildOptions, oddsWorkerBuildOptions, quickWorkerBuildOptions, readerBuildOptions, searchWorkerBuildOptions, timingWorkerBuildOptions } from '@/lib/site/bundles';
import { builtWorkerUrls } from '@/lib/site/worker-urls';

const outputs = async (options: BuildOptions) => Object.keys((await build({ ...options, write: false })).metafile!.outputs);

describe('the workers the pages start', () => {
  it('are built to files named by their hash, and the page bundles start them by those names', async () => {
    const written = (
      await Promise.all([oddsWorkerBuildOptions('public/islands'), timingWorkerBuildOptions('public/islands'), searchWorkerBuildOptions('public/reader'), quickWorkerBuildOptions('public/reader')].map(outputs))
    ).flat();
    const urls = builtWorkerUrls(written);
    // Before: /islands/odds-worker.js, the same name in every version.
    expect(Object.keys(urls).sort()).toEqual(['odds-worker', 'quick-worker', 'search-worker', 'timing-worker']);
    expect(urls['odds-worker']).toMatch(/^\/islands\/odds-worker-[A-Z0-9]{8}\.js$/);
    expect(urls['search-worker']).toMatch(/^\/reader\/search-worker-[A-Z0-9]{8}\.js$/);
    for (const url of Object.values(urls)) expect(cacheControlFor(url), url).toBe(IMMUTABLE);

    const [islands, reader] = await Promise.all([build({ ...islandBuildOptions('public/islands', urls), write: false }), build({ ...readerBuildOptions('public/reader', urls), write: false })]);
    const text = (built: typeof reader) => built.outputFiles.map((f) => f.text).join('\n');
    for (const [built, names] of [
      [islands, ['odds-worker', 'timing-worker']],
      [reader, ['search-worker', 'quick-worker']],
    ] as const) {
      for (const name of names) {
        expect(text(built), name).toContain(urls[name]);
        expect(text(built), name).not.toContain(`/${name}.js`);
      }
    }
    // The names cost the reader script no request: it loads no chunk before it runs (an object given to esbuild's define became one).
    expect(reader.metafile!.outputs['public/reader/main.js']!.imports.filter((i) => i.kind === 'import-statement')).toEqual([]);
  }, 60_000);

  it('change their name when their code changes', async () => {
    const [minified, plain] = await Promise.all([outputs(oddsWorkerBuildOptions('public/islands')), outputs({ ...oddsWorkerBuildOptions('public/islands'), minify: false })]);
    expect(builtWorkerUrls(minified)['odds-worker']).not.toBe(builtWorkerUrls(plain)['odds-worker']);
  });

  it('read no other file as a worker', () => {
    expect(builtWorkerUrls(['public/islands/calc.js', 'public/islands/chunk-AYBCU77P.js', 'public/islands/odds-worker.js', 'out/islands/odds-worker-5PQX2D7K.js'])).toEqual({});
    expect(cacheControlFor('/islands/odds-worker.js')).toBe(REVALIDATE);
  });
});
