/** Build step: writes the shipped search indexes (full, and the quick one of titles and numbers) where the static export serves them from. */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeFileAtomic } from '../cli/write-atomic';
import type { Item } from '../corpus/types';
import { QUICK_INDEX_PATH } from './quick';
import { buildQuickIndex, packQuickIndex } from './quick-build';
import { buildShippedIndex, INDEX_PATH } from './shipped';

export interface WrittenIndex {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Serializes the index compactly (no whitespace): it is data for the browser, not for people. */
function serializeIndex(corpus: Item[]): string {
  return JSON.stringify(buildShippedIndex(corpus));
}

export async function writeSearchIndex(corpus: Item[], file = `public${INDEX_PATH}`): Promise<WrittenIndex> {
  return writeIndex(serializeIndex(corpus), file);
}

/** The quick index (see ./quick.ts), which the page preloads and answers from until the worker has the full one. */
export async function writeQuickIndex(corpus: Item[], file = `public${QUICK_INDEX_PATH}`): Promise<WrittenIndex> {
  return writeIndex(asciiJson(packQuickIndex(buildQuickIndex(corpus))), file);
}

/**
 * JSON in ASCII only: every other character as its \u escape (they only occur inside strings). The
 * page decodes the quick index on its main thread, and a UTF-8 body holding a single curly quote
 * is decoded several times slower than an ASCII one (on the bench's phone, 14-46 ms against 1-7).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

async function writeIndex(json: string, file: string): Promise<WrittenIndex> {
  await mkdir(dirname(file), { recursive: true });
  await writeFileAtomic(file, json);
  return { file, bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json).length };
}
