/**
 * The questions players ask of an item (lib/corpus/asked.ts) found by the search: a player's word
 * no rule says finds the item asked with it, is a word rather than a typo, and is never shown.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { snippetText } from '@/lib/search/snippet';
import { item } from './corpus';

const corpus = [
  item({ id: 'lrr:76', title: 'Sustain Damage', kind: 'entry', text: 'Some units have the Sustain Damage ability.' }),
  item({ id: 'lrr:76.1', title: 'Sustain Damage', number: '76.1', parent: 'lrr:76', text: 'Before hits are assigned, a unit with this ability can cancel one hit and become damaged.', asked: ['can my dread tank a hit'] }),
  item({ id: 'lrr:76.2', title: 'Sustain Damage', number: '76.2', parent: 'lrr:76', text: 'A damaged unit cannot use this ability until it is repaired.' }),
  item({ id: 'lrr:70.7', title: 'Status Phase', number: '70.7', text: 'Each player repairs their damaged units.' }),
  item({ id: 'lrr:20', title: 'Task', kind: 'entry', text: 'A task is something to do.' }),
];
const searcher = searcherFor(corpus);
const ids = (q: string) => searcher.search(q).map((r) => r.id);

describe('asked questions', () => {
  it('a word only a question players ask holds finds the item asked with it', () => {
    expect(ids('tank')[0]).toBe('lrr:76.1');
    expect(ids('can my dread tank it')[0]).toBe('lrr:76.1');
  });

  it('a player word held by an asked question is not corrected to a corpus word one letter away', () => {
    expect(ids('tank')).not.toContain('lrr:20');
  });

  it('the words the rules say still rank as before: an asked question adds, it does not replace', () => {
    expect(ids('repaired damaged unit')[0]).toBe('lrr:76.2');
  });

  it('is never shown: the snippet comes from the item text', () => {
    const [first] = searcher.search('dread tank');
    expect(first!.id).toBe('lrr:76.1');
    expect(snippetText(first!.snippet)).not.toMatch(/tank|dread/);
  });
});
