import type { IncomingHttpHeaders } from 'node:http';
import { parseHttpDate } from './http-date';

/**
 * The conditional headers of a GET or HEAD made to read as RFC 9110 (section 13) says, before the
 * file sender (@fastify/send) reads them with `Date.parse` and substring matches:
 *
 * - If-Modified-Since and If-Unmodified-Since that are not one HTTP-date are ignored (dropped); a
 *   valid one is rewritten as an IMF-fixdate, which `Date.parse` reads as UTC in all three forms.
 * - If-Range lets the Range through only when it holds: an HTTP-date exactly the file's
 *   Last-Modified, or a strong entity-tag equal to its ETag. The file sender's ETags are all weak
 *   (`W/"…"`), which If-Range never matches, so an entity-tag never holds. Otherwise the Range is
 *   dropped and the whole file goes out with 200 (`If-Range: 3000`, any later date or the weak
 *   ETag itself got a 206).
 * - If-Match compares strongly too (section 13.1.1), so any entity-tag list fails and the answer is
 *   412; only `*` holds. The sender compared weakly: `If-Match: W/"…"` with the file's own tag,
 *   or that tag without its `W/`, got 200. The header is replaced by a tag no weak ETag equals.
 *   With If-Match there, If-Unmodified-Since is not evaluated (section 13.2.2); the sender did.
 *
 * `headers` is changed in place; `modifiedMs` is the file's modification time.
 */
export function normalizeConditionals(headers: IncomingHttpHeaders, modifiedMs: number): void {
  for (const name of ['if-modified-since', 'if-unmodified-since'] as const) {
    const value = headers[name];
    if (value === undefined) continue;
    const time = parseHttpDate(value);
    if (time === undefined) delete headers[name];
    else headers[name] = new Date(time).toUTCString();
  }
  if (headers['if-match'] !== undefined) {
    if (headers['if-match'].trim() !== '*') headers['if-match'] = NO_TAG;
    delete headers['if-unmodified-since'];
  }
  const ifRange = headers['if-range'];
  if (ifRange !== undefined && headers.range !== undefined && !(typeof ifRange === 'string' && sameDate(ifRange, modifiedMs))) delete headers.range;
}

/** A strong entity-tag: the sender's `W/"size-mtime"` never equals it, nor does it with `W/` put before it. */
const NO_TAG = '"strong"';

function sameDate(ifRange: string, modifiedMs: number): boolean {
  const time = parseHttpDate(ifRange);
  // Last-Modified goes out in whole seconds.
  return time !== undefined && time === Math.floor(modifiedMs / 1000) * 1000;
}
