import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStale } from '@/lib/serve/stale';
import { createStaticServer } from '@/lib/serve/static-server';

const dir = mkdtempSync(join(tmpdir(), 'serve-'));
mkdirSync(join(dir, 'r/49.4'), { recursive: true });
writeFileSync(join(dir, 'index.html'), 'home');
writeFileSync(join(dir, 'r/49.4/index.html'), 'rule 49.4');
writeFileSync(join(dir, '404.html'), 'not here');

describe('static server for the export', () => {
  const server = createStaticServer(dir);
  let base = '';
  beforeAll(async () => {
    server.listen(0);
    await new Promise((r) => server.once('listening', r));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('serves folders with a dot in their name, with or without the trailing slash', async () => {
    for (const path of ['/r/49.4/', '/r/49.4']) {
      const res = await fetch(base + path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('rule 49.4');
    }
  });

  it('answers an unknown path with the site 404 page and status 404', async () => {
    const res = await fetch(`${base}/nope/`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not here');
  });
});

describe('build staleness', () => {
  it('is stale when the output is missing or older than an input', () => {
    const d = mkdtempSync(join(tmpdir(), 'stale-'));
    mkdirSync(join(d, 'src'));
    writeFileSync(join(d, 'src/a.ts'), '');
    expect(isStale(join(d, 'out.html'), [join(d, 'src')])).toBe(true);
    writeFileSync(join(d, 'out.html'), '');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(d, 'src/a.ts'), past, past);
    expect(isStale(join(d, 'out.html'), [join(d, 'src')])).toBe(false);
    utimesSync(join(d, 'src/a.ts'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
    expect(isStale(join(d, 'out.html'), [join(d, 'src')])).toBe(true);
  });
});
