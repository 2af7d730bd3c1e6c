/** A question written as to a chat assistant: the greeting, the asking frame and the thanks are left out, the question they wrap searched. */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withoutPoliteness } from '@/lib/search/polite-asked';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives[0]!.words) : [];
};

describe('a question written as to a chat assistant', () => {
  it('leaves out the greeting, the asking frame and the thanks', () => {
    expect(withoutPoliteness('Hello! Could you please tell me whether fighters need a carrier to move? Thank you.')).toBe('fighters need a carrier to move?');
    expect(withoutPoliteness('Good evening. I was wondering if you could clarify whether a damaged dreadnought can sustain again. Many thanks!')).toBe('a damaged dreadnought can sustain again.');
    expect(withoutPoliteness('Hey assistant, would you be so kind as to tell me how many action cards i can hold? Thanks in advance')).toBe('how many action cards i can hold?');
    expect(withoutPoliteness("Dear assistant, I'd like to know if the speaker votes last, please.")).toBe('the speaker votes last.');
  });

  it('reads no count in "many thanks" and no word of the frame', () => {
    const read = words('Hi there, I would like to know whether my infantry on a planet count against my fleet pool. Many thanks.');
    for (const w of ['hi', 'like', 'know', 'whether', 'many', 'thanks']) expect(read).not.toContain(w);
    expect(read).toContain('infantry');
  });

  it('asks directly what the frame asked in a statement\'s order', () => {
    expect(withoutPoliteness('Could you please explain what a component action is and how it works?')).toBe('what is a component action and how it works?');
    expect(withoutPoliteness('Could you tell me when the status phase starts?')).toBe('when does the status phase starts?');
  });

  it('keeps "explain" and "tell me about" opening what they ask to be explained', () => {
    expect(withoutPoliteness('could you explain the rule about deals, and whether they bind')).toBe('could you explain the rule about deals, and whether they bind');
    expect(withoutPoliteness('can you tell me about wormholes please')).toBe('can you tell me about wormholes');
  });

  it('leaves a query that is nothing but politeness, and a player\'s own words, as typed', () => {
    expect(withoutPoliteness('hello')).toBe('hello');
    expect(withoutPoliteness('thanks')).toBe('thanks');
    expect(withoutPoliteness('do i get the best planet if i win')).toBe('do i get the best planet if i win');
    // "you" is any player: "can you take a planet", "how can you tell who won".
    expect(withoutPoliteness('can you take a planet with only fighters')).toBe('can you take a planet with only fighters');
    expect(withoutPoliteness('how can you tell me apart from my ally')).toBe('how can you tell me apart from my ally');
  });

  it('finds the rule asked, not the item a player once asked politely of something else', () => {
    const corpus = [
      // Players asked of the speaker rule in a chat assistant's words: as query words they would find it for every polite question.
      item({ id: 'speaker', title: 'Speaker', text: 'The speaker token passes each round.', asked: ['hello could you please tell me who the speaker is thank you'] }),
      item({ id: 'carrier', title: 'Capacity', text: 'Fighters in space need a ship with capacity to move with.' }),
      item({ id: 'fighters', title: 'Fighters', text: 'Fighters are ships.' }),
    ];
    const ids = searcherFor(corpus).search('Hello! Could you please tell me whether fighters need capacity to move? Thank you.').map((r) => r.id);
    expect(ids[0]).toBe('carrier');
    expect(ids).not.toContain('speaker');
  });
});
