import { existsSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDirs } from '@/lib/cli/make-dirs';

const codeOf = (make: () => void) => {
  try {
    make();
    return 'made';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code;
  }
};

describe('makeDirs', () => {
  it('makes what mkdir -p makes, and fails where it fails, with the same code', () => {
    const segment = fc.constantFrom('a', 'b', 'file', '.', '..', 'link', 'dangling', 'x'.repeat(300));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 6 }), (segments) => {
        // Two trees alike: one for node's mkdir, one for makeDirs.
        const [ours, theirs] = [0, 1].map(() => {
          const root = mkdtempSync(join(tmpdir(), 'make-dirs-'));
          writeFileSync(join(root, 'file'), '');
          symlinkSync(join(root, 'a'), join(root, 'link'));
          symlinkSync(join(root, 'nowhere'), join(root, 'dangling'));
          return root;
        }) as [string, string];
        const path = segments.join('/');
        expect(codeOf(() => makeDirs(join(ours, path))), path).toBe(codeOf(() => mkdirSync(join(theirs, path), { recursive: true })));
        expect(existsSync(join(ours, path))).toBe(existsSync(join(theirs, path)));
      }),
      { numRuns: 200 },
    );
  });

  it.runIf(existsSync('/proc/self'))('fails at once under /proc, where node\'s own mkdir -p loops for ever', () => {
    const start = Date.now();
    // Before (node's mkdirSync with recursive): never returned.
    for (const path of ['/proc/rules-companion', '/proc/rules-companion/a/b', '/proc/self/x']) expect(codeOf(() => makeDirs(path)), path).toBe('ENOENT');
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('makes a path of thousands of folders without running out of stack', () => {
    const root = mkdtempSync(join(tmpdir(), 'make-dirs-'));
    const deep = join(root, ...Array.from({ length: 1500 }, () => 'a'));
    expect(codeOf(() => makeDirs(deep))).toBe('made');
    expect(statSync(deep).isDirectory()).toBe(true);
    expect(codeOf(() => makeDirs(join(root, ...Array.from({ length: 60_000 }, () => 'b'))))).toBe('ENAMETOOLONG');
  });
});
