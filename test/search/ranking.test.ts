import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { item } from './corpus';

// A small corpus where each ranking rule decides one order (corpus order breaks ties, so the
// items a rule should lift are placed after the ones they must overtake).
const searcher = searcherFor([
  item({ id: 'ti3:faq:c-1', source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: 'Capture', text: 'Capture a ship.' }),
  item({ id: 'ti4-faq:c-1', source: 'ti4-faq', kind: 'faq', title: 'Capture', text: 'Capture a ship.' }),
  item({ id: 'lrr:1', kind: 'entry', number: '1', title: 'Combat', text: 'Ships fight in space.' }),
  item({ id: 'lrr:3', kind: 'entry', number: '3', title: 'Movement', text: 'After a combat, a player may announce a retreat and leave. Long text follows here to make it longer.' }),
  item({ id: 'lrr:2', kind: 'entry', number: '2', title: 'Retreat', text: 'A player may move his ships away.' }),
  item({ id: 'lrr:2.1', number: '2.1', parent: 'lrr:2', title: 'Retreat', text: 'Retreat only to an adjacent system.' }),
  item({ id: 'lrr:4', kind: 'entry', number: '4', title: 'Adjacency', text: 'A retreat goes to an adjacent system.' }),
  item({ id: 'ti4-faq:r-1', source: 'ti4-faq', kind: 'faq', title: 'Where can ships go when they leave a battle?', text: 'Yes. When a player announces a retreat during a combat, his ships move to a system that is adjacent and holds none of the enemy ships, as the rule says, and nowhere else.', links: ['lrr:2.1'] }),
  item({ id: 'ti3:faq:r-1', source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: 'Retreat in TI3', text: 'Retreat rules in TI3.' }),
  item({ id: 'eotv:wormhole', source: 'eotv-2', game: 'EotV', kind: 'glossary', title: 'Wormholes', text: 'Wormholes connect regions.' }),
]);
const ids = (q: string) => searcher.search(q).map((r) => r.id);

describe('ranking', () => {
  it('a title match beats a passing mention in a long text', () => {
    expect(ids('retreat').indexOf('lrr:2')).toBeLessThan(ids('retreat').indexOf('lrr:3'));
  });

  it('of two equal items, the TI4 one comes before the other game', () => {
    expect(ids('capture')).toEqual(['ti4-faq:c-1', 'ti3:faq:c-1']);
  });

  it('a TI4 item answering the query outranks another game\'s exact title match', () => {
    // "Retreat in TI3" holds the word in its title, "Movement" only in a long text.
    const order = ids('retreat');
    expect(order.indexOf('lrr:3')).toBeLessThan(order.indexOf('ti3:faq:r-1'));
    expect(order.at(-1)).toBe('ti3:faq:r-1');
  });

  it('an item answering every word outranks one answering some', () => {
    // lrr:3 and the ruling (whose "battle" is a combat) answer both words; the others one each.
    const order = ids('retreat combat');
    expect(order.slice(0, 2).sort()).toEqual(['lrr:3', 'ti4-faq:r-1']);
    expect(order).toContain('lrr:1');
  });

  it('a ruling that answers the whole query follows the rule it links to', () => {
    const order = ids('retreat adjacent');
    expect(order.slice(0, 2)).toEqual(['lrr:2.1', 'ti4-faq:r-1']);
  });

  it('a named source comes first', () => {
    expect(ids('ti3 retreat')[0]).toBe('ti3:faq:r-1');
    expect(ids('ti3 retreat').slice(1)).not.toContain('ti3:faq:r-1');
  });

  it('a named game overrides a TI4 document word beside it ("ti3 faq" is TI3\'s FAQ)', () => {
    for (const q of ['ti3 faq retreat', 'twilight imperium 3 retreat errata', 'lrr retreat ti3']) expect(ids(q)[0]).toBe('ti3:faq:r-1');
    expect(parseQuery('eotv faq wormhole')).toMatchObject({ sources: ['eotv-2'] });
    expect(parseQuery('faq retreat')).toMatchObject({ sources: ['ti4-faq'] });
  });

  it('forgives a typo and completes a partial word', () => {
    expect(ids('retraet')[0]).toMatch(/^lrr:2/);
    expect(ids('wormh')).toEqual(['eotv:wormhole']);
    expect(ids('connec')).toEqual(['eotv:wormhole']);
  });

  it('highlights the words that matched, in their own spelling', () => {
    const [first] = searcher.search('announced retreats');
    expect(first!.id).toBe('lrr:3');
    expect(first!.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['announce', 'retreat']);
  });
});

describe('ranking by source and game', () => {
  const eotv = (id: string, title: string, text: string) => item({ id: `eotv:${id}`, source: 'eotv-2', game: 'EotV', kind: 'glossary', title, text });
  const searcher = searcherFor([
    // The unofficial summary says it in fewer words (it would win on score alone).
    item({ id: 'summary:cards', source: 'ti4-summary', kind: 'section', title: 'Action Cards', text: 'Hand limit of action cards: seven.' }),
    item({ id: 'lrr:2.4', number: '2.4', title: 'Action Cards', text: 'Each player can have a maximum of seven action cards in his hand at any time; if a player ever has more than seven, he must choose and discard the rest.' }),
    item({ id: 'summary:mechs', source: 'ti4-summary', kind: 'section', title: 'Mech Units', text: 'Mechs are ground forces.' }),
    item({ id: 'lrr:39', kind: 'entry', number: '39', title: 'Ground Forces', text: 'A ground force is a type of unit.' }),
    item({ id: 'lrr:2.8', number: '2.8', title: 'Action Cards', text: 'A canceled card has no effect. Its power is lost.' }),
    item({ id: 'lrr:55', kind: 'entry', number: '55', title: 'Planets', text: 'A planet has a base resource value.' }),
    item({ id: 'lrr:70', kind: 'entry', number: '70', title: 'Status Phase', text: 'Stop and score objectives.' }),
    eotv('hand-limit', 'Hand Limit', 'Power cards over your hand limit are discarded.'),
    eotv('power-cards', 'Power Cards', 'Draw power cards when you refresh.'),
    eotv('worldship', 'Worldship', 'Your Worldship carries a base.'),
    eotv('worldship-base', 'Worldship Base', 'A base built on your Worldship gives 1 die.'),
    eotv('moving', 'Moving', 'Your Worldship may stop in orbit.'),
    eotv('stop', 'Stopping', 'Stop moving when you meet a power card.'),
    eotv('stop-2', 'Hazards', 'Stop at a hazard with your Worldship.'),
    eotv('missions', 'Missions', 'A mission is a power card played at once.'),
  ]);
  const ids = (q: string) => searcher.search(q).map((r) => r.id);

  it('official text comes before the unofficial summary when it answers as much of the query', () => {
    expect(ids('action cards seven').slice(0, 3)).toEqual(['lrr:2.4', 'summary:cards', 'lrr:2.8']);
    // Only after the official items answering as much: before those answering less.
  });

  it('the summary still answers what no official item does', () => {
    expect(ids('mech')[0]).toBe('summary:mechs');
  });

  it("another game's own terms find that game when the home game answers less", () => {
    // "power" and "cards" each occur in TI4, never together: "power card" is an EotV term.
    expect(ids('power card discard')[0]).toBe('eotv:hand-limit');
    // "worldship" is in no TI4 item.
    expect(ids('worldship base')[0]).toBe('eotv:worldship-base');
  });

  it('a word another game happens to use alone does not switch games when TI4 answers as much', () => {
    // "stop" is only in EotV items here, but TI4 answers "stop score" as fully.
    expect(ids('stop score objectives')[0]).toBe('lrr:70');
    expect(ids('planet base resource')[0]).toBe('lrr:55');
  });

  it('a word both other games say often, and the home game never, is the language\'s, no game\'s own term', () => {
    // "stop" is in four EotV items and four TI3 ones: "can my ships stop in an asteroid field" is
    // TI4's question, though the EotV item holds every word of it and the TI4 rule all but "stop".
    const stopping = [
      item({ id: 'lrr:11.1', number: '11.1', title: 'Asteroid Field', text: 'A ship cannot move through or into an asteroid field.' }),
      eotv('hazard', 'Hazards', 'Ships cannot stop in an asteroid field: it is a hazard.'),
      eotv('stop', 'Stopping', 'Stop moving when you meet a power card.'),
      eotv('stop-2', 'Orbit', 'Stop in orbit with your Worldship.'),
      eotv('stop-3', 'Ending', 'A group that stops ends its move.'),
    ];
    const ti3 = (n: number) => item({ id: `ti3:stop-${n}`, source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: `Do ships stop? (${n})`, text: 'Ships stop in the system they activate.' });
    const question = 'can my ships stop in an asteroid field';
    expect(searcherFor([...stopping, ti3(1), ti3(2), ti3(3), ti3(4)]).search(question)[0]?.id).toBe('lrr:11.1');
    // Said by EotV's items, and once by TI3's ("income"), the word is still EotV's.
    expect(searcherFor([...stopping, ti3(1)]).search(question)[0]?.id).toBe('eotv:hazard');
  });
});

describe('quantity questions', () => {
  // Each limit is stated a different way, in a longer text than a rule that only mentions the thing:
  // without the quantity words, the short rule would win.
  const searcher = searcherFor([
    item({ id: 'lrr:x.1', number: '1.1', title: 'Cards', text: 'Players draw cards.' }),
    item({ id: 'lrr:x.2', number: '1.2', title: 'Cards', text: 'A player can have a maximum of seven cards in his hand, whatever the phase of the game round.' }),
    item({ id: 'lrr:y.1', number: '2.1', title: 'Docks', text: 'Docks sit on planets.' }),
    item({ id: 'lrr:y.2', number: '2.2', title: 'Docks', text: 'A planet cannot have more than one dock of any player, whatever abilities say otherwise.' }),
    item({ id: 'lrr:z.1', number: '3.1', title: 'Votes', text: 'Players cast votes.' }),
    item({ id: 'lrr:z.2', number: '3.2', title: 'Votes', text: 'During the agenda phase a player casts up to three votes on each of the agendas revealed.' }),
    item({ id: 'lrr:w.1', number: '4.1', title: 'Tokens', text: 'Tokens are gained.' }),
    item({ id: 'lrr:w.2', number: '4.2', title: 'Tokens', text: 'A player holds no more than sixteen tokens in his reinforcements and on his command sheet.' }),
  ]);
  const first = (q: string) => searcher.search(q)[0]?.id;

  it.each([
    ['max cards', 'lrr:x.2'],
    ['card limit', 'lrr:x.2'],
    ['how many docks on a planet', 'lrr:y.2'],
    ['most votes i can cast', 'lrr:z.2'],
    ['how many tokens', 'lrr:w.2'],
  ])('%j reaches the rule that states the limit', (q, id) => expect(first(q)).toBe(id));

  it('a "how many" question also reaches a rule that gives the count', () => {
    const counted = searcherFor([
      item({ id: 'lrr:t.1', number: '5.1', title: 'Status Phase', text: 'Tokens are gained.' }),
      item({ id: 'lrr:t.2', number: '5.2', title: 'Status Phase', text: 'Each player gains two tokens from his reinforcements during this step of the phase.' }),
    ]);
    expect(counted.search('how many tokens gained')[0]?.id).toBe('lrr:t.2');
    // One way only: a number in the query does not ask for a limit.
    const parsed = parseQuery('two players');
    expect(parsed.kind === 'words' && parsed.concepts.flatMap((c) => c.alternatives.flatMap((a) => a.terms))).not.toContain('maximum');
  });
});

describe('timing words and other defined words', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:a', number: '1', title: 'Movement', text: 'Then the ship moves, and when it arrives the player may act after that.' }),
    item({ id: 'lrr:b', number: '2', title: 'Abilities', text: 'If an ability uses the word "then," a player must resolve the effect before the word "then" first.' }),
    item({ id: 'lrr:c', number: '3', title: 'Abilities', text: 'If the timing of an ability uses the word "when", the effect occurs at the moment of the event.' }),
    item({ id: 'lrr:d', number: '4', title: 'Abilities', text: 'Effects that occur "when" an event happens take priority over effects that occur "after" an event happens.' }),
    item({ id: 'lrr:e', number: '5', title: 'Modifiers', text: 'A modifier is always preceded by the word "apply" followed by a number.' }),
    item({ id: 'lrr:f', number: '6', title: 'Combat', text: 'Apply +1 to each roll after the combat; apply the result.' }),
  ]);
  const ids = (q: string) => searcher.search(q).map((r) => r.id);

  it('a function word alone finds the rule that defines it, not nothing', () => {
    expect(ids('then')[0]).toBe('lrr:b');
    expect(ids('when')).toEqual(expect.arrayContaining(['lrr:c', 'lrr:d']));
    expect(ids('when').slice(0, 2).sort()).toEqual(['lrr:c', 'lrr:d']);
    expect(ids('after')[0]).toBe('lrr:d');
  });

  it('a defined content word finds its definition before a passing use', () => {
    expect(ids('apply')[0]).toBe('lrr:e');
  });

  it('function words in a question with other words stay out of the way', () => {
    expect(ids('when do ships move')[0]).toBe('lrr:a');
  });
});

describe('headings and pointers', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:1.8', number: '1.8', title: 'Abilities: Costs', text: 'Costs' }),
    item({ id: 'lrr11:changelog/movement', source: 'ti4-lrr-1.1', kind: 'section', title: 'Movement', text: 'Movement 49.4 page 12' }),
    item({ id: 'lrr:25.1', number: '25.1', title: 'Cost', text: 'To produce a unit, a player must spend resources equal to or greater than the cost of the unit, as printed on the faction sheet of his race.' }),
    item({ id: 'lrr:49.4', number: '49.4', title: 'Movement', text: 'A ship must end its movement in the active system, and cannot move through a system that contains ships of another player.' }),
  ]);
  const ids = (q: string) => searcher.search(q).map((r) => r.id);

  it('a heading with nothing under it, or a pointer to a rule, comes after the rules that answer', () => {
    expect(ids('cost')).toEqual(['lrr:25.1', 'lrr:1.8']);
    expect(ids('movement')).toEqual(['lrr:49.4', 'lrr11:changelog/movement']);
  });

  it('is still found when nothing else answers, and by its number', () => {
    expect(ids('costs abilities')[0]).toBe('lrr:1.8');
    expect(ids('1.8')[0]).toBe('lrr:1.8');
  });
});

describe('what-is questions', () => {
  const searcher = searcherFor([
    item({ id: 'lrr:65.2', number: '65.2', parent: 'lrr:65', title: 'Ships', text: 'Fighters do not count toward the fleet pool: count ships.' }),
    item({ id: 'lrr:65', kind: 'entry', number: '65', title: 'Ships', text: 'A ship is a unit type consisting of carriers, cruisers and other vessels of war.' }),
    item({ id: 'lrr:51.1', number: '51.1', parent: 'lrr:51', title: 'Neighbors', text: 'Neighbors trade.' }),
    item({ id: 'lrr:51', kind: 'entry', number: '51', title: 'Neighbors', text: 'Two players are neighbors if they both have a unit or control a planet in the same system.' }),
    item({ id: 'lrr:27', kind: 'entry', number: '27', title: 'Deals', text: 'Players can make deals with their neighbors and with other players.' }),
  ]);
  const first = (q: string) => searcher.search(q)[0]?.id;

  it.each([
    ['what counts as a ship', 'lrr:65'],
    ['who are my neighbors', 'lrr:51'],
    ['what is a ship', 'lrr:65'],
    ["what's a neighbor", 'lrr:51'],
    // "The deal with" asks what a thing is: no Deal.
    ['whats the deal with neighbors', 'lrr:51'],
    ['what even counts as a ship', 'lrr:65'],
    // The player checks what he takes the thing to be.
    ['are neighbors just players who trade', 'lrr:51'],
    ['is a ship basically any unit in space', 'lrr:65'],
  ])('%j finds the entry that says what it is', (q, id) => expect(first(q)).toBe(id));

  it('other questions about the thing still find the rule that answers', () => {
    expect(first('do fighters count toward the fleet pool')).toBe('lrr:65.2');
    // "Are we just ..." checks no thing's definition: a pronoun names none.
    const pronoun = parseQuery('are we just skipping the neighbors trade');
    expect(pronoun.kind === 'words' && pronoun.definition).toBeFalsy();
    // "Do fighters count as ships" asks which type of unit fighters are (see unitTypeAsked in
    // compare.ts): the entry sorting them among the ships answers.
    expect(first('do fighters count as ships')).toBe('lrr:65');
    expect(first('neighbors trade')).toBe('lrr:51.1');
  });
});
