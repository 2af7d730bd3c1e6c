/**
 * The pure checks the static server makes before a file goes out (lib/serve/http-date.ts,
 * conditionals.ts, bad-request.ts): what RFC 9110 and 9112 call malformed or ignorable, and
 * what they still accept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { badRequest } from '@/lib/serve/bad-request';
import { clientErrorStatus, lineStart } from '@/lib/serve/client-error';
import { normalizeConditionals } from '@/lib/serve/conditionals';
import { parseHttpDate } from '@/lib/serve/http-date';

const NOV_6_1994 = Date.UTC(1994, 10, 6, 8, 49, 37);

describe('parseHttpDate (RFC 9110 section 5.6.7)', () => {
  it('reads the three forms as UTC', () => {
    expect(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT')).toBe(NOV_6_1994);
    expect(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(2026, 0, 1))).toBe(NOV_6_1994);
    expect(parseHttpDate('Sun Nov  6 08:49:37 1994')).toBe(NOV_6_1994);
  });

  it('reads a two-digit year more than 50 years ahead as the last century', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(new Date(parseHttpDate('Monday, 01-Jan-76 00:00:00 GMT', now)!).getUTCFullYear()).toBe(2076);
    expect(new Date(parseHttpDate('Monday, 01-Jan-77 00:00:00 GMT', now)!).getUTCFullYear()).toBe(1977);
  });

  it('refuses what Date.parse reads but is no HTTP-date, and days or times that do not exist', () => {
    for (const junk of ['3000', '1', 'junk 2001', '2100-01-01', 'Sun, 06 Nov 1994 08:49:37 UTC', 'sun, 06 Nov 1994 08:49:37 GMT', 'Sun, 6 Nov 1994 08:49:37 GMT', 'Sun, 31 Feb 1994 08:49:37 GMT', 'Sun, 00 Nov 1994 08:49:37 GMT', 'Sun, 06 Nov 1994 24:00:00 GMT', 'Sun, 06 Nov 1994 08:60:00 GMT', ' Sun, 06 Nov 1994 08:49:37 GMT', 'Sun, 06 Nov 1994 08:49:37 GMT, Sun, 06 Nov 1994 08:49:37 GMT']) {
      expect(parseHttpDate(junk), junk).toBeUndefined();
    }
  });

  it('reads back every IMF-fixdate that toUTCString writes, and never throws', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }), (d) => {
        const whole = Math.floor(d.getTime() / 1000) * 1000;
        expect(parseHttpDate(d.toUTCString())).toBe(whole);
      }),
    );
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => void parseHttpDate(s)));
  });
});

describe('normalizeConditionals', () => {
  const modified = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
  const normalized = (headers: Record<string, string>) => {
    const copy = { ...headers };
    normalizeConditionals(copy, modified);
    return copy;
  };

  it('drops date conditions that are no HTTP-date and writes the rest as IMF-fixdates', () => {
    expect(normalized({ 'if-modified-since': '3000', 'if-unmodified-since': '1' })).toEqual({});
    expect(normalized({ 'if-modified-since': 'Sun Nov  6 08:49:37 1994' })).toEqual({ 'if-modified-since': 'Sun, 06 Nov 1994 08:49:37 GMT' });
  });

  it('makes If-Match a tag that no weak ETag matches, unless it is *', () => {
    expect(normalized({ 'if-match': 'W/"a-b"' })['if-match']).toBe('"strong"');
    expect(normalized({ 'if-match': '"a-b", W/"c"' })['if-match']).toBe('"strong"');
    expect(normalized({ 'if-match': ' * ' })['if-match']).toBe(' * ');
    // If-Match decides alone: If-Unmodified-Since is not evaluated beside it.
    expect(normalized({ 'if-match': '*', 'if-unmodified-since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).toEqual({ 'if-match': '*' });
  });

  it('keeps a Range under If-Range only for the exact Last-Modified', () => {
    const range = { range: 'bytes=0-1' };
    expect(normalized({ ...range, 'if-range': new Date(modified).toUTCString() })).toMatchObject(range);
    for (const ifRange of ['Sat, 02 Jan 2100 03:04:05 GMT', '3000', 'W/"a-b"', '"a-b"', '']) expect(normalized({ ...range, 'if-range': ifRange }).range, ifRange).toBeUndefined();
    expect(normalized({ 'if-range': '3000' })).toEqual({ 'if-range': '3000' });
  });
});

describe('clientErrorStatus', () => {
  const packet = (text: string) => Buffer.from(text, 'latin1');

  it('tells a request line too long (414) from headers too long (431), and keeps node\'s other answers', () => {
    const status = (text: string, previous = '') => clientErrorStatus('HPE_HEADER_OVERFLOW', lineStart(previous, packet(text)));
    expect(status(`GET /${'a'.repeat(20_000)}`)).toBe(414);
    expect(status(`\r\nGET /${'a'.repeat(20_000)}`)).toBe(414);
    expect(status(`GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}`)).toBe(431);
    expect(status(`GET / HTTP/1.1\r\nHost: x\r\n${'X-Many: 1\r\n'.repeat(2_000)}X-Ma`)).toBe(431);
    expect(clientErrorStatus('HPE_HEADER_OVERFLOW', undefined)).toBe(431);
    expect(clientErrorStatus('ERR_HTTP_REQUEST_TIMEOUT', undefined)).toBe(408);
    expect(clientErrorStatus('HPE_CHUNK_EXTENSIONS_OVERFLOW', undefined)).toBe(413);
    expect(clientErrorStatus('HPE_INVALID_METHOD', 'FOO / HTTP/1.1')).toBe(400);
    expect(clientErrorStatus('ECONNRESET', undefined)).toBeUndefined();
    expect(clientErrorStatus('HPE_CLOSED_CONNECTION', 'GET / HTTP/1.1')).toBeUndefined();
  });

  it('knows the line being read by its start, however the request was cut into writes', () => {
    const request = fc.oneof(
      fc.nat(30_000).map((n) => ({ text: `GET /${'a'.repeat(n)}`, status: 414 })),
      fc.nat(30_000).map((n) => ({ text: `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(n)}`, status: 431 })),
      fc.nat(2_000).map((n) => ({ text: `GET / HTTP/1.1\r\n${'X: 1\r\n'.repeat(n)}`, status: 431 })),
    );
    fc.assert(
      fc.property(request, fc.array(fc.nat(), { maxLength: 30 }), ({ text, status }, cuts) => {
        const bytes = packet(text);
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        // Before: a piece from the middle of the request (no method at its start) got 431 whatever it was.
        const line = [...at, bytes.length].reduce<{ line: string; from: number }>(({ line, from }, to) => ({ line: lineStart(line, bytes.subarray(from, to)), from: to }), { line: '', from: 0 }).line;
        expect(line).toBe(lineStart('', bytes));
        expect(clientErrorStatus('HPE_HEADER_OVERFLOW', line)).toBe(status);
      }),
    );
  });
});

describe('badRequest', () => {
  const head = (url: string, rawHeaders: string[] = ['Host', 'x'], method = 'GET') => badRequest({ method, url, rawHeaders });

  it('names two Host lines, a Host that is no host[:port], a target of no form and broken percent-encoding', () => {
    expect(head('/', ['Host', 'a', 'host', 'b'])).toBe('more than one Host header');
    for (const host of ['a b', 'a/b', 'a:http', 'a@b', '[::1', 'a:1:2']) expect(head('/', ['Host', host]), host).toBe('a Host header that is no host[:port]');
    expect(head('*')).toMatch(/neither a path nor an absolute URI/);
    expect(head('index.html')).toMatch(/neither a path nor an absolute URI/);
    for (const url of ['/%zz', '/%E0%A4%A', '/a?q=%', '/a%2']) expect(head(url), url).toMatch(/^a % in the request target/);
  });

  it('names an absolute-form target with no http(s) host[:port], and a fragment', () => {
    // Before: each was served as the path after its authority (`http://[::1/` as the home page).
    for (const url of ['http://[::1/', 'http://[::1]x/', 'http://[]/', 'http://[zz]/', 'http:///', 'http:///r/49.4/', 'http://user@host/', 'http://host:abc/', 'http://a:1:2/', 'ftp://host/', 'mailto:x@y', 'http:/x']) {
      expect(head(url), url).toBe('an absolute request target that is no http(s) URI with a host[:port]');
    }
    for (const url of ['/#x', '/?q#x', 'http://h/#x']) expect(head(url), url).toBe('a fragment (#) in the request target');
    for (const host of ['[zz]', '[]', 'a%zz', '[::1]x']) expect(head('/', ['Host', host]), host).toBe('a Host header that is no host[:port]');
  });

  it('names a Transfer-Encoding that does not end in chunked, over all its lines', () => {
    for (const codings of [['gzip'], ['chunked, gzip'], ['chunked', 'gzip'], ['chunked;x']]) {
      expect(head('/', ['Host', 'x', ...codings.flatMap((c) => ['Transfer-Encoding', c])]), codings.join('|')).toBe('a Transfer-Encoding that does not end in chunked');
    }
    for (const codings of [['chunked'], ['gzip, chunked'], ['gzip', 'Chunked']]) expect(head('/', ['Host', 'x', ...codings.flatMap((c) => ['transfer-encoding', c])]), codings.join('|')).toBeUndefined();
  });

  it('lets well-formed requests through', () => {
    for (const host of ['', 'example.com', 'example.com:8080', '127.0.0.1:1', '[::1]:80', '[v1.x]', 'xn--bcher-kva.example', 'a:']) expect(head('/', ['Host', host]), host).toBeUndefined();
    expect(head('/', [])).toBeUndefined();
    expect(head('*', ['Host', 'x'], 'OPTIONS')).toBeUndefined();
    for (const url of ['/', '/r/49.4/?q=%20a', 'http://x/%2e%2e', '/%FF', '/%00', '//x', 'HTTPS://x', 'http://x?q', 'http://[::1]:8080/', 'http://[v1.x]/', 'http://x:/', 'http://a%2Eb/']) {
      expect(head(url), url).toBeUndefined();
    }
  });
});
