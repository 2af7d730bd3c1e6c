/**
 * `next dev` bundles the islands itself, and its pages get the hashed workers' names too
 * (lib/site/dev-worker-urls.ts): without them a dev page asked for /islands/odds-worker.js, which
 * no build writes, and computed on its main thread.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';
import config from '@/next.config';
import { devWorkerDefine } from '@/lib/site/dev-worker-urls';
import { WORKER_URLS_DEFINE } from '@/lib/site/worker-urls';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A scratch root holding `files` (paths from the root). */
function rootWith(files: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'dev-workers-'));
  roots.push(root);
  for (const file of files) {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), '');
  }
  return root;
}

/** The URLs a page bundled with `define` reads, as workerUrl parses them. */
const urlsOf = (define: Record<string, string>) => JSON.parse(define[WORKER_URLS_DEFINE]!) as Record<string, string>;

describe("the workers' names under next dev", () => {
  it('are the hashed files prebuild wrote under public/, and nothing else there', () => {
    const root = rootWith(['public/islands/odds-worker-QTRKMM5A.js', 'public/islands/calc.js', 'public/islands/chunk-EYC4G7ZK.js', 'public/reader/search-worker-CMSC5JYV.js', 'public/reader/main.js']);
    expect(urlsOf(devWorkerDefine(root))).toEqual({ 'odds-worker': '/islands/odds-worker-QTRKMM5A.js', 'search-worker': '/reader/search-worker-CMSC5JYV.js' });
  });

  it('are none before prebuild ran (the pages then compute on their own thread), not a failure', () => {
    expect(urlsOf(devWorkerDefine(rootWith([])))).toEqual({});
  });

  it("are given to next dev's bundles by next.config, and next build is left as it was", () => {
    const dev = config(PHASE_DEVELOPMENT_SERVER);
    expect(Object.keys(dev.compiler?.define ?? {})).toEqual([WORKER_URLS_DEFINE]);
    expect(() => urlsOf(dev.compiler!.define as Record<string, string>)).not.toThrow();
    expect(config(PHASE_PRODUCTION_BUILD).compiler).toBeUndefined();
  });
});
