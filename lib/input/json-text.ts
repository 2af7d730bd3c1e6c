/**
 * Reads a command's JSON document with limits that hold before anything walks it: a size cap, then
 * a nesting cap checked by a flat scan of the text, so no later step (ours or a library's) can be
 * driven into deep recursion by `[[[[…]]]]`; a key given twice in one object is refused by name
 * (./repeated-key.ts).
 */
import { repeatedKey } from './repeated-key';

/** Far above any real battle or timing situation (a full timing input is about 130 KB): 1 MiB, in bytes read or characters. */
export const MAX_JSON_SIZE = 1_048_576;
/** The deepest real inputs nest 4 levels (input → abilities → ability → text). */
export const MAX_JSON_DEPTH = 32;

/** Said whether the bytes (scripts/cli.ts) or the decoded text is over the limit. */
export const TOO_LARGE = 'input: larger than 1 MiB';

export type JsonText = { ok: true; value: unknown } | { ok: false; message: string };

/** The deepest nesting of arrays and objects in `text`, stopping as soon as it passes `limit`. */
export function nestingDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The parsed document, or the one-line reason (`input: …`) it is refused. */
export function parseJsonText(raw: string): JsonText {
  if (raw.length > MAX_JSON_SIZE) return { ok: false, message: TOO_LARGE };
  // A byte-order mark is how some editors (Notepad) start a UTF-8 file; it is not JSON's, nor the player's.
  const text = raw.startsWith('\ufeff') ? raw.slice(1) : raw;
  if (!text.trim()) return { ok: false, message: 'input: empty (expected one JSON document)' };
  if (nestingDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return { ok: false, message: `input: nested deeper than ${MAX_JSON_DEPTH} levels` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'input: not valid JSON' };
  }
  const repeated = repeatedKey(text);
  return repeated === undefined ? { ok: true, value } : { ok: false, message: `${repeated}: given twice (a key may appear once in an object)` };
}
