import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';

/**
 * Compressed answers, made once per version of a file and kept. The `compression` middleware
 * compressed a file again for every request: brotli of the 900 KB search index took ~22 ms of CPU
 * (gzip ~31 ms) on a thread of libuv's pool, the pool file reads wait on too, so a client fetching
 * it in a loop cost the server far more than itself.
 *
 * Kept in memory rather than written beside each file by the build (`.br`, `.gz`): the server also
 * serves folders no build wrote (tests, a hand-copied site), a file changed after the build would
 * meet a stale twin, and the whole export compresses to a few MB, well within the bound below.
 */

export type Coding = 'br' | 'gzip' | 'deflate';
export type Compress = (bytes: Buffer, coding: Coding) => Promise<Buffer>;

/** One version of what is compressed: a file's path, and what tells its versions apart (its size and modification time). */
export interface Source {
  key: string;
  version: string;
  /** Its bytes, read only when that version is not held yet. */
  read: () => Promise<Buffer>;
}

export interface CompressedCache {
  /** The bytes of `source` in `coding`; requests that come while it is being made share the one compression. */
  get(source: Source, coding: Coding): Promise<Buffer>;
  /** The compressed bytes held now. */
  heldBytes(): number;
}

/** All of out/ in brotli and gzip (16 MB across 1,600 files, HTML and JSON) comes to well under this. */
const CACHE_BYTES = 32 << 20;
/**
 * Larger files go out uncompressed: reading one whole to compress it would hold it in memory, and
 * compressing it for every request is the cost this module removes. The export's largest is 0.9 MB.
 */
export const MAX_COMPRESSED_FILE_BYTES = 8 << 20;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** The middleware's settings: brotli at quality 4 (its default), zlib's default level for the others. */
export const zlibCompress: Compress = (bytes, coding) =>
  coding === 'br' ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : coding === 'gzip' ? gzipAsync(bytes) : deflateAsync(bytes);

type Entry = { version: string; body: Promise<Buffer>; bytes: number; done: boolean };

/**
 * The entries to drop, least recently used first (the order of `entries`), until no more than
 * `maxBytes` are held. One still being made holds nothing yet, and those waiting on it share it.
 */
export function evictions(entries: Iterable<[string, Pick<Entry, 'bytes' | 'done'>]>, held: number, maxBytes: number): string[] {
  const dropped: string[] = [];
  for (const [id, entry] of entries) {
    if (held <= maxBytes) break;
    if (!entry.done) continue;
    dropped.push(id);
    held -= entry.bytes;
  }
  return dropped;
}

/** Where a compressed version is kept: one per coding of a file. */
const idOf = (source: Source, coding: Coding) => `${coding} ${source.key}`;

/** What a cache holds: its versions in order of use, least recent first, and their bytes once made. */
type Held = { entries: Map<string, Entry>; bytes: number; maxBytes: number; compress: Compress };

function drop(held: Held, id: string) {
  const entry = held.entries.get(id);
  if (!entry) return;
  held.bytes -= entry.bytes;
  held.entries.delete(id);
}

/** Counts a compression once it is made, unless it was replaced meanwhile or is too large to keep. */
function settle(held: Held, id: string, entry: Entry, body: Buffer) {
  if (held.entries.get(id) !== entry) return;
  // Kept, it would push out everything else and then itself.
  if (body.length > held.maxBytes) {
    held.entries.delete(id);
    return;
  }
  entry.done = true;
  entry.bytes = body.length;
  held.bytes += body.length;
  for (const old of evictions(held.entries, held.bytes, held.maxBytes)) drop(held, old);
}

/** Starts compressing `source`, kept under `id` as it is made; one that fails is not kept. */
function start(held: Held, id: string, source: Source, coding: Coding): Entry {
  const entry: Entry = { version: source.version, body: source.read().then((bytes) => held.compress(bytes, coding)), bytes: 0, done: false };
  held.entries.set(id, entry);
  entry.body.then(
    (body) => settle(held, id, entry, body),
    () => {
      if (held.entries.get(id) === entry) held.entries.delete(id);
    },
  );
  return entry;
}

/**
 * Least recently used first out once more than `maxBytes` are held. A version replaces the one
 * held for its key at once, so a rebuilt out/ does not keep its old files' bytes. A compression
 * that fails (the file went away or changed while read) is not kept: the next request tries again.
 */
export function compressedCache(maxBytes = CACHE_BYTES, compress: Compress = zlibCompress): CompressedCache {
  const held: Held = { entries: new Map(), bytes: 0, maxBytes, compress };
  return {
    get(source, coding) {
      const id = idOf(source, coding);
      const found = held.entries.get(id);
      if (found?.version === source.version) {
        // Most recently used now: last in the Map's order.
        held.entries.delete(id);
        held.entries.set(id, found);
        return found.body;
      }
      drop(held, id);
      return start(held, id, source, coding).body;
    },
    heldBytes: () => held.bytes,
  };
}
