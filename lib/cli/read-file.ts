import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { decodeText } from '../input/decode-text';
import { echo } from '../input/echo';
import { systemCause } from './system-cause';

/**
 * Why a file could not be read; when `unreadable`, `cause` is the system's reason in words
 * (lib/cli/system-cause.ts); when `no writer`, `waitedMs` is how long the pipe was given.
 */
export type ReadFailure =
  | { reason: 'too large' | 'not text' | 'directory' }
  | { reason: 'no writer'; waitedMs: number }
  | { reason: 'unreadable'; cause?: string }
  | { reason: 'name not UTF-8' };

/**
 * What node puts for each byte of the command line that is not UTF-8: a file whose name has one
 * (`$'\xff'.json`, written on a Latin-1 system) is never found under the name the command was given.
 */
const LOST_BYTE = '\ufffd';

export type FileRead = { ok: true; text: string } | ({ ok: false } & ReadFailure);

/**
 * How long a named pipe may wait for a writer. `--json some.fifo` with nobody writing to it used to
 * block for ever in open(); now it is opened without blocking and given this long to hear from one.
 */
export const PIPE_WAIT_MS = 5_000;
/** Between two looks at a pipe or terminal that has nothing to read yet. */
const POLL_MS = 5;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The text of `file` (`-` is standard input; UTF-8, or UTF-16 with its byte-order mark: see
 * decodeText), read in pieces and given up as soon as it passes `limit` bytes: `/dev/zero`, a huge
 * file or an endless pipe cost at most that much, never a hang or a crash out of memory. A named
 * pipe waits `pipeWaitMs` for its writer's first word, then as long as that writer keeps it open
 * (as standard input does).
 */
export function readFileCapped(file: string, limit: number, pipeWaitMs = PIPE_WAIT_MS): FileRead {
  let fd: number | undefined;
  try {
    fd = file === '-' ? 0 : openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { ok: false, reason: 'directory' };
    // Opened before any writer, a pipe reads as ended: that end only counts once a writer was heard.
    let heard = !stat.isFIFO() || file === '-';
    const deadline = Date.now() + pipeWaitMs;
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.alloc(65_536);
    for (;;) {
      const n = readSome(fd, buffer);
      if (n === 0 && heard) break;
      if (n === undefined || n === 0) {
        // A writer is there but quiet (undefined), or none yet: only the latter runs out of time.
        if (n === undefined) heard = true;
        else if (Date.now() >= deadline) return { ok: false, reason: 'no writer', waitedMs: pipeWaitMs };
        pause(POLL_MS);
        continue;
      }
      heard = true;
      total += n;
      if (total > limit) return { ok: false, reason: 'too large' };
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
    const text = decodeText(Buffer.concat(chunks));
    return text === undefined ? { ok: false, reason: 'not text' } : { ok: true, text };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && file.includes(LOST_BYTE)) return { ok: false, reason: 'name not UTF-8' };
    return { ok: false, reason: 'unreadable', cause: systemCause(error) };
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

/** Bytes read into `buffer`, 0 at the end, or undefined when a pipe or terminal has none yet (EAGAIN). */
function readSome(fd: number, buffer: Buffer): number | undefined {
  try {
    return readSync(fd, buffer, 0, buffer.length, null);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EAGAIN') return undefined;
    throw error;
  }
}

/**
 * What a command says when the file named by `flag` (the option or command that read it; undefined
 * for a file given alone, which its name says well enough) could not be read as text. A file too
 * large is said by the caller, with its limit.
 */
export function unreadableMessage(flag: string | undefined, file: string, failure: ReadFailure): string {
  const name = file === '-' ? 'standard input' : echo(file);
  const said = flag === undefined ? '' : `${flag}: `;
  if (failure.reason === 'not text') return `${said}${name} is not UTF-8 or UTF-16 text`;
  if (failure.reason === 'directory') return `${said}${name} is a directory, not a file`;
  if (failure.reason === 'name not UTF-8') return `${said}cannot read ${name} (no such file: a name that is not UTF-8 cannot be given on the command line; give the file as standard input, - < FILE)`;
  if (failure.reason === 'no writer') return `${said}${name} is a named pipe that nothing wrote to within ${failure.waitedMs / 1000} s`;
  return `${said}cannot read ${name}${failure.reason === 'unreadable' && failure.cause ? ` (${failure.cause})` : ''}`;
}
