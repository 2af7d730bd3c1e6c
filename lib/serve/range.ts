/**
 * The `Range` request header, read as RFC 9110 (section 14) says, for a representation of `size`
 * bytes. Only the `bytes` unit exists here.
 *
 * - `ignore`: no header, another unit, or a ranges-specifier that is invalid as a whole (bad syntax,
 *   `5-2` where last-pos < first-pos): the server sends the full representation with 200.
 * - `unsatisfiable`: valid, but no range-spec overlaps the representation: 416.
 * - `ranges`: the satisfiable range-specs, clipped to the representation, in request order.
 *
 * Positions may be any number of digits: a value past 2^53 is still compared correctly with a real
 * file size, because every size is far below it and `Number` keeps the order of large integers
 * (though not their difference: first and last are compared exactly).
 */
export type ByteRange = { start: number; end: number };
export type RangeRequest =
  | { kind: 'ignore' }
  | { kind: 'unsatisfiable' }
  | { kind: 'ranges'; ranges: ByteRange[] };

const INT_RANGE = /^(\d+)-(\d*)$/;
const SUFFIX_RANGE = /^-(\d+)$/;
// RFC 9110 `token`: the range-unit.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export function readRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'ignore' };
  const eq = header.indexOf('=');
  if (eq < 0) return { kind: 'ignore' };
  const unit = header.slice(0, eq);
  if (!TOKEN.test(unit) || unit.toLowerCase() !== 'bytes') return { kind: 'ignore' };
  // A list (`1#range-spec`) may hold empty elements and whitespace around commas; at least one
  // element must be there.
  const specs = header
    .slice(eq + 1)
    .split(',')
    .map((spec) => spec.replace(/^[ \t]+|[ \t]+$/g, ''))
    .filter((spec) => spec !== '');
  if (specs.length === 0) return { kind: 'ignore' };

  const ranges: ByteRange[] = [];
  let wholeOfEmpty = false;
  for (const spec of specs) {
    const int = INT_RANGE.exec(spec);
    if (int) {
      const [, firstDigits = '', lastDigits = ''] = int;
      // Exact comparison: two positions past 2^53 can differ and still be one Number.
      if (lastDigits !== '' && BigInt(lastDigits) < BigInt(firstDigits)) return { kind: 'ignore' };
      const first = Number(firstDigits);
      const last = lastDigits === '' ? Infinity : Number(lastDigits);
      if (first < size) ranges.push({ start: first, end: Math.min(last, size - 1) });
      continue;
    }
    const suffix = SUFFIX_RANGE.exec(spec);
    if (suffix) {
      const length = Number(suffix[1]);
      // A suffix longer than the representation means all of it; of an empty one, all is nothing.
      if (length > 0 && size > 0) ranges.push({ start: Math.max(0, size - length), end: size - 1 });
      if (length > 0 && size === 0) wholeOfEmpty = true;
      continue;
    }
    return { kind: 'ignore' };
  }
  if (wholeOfEmpty) return { kind: 'ignore' };
  return ranges.length === 0 ? { kind: 'unsatisfiable' } : { kind: 'ranges', ranges };
}

/**
 * The same request as a plain `bytes=a-b,...` header that any range parser reads alike (the file
 * sender's parser rejects `5-2` and oversized suffixes with 416, where RFC 9110 ignores or serves
 * all), or undefined to drop the header. `bytes=<size>-` is the one form every parser calls
 * unsatisfiable.
 */
export function canonicalRange(request: RangeRequest, size: number): string | undefined {
  switch (request.kind) {
    case 'ignore':
      return undefined;
    case 'unsatisfiable':
      return `bytes=${size}-`;
    case 'ranges':
      return `bytes=${request.ranges.map((r) => `${r.start}-${r.end}`).join(',')}`;
  }
}
