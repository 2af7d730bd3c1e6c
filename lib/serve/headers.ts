import { readdir, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { SHARED_DIRECTIVES } from '../site/csp';
import { HASHED_FILE } from '../site/hashed-names';

/**
 * The response headers of the site, in one place: the bundled server (lib/serve/static-server.ts)
 * sends them, and the build writes them to out/_headers for static hosts that read that file
 * (Netlify, Cloudflare Pages), so a deployed site and `npm start` answer alike.
 */

/**
 * The header policy: what the pages' meta policy cannot say (`frame-ancestors`: no site may frame
 * this one) plus the directives every page shares. It has no `default-src` or `script-src`: a
 * browser enforces both policies, and those would block the inline scripts each page allows by
 * hash in its own meta policy (lib/site/csp.ts).
 */
export const HEADER_CSP = [...SHARED_DIRECTIVES, "frame-ancestors 'none'"].join('; ');

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  // For browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // A rules reference has nothing to tell the sites it links to.
  'Referrer-Policy': 'no-referrer',
  // The app uses no device feature; only names Chromium knows, or it logs an error for each.
  'Permissions-Policy': [
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'usb',
  ]
    .map((feature) => `${feature}=()`)
    .join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Next.js names every file under /_next/static/ by its content hash: a new build means a new name. */
const HASHED_PREFIX = '/_next/static/';
/** So are the chunks esbuild splits out of the reader and the islands, and the workers (lib/site/hashed-names.ts). */
const HASHED_NAME = new RegExp(`/${HASHED_FILE}$`);
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but checked with the server (ETag) before each use: pages, sw.js, the search index. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of a URL path (percent-encoded or not: hashed names are plain ASCII). */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(HASHED_PREFIX) || HASHED_NAME.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

type Rule = { pattern: string; headers: Record<string, string> };
type Folder = Map<string, Folder | null>;

/** The Cache-Control values of the files under `folder` (URL `path`, ending in `/`). */
function cacheValues(folder: Folder, path: string, values = new Set<string>()): Set<string> {
  for (const [name, child] of folder) {
    const childPath = `${path}${encodeURI(name)}`;
    if (child) cacheValues(child, `${childPath}/`, values);
    else values.add(cacheControlFor(childPath));
  }
  return values;
}

/**
 * The rules of out/_headers for the files of the export (paths relative to out/, `/`-separated).
 *
 * Hosts apply every rule whose pattern matches and join the values of a header named twice with a
 * comma, so no two matching rules may both set one header: the security headers go on `/*` alone,
 * and Cache-Control on patterns that never overlap: a folder gets `/folder/*` when every file under
 * it has one value, a folder that mixes hashed and fixed names (`/_next/`, `/islands/`) is split
 * further, and a file elsewhere gets its exact path (the root `index.html` also `/`). Paths that are
 * not in the export fall back to the host's default, which on both hosts revalidates like
 * `no-cache`.
 */
export function headerRules(files: string[]): Rule[] {
  const root: Folder = new Map();
  for (const file of files) {
    const parts = file.split('/').filter(Boolean);
    let folder = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        if (!folder.has(part)) folder.set(part, null);
        return;
      }
      let next = folder.get(part);
      if (!next) {
        next = new Map();
        folder.set(part, next);
      }
      folder = next;
    });
  }

  const rules: Rule[] = [{ pattern: '/*', headers: { ...SECURITY_HEADERS } }];
  const cache = (pattern: string, value: string) => rules.push({ pattern, headers: { 'Cache-Control': value } });
  const visit = (folder: Folder, path: string) => {
    for (const [name, child] of [...folder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const childPath = `${path}${encodeURI(name)}`;
      if (!child) {
        cache(childPath, cacheControlFor(childPath));
        if (name === 'index.html') cache(path, cacheControlFor(path));
        continue;
      }
      const values = cacheValues(child, `${childPath}/`);
      if (values.size === 1) {
        cache(`${childPath}/*`, [...values][0]!);
      } else {
        visit(child, `${childPath}/`);
      }
    }
  };
  visit(root, '/');
  return rules;
}

/** The text of a `_headers` file. */
export function headersFile(files: string[]): string {
  const blocks = headerRules(files).map(
    ({ pattern, headers }) => `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`,
  );
  return `# Written by the build from lib/serve/headers.ts (the same rules npm start serves with).\n${blocks.join('')}`;
}

/** Writes `<dir>/_headers` for every file now in the export; returns the number of rules. */
export async function writeHeadersFile(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== '_headers');
  await writeFile(join(dir, '_headers'), headersFile(files));
  return headerRules(files).length;
}
