/**
 * Standard output written whole when it is a file. Node writes a file on standard output with one
 * write(2) per chunk and drops what a short write left: a disk that filled up (or a file size
 * limit, `ulimit -f`) mid-answer kept the first 8 KB of `odds --factions`'s 69 KB, and the run
 * ended with exit code 0, nothing said, a JSON file cut short. The rest is now written again until
 * the system takes it or says why not (ENOSPC, EFBIG), and that goes where a stream's write error
 * goes (scripts/cli.ts says it in one line, exit code 1).
 */
import { fstatSync, writeSync } from 'node:fs';
import type { Writable } from 'node:stream';

/** Writes all of `bytes` with `write`, which may take fewer than it is given; throws what `write` throws. */
export function writeWhole(write: (bytes: Uint8Array) => number, bytes: Uint8Array): void {
  for (let offset = 0; offset < bytes.length; ) {
    const written = write(bytes.subarray(offset));
    // A write that takes nothing and says nothing would be tried again for ever.
    if (!(written > 0)) throw Object.assign(new Error('the output took no bytes'), { code: 'EIO' });
    offset += written;
  }
}

/** Whether file descriptor `fd` is a regular file (pipes and terminals already write whole). */
function isFile(fd: number): boolean {
  try {
    return fstatSync(fd).isFile();
  } catch {
    return false;
  }
}

/** Makes `stream`, open on file descriptor `fd`, write every byte it is given when `fd` is a regular file. */
export function writingWhole(stream: Writable, fd: number): void {
  if (!isFile(fd)) return;
  stream._write = (chunk: Buffer | string, encoding: BufferEncoding, done: (error?: Error | null) => void) => {
    try {
      writeWhole((bytes) => writeSync(fd, bytes), typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
