import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withoutBelief } from '@/lib/search/myth';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

const words = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives[0]!.words.join(' ')) : [];
};

describe('a belief of the table checked', () => {
  it('drops who holds the belief and the check asked, and searches the claim', () => {
    expect(words('is it true you cant move through a nebula')).toEqual(words('you cant move through a nebula'));
    expect(words('we always played that pds fire in space combat, right?')).toEqual(words('pds fire in space combat'));
    expect(words('we always played that the attacker rolls first right?')).toEqual(words('the attacker rolls first'));
    // Typed on a phone with no "?": the tag still checks the claim; a side ("on the right") is no tag.
    expect(words('commanders stay unlocked right')).toEqual(words('commanders stay unlocked'));
    expect(words('the hyperlane goes off to the right')).toContain('right');
    expect(words('is he right')).toContain('right');
    expect(words('my group says ships in a nebula cant leave it')).toEqual(words('ships in a nebula cant leave it'));
    expect(words('someone told me combat roll bonuses also boost afb')).toEqual(words('combat roll bonuses also boost afb'));
    expect(words('is playing to 14 points just a house rule')).not.toContain('house');
    expect(words("we've been playing that fighters move alone, are we doing it wrong")).toEqual(words('fighters move alone'));
    expect(words('pretty sure the defender rolls first')).toEqual(words('the defender rolls first'));
    expect(words('am i wrong that the speaker breaks ties')).toEqual(words('the speaker breaks ties'));
  });

  it('reads a belief however it is heard or checked: family, a rules lawyer, what was taught, true or false', () => {
    const claim = words('fighters cant move alone');
    for (const framed of [
      "isn't it true that fighters cant move alone",
      'i always thought fighters cant move alone',
      'my brother says fighters cant move alone',
      'my friends told me fighters cant move alone',
      'our group has been playing that fighters cant move alone',
      'i was taught that fighters cant move alone',
      'someone in my group insists fighters cant move alone',
      'the rules lawyer at our table says fighters cant move alone',
      'true or false: fighters cant move alone',
      'is it actually a rule that fighters cant move alone',
      'does the rulebook really say fighters cant move alone',
      'fighters cant move alone, yes?',
    ])
      expect(words(framed), framed).toEqual(claim);
    // A table letting anyone do a thing plays it as a rule; a friend letting me do a thing is a deal told.
    expect(words('my group lets people move fighters alone')).toEqual(words('move fighters alone'));
    expect(words('we always allow players to move fighters alone')).toEqual(words('to move fighters alone'));
    expect(words('my buddy lets me move through his system')).toContain('buddy');
    // A question of what the rules say is no belief.
    expect(withoutBelief('what does the rule say about fighters').framing).toBe(0);
    // After any question word (./question-words.ts): "why" asks the reason of what it says, no belief.
    expect(withoutBelief('why does the rule say fighters need capacity').framing).toBe(0);
  });

  it('counts the framing as the words the claim was wrapped in: the claim is told at the length typed', () => {
    const parsed = parseQuery('we thought capacity doesnt matter during combat');
    expect(parsed.kind === 'words' && parsed.wrapping).toBe(1);
  });

  it("drops another player's claim opening the query, keeps one told after a story", () => {
    expect(withoutBelief('friend says my factory is blockaded, what does that even mean').query).not.toMatch(/friend|says/);
    expect(withoutBelief("i cant move into his home, he says 'cannot' beats my tech").framing).toBe(0);
    expect(withoutBelief('he said what is up').framing).toBe(0);
  });

  it('keeps a story and a verdict asked of it: "my friend played trade", "we played warfare", "is that right?"', () => {
    expect(withoutBelief('my friend played trade and picked me do i have to spend a token').framing).toBe(0);
    expect(withoutBelief('we played warfare and he took my token back').framing).toBe(0);
    expect(withoutBelief('we arent neighbours through a wormhole. is that right?').framing).toBe(0);
    expect(withoutBelief('my group is moving through, can i drop one off').framing).toBe(0);
  });

  it('answers with the rule of the claim, not the item that holds the framing words', () => {
    const corpus = [
      item({ id: 'nebula', title: 'Nebula', text: 'A ship that is in a nebula can move out of it; a ship cannot move through a nebula.' }),
      item({ id: 'true', title: 'Golden Rules', text: 'If a card says something is true, it is true, as my group says and we always played.' }),
    ];
    expect(searcherFor(corpus).search('my group says ships in a nebula cant move out of it, is it true')[0]?.id).toBe('nebula');
  });

  it('asks the scope a claim states as the question of it: who, where, how many, when', () => {
    expect(withoutBelief('my group says you can trade with anyone anywhere on your turn').query).toBe('you can trade with on your turn');
    expect(withoutBelief('is it true you can throw every unit in the region into one battle').query).toBe('you can throw how many unit in the region into one battle');
    expect(withoutBelief('we always played that pds fire every round of space combat right?').query).toBe('when pds fire of space combat');
    expect(withoutBelief('someone said every player gets to vote twice').query).toBe('gets to vote twice');
    // Who is claimed by the lexicon's anyone-words (./question-words.ts); "every one of", two words, counts.
    expect(withoutBelief('is it true you can move every one of your ships through a nebula').query).toBe('you can move how many one of your ships through a nebula');
    // Another player's claim is his, no belief of the table: its words stay.
    expect(withoutBelief('he says i can trade with anyone, what').query).toContain('anyone');
  });

  it('answers a claimed scope with the rule restricting it, not the item that echoes its word', () => {
    const corpus = [
      item({ id: 'neighbors', title: 'Transactions', text: 'During his turn, the active player may resolve one transaction with each of his neighbors.' }),
      item({ id: 'agenda', title: 'Transactions', text: 'While resolving an agenda, a player may resolve a transaction with anyone, even players who are not his neighbors.' }),
    ];
    expect(searcherFor(corpus).search('my group says you can resolve a transaction with anyone on your turn')[0]?.id).toBe('neighbors');
  });

  it('answers a claim of every unit with the rule limiting how many', () => {
    const corpus = [
      item({ id: 'battle', title: 'Steps of a Battle', text: 'Each player rolls one die for every unit in the battle.' }),
      item({ id: 'limit', title: 'Limit 3 Units in Battle', text: 'A player may commit a maximum of three units to a battle.' }),
    ];
    expect(searcherFor(corpus).search('is it true you can throw every unit into one battle')[0]?.id).toBe('limit');
  });
});
