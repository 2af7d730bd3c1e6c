import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks } from '@/lib/site/link-walk';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'walk-'));
  for (const [path, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), html);
  }
  return dir;
}

describe('link walk over a static export', () => {
  it('accepts links to pages, folders, files and existing anchors', async () => {
    const dir = site({
      'index.html': '<a href="/rules/movement/#49.4">a</a><a href="/rules/movement">b</a><script src="/_next/a.js"></script><a href="https://example.com/x">ext</a>',
      'rules/movement/index.html': '<section id="49.4"></section><a href="../movement/#49.4">self</a>',
      '_next/a.js': '',
      'r/49.4/index.html': '<meta http-equiv="refresh" content="0;url=/rules/movement#49.4">',
    });
    const result = await findBrokenLinks(dir);
    expect(result.broken).toEqual([]);
    expect(result.links).toBe(5);
  });

  it('reports missing pages, missing files and missing anchors, with the page they are on', async () => {
    const dir = site({
      'index.html': '<a href="/nope/">a</a><a href="/rules/x/#9.9">b</a><img src="/gone.png">',
      'rules/x/index.html': '<section id="1.1"></section>',
      'r/1/index.html': '<meta http-equiv="refresh" content="0;url=/rules/y">',
    });
    const { broken } = await findBrokenLinks(dir);
    expect(broken).toEqual(
      expect.arrayContaining([
        { page: 'index.html', href: '/nope/', reason: 'no such file' },
        { page: 'index.html', href: '/rules/x/#9.9', reason: 'no element with id "9.9"' },
        { page: 'index.html', href: '/gone.png', reason: 'no such file' },
        { page: 'r/1/index.html', href: '/rules/y', reason: 'no such file' },
      ]),
    );
    expect(broken).toHaveLength(4);
  });
});
