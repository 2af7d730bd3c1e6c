import { describe, expect, it } from 'vitest';
import { scriptSources, staticImports } from '@/lib/site/first-load-js';

describe('first-load scripts of a page', () => {
  it('lists the external scripts a modern browser runs, not nomodule polyfills or inline scripts', () => {
    const html = '<html><head><script src="/_next/a.js" async></script><script src="/_next/poly.js" nomodule></script></head><body><script>self.x=1</script><script src="/_next/b.js"></script></body></html>';
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});

describe('static imports of a module', () => {
  it('follows relative static imports, resolved against the module, and not dynamic ones', async () => {
    const code = 'import{a as b}from"./chunk-A.js";import"../shared/c.js";export const x=()=>import("./lazy.js");import("./lazy2.js");';
    expect(await staticImports(code, '/islands/calc.js')).toEqual(['/islands/chunk-A.js', '/shared/c.js']);
  });

  it('finds none in a classic script, even one that does not parse as a module', async () => {
    expect(await staticImports('(self.x=self.x||[]).push(1);with(a){b()}', '/_next/a.js')).toEqual([]);
  });
});
