/**
 * The 404 page is read at start and kept for every unknown path (lib/serve/not-found-page.ts): one
 * too large to keep is not read whole, and unknown paths get a plain "Not Found".
 */
import { mkdirSync, mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNotFoundPage } from '@/lib/serve/not-found-page';
import { serving } from './serving';

const dir = mkdtempSync(join(tmpdir(), 'not-found-'));

describe('readNotFoundPage', () => {
  it('reads a page up to its cap, and none past it', () => {
    const path = join(dir, 'page.html');
    writeFileSync(path, 'x'.repeat(100));
    expect(readNotFoundPage(path, 100)?.toString()).toBe('x'.repeat(100));
    expect(readNotFoundPage(path, 99)).toBeUndefined();
    writeFileSync(path, '');
    expect(readNotFoundPage(path, 100)?.length).toBe(0);
  });
});

describe('a server whose 404.html is 1 GB', () => {
  const out = join(dir, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), 'home');
  // Sparse: no disk, yet read whole before (a gigabyte of memory held for good).
  writeFileSync(join(out, '404.html'), '');
  truncateSync(join(out, '404.html'), 1 << 30);
  const { port } = serving(() => out);

  it('answers an unknown path 404 with a plain "Not Found", and the rest as ever', async () => {
    const missing = await fetch(`http://127.0.0.1:${port()}/nowhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await missing.text()).toBe('Not Found');
    expect(await (await fetch(`http://127.0.0.1:${port()}/`)).text()).toBe('home');
  });
});
