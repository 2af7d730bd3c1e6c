/** A "who" question asks the rule stating who acts, before its near twin on the topic (lib/search/who-asked.ts). */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { actStatedFirst, statesAct, whoActAsked } from '@/lib/search/who-asked';
import { firstOnRules, item } from './corpus';

describe('the act a "who" question asks', () => {
  it('reads the act after "who", "whose ..." or "which player", and what it acts on', () => {
    const token = whoActAsked('the speaker got knocked out, who gets the speaker token now')!;
    expect(token.states.test('the speaker token passes to the player to his left')).toBe(true);
    expect(token.object).toEqual(['speaker', 'token']);
    expect(whoActAsked('who has to pick which ships die')?.object).toEqual(['ships', 'die']);
    // Any modal before the act (./question-words.ts), as "can": "who may pick", "who could pick".
    expect(whoActAsked('who may pick which ships die')?.object).toEqual(['ships', 'die']);
    expect(whoActAsked('which player owns the law')?.object).toEqual(['law']);
    // What comes after the act says when or where, not what: "on agendas".
    expect(whoActAsked('who votes last on agendas')).toMatchObject({ object: [], verb: 'vot' });
  });

  it('holds the verb of an order asked, unless it says no act of its own', () => {
    expect(whoActAsked('who rolls first in space combat')?.verb).toBe('roll');
    expect(whoActAsked('who goes first in the action phase')?.verb).toBeUndefined();
    expect(whoActAsked('his card says when, mine says after, whose goes first')?.verb).toBeUndefined();
  });

  it('reads no act where none is asked of a player', () => {
    expect(whoActAsked('what decides who goes first each round')).toBeUndefined();
    expect(whoActAsked("he says yes i say no, who's right")).toBeUndefined();
    expect(whoActAsked('i want to trade with a guy who isnt next to me')).toBeUndefined();
    // A clause describing a person, not a question.
    expect(whoActAsked('does the player who gets the most votes also draw a card')).toBeUndefined();
    // After any someone-word (./question-words.ts): "nobody who", "whoever".
    expect(whoActAsked('can nobody who owns a law vote on it')).toBeUndefined();
    expect(whoActAsked('the one who owns the law got eliminated, who keeps it now')?.object).toEqual([]);
  });

  it('reads a destination chosen as a move', () => {
    const where = whoActAsked('who picks where my ships go when i retreat')!;
    expect(where.object).toEqual(['ships', 'go']);
    const ships = [['ship']];
    expect(statesAct('To retreat, a player takes all of his ships in the combat that have a move value and moves them to an adjacent system.', where, ships)).toBe(true);
    expect(statesAct('Each player must choose and destroy one of his ships in the active system for each hit.', where, ships)).toBe(false);
  });

  it('finds the act stated near what it acts on, in one sentence', () => {
    const choice = whoActAsked('who decides which infantry die when i bombard')!;
    const infantry = [['infantry'], ['ground', 'forc']];
    expect(statesAct('The player who controls the planet that is being bombarded chooses and destroys one of his ground forces on that planet for each hit.', choice, infantry)).toBe(true);
    // Ground forces named, and a choice made, of another thing.
    expect(statesAct('If the active player committed ground forces to more than one planet that contained units with a "Space Cannon" ability, the active player chooses the order in which those abilities are resolved.', choice, infantry)).toBe(false);
    // The verb of an order asked: "beginning with the defender" orders announcing retreats, not rolling.
    const rolls = whoActAsked('who rolls first, attacker or defender')!;
    expect(statesAct('Each player may announce a retreat, beginning with the defender.', rolls, [])).toBe(false);
    expect(statesAct('Each player, beginning with the defender, rolls one die for each ship.', rolls, [])).toBe(true);
    // "starting with" a step orders steps, not players.
    expect(statesAct('Players resolve a new combat round starting with the "Roll Dice" step.', rolls, [])).toBe(false);
  });

  it('lifts the first rule stating the act over a head that does not, within reach and band, no fallback', () => {
    const owns = whoActAsked('who owns the law')!;
    const texts = ['The law is placed in the common play area.', 'An elected law stays in play.', 'That player owns that law.', 'Laws are permanent.', 'A law can be discarded.', 'A player owns the law in his play area.'];
    const ranked = (bands: number[], fallback = -1) => bands.map((band, doc) => ({ doc, score: 1, first: false, home: band > 0, fallback: doc === fallback }));
    const lifted = (r: ReturnType<typeof ranked>) => actStatedFirst(r, owns, [], (d) => texts[d]!).map((c) => c.doc);
    expect(lifted(ranked([1, 1, 1, 1, 1, 1]))).toEqual([2, 0, 1, 3, 4, 5]);
    // Of another band, or a fallback: not lifted.
    expect(lifted(ranked([1, 1, 0, 1, 1, 1]))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(lifted(ranked([1, 1, 1, 1, 1, 1], 2))).toEqual([0, 1, 2, 3, 4, 5]);
    // The fifth, past the head's near twins on the topic, within reach.
    texts[2] = 'Laws are permanent.';
    texts[4] = 'That player owns that law.';
    expect(lifted(ranked([1, 1, 1, 1, 1, 1]))).toEqual([4, 0, 1, 2, 3, 5]);
    // Out of reach: the sixth says it, the first five do not.
    texts[4] = 'A law can be discarded.';
    expect(lifted(ranked([1, 1, 1, 1, 1, 1]))).toEqual([0, 1, 2, 3, 4, 5]);
    // The head states it already.
    texts[0] = 'The chosen player owns the law.';
    expect(lifted(ranked([1, 1, 1, 1, 1, 1]))).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('a "who" question searched', () => {
  // Both rules hold the question's topic; only the second says who keeps the planet.
  const search = searcherFor([
    item({ id: 'draw', title: 'Ground Combat', text: 'If neither player has ground forces remaining on the planet after a round of ground combat, there is no winner; the ground combat ends in a draw.' }),
    item({ id: 'control', title: 'Invasion: Establish Control', text: 'If the ground combat destroyed the ground forces of both players, the player who was the defender retains control of the planet.' }),
  ]);

  it('finds the rule stating who keeps the planet before its twin on the combat', () => {
    expect(search.search('ground combat, neither player has ground forces remaining, who keeps the planet')[0]?.id).toBe('control');
  });

  // "grabs" is a table word no rule says: the order stated answers alone (the rules' "chooses").
  it('checks the verb of an order asked only when the rules say it', () => {
    const cards = searcherFor([
      item({ id: 'cards', title: 'Strategy Phase', text: 'Strategy cards are numbered; the first card is Leadership.' }),
      item({ id: 'order', title: 'Strategy Phase', text: 'Starting with the speaker and proceeding clockwise, each player chooses one strategy card.' }),
    ]);
    expect(cards.search('who grabs the strategy cards first')[0]?.id).toBe('order');
  });

  // [question, the rule stating the act asked]
  it.each([
    ['ground forces on both sides all destroyed in ground combat, who keeps the planet', 'lrr:44.5'],
    ['an elect player law passed, who owns that law', 'lrr:7.4'],
  ])('%s: %s', async (question, id) => {
    expect(await firstOnRules(question)).toBe(id);
  });
});
