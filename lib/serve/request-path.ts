/**
 * The file a request names in the static export, read from the raw request target without trusting
 * any of it. Undefined means "no such file" (the caller answers 404): bad percent-encoding, a `..`
 * or `.` segment (even encoded, `%2e%2e`), a segment that decodes to a slash, backslash or NUL,
 * dotfiles, and host configuration files that are not part of the site.
 */
export type RequestPath = {
  /** Decoded path segments, each a plain file or folder name. */
  segments: string[];
  /** Whether the path ended with `/` (a folder URL of the trailingSlash export). */
  slash: boolean;
  /** The query string with its `?`, or '' (kept across a redirect: the calculators keep state in it). */
  query: string;
  /**
   * Whether the path holds an empty segment (`//calc/`, `/calc//`): the file is sent at its own
   * address instead. Served there, /calc wrote its state to `//calc/?…`, an address of the host
   * `calc`, and the browser refused it (a SecurityError at the first edit).
   */
  doubledSlash: boolean;
};

/** Files at the root of out/ that configure a host and are never served. */
const HOST_FILES = new Set(['_headers', '_redirects']);

export function requestPath(target: string | undefined): RequestPath | undefined {
  if (target === undefined) return undefined;
  // Absolute-form (`GET http://host/path`): only the path counts, and an empty one is `/` (RFC 3986
  // section 6.2.3): `http://host?q` is the home page with its query, not an unknown file.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  const after = origin ? target.slice(origin[0].length) : target;
  const rest = origin && !after.startsWith('/') ? `/${after}` : after;
  if (!rest.startsWith('/')) return undefined;
  const cut = rest.search(/[?#]/);
  const path = cut < 0 ? rest : rest.slice(0, cut);
  const query = cut >= 0 && rest[cut] === '?' ? (rest.slice(cut).split('#')[0] ?? '') : '';

  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    let name: string;
    try {
      name = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (name.startsWith('.') || /[/\\\0]/.test(name)) return undefined;
    segments.push(name);
  }
  if (segments.length === 1 && HOST_FILES.has(segments[0]!)) return undefined;
  return { segments, slash: path.endsWith('/'), query, doubledSlash: path.includes('//') };
}

/** The path of `segments` as a URL path, every segment percent-encoded (safe in a Location header). */
export function urlPath(segments: string[], slash: boolean): string {
  const joined = segments.map(encodeURIComponent).join('/');
  return `/${joined}${slash && joined !== '' ? '/' : ''}`;
}

/** A query string made safe for a header: anything but printable ASCII is percent-encoded. */
export function safeQuery(query: string): string {
  return query.replace(/[^\x21-\x7e]/gu, (c) =>
    [...Buffer.from(c, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}
