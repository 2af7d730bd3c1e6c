import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type OutputFile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { islandBuildOptions, oddsWorkerBuildOptions, readerBuildOptions, timingWorkerBuildOptions } from '@/lib/site/bundles';
import { FIRST_LOAD_BUDGET_BYTES, staticImports } from '@/lib/site/first-load-js';
import { islandEntry, islandName, ISLAND_ROUTES } from '@/lib/site/islands';

/** Every page.tsx under app/, with the route it exports to ("app/calc/eotv/page.tsx" -> "/calc/eotv/"). */
function pages(dir = 'app'): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pages(path);
    if (e.name !== 'page.tsx') return [];
    const route = `/${relative('app', dirname(path))}/`.replace(/\/+/g, '/').replace(/\[[^\]]+\]\/?/g, '*/');
    return [{ file: path, route }];
  });
}

const sources = (dir: string) => readdirSync(dir).filter((f) => /\.tsx?$/.test(f)).map((f) => readFileSync(join(dir, f), 'utf8'));
const usesClientCode = (file: string) => sources(dirname(file)).some((s) => s.includes("'use client'"));

describe('which pages are islands', () => {
  it('lists every page that has client components of its own, and only those', () => {
    const interactive = pages().filter((p) => usesClientCode(p.file)).map((p) => p.route).sort();
    expect(interactive).toEqual([...ISLAND_ROUTES].sort());
  });

  it('gives each island an entry next to its page, and the page renders its app in the island container', () => {
    for (const route of ISLAND_ROUTES) {
      expect(existsSync(islandEntry(route)), islandEntry(route)).toBe(true);
      expect(readFileSync(islandEntry(route), 'utf8')).toContain('mountIsland(');
      expect(readFileSync(`app${route}page.tsx`, 'utf8')).toMatch(/<Island component=\{/);
    }
  });

  it("has client components that need nothing of Next's runtime (gone in the browser)", () => {
    for (const route of ISLAND_ROUTES) {
      for (const source of sources(`app${route}`).filter((s) => s.includes("'use client'"))) expect(source).not.toMatch(/from 'next\//);
    }
  });

  it('has no client component outside those pages (the shared layout and components are server-only)', () => {
    const shared = readdirSync('app/components', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .filter((e) => readFileSync(join(e.parentPath, e.name), 'utf8').includes("'use client'"));
    expect(shared.map((e) => e.name)).toEqual([]);
    expect(readFileSync('app/layout.tsx', 'utf8')).not.toContain("'use client'");
  });
});

/** Gzipped bytes of an output module and everything it imports statically, from esbuild's in-memory output. */
async function closureBytes(files: OutputFile[], entry: string): Promise<number> {
  const byUrl = new Map(files.map((f) => [`/${relative('/out', f.path)}`, f]));
  const seen = new Set<string>();
  let bytes = 0;
  const visit = async (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const file = byUrl.get(url);
    if (!file) throw new Error(`${url} is not in the build`);
    bytes += gzipSync(file.contents).length;
    for (const dep of await staticImports(file.text, url)) await visit(dep);
  };
  await visit(entry);
  return bytes;
}

describe('first-load JavaScript of the islands', () => {
  it(`stays under ${FIRST_LOAD_BUDGET_BYTES / 1024} KB gzipped per route, with the reader script beside it`, async () => {
    const [reader, islands] = await Promise.all([
      build({ ...readerBuildOptions('/out/reader', {}), write: false }),
      build({ ...islandBuildOptions('/out/islands', {}), write: false }),
    ]);
    const readerBytes = await closureBytes(reader.outputFiles, '/reader/main.js');
    for (const route of ISLAND_ROUTES) {
      const total = readerBytes + (await closureBytes(islands.outputFiles, `/islands/${islandName(route)}.js`));
      expect(total, route).toBeLessThan(FIRST_LOAD_BUDGET_BYTES);
    }
    // An island that lost its React alias would carry React DOM (over 50 KB gzipped) instead of Preact.
    expect(islands.outputFiles.some((f) => f.text.includes('react-dom'))).toBe(false);
  }, 60_000);

  // esbuild splits by file: a module the island shares with the fallback's chunk brings all it imports.
  it.each([
    { route: '/calc/', engine: 'lib/calc/battle.ts', workerOptions: oddsWorkerBuildOptions },
    { route: '/timing/', engine: 'lib/timing/engine.ts', workerOptions: timingWorkerBuildOptions },
  ])('keeps the engine out of the $route island: the worker has it, the page loads it only without one', async ({ route, engine, workerOptions }) => {
    const [islands, worker] = await Promise.all([
      build({ ...islandBuildOptions('/out/islands', {}), write: false }),
      build({ ...workerOptions('/out/islands'), write: false }),
    ]);
    const outputs = islands.metafile!.outputs;
    const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(file)) return seen;
      seen.add(file);
      for (const i of outputs[file]!.imports) if (i.kind === 'import-statement') staticClosure(i.path, seen);
      return seen;
    };
    const inputsOf = (files: Iterable<string>) => new Set([...files].flatMap((f) => Object.keys(outputs[f]!.inputs)));
    expect(inputsOf(staticClosure(Object.keys(outputs).find((f) => f.endsWith(`/islands/${islandName(route)}.js`))!)).has(engine)).toBe(false);
    expect(inputsOf(Object.keys(outputs)).has(engine)).toBe(true); // the main-thread fallback, a chunk loaded on demand
    expect(Object.values(worker.metafile!.outputs).some((o) => engine in o.inputs)).toBe(true);
  }, 60_000);
});

