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
 */
export interface RequestHead {
  method?: string;
  url?: string;
  /** Header names and values, alternating, as node gives them (`IncomingMessage.rawHeaders`). */
  rawHeaders: readonly string[];
}

/** RFC 3986 `host [ ":" port ]`: an IP literal in brackets, or a reg-name / IPv4 address (possibly empty). */
const HOST = /^(?:\[[0-9A-Za-z:._~!$&'()*+,;=-]+\]|[0-9A-Za-z._~!$&'()*+,;=%-]*)(?::\d*)?$/;
const ABSOLUTE_URI = /^[a-z][a-z0-9+.-]*:/i;
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/** Why the request is malformed, in a few words, or undefined when it is not. */
export function badRequest({ method, url, rawHeaders }: RequestHead): string | undefined {
  const hosts = rawHeaders.filter((_, i) => i % 2 === 1 && rawHeaders[i - 1]!.toLowerCase() === 'host');
  if (hosts.length > 1) return 'more than one Host header';
  if (hosts.length === 1 && !HOST.test(hosts[0]!)) return 'a Host header that is no host[:port]';
  if (url === undefined) return 'no request target';
  const asterisk = url === '*' && method === 'OPTIONS';
  if (!url.startsWith('/') && !ABSOLUTE_URI.test(url) && !asterisk) return 'a request target that is neither a path nor an absolute URI';
  if (BAD_PERCENT.test(url)) return 'a % in the request target not followed by two hex digits';
  return undefined;
}
