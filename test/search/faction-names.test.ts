import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

const top = (corpus: Parameters<typeof searcherFor>[0], q: string) => searcherFor(corpus).search(q)[0]?.id;

describe("a TI4 faction's name", () => {
  it("is a word of TI4, though only TI3's items say it (TI3 had a Jol-Nar; TI4's rulings have no heading for it)", () => {
    const ti3 = (n: number) => item({ id: `ti3-${n}`, source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: `Jol-Nar ruling ${n}`, text: 'The Jol-Nar player draws action cards.' });
    const corpus = [ti3(1), ti3(2), ti3(3), ti3(4), item({ id: 'draw', title: 'Status Phase: Draw Action Cards', text: 'Each player draws one action card.' })];
    expect(top(corpus, 'jol nar here, when do i draw action cards')).toBe('draw');
    expect(top(corpus, 'does jol-nar draw action cards')).toBe('draw');
    expect(top(corpus, 'can the jolnar player draw action cards')).toBe('draw');
    // Named as TI3's, it is TI3's.
    expect(top(corpus, 'ti3 jol nar action cards')).toMatch(/^ti3-/);
  });
});
