import { join, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestPath, safeQuery, urlPath } from '@/lib/serve/request-path';

describe('requestPath', () => {
  it('reads folders, files, the trailing slash and the query', () => {
    expect(requestPath('/r/49.4/?a=1#x')).toEqual({ segments: ['r', '49.4'], slash: true, query: '?a=1', doubledSlash: false });
    expect(requestPath('/calc')).toEqual({ segments: ['calc'], slash: false, query: '', doubledSlash: false });
    expect(requestPath('/')).toEqual({ segments: [], slash: true, query: '', doubledSlash: false });
    expect(requestPath('/a%20b.txt')).toEqual({ segments: ['a b.txt'], slash: false, query: '', doubledSlash: false });
    expect(requestPath('http://evil.example/rules/?q')).toEqual({ segments: ['rules'], slash: true, query: '?q', doubledSlash: false });
    // An empty path is the root, query or not (before: `http://x?q` named no file).
    expect(requestPath('http://x')).toEqual({ segments: [], slash: true, query: '', doubledSlash: false });
    expect(requestPath('HTTP://x:80?q=1')).toEqual({ segments: [], slash: true, query: '?q=1', doubledSlash: false });
  });

  it('tells a path with an empty segment, wherever it is, from its own address', () => {
    for (const target of ['//', '//calc/', '/calc//', '///calc', '/r//49.4/?a=1', 'http://x//calc/']) expect(requestPath(target)?.doubledSlash, target).toBe(true);
    // Only the path counts: a slash in the query is no empty segment.
    for (const target of ['/', '/calc/', '/calc/?next=//x', '/r/49.4/', 'http://x/calc/']) expect(requestPath(target)?.doubledSlash, target).toBe(false);
  });

  it('refuses traversal, encoded or not, bad encoding, dotfiles and host files', () => {
    for (const target of ['/../etc/passwd', '/a/%2e%2e/%2E%2E/x', '/a%2f..%2f..%2fx', '/..%5c..%5cx', '/%00', '/%E0%A4%A', '/.git/config', '/_headers', '*', 'rules']) {
      expect(requestPath(target), target).toBeUndefined();
    }
  });

  it('never names a file outside the root, whatever the target', () => {
    const piece = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E.', '%2f', '%5c', '\\', '%00', '%', '%zz', '/', '//', '?', '#', 'a', '49.4', '_next', '%C0%AE'),
      fc.string({ maxLength: 6 }),
    );
    const root = resolve('/srv/out');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const got = requestPath(`/${pieces.join('')}`);
        if (!got) return;
        for (const segment of got.segments) {
          expect(segment === '' || segment === '.' || segment === '..' || segment.startsWith('.')).toBe(false);
          expect(/[/\\\0]/.test(segment)).toBe(false);
        }
        const path = join(root, ...got.segments);
        expect(path === root || path.startsWith(root + sep)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes paths and queries that read back the same and are safe in a header', () => {
    const segment = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.startsWith('.') && !/[/\\\0]/.test(s) && !/[\uD800-\uDFFF]/.test(s));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), fc.string({ maxLength: 10 }), (segments, slash, query) => {
        const path = urlPath(segments, slash);
        expect(path).toMatch(/^\/[\x21-\x7e]*$/);
        expect(safeQuery(`?${query}`)).toMatch(/^\?[\x21-\x7e]*$/);
        const again = requestPath(path);
        expect(again?.segments).toEqual(segments.length === 1 && ['_headers', '_redirects'].includes(segments[0]!) ? undefined : segments);
      }),
    );
  });
});
