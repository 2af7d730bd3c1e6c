/**
 * Phrasings of a question for a moment the parser must read as one (lib/search/timing-question.ts):
 * the either-or split by the moment it is asked against, a "when do" after the topic, two moments
 * weighed against each other, the order of two things asked with "first"; and the moment a query
 * places its subject against, which weighs less than the subject.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { referenceMomentWords, timingOnlyIntroduces, timingWordsAsked } from '@/lib/search/timing-question';
import { contentSearch, item } from './corpus';

const asksMoment = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' && parsed.concepts.some((c) => c.moment === true);
};

describe('questions for a moment in table phrasings', () => {
  it.each([
    'is the new objective flipped before everyone scores or after',
    'do i pay before i land or after i win',
    'during invasion when does the pds fire',
    'eotv when do you pay power',
    'do my ships leave right away or at the end of the round',
    'can i score it in the middle of my turn or only at the end',
    'what comes first in a tactical action, space combat or invasion',
    'trade primary: tgs first then refill commodities?',
    'do i get the tokens first and then spend influence',
    'does his pds shoot my landing troops before the ground fight starts',
    'can i hold my reroll until after the defender rolls',
    'i rolled my dreads, can i wait until after my destroyers roll to decide',
    'status phase: do we score before the speaker flips the new public',
    'when i am allowed to reroll dice, later in combat or must be immediately after rolling?',
    'when someone is eliminated, when do his units leave the board',
    'when does the speaker break a tie',
    'when exactly does afb happen',
  ])('"%s" asks for a moment', (q) => {
    expect(asksMoment(q)).toBe(true);
  });

  it.each([
    'what happens when he retreats',
    'i retreated after the first round, can i come back',
    'can i retreat first round',
    'first round of combat',
    // A "when" stating the case a question of its own is of, as "if" would.
    'when someone is eliminated what happens to his action cards',
    'when the speaker breaks a tie does that count as his vote',
    'when i buy 2 fighters for 1 do they count as 2 units',
  ])('"%s" asks for none', (q) => {
    expect(asksMoment(q)).toBe(false);
  });

  it('reads any asking verb as asking (./question-words.ts): "when could", "should i ... before", a "when" case asked "may he"', () => {
    expect(asksMoment('planets i exhausted to vote, when could they come back')).toBe(true);
    expect(asksMoment('should i bombard before i land')).toBe(true);
    expect(asksMoment('when the speaker breaks a tie may he vote again')).toBe(false);
    // Any subject the lexicon names (./question-words.ts): "can a player", "does your".
    expect(asksMoment('when someone passes can a player still follow secondaries')).toBe(false);
  });
});

describe('the moment a query places its subject against', () => {
  it('is the clause after "before", "after" or "until", to its end', () => {
    expect(referenceMomentWords('do the pds shoot my infantry before the ground fight starts')).toEqual({
      reference: new Set(['ground', 'fight', 'starts']),
      subject: new Set(['pds', 'shoot', 'infantry']),
    });
    expect(referenceMomentWords('is the objective flipped before everyone scores or after')?.reference).toEqual(new Set(['everyone', 'scores']));
    expect(referenceMomentWords('after status phase does agenda come first')?.subject).toEqual(new Set(['agenda', 'come', 'first']));
    expect(referenceMomentWords('can i build units')).toBeUndefined();
  });

  it('weighs less than the subject: the rule of building answers "can i build after invading", not the invasion entry', () => {
    const corpus = [
      item({ id: 'invasion', title: 'Invasion', text: 'Invading a planet: the active player invades with ground forces.' }),
      item({ id: 'production', title: 'Production', text: 'A player may build units during his tactical action.' }),
    ];
    expect(searcherFor(corpus).search('can i build after invading')[0]?.id).toBe('production');
  });
});

describe('"when does X start"', () => {
  it('asks when X comes: the rule stating what comes before it answers, not one that says "start"', () => {
    const corpus = [
      item({ id: 'says-start', title: 'Agenda Phase', text: 'Players ready their planets, and a new game round starts with the strategy phase.' }),
      item({ id: 'moment', title: 'Agenda Phase', text: 'After the custodians token is removed, the agenda phase is added to each game round.' }),
    ];
    expect(searcherFor(corpus).search('when does the agenda phase start')[0]?.id).toBe('moment');
    expect(searcherFor(corpus).search('when does the agenda phase begin')[0]?.id).toBe('moment');
  });
});

describe('timing words that only introduce the subject', () => {
  it('state no moment of it, whether they name it or say "until it is ..."', () => {
    expect(timingOnlyIntroduces('During the agenda phase, players cast votes.', 'Agenda Phase')).toBe(true);
    expect(timingOnlyIntroduces('If a card is exhausted, a player cannot resolve its abilities until it is readied.', 'Readied')).toBe(true);
    expect(timingOnlyIntroduces('That card is later readied during the status phase.', 'Readied')).toBe(false);
  });
});

describe('"first" weighed against another', () => {
  it('asks for the order, as "goes first" does: the rule stating who begins answers, not a "first round"', () => {
    const corpus = [
      item({ id: 'round', title: 'Space Cannon', text: 'In the first round, the active player may shoot with space cannon; other players may shoot in the first round too.' }),
      item({ id: 'order', title: 'Space Cannon', text: 'Beginning with the active player and proceeding clockwise, other players may shoot with space cannon.' }),
    ];
    expect(searcherFor(corpus).search('does the active player shoot first or the other players')[0]?.id).toBe('order');
  });
});

describe('"first then"', () => {
  it('asks the order of two things the player does: the rule stating one then the other answers, not who of the players goes first', () => {
    const corpus = [
      item({ id: 'players', title: 'Trade', text: 'After the active player resolves the primary ability of the Trade strategy card, each other player, proceeding clockwise, may replenish his commodities.' }),
      item({ id: 'sequence', title: 'Trade', text: 'The active player gains three trade goods. Then, he replenishes his commodities.' }),
    ];
    expect(searcherFor(corpus).search('trade: trade goods first then replenish commodities?')[0]?.id).toBe('sequence');
    expect(searcherFor(corpus).search('trade, do i gain the trade goods first and then replenish commodities')[0]?.id).toBe('sequence');
  });

  it('is answered by the rules\' "Then", which states that order, over a rule saying both without it', () => {
    const corpus = [
      item({ id: 'both', title: 'Trade', text: 'The active player gains three trade goods and replenishes his commodities.' }),
      item({ id: 'sequence', title: 'Trade', text: 'The active player gains three trade goods. Then, he replenishes his commodities.' }),
    ];
    expect(searcherFor(corpus).search('trade: trade goods first then replenish commodities?')[0]?.id).toBe('sequence');
  });
});

describe('"before or after"', () => {
  it('guesses both moments: the rule saying one of them answers, not one saying "any time" of the same thing', () => {
    const corpus = [
      item({ id: 'any-time', title: 'Sustain Damage', text: 'A unit can use sustain damage any time a hit is produced against it, during combat or by an ability.' }),
      item({ id: 'moment', title: 'Sustain Damage', text: 'Immediately before a player assigns hits to his units, he can use sustain damage of any of his units.' }),
    ];
    expect(searcherFor(corpus).search('do i use sustain before or after choosing which ships die')[0]?.id).toBe('moment');
  });

  it('is settled by a rule stating one of the guessed moments, not by one stating another of the same thing', () => {
    const corpus = [
      item({ id: 'during', title: 'Space Cannon', text: 'Space cannon abilities shoot at ships; they have no effect during space cannon defense. Space cannon rolls are not combat rolls.' }),
      item({ id: 'moment', title: 'Space Cannon: Offense', text: 'After ships move into the system, players can shoot with the space cannon abilities of their units at those ships.' }),
    ];
    expect(searcherFor(corpus).search('do space cannon shots happen before or after the combat')[0]?.id).toBe('moment');
    // One moment guessed ("at the end", as the rules state it) settles it as well as two.
    const fighters = [
      item({ id: 'ends', title: 'Capacity', text: 'Excess fighters beyond capacity are destroyed after a combat ends.' }),
      item({ id: 'at-end', title: 'Capacity', text: 'Fighters do not count against capacity during combat. At the end of combat, the player must destroy his excess fighters.' }),
    ];
    expect(searcherFor(fighters).search('when do excess fighters die, only at the end')[0]?.id).toBe('at-end');
    expect(searcherFor(fighters).search('do excess fighters die right away or at the end')[0]?.id).toBe('at-end');
  });

  it('finds the moment guessed in the rules only, never in a question players ask of a sibling rule in another sense', async () => {
    const { searcher } = await contentSearch();
    // 60.4 is asked "do i have to give it back after attacking him": its "after" is no moment of a note's return, which 60.3 states.
    expect(searcher.search('does a promissory note go back to its owner before or after its effect is done')[0]?.id).toBe('lrr:60.3');
  });
});

describe('timing words in quotes', () => {
  it('are what a card says: kept as words, never a moment the player places his subject against', () => {
    expect(timingWordsAsked("he played a 'when' card and i have an 'after' card, whose resolves first", false)).toEqual(new Set(['when']));
    expect(referenceMomentWords("'before combat' ability, is that before afb or after")?.reference).toEqual(new Set(['afb']));
    // An apostrophe is no quote.
    expect(timingWordsAsked("the player's card resolves when i say so, whose goes first", false)).toEqual(new Set());
  });

  it('find the rule quoting them', async () => {
    const { searcher } = await contentSearch();
    // "Effects that occur "when" an event happens take priority over effects that occur "after" ...".
    expect(searcher.search("he played a 'when' card and i have an 'after' card on the same trigger, whose resolves first")[0]?.id).toBe('lrr:1.14');
    // "If an ability occurs "before combat", it occurs immediately before the "Anti-Fighter Barrage" step."
    expect(searcher.search("'before combat' ability, is that before afb or after")[0]?.id).toBe('lrr:67.2');
  });
});

describe('two kinds of effect named by their timing words', () => {
  it('keeps the words as the kinds named, no moment asked', () => {
    expect(timingWordsAsked('do after abilities wait for when abilities', false)).toEqual(new Set(['when']));
    expect(timingWordsAsked('is there a rule on when effects beating after effects', false)).toEqual(new Set(['when']));
    // One kind alone is a moment: "when" asks it.
    expect(timingWordsAsked('when abilities conflict who decides the order', false)).toEqual(new Set());
  });

  it('finds the rule ranking the two kinds', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('is there a rule on when effects beating after effects')[0]?.id).toBe('lrr:1.14');
    expect(searcher.search('when abilities before after abilities, right?')[0]?.id).toBe('lrr:1.14');
  });
});

describe('"at what point"', () => {
  it('asks when: its "point" is no victory point', async () => {
    const { searcher } = await contentSearch();
    expect(searcher.search('at what point does my flagship get its bonus')[0]?.id).not.toMatch(/^lrr:87/);
    expect(asksMoment('at what point do i score my secret objective')).toBe(true);
    expect(parseQuery('at what point do i score my secret objective')).not.toMatchObject({ concepts: expect.arrayContaining([expect.objectContaining({ alternatives: [expect.objectContaining({ terms: ['point'] })] })]) });
  });

  // Said without its "at", with "which", or of a "moment", and with the span it is of between it and its verb.
  it.each(['what point in the round do i get a new action card', 'which point of the round do i get my action card', 'at which moment do we get action cards', 'status phase: at which point is the new objective revealed'])(
    '%j asks when, no victory point',
    (q) => {
      expect(asksMoment(q)).toBe(true);
      expect(parseQuery(q)).not.toMatchObject({ concepts: expect.arrayContaining([expect.objectContaining({ alternatives: [expect.objectContaining({ terms: ['point'] })] })]) });
    },
  );

  it('finds when action cards are drawn, not a rule of victory points', async () => {
    const { searcher } = await contentSearch();
    // 70.3: each player draws one action card in the status phase; 2.1 too.
    for (const q of ['what point in the round do i get a new action card', 'what point in the round do we draw action cards', 'at which moment do we get action cards']) {
      expect(['lrr:70.3', 'lrr:2.1']).toContain(searcher.search(q)[0]?.id);
    }
  });
});
