import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { writeFileAtomic } from '../cli/write-atomic';
import type { SourceFiles } from './pipeline';

/**
 * A text file's lines ended with LF. A Windows checkout (git's core.autocrlf) gives every file CRLF
 * endings: the ingest then reported other character offsets for the same repairs, and every
 * generated file differed from its CRLF copy, so `ingest --check` called the whole of content/ stale.
 */
const withLf = (text: string) => text.replace(/\r\n/g, '\n');

/** Reads every vendored source under `dir` (content/sources). */
export async function readSources(dir: string): Promise<SourceFiles> {
  const names = (await readdir(dir)).filter((n) => /\.(txt|md)$/.test(n)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, withLf(await readFile(join(dir, n), 'utf8'))] as const)));
}

export interface Drift {
  /** Generated files whose content differs from (or is missing in) `root`. */
  stale: string[];
  /** Files in generated folders that the ingest no longer produces. */
  extra: string[];
}

/** Compares the generated files with what `root` (content/) holds; sources are never touched. */
export async function compareGenerated(root: string, files: Map<string, string>): Promise<Drift> {
  const stale: string[] = [];
  for (const [path, text] of files) {
    const current = await readFile(join(root, path), 'utf8').catch(() => undefined);
    if (current === undefined || withLf(current) !== text) stale.push(path);
  }
  const folders = new Set([...files.keys()].filter((p) => p.includes('/')).map((p) => p.split('/')[0]!));
  const extra: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const path = relative(root, join(entry.parentPath, entry.name));
      if (!files.has(path)) extra.push(path);
    }
  }
  return { stale: stale.sort(), extra: extra.sort() };
}

/** Writes the stale files, each whole or not at all, and removes the extra ones. */
export async function applyGenerated(root: string, files: Map<string, string>, drift: Drift): Promise<void> {
  for (const path of drift.stale) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFileAtomic(join(root, path), files.get(path)!);
  }
  for (const path of drift.extra) await rm(join(root, path));
}
