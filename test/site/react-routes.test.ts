import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_ROUTES } from '@/lib/site/react-routes';

/** Every page.tsx under app/, with the route it exports to ("app/calc/eotv/page.tsx" -> "/calc/eotv/"). */
function pages(dir = 'app'): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pages(path);
    if (e.name !== 'page.tsx') return [];
    const route = `/${relative('app', dirname(path))}/`.replace(/\/+/g, '/').replace(/\[[^\]]+\]\/?/g, '*/');
    return [{ file: path, route }];
  });
}

const usesClientCode = (file: string) =>
  readdirSync(dirname(file)).some((f) => /\.tsx?$/.test(f) && readFileSync(join(dirname(file), f), 'utf8').includes("'use client'"));

describe('which pages keep React', () => {
  it('lists every page that has client components of its own, and only those', () => {
    const interactive = pages().filter((p) => usesClientCode(p.file)).map((p) => p.route).sort();
    expect(interactive).toEqual([...REACT_ROUTES].sort());
  });

  it('has no client component outside those pages (the shared layout and components are server-only)', () => {
    const shared = readdirSync('app/components', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .filter((e) => readFileSync(join(e.parentPath, e.name), 'utf8').includes("'use client'"));
    expect(shared.map((e) => e.name)).toEqual([]);
    expect(readFileSync('app/layout.tsx', 'utf8')).not.toContain("'use client'");
  });
});
