/** Build step: writes the shipped search index where the static export serves it from. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Item } from '../corpus/types';
import { buildShippedIndex, INDEX_PATH } from './shipped';

export interface WrittenIndex {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Serializes the index compactly (no whitespace): it is data for the browser, not for people. */
export function serializeIndex(corpus: Item[]): string {
  return JSON.stringify(buildShippedIndex(corpus));
}

export async function writeSearchIndex(corpus: Item[], file = `public${INDEX_PATH}`): Promise<WrittenIndex> {
  const json = serializeIndex(corpus);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, json);
  return { file, bytes: Buffer.byteLength(json), gzipBytes: gzipSync(json).length };
}
