import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, HEADER_CSP, headerRules, headersFile, IMMUTABLE, REVALIDATE, SECURITY_HEADERS, writeHeadersFile } from '@/lib/serve/headers';
import { contentSecurityPolicy } from '@/lib/site/csp';

/** The headers the server sends for a URL path (lib/serve/static-server.ts, before a file's own). */
const headersFor = (urlPath: string): Record<string, string> => ({ ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(urlPath) });

/** How Netlify and Cloudflare Pages match a `_headers` pattern: exact, or a `*` splat at the end. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** The headers a host sends for `path`: every matching rule, values of a repeated name comma-joined. */
function hostHeaders(rules: ReturnType<typeof headerRules>, path: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules.filter((r) => matches(r.pattern, path))) {
    for (const [name, value] of Object.entries(rule.headers)) sent[name] = name in sent ? `${sent[name]}, ${value}` : value;
  }
  return sent;
}

/** The URLs a static host serves a file at: its path, and its folder for an index.html. */
const urlsOf = (file: string) => [`/${file}`, ...(file.endsWith('index.html') ? [`/${file.slice(0, -'index.html'.length)}`] : [])];

const exportFiles = [
  'index.html',
  '404.html',
  'sw.js',
  'search-index.json',
  'favicon.ico',
  'rules/movement/index.html',
  'r/49.4/index.html',
  '_next/static/chunks/app-1a2b.js',
  '_next/static/css/3c4d.css',
  '_next/BUILD/__next._tree.txt',
  'islands/calc.js',
  'islands/chunk-AYRSDZTN.js',
  'reader/main.js',
  'reader/chunk-F25Y6IEG.js',
];

describe('the header rules', () => {
  it('send nosniff, a referrer policy, a permissions policy, and a policy that forbids framing', () => {
    const headers = headersFor('/');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toMatch(/^(no-referrer|strict-origin-when-cross-origin)$/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )microphone=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('keep the header policy from blocking what each page allows by hash', () => {
    // Two policies are both enforced: the header one must not restrict scripts, or the pages'
    // inline scripts (allowed by hash in their meta policy) would be blocked.
    expect(HEADER_CSP).not.toMatch(/(^|; )(default-src|script-src)/);
    // Every other directive of the header policy is in the page policy, word for word.
    const page = contentSecurityPolicy(['sha256-x']).split('; ');
    for (const directive of HEADER_CSP.split('; ').filter((d) => !d.startsWith('frame-ancestors'))) {
      expect(page).toContain(directive);
    }
  });

  it('cache hashed assets for a year and revalidate everything else', () => {
    expect(headersFor('/_next/static/chunks/a-1f2e.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // esbuild's split chunks are named by their hash; the entries that load them are not.
    expect(headersFor('/islands/chunk-AYRSDZTN.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(headersFor('/reader/chunk-F25Y6IEG.js')['Cache-Control']).toBe(IMMUTABLE);
    for (const path of ['/', '/rules/movement/', '/sw.js', '/search-index.json', '/favicon.ico', '/_next/BUILD/x.txt', '/islands/calc.js', '/reader/main.js', '/islands/odds-worker.js']) {
      expect(headersFor(path)['Cache-Control']).toBe('no-cache');
    }
  });
});

describe('out/_headers', () => {
  it('gives every file of the export, at every URL it has, exactly the headers the server sends', () => {
    const rules = headerRules(exportFiles);
    for (const file of exportFiles) {
      for (const url of urlsOf(file)) expect(hostHeaders(rules, url), url).toEqual(headersFor(url));
    }
  });

  it('holds for any export: no header is set twice for a path, and each file gets the server headers', () => {
    const name = fc.constantFrom('a', 'b', 'index.html', 'static', '_next', 'sw.js', 'x.json', 'chunks', 'r', '49.4', 'chunk-AYRSDZTN.js');
    const file = fc.array(name, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('/'));
    fc.assert(
      fc.property(fc.uniqueArray(file, { maxLength: 30 }), (files) => {
        // A path cannot be both a file and a folder.
        const kept = files.filter((f) => !files.some((g) => g.startsWith(`${f}/`)));
        const rules = headerRules(kept);
        for (const f of kept) {
          for (const url of urlsOf(f)) {
            const matching = rules.filter((r) => matches(r.pattern, url)).flatMap((r) => Object.keys(r.headers));
            expect(new Set(matching).size).toBe(matching.length);
            expect(hostHeaders(rules, url)).toEqual(headersFor(url));
          }
        }
      }),
    );
  });

  it('is one security block on /* and short Cache-Control blocks, in the hosts’ format', () => {
    const text = headersFile(exportFiles);
    expect(text).toContain(`/*\n  Content-Security-Policy: ${HEADER_CSP}\n`);
    expect(text).toContain(`/_next/static/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(text).toContain(`/sw.js\n  Cache-Control: ${REVALIDATE}\n`);
    expect(text).toContain(`/search-index.json\n  Cache-Control: ${REVALIDATE}\n`);
    expect(text).toContain(`/rules/*\n  Cache-Control: ${REVALIDATE}\n`);
    expect(text).toContain(`/islands/chunk-AYRSDZTN.js\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(text).toContain(`/\n  Cache-Control: ${REVALIDATE}\n`);
    // Each line is a comment, a pattern at the start of the line, or an indented `Name: value`.
    for (const line of text.trimEnd().split('\n')) expect(line).toMatch(/^(#.*|\/\S*|  [A-Za-z-]+: \S.*)$/);
    // Cloudflare Pages reads at most 100 rules.
    expect(headerRules(exportFiles).length).toBeLessThanOrEqual(100);
  });

  it('is written from the files on disk, without listing itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    for (const file of exportFiles) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    await writeHeadersFile(dir);
    await writeHeadersFile(dir);
    const written = readFileSync(join(dir, '_headers'), 'utf8');
    expect(written).toBe(headersFile(exportFiles));
    expect(written).not.toContain('_headers\n');
  });
});
