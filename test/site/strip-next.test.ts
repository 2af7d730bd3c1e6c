import { describe, expect, it } from 'vitest';
import { READER_SCRIPT } from '@/lib/reader/script';
import { THEME_SCRIPT, THEME_SCRIPT_ID } from '@/lib/reader/theme-script';
import { islandEntry, islandName, islandScript, isIsland, ISLAND_ROUTES, routeOfPage } from '@/lib/site/islands';
import { withoutNextRuntime } from '@/lib/site/strip-next';

// The shape of a page as Next 16 exports it (trimmed): chunk scripts, a preload, the bootstrap
// script, RSC payload pushes, a nomodule polyfill, plus our theme initialiser and reader module.
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next">
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js">
<link rel="modulepreload" href="/_next/static/chunks/m.js">
<link rel="preload" as="font" href="/_next/static/media/f.woff2">
<script src="/_next/static/chunks/c.js" async=""></script>
<link rel="icon" href="/icon.svg">
<script id="${THEME_SCRIPT_ID}">${THEME_SCRIPT}</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><main><h1>Movement</h1><p>text &lt;script&gt;</p></main>
<script type="module" src="${READER_SCRIPT}"></script>
<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>
<script src="/_next/static/chunks/b.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>self.__next_f.push([1,"payload"])</script>
</body></html>`;

describe('withoutNextRuntime', () => {
  const out = withoutNextRuntime(PAGE);
  const scripts = [...out.matchAll(/<script[^>]*>/g)].map((m) => m[0]);

  it('keeps only the theme initialiser and the reader module', () => {
    expect(scripts).toEqual([`<script id="${THEME_SCRIPT_ID}">`, `<script type="module" src="${READER_SCRIPT}">`]);
    expect(out).toContain(THEME_SCRIPT);
    expect(out).not.toContain('__next_f');
    expect(out).not.toContain('$RT');
  });

  it("drops the preloads of Next's scripts, keeps styles, icons, other preloads and the content", () => {
    expect(out).not.toMatch(/as="script"/);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('href="/_next/static/chunks/a.css"');
    expect(out).toContain('href="/_next/static/media/f.woff2"');
    expect(out).toContain('href="/icon.svg"');
    expect(out).toContain('<h1>Movement</h1><p>text &#x3C;script></p>');
  });

  it('is idempotent', () => {
    expect(withoutNextRuntime(out)).toBe(out);
  });
});

describe('withoutNextRuntime on an island page', () => {
  const island = { script: '/islands/calc.js', preloads: ['/islands/chunk-A.js', '/islands/chunk-B.js'] };
  const out = withoutNextRuntime(PAGE, island);
  const head = out.slice(0, out.indexOf('</head>'));

  it("replaces Next's scripts with the island module, with preloads of its chunks in <head>", () => {
    const scripts = [...out.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual([`<script id="${THEME_SCRIPT_ID}">`, '<script type="module" async src="/islands/calc.js">', `<script type="module" src="${READER_SCRIPT}">`]);
    expect(head).toContain('<script type="module" async src="/islands/calc.js"></script>');
    for (const href of island.preloads) expect(head).toContain(`<link rel="modulepreload" href="${href}">`);
    expect(out).not.toContain('/_next/static/chunks/m.js');
    expect(out).not.toContain('__next_f');
  });

  it('is idempotent', () => {
    expect(withoutNextRuntime(out, island)).toBe(out);
  });
});

describe('island routes', () => {
  it('maps exported files to routes', () => {
    expect(routeOfPage('index.html')).toBe('/');
    expect(routeOfPage('calc/index.html')).toBe('/calc/');
    expect(routeOfPage('calc/eotv/index.html')).toBe('/calc/eotv/');
    expect(routeOfPage('404.html')).toBe('/404.html');
  });

  it('gives an island only to the listed client apps, each its own bundle and entry', () => {
    for (const route of ISLAND_ROUTES) expect(isIsland(route)).toBe(true);
    for (const file of ['index.html', 'rules/movement/index.html', 'faq/index.html', '404.html', 'calc/eotv/x/index.html']) {
      expect(isIsland(routeOfPage(file))).toBe(false);
      expect(islandScript(routeOfPage(file))).toBeUndefined();
    }
    expect(islandName('/calc/eotv/')).toBe('calc-eotv');
    expect(islandScript('/calc/eotv/')).toBe('/islands/calc-eotv.js');
    expect(islandEntry('/timing/')).toBe('app/timing/island.tsx');
    expect(new Set(ISLAND_ROUTES.map(islandName)).size).toBe(ISLAND_ROUTES.length);
  });
});
