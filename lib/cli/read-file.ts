import { closeSync, openSync, readSync } from 'node:fs';
import { decodeText } from '../input/decode-text';
import { echo } from '../input/echo';

export type FileRead = { ok: true; text: string } | { ok: false; reason: 'unreadable' | 'too large' | 'not text' };

/**
 * The text of `file` (`-` is standard input; UTF-8, or UTF-16 with its byte-order mark: see
 * decodeText), read in pieces and given up as soon as it passes `limit` bytes: `/dev/zero`, a huge
 * file or an endless pipe cost at most that much, never a hang or a crash out of memory.
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
    const text = decodeText(Buffer.concat(chunks));
    return text === undefined ? { ok: false, reason: 'not text' } : { ok: true, text };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

/** What a command says when `flag`'s file could not be read as text (a file too large is said by the caller, with its limit). */
export function unreadableMessage(flag: string, file: string, reason: 'unreadable' | 'not text'): string {
  const name = file === '-' ? 'standard input' : echo(file);
  return reason === 'not text' ? `${flag}: ${name} is not UTF-8 or UTF-16 text` : `${flag}: cannot read ${name}`;
}
