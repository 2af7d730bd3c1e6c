import { describe, expect, it } from 'vitest';
import { scriptSources } from '@/lib/site/first-load-js';

describe('first-load scripts of a page', () => {
  it('lists the external scripts a modern browser runs, not nomodule polyfills or inline scripts', () => {
    const html = '<html><head><script src="/_next/a.js" async></script><script src="/_next/poly.js" nomodule></script></head><body><script>self.x=1</script><script src="/_next/b.js"></script></body></html>';
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});
