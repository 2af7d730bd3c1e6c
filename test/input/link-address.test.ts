/** The address /calc and /timing write their state into (lib/input/link-address.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryAddress } from '@/lib/input/link-address';

/** Where a browser takes the address the page writes, from the page at `page` (replaceState resolves it so). */
const written = (query: string, page: string) => new URL(queryAddress(query), page);

describe('the address a page writes its state into', () => {
  it('stays the page, at whatever address the page was opened', () => {
    // Before: `//calc/?a=1`, read as the host `calc`, which the browser refused.
    expect(written('a=1', 'https://rules.example//calc/?old=1#x').href).toBe('https://rules.example//calc/?a=1');
    expect(written('a=1', 'https://rules.example/calc/').href).toBe('https://rules.example/calc/?a=1');
    expect(written('', 'http://localhost:3000/timing/?phase=agenda').href).toBe('http://localhost:3000/timing/?');
  });

  it('never leaves the page: same origin and same path for any page address and query', () => {
    const path = fc.array(fc.constantFrom('', 'calc', 'timing', 'eotv', '.', '..', '%2f', '\\', 'a b', '@evil', 'x:y'), { maxLength: 5 }).map((parts) => `/${parts.join('/')}/`);
    fc.assert(
      fc.property(path, fc.string(), (pathname, query) => {
        const page = new URL(`https://rules.example${pathname}`);
        const to = written(query, page.href);
        expect(to.origin).toBe(page.origin);
        expect(to.pathname).toBe(page.pathname);
      }),
    );
  });
});
