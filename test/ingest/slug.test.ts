import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { slugify } from '@/lib/ingest/text/slug';

describe('slugify', () => {
  it('kebab-cases titles and strips accents', () => {
    expect(slugify('Déplacement')).toBe('deplacement');
    expect(slugify('THE ARBOREC (FAQ)')).toBe('the-arborec-faq');
    expect(slugify('Anti-Fighter Barrage')).toBe('anti-fighter-barrage');
    expect(slugify("  Phase d'Action ")).toBe('phase-d-action');
  });

  it('yields only [a-z0-9-] without leading, trailing or doubled hyphens, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});
