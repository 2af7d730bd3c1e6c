import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemTermsOf, mineLexicon, pairsOf, withoutParaphrased, type MineOptions } from '@/lib/search/lexicon-mine';
import { terms } from '@/lib/search/text';

const OPTIONS: MineOptions = { minItems: 3, maxPlayerItems: 2, minShare: 0.5, minLift: 2, perWord: 2 };

// Six items: three about sustaining damage, three about exhausting planets, and filler the words' lift is measured against.
const rows: [id: string, title: string, text: string][] = [
  ['s1', 'Sustain Damage', 'A unit with sustain damage may cancel a hit.'],
  ['s2', 'Dreadnought', 'This ship has sustain damage.'],
  ['s3', 'Direct Hit', 'Destroy a ship that used sustain damage.'],
  ['e1', 'Exhausted', 'An exhausted planet cannot be spent.'],
  ['e2', 'Resources', 'Exhaust a planet to spend its resources.'],
  ['e3', 'Influence', 'Exhaust a planet to spend its influence.'],
];
const filler = Array.from({ length: 6 }, (_, i): (typeof rows)[number] => [`f${i}`, `Filler ${i}`, 'Players take turns in order.']);
const items = [...rows, ...filler].map(([id, title, text]) => ({ id, title, text }));
const itemTerms = itemTermsOf(items);

describe('mineLexicon', () => {
  it('reads a player word as the rules word the items asked about with it hold', () => {
    const pairs = [
      { question: 'can my dread soak the hit', items: ['s1'] },
      { question: 'soak a hit with a dreadnought', items: ['s2'] },
      { question: 'direct hit after i soak', items: ['s3'] },
      { question: 'tap a planet for resources', items: ['e2'] },
      { question: 'tap for influence', items: ['e3'] },
      { question: 'can i tap a planet twice', items: ['e1'] },
    ];
    const lexicon = mineLexicon(pairs, itemTerms, OPTIONS);
    expect(lexicon.soak?.map(([t]) => t)).toContain('sustain');
    expect(lexicon.tap?.map(([t]) => t)).toContain('exhaust');
    // Words the rules hold in many items are theirs, not a player's.
    expect(lexicon.planet).toBeUndefined();
  });

  it('counts an item once however often it is asked about', () => {
    const pairs = Array.from({ length: 9 }, () => ({ question: 'can i soak it', items: ['s1'] }));
    expect(mineLexicon(pairs, itemTerms, OPTIONS)).toEqual({});
  });

  it('never keeps a reading fewer than minItems distinct items show', () => {
    const ids = items.map((item) => item.id);
    const pair = fc.record({ question: fc.array(fc.constantFrom('soak', 'tap', 'pile', 'dread', 'hex'), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')), items: fc.subarray(ids, { minLength: 1, maxLength: 2 }) });
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 20 }), fc.integer({ min: 1, max: 4 }), (pairs, minItems) => {
        const lexicon = mineLexicon(pairs, itemTerms, { ...OPTIONS, minItems });
        for (const [q, readings] of Object.entries(lexicon))
          for (const [r] of readings) {
            const shown = new Set(pairs.filter((p) => terms(p.question).includes(q)).flatMap((p) => p.items.filter((id) => itemTerms.get(id)!.has(r))));
            expect(shown.size).toBeGreaterThanOrEqual(minItems);
          }
      }),
    );
  });
});

describe('pairsOf and withoutParaphrased', () => {
  it('pairs every asked question with its item and every tuning question with its answers', () => {
    const pairs = pairsOf([{ id: 'a', asked: ['q1', 'q2'] }, { id: 'b' }], [{ q: 'q3', expect: ['a', 'b'] }]);
    expect(pairs).toEqual([
      { question: 'q1', items: ['a'] },
      { question: 'q2', items: ['a'] },
      { question: 'q3', items: ['a', 'b'] },
    ]);
  });

  it('leaves out the held questions and those answered exactly as one of them is', () => {
    const a = { expect: ['x', 'y'] };
    const b = { expect: ['y', 'x'] };
    const c = { expect: ['x'] };
    expect(withoutParaphrased([a, b, c], new Set([a]))).toEqual([c]);
  });
});
