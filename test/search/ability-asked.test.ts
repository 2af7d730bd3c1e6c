import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

describe('a question of what one ability of a strategy card does', () => {
  const corpus = [
    item({ id: 'h', title: 'Harvest', kind: 'entry', text: 'The "Harvest" strategy card allows players to gather trade goods. This card\'s initiative value is "9."' }),
    item({ id: 'h.1', title: 'Harvest', parent: 'h', text: 'To resolve the primary ability on the "Harvest" strategy card, the active player gains two trade goods.' }),
    item({ id: 'h.2', title: 'Harvest', parent: 'h', text: 'After the active player resolves the primary ability of the "Harvest" strategy card, each other player may spend one command token from his strategy pool to gain one trade good.' }),
  ];
  const first = (q: string) => searcherFor(corpus).search(q)[0]?.id;

  it('is answered by the rule stating that ability, not by the card\'s entry lifted over it', () => {
    expect(first('what does harvest primary do')).toBe('h.1');
    expect(first('what does the harvest secondary let me do')).toBe('h.2');
  });

  it('leaves a question of the whole card to its entry', () => {
    expect(first('what does harvest do')).toBe('h');
  });
});
