import { describe, expect, it } from 'vitest';
import { pastCheckAsked } from '@/lib/search/past-check';
import { parseQuery } from '@/lib/search/query';

const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')) : [];
};

describe('play checked after the fact', () => {
  it('reads a verdict asked of a past act, however it is framed, as the act asked whether it may be done', () => {
    const asked = words('i moved my carrier through a nebula, is that allowed');
    for (const framed of [
      'i moved my carrier through a nebula, was that right',
      'i moved my carrier through a nebula, was it legal',
      'i moved my carrier through a nebula, was that a mistake',
      'i moved my carrier through a nebula, were we wrong',
      'i moved my carrier through a nebula, were we wrong to allow it',
      'i moved my carrier through a nebula, did we mess up',
      'i moved my carrier through a nebula, did we screw that up',
      'i moved my carrier through a nebula, did we get it wrong',
      'i moved my carrier through a nebula, did we play that right',
      'i moved my carrier through a nebula, did we break the rules',
      'i moved my carrier through a nebula, did we cheat',
      'i moved my carrier through a nebula, was that even legit',
      'i moved my carrier through a nebula, was that against the rules',
      'i moved my carrier through a nebula, was that how it works',
      "i moved my carrier through a nebula, is that how it's supposed to work",
      'i moved my carrier through a nebula, i think we did that wrong',
      'i moved my carrier through a nebula, pretty sure we messed up',
      'i moved my carrier through a nebula, we probably screwed it up',
      'i moved my carrier through a nebula, legal?',
      'i moved my carrier through a nebula, wrong?',
    ])
      expect(words(framed), framed).toEqual(asked);
  });

  it('reads the table letting the act as the act itself', () => {
    expect(words('we let the defender retreat first, was that ok')).toEqual(words('the defender retreat first, is that allowed'));
    expect(words('we let someone spend trade goods on votes, was that right')).toEqual(words('someone spend trade goods on votes, is that allowed'));
    expect(words('my friend scored two secrets in one round, we allowed it, legal?')).toEqual(words('my friend scored two secrets in one round, is that allowed'));
    expect(words('we allowed him to build in a blockaded system, did we mess up')).toEqual(words('build in a blockaded system, is that allowed'));
  });

  it('reads whether the act was bound: "did i need to", "were we supposed to"', () => {
    const asked = words('i spent a command token to follow warfare, is that allowed');
    for (const framed of ['i spent a command token to follow warfare, did i actually need to', 'i spent a command token to follow warfare, did i have to', 'i spent a command token to follow warfare, was i supposed to'])
      expect(words(framed), framed).toEqual(asked);
  });

  it('keeps an act told with "when" a question of whether, not of when', () => {
    const parsed = parseQuery('when i took his planet i spent it right away, was that ok');
    expect(parsed.kind === 'words' && parsed.concepts.some((c) => c.moment)).toBe(false);
  });

  it('reads no check of present play, nor a tag after an act not in the past', () => {
    // A claim checked in the present is ./myth.ts's or ./dispute.ts's.
    expect(pastCheckAsked('my friend says ships in a nebula move 1, is that right')).toBeUndefined();
    expect(pastCheckAsked('can i move through a nebula, ok?')).toBeUndefined();
    expect(pastCheckAsked('what is the right order of the status phase')).toBeUndefined();
    // A word ending in "-ed" that is no past (./past-tense.ts): "exceed", "proceed", "indeed".
    expect(pastCheckAsked('we exceed the fleet limit, legal?')).toBeUndefined();
    expect(pastCheckAsked('can we proceed to the agenda phase, ok?')).toBeUndefined();
    expect(pastCheckAsked('we exceeded the fleet limit, legal?')).toBeDefined();
  });

  it('counts the framing as the words the act was wrapped in ("mess up")', () => {
    const parsed = parseQuery('i moved my carrier through a nebula, did we mess up');
    expect(parsed.kind === 'words' && parsed.wrapping).toBe(2);
  });
});
