import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { systemCause } from '../cli/system-cause';
import { writeFileAtomic } from '../cli/write-atomic';
import { decodeText } from '../input/decode-text';
import type { SourceFiles } from './pipeline';

/**
 * A text file's lines ended with LF. A Windows checkout (git's core.autocrlf) gives every file CRLF
 * endings: the ingest then reported other character offsets for the same repairs, and every
 * generated file differed from its CRLF copy, so `ingest --check` called the whole of content/ stale.
 * A lone CR ends a line too (classic Mac OS, some PDF-to-text tools): a source saved so was one long
 * line, and the LRR 1.2 parser found no entry in it, so 349 of its words reached neither content/
 * nor the report.
 */
const withLf = (text: string) => text.replace(/\r\n?/g, '\n');

/**
 * Reads every vendored source under `dir` (content/sources), as the commands read their input
 * (lib/input/decode-text.ts): a byte-order mark left out, UTF-16 read, and bytes that are no text
 * refused by name. Read as UTF-8 without a word, a source saved in Latin-1 had its accented letters
 * turned into U+FFFD in the generated rules, and a byte-order mark changed what the first line parsed as.
 */
export async function readSources(dir: string): Promise<SourceFiles> {
  const names = (await readdir(dir)).filter((n) => /\.(txt|md)$/.test(n)).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, withLf(await readSource(join(dir, n)))] as const)));
}

/**
 * The most a source may hold: sixteen times the largest vendored one (134 KB). The parsers' time
 * grows faster than their input (the summary's markdown parser: 5 s for 1 MB, 90 s and 1.3 GB of
 * memory for 4 MB), so a 50 MB file saved over a source (a log, a dump) ran for hours or until
 * memory ran out, where it is refused by name before it is read.
 */
export const MAX_SOURCE_BYTES = 2 << 20;

async function readSource(path: string): Promise<string> {
  const size = (await stat(path).catch(() => undefined))?.size ?? 0;
  if (size > MAX_SOURCE_BYTES) throw new Error(`${path} is ${(size / (1 << 20)).toFixed(1)} MiB, over the ${MAX_SOURCE_BYTES >> 20} MiB a source may be: is it the file it should be?`);
  const bytes = await readFile(path).catch((error: unknown) => {
    // Node's own message names no file (`EISDIR: illegal operation on a directory, read`).
    throw new Error(`cannot read ${path} (${systemCause(error) ?? String(error)})`);
  });
  const text = decodeText(bytes);
  if (text === undefined) throw new Error(`${path} is not UTF-8 or UTF-16 text`);
  const control = CONTROL.exec(text);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const line = text.slice(0, control.index).split(/\r\n|\r|\n/).length;
    throw new Error(`${path} has a control character (U+${code}) on line ${line}: a binary file, or text damaged in a copy`);
  }
  return text;
}

/**
 * Control characters no text of a rulebook holds: C0 but tab, line ends and form feed (a PDF
 * dump's page break), DEL, and C1 (U+0080-U+009F: Windows quotes read as Latin-1 and saved as
 * UTF-8). Valid UTF-8, they went through to the pages without a word: a NUL became U+FFFD on
 * the page, an escape sequence (`ESC[31m`) an invisible character in a rule.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/u;

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
