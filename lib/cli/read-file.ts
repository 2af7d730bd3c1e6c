import { closeSync, openSync, readSync } from 'node:fs';

export type FileRead = { ok: true; text: string } | { ok: false; reason: 'unreadable' | 'too large' };

/**
 * The UTF-8 text of `file` (`-` is standard input), read in pieces and given up as soon as it
 * passes `limit` bytes: `/dev/zero`, a huge file or an endless pipe cost at most that much, never a
 * hang or a crash out of memory.
 */
export function readFileCapped(file: string, limit: number): FileRead {
  let fd: number | undefined;
  try {
    fd = file === '-' ? 0 : openSync(file, 'r');
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.alloc(65_536);
    for (;;) {
      const n = readSync(fd, buffer, 0, buffer.length, null);
      if (n === 0) break;
      total += n;
      if (total > limit) return { ok: false, reason: 'too large' };
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
    return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}
