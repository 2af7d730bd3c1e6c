import { isHostPort } from './authority';

/**
 * What makes a request malformed, whatever its method and path (the caller answers 400). Node's
 * parser refuses most broken requests itself; these it lets through:
 *
 * - more than one Host line, or a Host that is no `host[:port]` (RFC 9112 section 3.2: a server
 *   MUST answer 400). Node keeps the first of two Host lines and drops the other unseen, so
 *   they are counted in the raw headers.
 * - a request target that is neither a path (`/…`) nor an absolute URI (`http://…`), such as
 *   `GET *` (asterisk-form is for OPTIONS alone), or that holds a `%` not followed by two hex
 *   digits (RFC 3986 pct-encoded): `/%zz` and `/%E0%A4%A` are no URI at all, not an unknown file.
 * - an absolute-form target that is no `http` or `https` URI with a host[:port] (./authority.ts):
 *   `http://[::1/`, `http:///x`, `http://user@host/` and `ftp://host/` were served as the path
 *   after their authority.
 * - a fragment (`#`): no form of request target has one (RFC 9112 section 3.2); `/#x` was served
 *   as `/`.
 * - a Transfer-Encoding whose last coding is not chunked (`gzip`): the body's length cannot be
 *   known, and RFC 9112 section 6.3 has the server answer 400 and close. Node handed the request
 *   on (200) and refused what followed its head only after.
 */
export interface RequestHead {
  method?: string;
  url?: string;
  /** Header names and values, alternating, as node gives them (`IncomingMessage.rawHeaders`). */
  rawHeaders: readonly string[];
}

const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:/i;
/** The scheme and authority of an http(s) URI: the part of an absolute-form target before its path. */
const HTTP_ORIGIN = /^https?:\/\/([^/?#]*)/i;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/** The values of every header `name` (lower case) in a raw header list, which alternates names and values. */
const headerValues = (rawHeaders: readonly string[], name: string) => rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1]!.toLowerCase() === name);

/** Why the request is malformed, in a few words, or undefined when it is not. */
export function badRequest({ method, url, rawHeaders }: RequestHead): string | undefined {
  const hosts = headerValues(rawHeaders, 'host');
  if (hosts.length > 1) return 'more than one Host header';
  if (hosts.length === 1 && !isHostPort(hosts[0]!, true)) return 'a Host header that is no host[:port]';
  const codings = headerValues(rawHeaders, 'transfer-encoding').join(',');
  if (codings !== '' && codings.split(',').at(-1)!.trim().toLowerCase() !== 'chunked') return 'a Transfer-Encoding that does not end in chunked';
  if (url === undefined) return 'no request target';
  const asterisk = url === '*' && method === 'OPTIONS';
  if (!url.startsWith('/') && !ABSOLUTE_URI.test(url) && !asterisk) return 'a request target that is neither a path nor an absolute URI';
  if (BAD_PERCENT.test(url)) return 'a % in the request target not followed by two hex digits';
  if (url.includes('#')) return 'a fragment (#) in the request target';
  if (ABSOLUTE_URI.test(url) && !isHostPort(HTTP_ORIGIN.exec(url)?.[1] ?? '', false)) return 'an absolute request target that is no http(s) URI with a host[:port]';
  return undefined;
}
