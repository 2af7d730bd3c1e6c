import { closeSync, openSync, readSync } from 'node:fs';

/**
 * The largest 404 page kept: the server holds it in memory for every unknown path, read at start,
 * and a 1 GB 404.html was read whole. The export's is 4 KB.
 */
export const MAX_NOT_FOUND_PAGE_BYTES = 256 << 10;

/**
 * The site's 404 page at `path`, or undefined when it is larger than `max` bytes (unknown paths
 * then get a plain "Not Found"). Reads at most one byte past `max`, however large the file.
 */
export function readNotFoundPage(path: string, max = MAX_NOT_FOUND_PAGE_BYTES): Buffer | undefined {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(max + 1);
    let length = 0;
    for (let read = -1; read !== 0 && length < buffer.length; length += read) read = readSync(fd, buffer, length, buffer.length - length, null);
    return length > max ? undefined : Buffer.from(buffer.subarray(0, length));
  } finally {
    closeSync(fd);
  }
}
