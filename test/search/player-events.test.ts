/**
 * Events told in the players' words (lib/search/player-events.ts): the matcher, the parsed
 * query, and on the real corpus, the rule that states the event in the rules' words.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Searcher } from '@/lib/search/engine';
import { PLAYER_EVENTS } from '@/lib/search/player-events';
import { parseQuery } from '@/lib/search/query';
import { terms, tokenize } from '@/lib/search/text';
import { eventsTold } from '@/lib/search/told';
import { contentSearch, firstOnRules } from './corpus';

const words = (q: string) => tokenize(q).map((t) => t.word);
const told = (q: string) => eventsTold(words(q)).map((e) => words(q).slice(e.start, e.end).join(' '));
const conceptTerms = (q: string) => {
  const parsed = parseQuery(q);
  return parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
};

describe('events told', () => {
  it('finds a saying with its stopwords, "*" standing for any one word, the longest at each place', () => {
    expect(told('so am i out now')).toEqual(['am i out']);
    expect(told('how do i get my carrier back')).toEqual(['get my carrier back']);
    // "flipped back" is the repair, not "get ... back" (something returned).
    expect(told('when does it get flipped back')).toEqual(['flipped back']);
  });

  it('takes a word as the event only with its near word around, which stays in the query', () => {
    expect(told('we took his planet')).toEqual(['took']);
    expect(told('we took the loss')).toEqual([]);
    // Out of pieces: none left in the reinforcements; out of cardboard tokens: depleted; out of time: neither.
    expect(told('we ran out of dreadnought pieces')).toEqual(['ran out of']);
    expect(told('all five of my dreadnoughts are already on the board')).toEqual(['on the board']);
    expect(told('we ran out of time')).toEqual([]);
    // A turn not his is the active player's, longer than "my turn".
    expect(told('its not my turn')).toEqual(['not my turn']);
    expect(told('on someone elses turn')).toEqual(['someone elses turn']);
    expect(conceptTerms('we took his planet').flat()).toContain('planet');
  });

  it('all of a unit "out" is none left in the reinforcements; all of the cards out is no unit\'s', () => {
    expect(told('i have all 5 dreads out')).toEqual(['all 5 dreads out']);
    expect(told('all my carriers are out, can i build one more')).toEqual(['all my carriers are out']);
    expect(told('all the agendas are out')).toEqual([]);
    expect(conceptTerms('every stage one card is flipped, all publics are out').flat()).not.toContain('reinforc');
  });

  it('a planet taken from the player telling it ("took my planet") is one he loses control of; his taking one is gaining control', () => {
    const read = (q: string) => conceptTerms(q).flat();
    expect(told('he took my planet, what happens to the card')).toEqual(['took']);
    expect(read('he took my planet, what happens to the card')).toEqual(expect.arrayContaining(['los control', 'gain control', 'planet']));
    expect(read('eotv an opponent conquered my region, what now')).toContain('los control');
    // The taker's side, or "my" not beside the verb: gaining control only.
    expect(read('i took his planet with my dreadnought')).not.toContain('los control');
    expect(read('can i take my fighters back')).not.toContain('los control');
  });

  it('a "new planet" is one just taken: its control gained (24.1); "new" far from a planet is no event', () => {
    expect(told('is a new planet card exhausted')).toEqual(['new']);
    expect(conceptTerms('is a new planet card exhausted').flat()).toContain('planet');
    expect(told('new infantry on the planet')).toEqual([]);
  });

  it('hears a saying told of another player\'s thing after the query says it as the rules\' word (see owner.ts)', () => {
    // No "he" before it: "his turn", "their carrier" reach the events as "enemy turn", "enemy carrier".
    expect(conceptTerms('is it not his turn, can his pds fire').flat()).toContain('activ player');
    expect(conceptTerms('if i lost their carrier what about the fighters').flat()).toContain('capacity');
  });

  it('a carrier lost beside fighters or ground forces leaves them over capacity; a carrier alone, or far from the words, is only destroyed', () => {
    expect(told('my infantry are floating in space and i lost the carrier')).toEqual(['floating in space', 'lost the carrier']);
    expect(told('i have 3 fighters and my carrier just died')).toEqual(['carrier just died']);
    expect(conceptTerms('i have 3 fighters and my carrier just died').flat()).toContain('capacity');
    expect(told('i lost the carrier in the fight')).toEqual(['lost']);
    expect(told('my carrier leaves the rift and gets destroyed with its fighters')).toEqual([]);
  });

  it('what a unit holds is its capacity; what a player holds is no unit\'s', () => {
    expect(told('carrier only holds 4')).toEqual(['holds']);
    expect(conceptTerms('carrier only holds 4').flat()).toContain('capacity');
    expect(told('i hold mecatol and played imperial')).toEqual([]);
    expect(told('im holding 8 action cards')).toEqual([]);
  });

  it('a player who keeps going or keeps taking turns performs consecutive actions', () => {
    expect(told('everyone passed, can i just keep taking turns')).toEqual(['keep taking turns']);
    expect(told('do i just keep going')).toEqual(['keep going']);
    expect(conceptTerms('do i just keep going').flat()).toContain('consecutiv');
  });

  it('backing out of a deal is not adhering to it (27.3, 27.4); backing out of a combat is no deal', () => {
    expect(told('he promised me 2 tg, can he just back out')).toEqual(['back out']);
    expect(told('is he forced to do it if i pay him 3 tg')).toEqual(['forced to do', 'pay']);
    expect(told('can i back out of the combat now')).toEqual([]);
  });

  it('replaces the words said by the rules words for the event, keeping a one-word saying as typed', () => {
    const outs = conceptTerms('am i out');
    expect(outs).toHaveLength(1);
    expect(outs[0]).toContain(tokenize('eliminated')[0]!.term);
    const took = conceptTerms('took a planet')[0]!;
    expect(took).toEqual(expect.arrayContaining(['tak', 'gain control']));
  });

  it('a word told as an event near its object keeps its other sense elsewhere: an "empty" planet is no empty deck', () => {
    expect(conceptTerms('landed on an empty planet').flat()).not.toContain('reinforcement');
    expect(conceptTerms('the action card deck is empty').flat()).toContain('reinforcement');
  });

  it('both sides destroyed is told as dying in the same roll too, and names the rule of both players\' units destroyed (44.5)', () => {
    expect(told('my last inf and his last inf died same roll')).toEqual(['same roll']);
    expect(told('we rolled the same roll twice')).toEqual([]);
    expect(conceptTerms('both our last infantry died, who owns the planet').flat()).toContain('both player');
  });

  it('trade goods or influence counted toward a cost are spent (42.3); anything else counted toward something is not', () => {
    expect(told('can the tg count toward the 6 for custodians')).toEqual(['count toward']);
    expect(conceptTerms('can the tg count toward the 6 for custodians').flat()).toContain('spend');
    expect(told('do fighters count toward the fleet pool')).toEqual([]);
  });

  it('a technology counted as or toward a prerequisite satisfies it (79.7, 79.12); counted as anything else it does not', () => {
    expect(told('does my carrier 2 count as a blue tech for prereqs')).toEqual(['count as']);
    expect(conceptTerms('i own carrier 2 and dread 2, do those count toward prerequisites').flat()).toContain(tokenize('satisfy')[0]!.term);
    expect(told('does a mech count as a ship for the fleet pool')).toEqual([]);
  });

  it('what is bought with influence, resources or trade goods is spent on (45.2); units bought alone are no spending told', () => {
    expect(told('leadership, do i get the 3 tokens first and then buy more with influence')).toEqual(['buy']);
    expect(conceptTerms('can i throw tg in to buy the tokens').flat()).toContain('spend');
    expect(told('bought one of the medium skinny ships for 2')).toEqual([]);
  });

  it('a planet left empty is one its owner does not have any units on (24.4)', () => {
    expect(conceptTerms('do i still own the planet i left empty').flat()).toContain('not any unit');
  });

  it('where a thing goes is where the rules place it; a move or an order asked is not', () => {
    expect(told('which pools do they go in')).toEqual(['do they go']);
    expect(conceptTerms('how many command tokens do i start with and where do they go').flat()).toContain(tokenize('place')[0]!.term);
    expect(told('where can my ships go')).toEqual([]);
    expect(told('when and after, which goes first')).toEqual([]);
  });

  it('tells an event said twice as one concept', () => {
    const both = conceptTerms('both fleets wiped out each other').filter((alts) => alts.includes('neither player'));
    expect(both).toHaveLength(1);
  });

  it('reads units a newcomer buys, makes or hires as produced, and a spaceship as a ship', () => {
    expect(conceptTerms('how do i buy more ships')[0]).toContain('produc');
    expect(conceptTerms('can i make a carrier at my dock')[0]).toContain('produc');
    expect(conceptTerms('can we hire more soldiers')[0]).toContain('produc');
    // Units already made are no act of producing asked; a deal made names no unit.
    expect(conceptTerms('units made with a card').flat()).not.toContain('produc');
    expect(conceptTerms('can we make a deal').flat()).not.toContain('produc');
    expect(conceptTerms('can the tower hit spaceships').flat()).toContain('ship');
  });

  it('reads what fits in a ship as its capacity, and ships stacked in one place as the ships in a system its fleet pool bounds', () => {
    expect(conceptTerms('how many soldiers fit in the carrier')).toContainEqual(['capacity']);
    expect(conceptTerms('can three fighters squeeze onto a cruiser')).toContainEqual(['capacity']);
    expect(conceptTerms('how many ships can i stack in one hex').flat()).toContain('fleet pool');
    expect(conceptTerms('can i pile my dreads into one system').flat()).toContain('fleet pool');
    // A stack of tokens or cards is no ships in a system.
    expect(conceptTerms('the stack of tokens in one pile').flat()).not.toContain('fleet pool');
  });

  it('reads a planet stolen or grabbed as one whose control is gained', () => {
    expect(conceptTerms('how do i steal his planet')[0]).toContain('gain control');
    expect(conceptTerms('i grabbed an empty planet')).toContainEqual(expect.arrayContaining(['gain control']));
  });

  it('every event says something and maps to words the rules index', () => {
    for (const e of PLAYER_EVENTS) {
      expect(e.said.length).toBeGreaterThan(0);
      expect(e.rules.every((r) => tokenize(r).some((t) => !t.stop))).toBe(true);
    }
  });
});

describe('events told, on the real corpus', () => {
  let searcher: Searcher;
  beforeAll(async () => {
    searcher = (await contentSearch()).searcher;
  }, 120_000);
  const first = (q: string) => searcher.search(q)[0]?.id;
  const top3 = (q: string) => searcher.search(q, { limit: 3 }).map((r) => r.id);

  // Its buildings stay and keep their benefits (EotV: "If you lose control of a region that contains
  // buildings ..."): not the walkthrough's building benefits nor the income rules.
  it.each([
    'empires of the void: an opponent conquered my planet, do my buildings get destroyed',
    'eotv they took my planet, do i keep the income from my city there',
  ])('a planet taken from the player is one he loses control of: %s', (q) => {
    expect(first(q)).toBe('eotv:buildings/buildings-cannot-be-destroyed');
  });

  // Since the questions players ask joined the search (content/asked.json), a rule on a neighbouring
  // case asked in the same words may come first: here 69.7, the speaker token of an eliminated
  // speaker. The rule the event names must still be among the first three.
  // Told by its conditions (another player's ships, none of his own), asked what he can produce: the
  // rule of blockaded units (14.1), not the entry restating the conditions (14).
  it.each([
    'two enemy carriers sit in the system with my space dock and i have no ships there, what can i build',
    'enemy destroyers camp in my home, no ships of mine there, can my dock produce anything',
    'the enemy fleet sits over my dock and i got none there, am i able to make ground forces',
  ])('a dock among enemy ships and none of the player\'s is blockaded (14.1): %s', (q) => {
    expect(first(q)).toBe('lrr:14.1');
  });

  // Table words for the rules' own, one table: the rule each reading finds first.
  it.each([
    // An objective or agenda "turned over" or "turned up" is revealed: 70.2, the speaker reveals a
    // public objective in the status phase; 69.2, he reveals the agenda in the agenda phase.
    ['who turns up the next public objective', 'lrr:70.2'],
    ['at what point does the speaker turn over the agenda', 'lrr:69.2'],
    // A player's "pile" or "stock" of units is his reinforcements, and "every" unit of a kind on the
    // map is all of them: 58.5, a player without units in his reinforcements may remove some to produce.
    ['every destroyer i own is already on the map, none in my pile. how do i build a 9th', 'lrr:58.5'],
    ['no carriers in my stock anymore, can i still build one', 'lrr:58.5'],
    ['every cruiser i have is on the board, can i build one more', 'lrr:58.5'],
    // A turn or action "burned" is used: 21.4, a component action canceled does not use the player's action.
    ['someone sabotaged my action card. does that burn my turn?', 'lrr:21.4'],
    ['my component action got cancelled, did it burn my action', 'lrr:21.4'],
  ])('a table word read as the rules say it: %s -> %s', (q, id) => {
    expect(first(q)).toBe(id);
  });

  // Told by its conditions (no planets, beside his ground forces or docks), not named: elimination (31.1).
  it.each(['they have no planets left and no ground forces, just one carrier, what happens to them', 'i lost all my planets and my infantry but i still have a mech, what now'])(
    'a player left with no planets and no ground forces or docks meets the conditions of elimination (31.1): %s',
    (q) => {
      expect(first(q)).toBe('lrr:31.1');
    },
  );

  // A newcomer asks how to get units in his own verbs: the rules of producing answer (58).
  it.each(['how do i buy more ships', 'how can i make new ships', 'how do you buy a carrier', 'can i buy more fighters'])('units bought or made are produced (58): %s', (q) => {
    expect(top3(q).some((id) => /^lrr:5[89]\b/.test(id))).toBe(true);
  });

  it.each(['how many little soldiers fit in a carrier', 'how many infantry can i cram into one carrier'])('what fits in a ship is its capacity (16.1, the unit card): %s', (q) => {
    expect(top3(q).some((id) => id === 'lrr:16.1' || id === 'units:carrier')).toBe(true);
  });

  it.each(['how many ships can i stack in a single hex', 'is there a limit to how many ships i can pile into one system'])('ships stacked in one place are bounded by the fleet pool (65.2, 34.1): %s', (q) => {
    expect(top3(q).some((id) => id === 'lrr:65.2' || id === 'lrr:34.1')).toBe(true);
  });

  it('"out of the game" is elimination (31)', () => {
    expect(top3('is the blue player out of the game now').some((id) => /^lrr:31\b/.test(id))).toBe(true);
  });

  it('a planet taken is one whose control is gained, its card exhausted (24.1, or 44.5 which says it too)', () => {
    expect(['lrr:24.1', 'lrr:44.5']).toContain(first('i took a planet this turn is it ready for me'));
  });

  it('swapping goods with a player is a transaction (83)', () => {
    expect(first('can i swap my commodities for his trade goods')).toMatch(/^lrr:83\b/);
  });

  it('what a player gives or hands back is returned (70.8), not given in a transaction', () => {
    expect(conceptTerms('do we give back strategy cards')[0]).toEqual(['return']);
    expect(conceptTerms('he handed the card back to me')).toContainEqual(['return']);
    expect(first('do we give back strategy cards before the agenda phase or after')).toBe('lrr:70.8');
  });

  it('a card that goes back to its owner is returned to a player (60.3): the moment of the return answers, not an "owner" said of something else', () => {
    expect(conceptTerms('when do notes go back to their owner')).toContainEqual(['return']);
    expect(conceptTerms('when do notes go back to their owner').flat()).not.toContain('owner');
    expect(first('my note was played on me, when does it go back to the owner')).toBe('lrr:60.3');
    expect(first('does the promissory note return to its owner before or after it resolves')).toBe('lrr:60.3');
  });

  // Among the first ten: questions asked of readying rules ("when do my cards come back") now rank those rules first.
  it('what a player gets back is readied or returned: an exhausted agent', () => {
    expect(searcher.search('my agent was used, how do i get it back').map((r) => r.id)).toContain('pok:leaders');
  });

  it('a card flipped is exhausted, flipped back up readied (32.1, 32.2, 61.1); a unit flipped back is repaired, an objective flipped revealed', () => {
    const rulesTold = (q: string) => eventsTold(words(q)).map((e) => e.rules[0]);
    expect(rulesTold('when does my strat card get flipped back up')).toEqual(['ready']);
    expect(rulesTold('when does the active player flip his strat card')).toEqual(['exhaust']);
    expect(rulesTold('my used agent')).toEqual(['exhaust']);
    expect(rulesTold('when does my dread get flipped back up')).toEqual(['repair']);
    expect(rulesTold('when do we flip the next objective card')).toEqual(['reveal']);
    // The card named before, far from the flip back: still a card readied.
    expect(rulesTold('used my strategy card and flipped it facedown. when does it get flipped back up')).toEqual(['exhaust', 'exhaust', 'ready']);
    expect(rulesTold('i flipped my planet cards face down to pay for stuff, when do they flip back')).toContain('ready');
  });

  // Handling told by any verb that turns a thing (flip, turn, rotate, stand, set): a card turned back
  // up is readied, sideways or upside down exhausted; a piece knocked over or lying down is damaged,
  // stood back up repaired. Paraphrases in words no tuning question used.
  it('a card or a piece turned by any verb: readied or exhausted, damaged or repaired', () => {
    const rulesTold = (q: string) => eventsTold(words(q)).map((e) => e.rules[0]);
    expect(rulesTold('when i turn my planet card face down to pay, when can i turn it back up')).toContain('ready');
    expect(rulesTold('i rotate my planet card sideways to spend it')).toEqual(['exhaust']);
    expect(rulesTold('the strategy card gets turned upside down, when does it go right side up')).toEqual(['exhaust', 'ready']);
    expect(rulesTold('my agent card is face down now, when does it come back face up')).toEqual(['ready']);
    expect(rulesTold('when do my planet cards get turned back over')).toEqual(['ready']);
    expect(rulesTold('my war sun fell over, does it stand back up')).toEqual(['sustain damage', 'repair']);
    expect(rulesTold('my dreadnought is lying down after a hit, when does it get stood up again')).toEqual(['sustain damage', 'repair']);
    expect(rulesTold('ship knocked over, when does it get put back up')).toEqual(['sustain damage', 'repair']);
    expect(rulesTold('when can i set my damaged cruiser upright')).toEqual(['repair']);
    // Action cards and objectives are held or laid facedown, never exhausted.
    expect(rulesTold('are action cards kept face down')).toEqual([]);
  });

  // A strategy card's abilities told as its parts, in words no tuning question used.
  it("a strategy card's parts: its top or main part the primary, its bottom, other or bonus part the secondary", () => {
    const rulesTold = (q: string) => eventsTold(words(q)).map((e) => e.rules.at(-1));
    expect(rulesTold('can i do the bottom half of his card')).toEqual(['secondary']);
    expect(rulesTold('the top part of my strategy card, do i have to do all of it')).toEqual(['primary']);
    expect(rulesTold('others only get the lesser section of the warfare card')).toEqual(['secondary']);
    expect(rulesTold('the extra bit on the leadership card, who can use it')).toEqual(['secondary']);
    expect(rulesTold('is the upper portion of a strat card only for me')).toEqual(['primary']);
    // No card said: a step's second part is no ability.
    expect(rulesTold('the second part of the movement step')).toEqual([]);
  });

  it('a ship tipped over or laid on its side has used Sustain Damage (76.1: "placed on its side"), a hit outside combat too (76.4)', () => {
    expect(told('can i tip my flagship over')).toEqual(['tip my flagship over']);
    expect(told('my dread is on its side already')).toEqual(['on its side']);
    expect(first('can i tip my flagship over when a space cannon hits it')).toBe('lrr:76.4');
    expect(first('his space cannon shot my dreadnought outside of combat, can i tip it over instead of losing it')).toBe('lrr:76.4');
  });

  it('a damaged unit flipped back is repaired (70.7, 76.3)', () => {
    expect(['lrr:70.7', 'lrr:76.3']).toContain(first('how does my damaged flagship get flipped back'));
  });

  it('a damaged unit fixed is repaired (70.7), a retreat called is announced (67.4)', () => {
    expect(told('when do my damaged dreads get fixed')).toEqual(['fixed']);
    expect(told('the bug got fixed')).toEqual([]);
    expect(top3('when do my damaged dreads get fixed')).toContain('lrr:70.7');
    expect(told('when do we call retreats')).toEqual(['call']);
    expect(top3('when do we call retreats, before the dice or after')).toContain('lrr:67.4');
  });

  it('a retreat said is announced (67.4): the step of announcing, not the retreat itself (67.7)', () => {
    expect(told('when do we say retreat')).toEqual(['say']);
    expect(told('what does the card say')).toEqual([]);
    expect(first('when exactly do we say retreat, before rolling dice or after')).toBe('lrr:67.4');
  });

  // A synonym (lib/search/synonyms.ts), tested here beside the card flipped facedown as an event.
  it('a card side typed apart ("face down") is the rules\' joined word: the strategy card is flipped after the secondaries (71.2)', () => {
    expect(first('is my strat card turned face down before or after the others do the secondary')).toBe('lrr:71.2');
  });

  it('players who touch, or sit next to me, are neighbors (51.2: through a wormhole too); a system next to it is adjacent', () => {
    expect(told('we only touch through the alpha wormhole')).toEqual(['touch']);
    expect(told('he is next to me through the beta wormhole')).toEqual(['next to me']);
    expect(told('his fleet is in the system next to it')).toEqual([]);
    expect(top3('he is next to me through the beta wormhole, are we allowed to do transactions')).toContain('lrr:51.2');
  });

  it('fighters beyond what the carriers can hold are over capacity (16.3)', () => {
    expect(first('my fleet has more fighters than my carriers can hold now')).toBe('lrr:16.3');
  });

  it('a PDS that shoots uses its space cannon (66)', () => {
    expect(told('can his pds shoot my ships')).toEqual(['shoot']);
    expect(told('can i shoot twice with my dreadnought')).toEqual([]);
    expect(conceptTerms('pds shots before combat').flat()).toContain(tokenize('space cannon').map((t) => t.term).join(' '));
  });

  it('a PDS against a bombardment is its planetary shield (56), wherever in the question it stands', () => {
    expect(told('his planet has a pds on it, can my dreads bombard his infantry')).toEqual(['pds']);
    expect(told('can his pds shoot my ships')).toEqual(['shoot']);
    expect(conceptTerms('he wants to bombard my planet with his dread but i have a pds there').flat()).toContain(tokenize('planetary shield').map((t) => t.term).join(' '));
    expect(first('he wants to bombard my planet with his dread but i have a pds there')).toBe('lrr:56');
  });

  it('goods given to the player who tells it are what he receives (20.5, 82.6: a commodity received is a trade good)', () => {
    expect(told('he gave me his commodities')).toEqual(['gave me']);
    expect(told('can i give him my commodities')).toEqual(['give']);
    expect(['lrr:20.5', 'lrr:82.6']).toContain(first('he gave me his commodities, are they tg for me or commodities'));
  });

  it('trade goods thrown in toward a cost are spent (82.4), and cannot be spent on votes (8.13)', () => {
    expect(told('can i throw trade goods in for votes')).toEqual(['throw']);
    expect(told('can i throw my fighters in too')).toEqual([]);
    expect(conceptTerms('can i toss my tgs in when voting').flat()).toContain(tokenize('spend')[0]!.term);
    expect(top3('out of planets to exhaust, can i toss my tgs in when voting')).toContain('lrr:8.13');
  });

  it('a hit soaked is canceled by sustain damage (76)', () => {
    expect(first('use a dreadnought to soak a hit')).toMatch(/^lrr:76\b/);
  });

  it('units grabbed on the way are picked up and transported (84)', () => {
    expect(first('carrier grabs fighters on the way')).toMatch(/^lrr:84\b/);
  });

  it('a planet not his "anymore" is one he no longer controls (24.5)', () => {
    expect(first('the planet is not mine anymore')).toBe('lrr:24.5');
  });

  it('strategy cards left over once everyone picked are those not chosen (73.2); "left over" of anything else is not', () => {
    expect(told('two strategy cards are left over')).toEqual(['left over']);
    expect(told('i have 2 infantry left over')).toEqual([]);
    expect(top3('after everyone picked a strategy card some are left over. what are we supposed to put on those')).toContain('lrr:73.2');
  });

  it('a unit all of whose pieces are in play is one the player does not have enough of in his reinforcements (22.4, 58.5)', () => {
    expect(first('we ran out of dreadnought pieces, how do i build another')).toMatch(/^lrr:(58\.5|22\.4)$/);
    expect(first('all five of my dreadnoughts are on the map, i want to produce one more')).toMatch(/^lrr:(58\.5|22\.4)$/);
  });

  it('a player whose turn it is not is not required to be the active player to use space cannon (66.1)', () => {
    expect(top3('can i roll space cannon on someone elses turn')).toContain('lrr:66.1');
  });

  it('infantry left in space by a lost carrier are over capacity (16.3)', () => {
    expect(first('my infantry are floating in space and i lost the carrier')).toBe('lrr:16.3');
  });

  it('a player who keeps going after everyone else passed performs consecutive actions (3.3)', () => {
    expect(first('everybody else already passed, can i just keep taking turns')).toBe('lrr:3.3');
  });

  it('a player forced to do what he agreed for trade goods is in a binding deal (27.3)', () => {
    expect(first("he said he'd play sabotage on my enemys card if i give him 3 tg, is he forced to do it")).toBe('lrr:27.3');
  });

  it('players across the map are not neighbors (51)', () => {
    expect(top3('trade with a player across the map').slice(0, 3).some((id) => /^lrr:(51|83)\b/.test(id))).toBe(true);
    expect(searcher.search('trade with a player across the map', { limit: 5 }).some((r) => /^lrr:51\b/.test(r.id))).toBe(true);
  });

  it('units sitting, parked or camping in a system are what it contains (49.4: no moving through one that contains his ships)', () => {
    expect(told('a lone enemy fighter sits between my dreads and the target system')).toEqual(['sits']);
    expect(told('can infantry just sit in space with no ship')).toEqual(['in space']);
    expect(told('now im sitting on 8 action cards')).toEqual([]);
    expect(first('some guy parked a cruiser between my home and the system i want, can i go past it with my destroyers')).toBe('lrr:49.4');
    expect(first('a lone enemy fighter sits between my dreads and the target system, can they fly through')).toBe('lrr:49.4');
  });

  it('fighters or ground forces that need a carrier ask of the capacity that keeps them in space (16.2)', () => {
    expect(told('does infantry need a ship to stay in space')).toEqual(['need a ship', 'in space']);
    // A ship that needs one is no cargo asking.
    expect(told('i need a carrier to win this fight')).toEqual([]);
    expect(first('does infantry need a ship to stay in space')).toBe('lrr:16.2');
    expect(top3('do my fighters require a carrier in the system')).toContain('lrr:16.2');
  });

  it('units already on the board, asked beside an upgrade, ask of the upgrade\'s reach (86.4)', () => {
    expect(told('got war sun 2, do my war suns already on the table get it')).toEqual(['already on the table']);
    // Without an upgrade beside them, units on the board are where they stand.
    expect(told('my ships already on the board, can they move')).toEqual([]);
    expect(first('does the upgrade apply to units already on the map')).toBe('lrr:86.4');
    expect(top3('got war sun 2, do my war suns already on the table get it')).toContain('lrr:86.4');
    expect(top3('i researched fighter 2, do my existing fighters upgrade')).toContain('lrr:86.4');
  });

  it('a score of two equal counts, or an equality of votes or points, is a tie (8.19, 87.8); a rate, a count of units or an equal number of anything else is not', () => {
    expect(told('votes on the agenda finished 9 to 9, now what')).toEqual(['9 to 9']);
    expect(told('the votes were 6-6')).toEqual(['6 6']);
    expect(told('can i trade commodities 1 to 1')).toEqual([]);
    expect(told('2 to 2 infantry, who wins the invasion')).toEqual([]);
    expect(first('votes on the agenda finished 9 to 9, now what')).toBe('lrr:8.19');
    expect(first('final votes 5 vs 5')).toBe('lrr:8.19');
    // Told as an equality of votes or points, not of anything else.
    expect(told('the two outcomes got the same number of votes')).toEqual(['same number']);
    expect(first('both outcomes ended on an equal amount of votes, who chooses')).toBe('lrr:8.19');
    expect(told('the vote was deadlocked')).toEqual(['deadlocked']);
    expect(first('we both finished on the same number of points, who wins')).toBe('lrr:87.8');
    expect(told('same number of dice as ships')).toEqual([]);
    // Said of the counts themselves: votes that "are even", "equal votes", points that "were equal".
    expect(told('when votes are even who picks the winner')).toEqual(['are even']);
    expect(told('is it even possible to vote twice')).toEqual([]);
    const equalities = [
      ['when votes are even who picks the winner', 'lrr:8.19'],
      ['equal votes for and against, do we vote again', 'lrr:8.19'],
      ['points were equal at the end who wins', 'lrr:87.8'],
    ] as const;
    for (const [q, id] of equalities) expect(first(q), q).toBe(id);
  });

  it('what a player holds "is full" or "maxed out" is at its limit, which the rules state (81.3: "cannot have more than")', () => {
    expect(told('my commodities are full and i play trade, what do i get')).toEqual(['are full']);
    expect(told('commodities maxed out, what now')).toEqual(['maxed out']);
    expect(first('my commodities are full and i play trade, what do i get')).toBe('lrr:81.3');
  });

  it('"sd" is Sustain Damage said of hits or of a unit that has it, the space dock said of building (76, 68)', () => {
    const sdRead = (q: string) => conceptTerms(q).find((c) => c.includes('sd'));
    expect(sdRead('does sd work on afb hits')).toContain(terms('sustain damage').join(' '));
    expect(sdRead('build a dread at my sd')).toContain(terms('space dock').join(' '));
    expect(first('does sd work on afb hits')).toBe('lrr:76.4');
    expect(first('how many units can my sd produce')).toBe('units:space-dock');
  });

  it('what is "handed over" is given (83.2), not the hand cards are held in', () => {
    expect(told('how much stuff can each side hand over')).toEqual(['hand over']);
    expect(conceptTerms('how much stuff can each side hand over').flat()).toContain(terms('give').join(' '));
    expect(conceptTerms('how much stuff can each side hand over').flat()).not.toContain(terms('hand').join(' '));
    expect(told('how many cards in my hand')).toEqual([]);
  });

  it('ships "stuck" where they are cannot move (49.4)', () => {
    expect(told('are my ships stuck there')).toEqual(['stuck']);
    expect(told('i am stuck on this rule')).toEqual([]);
    expect(first('his ships are stuck in that system because of my command token')).toBe('lrr:49.4');
  });

  it('a planet his ground forces all left, or none stand on, is one he does not have any units on (24.4, 24.5)', () => {
    expect(told('moved all my troops off the planet to attack somewhere else')).toEqual(['all my troops off']);
    expect(told('theres no infantry on my planet')).toEqual(['no infantry on my']);
    expect(told('a carrier with no infantry on board flew to the planet')).toEqual([]);
    expect(told('the planet i landed on had no troops')).toEqual([]);
    expect(top3('i moved all my troops off the planet to attack somewhere else, is it still mine')).toEqual(expect.arrayContaining(['lrr:24.4']));
    expect(first('nothing is on my planet anymore, is it still mine')).toMatch(/^lrr:24\.[45]$/);
  });

  it('an opponent whose ships were all destroyed has no ships left (67.7: the retreat announced does not occur)', () => {
    expect(told('then i destroyed all his ships')).toEqual(['destroyed all his ships']);
    expect(told('my dice killed his last ship')).toEqual(['killed his last ship']);
    expect(told('i destroyed all his infantry')).toEqual([]);
    expect(top3('i declared a retreat, then destroyed all his ships in the same round, do my ships still retreat')).toContain('lrr:67.7');
  });

  it('what fits in or on a ship is its cargo: the capacity (16.1), not what fits in a system', () => {
    expect(told('how many soldiers fit in the carrier')).toEqual(['fit in the']);
    expect(told('do 3 fighters fit on my dread')).toEqual(['fit on my']);
    expect(told('how many ships fit in one system')).toEqual([]);
    for (const q of ['how many soldiers fit in the carrier', 'how many troops fit into one carrier', 'do 3 fighters fit on my dread']) expect(first(q), q).toBe('lrr:16.1');
    expect(first('how many ships fit in one system')).toBe('lrr:65.2');
  });

  it('cargo counted per ship is its capacity, and a limit asked of it the number its card prints', () => {
    expect(told('max fighters per carrier')).toEqual(['fighters per']);
    expect(told('fighters per player')).toEqual([]);
    const cards = { 'max fighters per carrier': 'units:carrier', 'limit of fighters per carrier': 'units:carrier', 'how many infantry per carrier': 'units:carrier', 'max troops per dread': 'units:dreadnought' };
    for (const [q, card] of Object.entries(cards)) expect(first(q), q).toBe(card);
  });

  it('the plastic pieces asked per colour, no unit named, are what each colour comes with (85.2)', () => {
    expect(told('plastic pieces per color')).toEqual(['per color']);
    expect(told('score per color')).toEqual([]);
    for (const q of ['plastic pieces per color', 'models per colour', 'what pieces come in each color']) expect(first(q), q).toBe('lrr:85.2');
  });

  it('to follow a strategy card is to resolve its secondary ability (19.5), said of a card only', () => {
    expect(told('how many tokens to follow a strategy card')).toEqual(['follow a']);
    expect(told('follow warfare secondary')).toEqual([]);
    expect(told('resolve the following steps of the card')).toEqual([]);
    for (const q of ['how many tokens to follow a strategy card', 'how many command tokens to follow a sc']) expect(top3(q), q).toContain('lrr:19.5');
    expect(first('tokens needed to follow another players strategy card')).toBe('lrr:19.5');
  });
});

describe('a player keeping out of a vote by choice abstains', () => {
  // [question in words of our own, 8.14: "A player may choose to abstain by not casting any votes"]
  it.each([
    ['i say nothing on this agenda, is that ok', 'lrr:8.14'],
    ['agenda i dont like, can i sit out the vote', 'lrr:8.14'],
    ['can i just not vote on an agenda', 'lrr:8.14'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});

describe("a unit's value asked also after its upgrade is its card's", () => {
  // [question in words of our own, the unit card stating both levels]
  it.each([
    ['how much is the capacity of a carrier and after the upgrade', 'units:carrier'],
    ['move of cruiser is how much, and after upgrade?', 'units:cruiser'],
    ['combat value of destroyer, and after upgrade?', 'units:destroyer'],
    ['fighter combat value, after the upgrade how much', 'units:fighter'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});
