import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withCsp } from '@/lib/site/csp';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('Content-Security-Policy of a static page', () => {
  const page = '<!DOCTYPE html><html><head><meta charset="utf-8"><title>x</title><script>self.a=1</script></head><body><script src="/_next/a.js" async></script><script>self.b=2</script></body></html>';

  it('allows exactly the inline scripts of the page, by hash, and nothing inline else', () => {
    const html = withCsp(page);
    const policy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replace(/&#x27;/g, "'") ?? '';
    expect(policy).toContain(hash('self.a=1'));
    expect(policy).toContain(hash('self.b=2'));
    expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
  });

  it('puts the policy right after the charset, before any script, and keeps the scripts byte for byte', () => {
    const html = withCsp(page);
    expect(html.indexOf('Content-Security-Policy')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain('<script>self.a=1</script>');
    expect(html).toContain('<script>self.b=2</script>');
  });

  it('refuses a page that already has a policy (the build must not run twice over a page)', () => {
    expect(() => withCsp(withCsp(page))).toThrow(/already has a Content-Security-Policy/);
  });

  it('builds a policy without hashes when a page has no inline script', () => {
    expect(contentSecurityPolicy([])).toMatch(/script-src 'self';/);
  });
});
