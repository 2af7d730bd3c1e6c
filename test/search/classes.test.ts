/**
 * One test per failure class of the ranking (issue 10): each builds the smallest corpus where the
 * class decides the order, with the item that must win placed last (corpus order breaks ties).
 */
import { describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { searcherFor } from '@/lib/search/engine';
import { parseQuery, withNegations } from '@/lib/search/query';
import { terms } from '@/lib/search/text';
import { splitUnitLevel } from '@/lib/search/unit-card';
import { firstOnRules, item } from './corpus';

const top = (corpus: Item[], q: string) => searcherFor(corpus).search(q)[0]?.id;

describe('ranking classes', () => {
  it('a word of a typed phrase finds only its share of the phrase', () => {
    // "fighter" alone is a third of "anti-fighter barrage": the item with the whole phrase wins.
    const corpus = [
      item({ id: 'destroyer', kind: 'entry', title: 'Destroyer', text: 'A destroyer is a ship that is good against fighters.' }),
      item({ id: 'afb', title: 'Space Combat', text: 'In the first round, each destroyer rolls anti-fighter barrage dice.' }),
    ];
    expect(top(corpus, 'destroyer anti fighter barrage')).toBe('afb');
  });

  it('a word of a synonym phrase is not the synonym: "no" is not "no more than"', () => {
    const corpus = [
      item({ id: 'none', kind: 'entry', title: 'Fighters', text: 'A player with no fighters cannot use this.' }),
      item({ id: 'limit', title: 'Capacity', text: 'Capacity is the maximum number of fighters a ship transports.' }),
    ];
    expect(top(corpus, 'max fighters')).toBe('limit');
  });

  it('"a second X" states a count of two of X: it answers "how many X" as "two X" would', () => {
    const corpus = [
      item({ id: 'none', title: 'Agenda Phase', text: 'Players vote on the agenda during the agenda phase.' }),
      item({ id: 'second', title: 'Agenda Phase', text: 'Players repeat the first step for a second agenda.' }),
    ];
    expect(top(corpus, 'how many agendas in an agenda phase')).toBe('second');
  });

  it('"how many" asks for a limit, not for the word "many"', () => {
    const corpus = [
      // Not "as many votes as he wishes": that states there is no limit (test/search/quantity.test.ts).
      item({ id: 'many', title: 'Votes', text: 'Many players cast votes for an outcome.' }),
      item({ id: 'limit', title: 'Agenda', text: 'A player can cast up to three votes.' }),
    ];
    expect(top(corpus, 'how many votes')).toBe('limit');
  });

  it('an irregular form finds its base word: "built" finds "build" and its synonym "produce"', () => {
    const corpus = [
      item({ id: 'ships', kind: 'entry', title: 'Ships', text: 'Ships were placed on the board at setup.' }),
      item({ id: 'production', title: 'Production', text: 'A player produces ships in the active system.' }),
    ];
    expect(top(corpus, 'where do newly built ships go')).toBe('production');
  });

  it('a limit is not "the most": "most technology cards" says nothing of how many', () => {
    const corpus = [
      item({ id: 'most', kind: 'entry', title: 'Technology', text: 'Most technology cards have prerequisites.' }),
      item({ id: 'limit', title: 'Research', text: 'A player can research up to two technology cards.' }),
    ];
    expect(top(corpus, 'how many technology cards')).toBe('limit');
  });

  it('two words of one synonym group are one concept: "limit how many" asks for one limit', () => {
    const parsed = parseQuery('production limit how many units');
    expect(parsed.kind === 'words' && parsed.concepts.map((c) => c.alternatives[0]!.words.join(' '))).toEqual(['production', 'limit', 'units']);
    expect(parseQuery('max limit').kind === 'words' && (parseQuery('max limit') as { concepts: unknown[] }).concepts).toHaveLength(1);
  });

  it('"how much" with a price asks the price, not a limit ("how much does a fighter cost"); without one, a limit', () => {
    const asksLimit = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' && parsed.concepts.some((c) => c.alternatives.some((a) => a.terms.join(' ') === 'maximum'));
    };
    expect(asksLimit('how much does a fighter cost to build')).toBe(false);
    expect(asksLimit('how much influence do i pay to remove the custodians')).toBe(false);
    expect(asksLimit('how much trade goods can i hold')).toBe(true);
  });

  it('the words a question is wrapped in count toward a story, a "get" ending it (its own verb) does not', () => {
    const wrapping = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? (parsed.wrapping ?? 0) : -1;
    };
    expect(wrapping('i want to move through a nebula')).toBe(1);
    expect(wrapping('how many mechs does each player get')).toBe(0);
    expect(wrapping('i got hit, is that a problem')).toBe(2);
    expect(wrapping('when does my dread get repaired')).toBe(1);
  });

  it('words of the query standing near each other, in any order, lift an item', () => {
    // Same title, same words: only 'primary ability ... Diplomacy' standing together tells them apart.
    const corpus = [
      item({ id: 'when', title: 'Diplomacy', text: 'If the active player has the Diplomacy strategy card, he can perform a strategic action to resolve its primary ability.' }),
      item({ id: 'what', title: 'Diplomacy', text: 'To resolve the primary ability on the Diplomacy strategy card, the active player chooses a system that contains a planet he controls, other than the Mecatol Rex system.' }),
    ];
    expect(top(corpus, 'diplomacy primary ability')).toBe('what');
  });

  it('a query that only names an entry finds the entry, before its rules', () => {
    const corpus = [
      item({ id: 'lrr:51.1', number: '51.1', parent: 'lrr:51', title: 'Neighbors', text: 'Neighbors can trade.' }),
      item({ id: 'lrr:51', kind: 'entry', number: '51', title: 'Neighbors', text: 'Two players are neighbors if they both have a unit or control a planet in the same system, or in adjacent systems.' }),
    ];
    expect(top(corpus, 'neighbours')).toBe('lrr:51');
    // With more words than the title, the rule that says them comes first.
    expect(top(corpus, 'neighbors trade')).toBe('lrr:51.1');
  });

  it('a word finds its derived forms in a text: "limit" finds "limitless"', () => {
    const corpus = [
      item({ id: 'fleet', title: 'Fleet Pool', text: 'The fleet pool sets a limit on ships.' }),
      item({ id: 'roll', kind: 'entry', title: 'Dice', text: 'Players roll dice in combat.' }),
      item({ id: 'components', title: 'Component Limitations', text: 'Dice are limitless: roll again.' }),
    ];
    expect(top(corpus, 'limit on dice')).toBe('components');
  });

  it('a synonym phrase whose sense holds a stopword is found only whole: "up to" is not "pick up"', () => {
    const corpus = [
      item({ id: 'pick', kind: 'entry', title: 'Transport', text: 'Ships pick up ground forces as they move.' }),
      item({ id: 'limit', title: 'Capacity', text: 'A carrier transports up to four ground forces.' }),
    ];
    expect(top(corpus, 'max ground forces transport')).toBe('limit');
  });

  it('a synonym phrase whose sense holds a stopword is that phrase only as typed whole: "the next agenda" is not "next to"', () => {
    const corpus = [
      item({ id: 'adjacent', title: 'Movement', text: 'Ships move to an adjacent system before the agenda.' }),
      item({ id: 'next', title: 'Agenda Phase', text: 'The next agenda is revealed.' }),
    ];
    expect(parseQuery('the next agenda')).toMatchObject({ kind: 'words', concepts: [{ alternatives: [{ terms: ['next'] }] }, {}] });
    expect(top(corpus, 'the next agenda')).toBe('next');
    // Typed whole, it is the rules' word.
    expect(top(corpus, 'the system next to mine')).toBe('adjacent');
  });

  it('a count in a question asks for the limit the rules state: "can i have 8" finds "a maximum of seven"', () => {
    const corpus = [
      item({ id: 'other', kind: 'entry', title: 'Action Cards', text: 'A player draws action cards from the action card deck.' }),
      item({ id: 'limit', title: 'Hand', text: 'A player can have a maximum of seven action cards.' }),
    ];
    expect(top(corpus, 'can i have 8 action cards')).toBe('limit');
    expect(top(corpus, 'hand cap action cards')).toBe('limit');
    // "one" before a word is an article: "in one system" is "in a system".
    const article = [
      item({ id: 'one', kind: 'entry', title: 'Movement', text: 'A player moves ships into one system, up to the limit of his fleet.' }),
      item({ id: 'limit', title: 'Ships', text: 'A player can have a maximum of three ships in a system.' }),
    ];
    expect(top(article, 'max ships in one system')).toBe('limit');
  });

  it('an entry that only says what its subject is has no edge over its rules when the query asks something else', () => {
    const corpus = [
      item({ id: 'entry', kind: 'entry', title: 'Supernova', text: 'A supernova is an anomaly that affects movement.' }),
      item({ id: 'rule', title: 'Supernova', text: 'A ship cannot move through or into a supernova.' }),
    ];
    expect(top(corpus, 'can a war sun move into the supernova')).toBe('rule');
    // Asked what it is, the entry says.
    expect(top(corpus, 'what is a supernova')).toBe('entry');
  });

  it('"his", "her", "their" thing is another player\'s: the rule of other players\' things beats the rule of one\'s own', () => {
    const corpus = [
      item({ id: 'own', title: 'Active System', text: 'A player cannot activate a system that already contains one of his command tokens.' }),
      item({ id: 'other', title: 'Active System', text: "A player can activate a system that contains command tokens that match other players' factions." }),
    ];
    expect(top(corpus, 'his command token is in the system i want, can i activate it')).toBe('other');
  });

  it('a count typed as an ordinal is a count: "my 8th action card" finds "a maximum of seven"', () => {
    const corpus = [
      item({ id: 'draw', title: 'Action Cards', text: 'Each player draws one action card during each status phase.' }),
      item({ id: 'limit', title: 'Action Cards', text: 'Each player can have a maximum of seven action cards in his hand at any time. If a player ever has more than seven action cards, he must choose which seven cards to keep and discard the rest.' }),
    ];
    expect(top(corpus, 'just drew my 8th action card')).toBe('limit');
  });

  it('"how many" is answered by a count in digits, never by a step number or an initiative value', () => {
    const corpus = [
      item({ id: 'value', kind: 'entry', title: 'Trade', text: 'The Trade strategy card gives trade goods. This card\'s initiative value is "5."' }),
      item({ id: 'step', title: 'Trade', text: 'STEP 2-REPLENISH: the active player takes trade goods and commodities.' }),
      item({ id: 'count', title: 'Trade', text: 'STEP 1-The active player gains 3 trade goods from the supply and places them in the trade good area of his command sheet.' }),
    ];
    expect(top(corpus, 'how many trade goods')).toBe('count');
    expect(top(corpus, 'how much trade goods')).toBe('count');
  });

  it('"when does X happen" asks for the moment: the rule that states it beats siblings that say none', () => {
    const corpus = [
      item({ id: 'lead', kind: 'entry', title: 'Rerolls', text: 'Some game effects instruct a player to reroll dice.' }),
      item({ id: 'result', title: 'Rerolls', text: 'When a die is rerolled, its new result is used.' }),
      item({ id: 'moment', title: 'Rerolls', text: 'Rerolls must occur immediately after rolling the dice, before other abilities are resolved.' }),
    ];
    expect(top(corpus, 'when do rerolls happen')).toBe('moment');
    // "X when Y" states the moment of X; an opening "When X, ..." states what follows from it.
    const eliminated = [
      item({ id: 'lead', kind: 'entry', title: 'Elimination', text: 'A player who is eliminated is no longer part of the game.' }),
      item({ id: 'after', title: 'Elimination', text: 'When a player is eliminated, his action cards are discarded.' }),
      item({ id: 'moment', title: 'Elimination', text: 'A player is eliminated when he has no ground forces, no unit with Production and no planets.' }),
    ];
    expect(top(eliminated, 'when is a player eliminated')).toBe('moment');
  });

  it('"when can i play X" asks when the player may act: the rule stating the card\'s timing, in the rules\' verb, beats one that merely says a moment', () => {
    const actionCards = [
      item({ id: 'lead', kind: 'entry', title: 'Action Cards', text: 'Action cards provide players with abilities.' }),
      item({ id: 'hidden', title: 'Action Cards', text: "A player's action cards remain hidden from other players until they are played." }),
      item({
        id: 'timing',
        title: 'Action Cards',
        text: "The first paragraph of each action card is presented in bold text and describes the timing of when that card's ability can be resolved. Multiple action cards with the same name cannot be played in a single window.",
      }),
    ];
    expect(top(actionCards, 'when can i play action cards')).toBe('timing');
    // A card is played, its ability resolved: the rule in the rules' verb answers.
    const notes = [
      item({ id: 'own', title: 'Promissory Notes', text: 'A player cannot play his own promissory notes; they are traded to other players.' }),
      item({ id: 'returned', title: 'Promissory Notes', text: 'Promissory notes that are returned to a player are returned after their abilities have been resolved.' }),
      item({ id: 'timing', title: 'Promissory Notes', text: 'Each promissory note contains timing text and ability text. A player can resolve any promissory note he has by following the text on the card.' }),
    ];
    expect(top(notes, 'when can i play a promissory note')).toBe('timing');
    // A question for a moment of the game is no question of when to act: "timing" does not answer it.
    const asked = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.filter((c) => c.asked).flatMap((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
    };
    const timing = terms('timing').join(' ');
    expect(asked('when can i play action cards')).toContain(timing);
    expect(asked('when does the game end')).not.toContain(timing);
    expect(asked('when does the game end')).toContain('after');
  });

  it('an entry whose opening lists its parts answers a query naming it and what the list counts', () => {
    const corpus = [
      item({ id: 'lrr:36', number: '36', kind: 'entry', title: 'Game Round', text: 'A game round consists of the following four phases:\n1. Strategy Phase\n2. Action Phase\n3. Status Phase\n4. Agenda Phase' }),
      item({ id: 'lrr:36.1', number: '36.1', parent: 'lrr:36', title: 'Game Round', text: 'Players skip the agenda phase early in the game.' }),
      item({
        id: 'lrr:36.3',
        number: '36.3',
        parent: 'lrr:36',
        title: 'Game Round',
        text: "Abilities that last until the end of a player's turn do not persist into the other phases of that game round.",
      }),
    ];
    expect(top(corpus, 'phases of a game round')).toBe('lrr:36');
    // A detail the list does not name is a rule's.
    expect(top(corpus, 'game round abilities persist')).toBe('lrr:36.3');
  });

  it('a query that asks what a timing word means keeps the word and finds the rule defining it', () => {
    const corpus = [
      item({ id: 'deck', title: 'Action Cards', text: 'Cards are drawn from the deck.' }),
      item({ id: 'cards', title: 'Action Cards', text: 'A card means exactly what it says; resolve a card, then discard it.' }),
      item({ id: 'then', title: 'Abilities', text: 'If an ability uses the word "then," a player must resolve the effect before the word "then."' }),
    ];
    expect(top(corpus, 'what does then mean on a card')).toBe('then');
    const priority = [
      item({ id: 'after', kind: 'entry', title: 'Combat', text: 'After combat, abilities are resolved first in initiative order.' }),
      item({ id: 'when', title: 'Abilities', text: 'Effects that occur "when" an event happens take priority over effects that occur "after" an event happens.' }),
    ];
    expect(top(priority, 'when or after which resolves first')).toBe('when');
  });

  it('a unit\'s name with what its card prints finds the unit\'s stats item, before rules that mention the unit', () => {
    const corpus = [
      item({ id: 'tokens', kind: 'entry', title: 'Infantry Tokens', text: 'Infantry tokens come in values of one and three; they fight in ground combat.' }),
      item({ id: 'units:infantry', kind: 'unit', source: 'ti4-units', title: 'Infantry', text: 'Infantry: cost 1 for 2 infantry; combat 8.\nInfantry II: cost 1 for 2 infantry; combat 7.' }),
    ];
    expect(top(corpus, 'inf combat value')).toBe('units:infantry');
    // A count before a unit counts units: "2 space docks" is not "Space Dock II".
    const docks = [
      item({ id: 'units:space-dock', kind: 'unit', source: 'ti4-units', title: 'Space Dock', text: 'Space Dock: production 2.\nSpace Dock II: production 4 on its planet.' }),
      item({ id: 'limit', title: 'Space Dock', text: 'Each planet can have a maximum of one space dock.' }),
    ];
    expect(top(docks, '2 space docks same planet')).toBe('limit');
    expect(top(docks, 'space dock 2 production')).toBe('units:space-dock');
    // A unit's level is a part of its name, not one more thing told: five words are no story here.
    const pds = [
      item({ id: 'units:pds', kind: 'unit', source: 'ti4-units', title: 'PDS', text: 'PDS: Planetary Shield; Space Cannon 6.\nPDS II: Planetary Shield; Space Cannon 5.' }),
      item({ id: 'roll', title: 'Space Cannon: Roll Dice', text: 'The player rolls dice for each of his units that has the "Space Cannon" ability; a hit is produced for each result equal to or greater than the unit\'s space cannon value. PDS units have this ability.' }),
    ];
    expect(top(pds, 'pds 2 space cannon value')).toBe('units:pds');
  });

  it('a strategy card\'s secondary is the rule "after the active player resolves the primary ability ..., each other player"', () => {
    const corpus = [
      item({ id: 'lrr:23', number: '23', kind: 'entry', title: 'Construction', text: 'The "Construction" strategy card allows players to place structures.' }),
      item({ id: 'lrr:23.1', number: '23.1', parent: 'lrr:23', title: 'Construction', text: 'A player can use the "Construction" primary ability as a strategic action.' }),
      item({ id: 'lrr:23.2', number: '23.2', parent: 'lrr:23', title: 'Construction', text: 'To resolve the primary ability on the "Construction" strategy card, the active player may place one PDS or one space dock on a planet he controls.' }),
      item({ id: 'lrr:23.3', number: '23.3', parent: 'lrr:23', title: 'Construction', text: 'After the active player resolves the primary ability of the "Construction" strategy card, each other player may place one PDS or one space dock.' }),
    ];
    expect(top(corpus, 'construction secondary what can i place')).toBe('lrr:23.3');
    // "primary" in the secondary's rule only says when; the rule stating what the primary does answers.
    expect(top(corpus.slice(0, 2).concat(corpus[3]!, corpus[2]!), 'construction primary ability')).toBe('lrr:23.2');
  });

  it('table words find the rules\' words: runs out, wins, with no, infantry, owner', () => {
    const corpus = [
      item({ id: 'lead', kind: 'entry', title: 'Ground Combat', text: 'Players with ground forces on a planet fight a ground combat; a deck of cards is drawn.' }),
      item({ id: 'depleted', title: 'Cards', text: 'When a deck is depleted, shuffle its discard pile.' }),
      item({ id: 'winner', title: 'Ground Combat', text: 'The player with ground forces remaining is the winner of the combat.' }),
      item({ id: 'not', title: 'Fighter Tokens', text: 'A fighter token in a system that does not contain a plastic fighter is replaced.' }),
      item({ id: 'forces', title: 'Transport', text: 'Ground forces are on planets or transported by ships.' }),
      item({ id: 'control', title: 'Attach', text: 'If a player gains control of a planet, the attached card stays with it.' }),
    ];
    expect(top(corpus, 'deck runs out')).toBe('depleted');
    expect(top(corpus, 'who wins ground combat')).toBe('winner');
    expect(top(corpus, 'fighter token with no plastic fighter')).toBe('not');
    expect(top(corpus, 'infantry on planets or transported')).toBe('forces');
    expect(top(corpus, 'attached card new owner')).toBe('control');
    const more = [
      item({ id: 'one', title: 'Technology', text: 'He may spend four resources to research one technology.' }),
      item({ id: 'additional', title: 'Technology', text: 'He may spend six resources to research one additional technology.' }),
      item({ id: 'errata', kind: 'errata', source: 'ti4-faq', title: 'Trade Policy', text: 'Exhaust this card when 1 or more of your units use Production to swap the resource value of one of your planets with its influence value.' }),
      item({ id: 'exhausted', title: 'Exhausted', text: 'A player cannot resolve the abilities of an exhausted card.' }),
    ];
    expect(top(more, 'research a second tech')).toBe('additional');
    expect(top(more, 'use an exhausted card')).toBe('exhausted');
  });

  it("a combat's roles in the player's verbs find the rules' nouns: lost, attacked, defending", () => {
    // Each pair: the player's verb said in passing, and the rule naming the role.
    const corpus = [
      item({ id: 'lose', title: 'Tokens', text: 'Players lose nothing in combat by choosing to retreat.' }),
      item({ id: 'loser', title: 'Combat', text: 'The loser of the combat retreats.' }),
      item({ id: 'attack', title: 'Movement', text: 'Ships that attack in any order roll dice first, then move.' }),
      item({ id: 'attacker', title: 'Combat', text: 'The attacker rolls dice first.' }),
      item({ id: 'defend', title: 'Planets', text: 'Planets defend themselves; a nebula roll is made.' }),
      item({ id: 'defender', title: 'Nebula', text: 'In a nebula, the defender applies +1 to each roll.' }),
    ];
    expect(top(corpus, 'i lost the combat do i have to retreat')).toBe('loser');
    expect(top(corpus, 'i attacked him who rolls first')).toBe('attacker');
    expect(top(corpus, 'defending in a nebula roll')).toBe('defender');
  });

  it('a trade with a player is a transaction: "trade with" finds the rules\' word, not the Trade card', () => {
    // "trade" alone is the strategy card or its goods; with a player it is a transaction.
    const goods = ['A player spends trade goods as resources.', 'Trade goods can be spent as influence.', 'Commodities become trade goods when given.'].map((text, i) =>
      item({ id: `goods-${i}`, title: `Trade Goods ${i}`, text }),
    );
    const corpus = [
      ...goods,
      item({ id: 'card', title: 'Strategy Cards', text: 'The Trade card gives trade goods to its owner; a neighbor may follow.' }),
      item({ id: 'transaction', title: 'Transactions', text: 'A player may resolve one transaction with each of his neighbors.' }),
    ];
    expect(top(corpus, 'can i make a trade with my neighbor')).toBe('transaction');
    expect(top(corpus, 'i want to trade with my neighbor')).toBe('transaction');
  });

  it('the words a question is wrapped in ("i want to") name nothing: rare in the rules, they do not carry a situation', () => {
    // "want" is in one item; "nebula" in several, "ships" and "round" in most.
    const filler = Array.from({ length: 8 }, (_, i) =>
      item({ id: `f${i}`, title: `Other ${i}`, text: ['Ships act each round.', 'A round has ships in a nebula.', 'Ships leave in a round.', 'Players use ships each round.'][i % 4]! }),
    );
    const corpus = [
      ...filler,
      item({ id: 'want', title: 'Retreat', text: 'A player who wants to retreat his ships announces it this round.' }),
      item({ id: 'nebula', title: 'Anomalies', text: 'Ships in a nebula can retreat this round.' }),
    ];
    expect(top(corpus, 'i want to retreat my ships from the nebula this round')).toBe('nebula');
    // Said alone, the word is searched.
    expect(top(corpus, 'want')).toBe('want');
  });

  it('a ship flying "past" a system moves through it', () => {
    const corpus = [
      item({ id: 'anomaly', title: 'Asteroid Field', text: 'An asteroid field slows a ship.' }),
      item({ id: 'through', title: 'Asteroid Field', text: 'A ship cannot move through an asteroid field, whatever its move value, and neither can the units it transports.' }),
    ];
    expect(top(corpus, 'ship past asteroid field')).toBe('through');
  });

  it('a misspelled word is corrected with its synonyms: "oponent" finds "another player"', () => {
    const corpus = [
      item({ id: 'past', title: 'Speed', text: 'Ships move past systems.' }),
      item({ id: 'dice', title: 'Dice', text: 'The opponent rolls dice.' }),
      item({ id: 'other', title: 'Blockade', text: 'Ships cannot move through ships of another player.' }),
    ];
    expect(top(corpus, 'oponent ships')).toBe('other');
  });

  it('a bare limit question asks what a player can have: "can have up to three" beats "a maximum of one ... each phase"', () => {
    const corpus = [
      item({ id: 'scoring', title: 'Objectives', text: 'A player can score a maximum of one public objective and one secret objective during each status phase.' }),
      item({ id: 'holding', title: 'Objectives', text: 'Each player can have up to three total scored and unscored secret objectives.\nIf a player draws a secret objective and has more than three, he must choose one of his unscored secret objectives and return it to the deck. Then, he shuffles the secret objective deck.' }),
    ];
    expect(top(corpus, 'max secret objectives')).toBe('holding');
    expect(top(corpus, 'can i have 4 secret objectives')).toBe('holding');
  });

  it('"when does X happen": the verb is no word of the answer', () => {
    const corpus = [
      item({ id: 'other', title: 'Space Combat', text: 'If an ability occurs before combat, it occurs immediately before the anti-fighter barrage step.' }),
      item({ id: 'afb', kind: 'entry', title: 'Anti-Fighter Barrage', text: 'During the anti-fighter barrage step of the first round of space combat, units with this ability roll dice.' }),
    ];
    expect(top(corpus, 'when does afb happen')).toBe('afb');
    // Nor are its other forms, or "in the game": every moment is one of the game.
    const words = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.filter((c) => !c.asked).map((c) => c.alternatives[0]!.words.join(' ')) : [];
    };
    expect(words('when does the status phase start happening in the game')).toEqual(words('when does the status phase start'));
  });

  it.each(['explain ground forces', 'ground forces rules', 'rules for ground forces', 'tell me about ground forces'])(
    '%j asks for the topic: its entry, not a rule that also says "rules" or "explains"',
    (q) => {
      const corpus = [
        item({ id: 'other', title: 'Custodians Token', text: 'Units move there following normal rules, which this card explains; ground forces cannot land.' }),
        item({ id: 'entry', kind: 'entry', title: 'Ground Forces', text: 'A ground force is a type of unit. All infantry units are ground forces.' }),
      ];
      expect(top(corpus, q)).toBe('entry');
    },
  );

  it('"when do i X": the named step of a procedure that does X states its moment, not a rule of how X is done', () => {
    // The step's place in the invasion is when bombardment happens; the sibling rule only says how.
    const corpus = [
      item({ id: 'how', title: 'Bombardment', text: 'A player declares which planet a unit bombards before making a bombardment roll.' }),
      item({ id: 'step', title: 'Invasion: Bombardment', text: 'STEP 1-BOMBARDMENT: The active player may use the bombardment ability of his units in the active system.' }),
    ];
    expect(top(corpus, 'when do i bombard')).toBe('step');
    // Not asked for a moment, the rule of how wins as before.
    expect(top(corpus, 'bombard planet roll')).toBe('how');
  });

  it('"when does X start": an entry whose timing word only introduces X ("During the status phase, ...") states no moment of it', () => {
    const corpus = [
      item({ id: 'opening', kind: 'entry', title: 'Status Phase', text: 'During the status phase, players score objectives and ready their cards.' }),
      item({ id: 'moment', title: 'Status Phase', text: 'The status phase is performed after the last player passes in the action phase. Players resolve each step of the status phase in order.' }),
    ];
    expect(top(corpus, 'when does the status phase begin')).toBe('moment');
  });

  it('what "comes back" is returned or readied: "when does my exhausted card come back" finds the rule that readies it', () => {
    const corpus = [
      item({ id: 'other', title: 'Cards', text: 'A player turns his exhausted cards facedown when he uses them.' }),
      item({ id: 'readies', title: 'Status Phase', text: 'At the end of the round, each player readies each of his exhausted cards.' }),
      item({ id: 'returns', title: 'Tokens', text: 'A spent token is returned to its owner at the end of the round.' }),
    ];
    expect(top(corpus, 'when does my exhausted card come back')).toBe('readies');
    expect(top(corpus, 'when does my spent token come back')).toBe('returns');
  });

  it('"what is X" finds the sentence defining X ("A unit\'s move value indicates ..."), not one that only uses the words', () => {
    const corpus = [
      item({ id: 'uses', title: 'Movement', text: 'Abilities ignore the move value.' }),
      item({ id: 'defines', title: 'Movement', text: 'A unit\'s move value indicates the distance it can move.' }),
    ];
    expect(top(corpus, 'what is move value')).toBe('defines');
  });

  it('a count next to the thing counted answers "how many", but is no phrase of "limit on X"', () => {
    const corpus = [
      item({ id: 'count', title: 'Command Tokens', text: 'Players begin with eight command tokens.' }),
      item({ id: 'limit', title: 'Command Tokens', text: 'A player is limited by the amount of command tokens in his reinforcements.' }),
    ];
    expect(top(corpus, 'limit on command tokens')).toBe('limit');
    expect(top(corpus.slice().reverse(), 'how many command tokens at start')).toBe('count');
  });

  it('a ruling on a case the query does not name comes after the rule of its entry that answers as much', () => {
    const corpus = [
      item({ id: 'lrr:2', number: '2', kind: 'entry', title: 'Action Cards', text: 'Action cards provide abilities.' }),
      item({ id: 'faq', kind: 'faq', source: 'ti4-faq', title: 'During space combat, can each player play a "Shields Holding" action card to cancel hits in the same timing window?', text: 'Yes. Both action cards can be played during the same timing window.', links: ['lrr:2'] }),
      item({ id: 'lrr:2.9', number: '2.9', parent: 'lrr:2', title: 'Action Cards', text: 'If two or more action cards would be resolved during the same timing window, players use the timing rules to order them.' }),
    ];
    expect(top(corpus, 'same timing window action cards')).toBe('lrr:2.9');
    // A ruling whose question is the query comes first.
    expect(top(corpus, 'shields holding same timing window space combat')).toBe('faq');
  });

  it('a ruling whose question quotes a card the query does not name comes after the rules of its entry that answer as much', () => {
    // The ruling holds the query's words (half its question's), but it settles Sabotage's case.
    const corpus = [
      item({ id: 'lrr:2', number: '2', kind: 'entry', title: 'Action Cards', text: 'Action cards provide abilities.' }),
      item({
        id: 'faq',
        kind: 'faq',
        source: 'ti4-faq',
        title: 'When during the action card playing process is a "Sabotage" card played?',
        text: 'Q: When during the action card playing process is a "Sabotage" card played?\nA: It can be played after targets are decided, before effects are resolved.',
        links: ['lrr:2'],
      }),
      item({ id: 'lrr:2.5', number: '2.5', parent: 'lrr:2', title: 'Action Cards', text: "A player's action cards remain hidden from other players until they are played." }),
      item({
        id: 'lrr:2.6',
        number: '2.6',
        parent: 'lrr:2',
        title: 'Action Cards',
        text: "The first paragraph of each action card describes the timing of when that card's ability can be resolved. Multiple action cards with the same name cannot be played during a single timing window.",
      }),
    ];
    const ids = searcherFor(corpus).search('when can i play action cards').map((r) => r.id);
    expect(ids.indexOf('faq')).toBeGreaterThan(ids.indexOf('lrr:2.6'));
    expect(ids.indexOf('faq')).toBeGreaterThan(ids.indexOf('lrr:2.5'));
    // The player naming the card asks for its ruling.
    expect(top(corpus, 'when can i play sabotage action card')).toBe('faq');
  });

  it('"how many" is answered by a count stated as "a number ... equal to"', () => {
    const corpus = [
      item({ id: 'votes', kind: 'entry', title: 'Votes', text: 'Players cast votes for an outcome.' }),
      item({ id: 'count', title: 'Agenda Phase', text: 'A player casts a number of votes equal to the influence of his planets.' }),
    ];
    expect(top(corpus, 'how many votes can i cast')).toBe('count');
  });

  it('a synonym phrase is found where its words stand together, not scattered', () => {
    // "planetary defense system" is a PDS; "planetary" here and "system" there are not.
    const corpus = [
      item({ id: 'shield', kind: 'entry', title: 'Planetary Shield', text: 'A planetary shield is a defense of a planet in a system where another player lands.' }),
      item({ id: 'pds', title: 'Invasion', text: 'A PDS on a planet that another player lands on is destroyed.' }),
    ];
    expect(top(corpus, 'pds lands on planet')).toBe('pds');
  });

  it('words said together in one sentence beat the same words scattered over a long item', () => {
    // A cheat sheet of the whole game says every word of most queries, each in another sentence;
    // the short rule says three of the four in the one sentence that answers.
    const sheet = [
      'Ships moving out of a rift gain one move.',
      'Each carrier has a capacity shown on its faction sheet.',
      'Infantry are ground forces placed on planets during invasion.',
      'Destroyed units return to the reinforcements of their owner.',
      'A player leaving the table gives his cards to the speaker.',
      'The speaker breaks ties and reveals public objectives.',
    ].join('\n');
    const corpus = [
      item({ id: 'sheet', kind: 'entry', title: 'Cheat Sheet', text: sheet }),
      item({ id: 'rule', title: 'Anomalies', text: 'A ship leaving a gravity rift is destroyed on a roll of 1-3, with the units it transports.' }),
    ];
    expect(top(corpus, 'carrier destroyed leaving rift')).toBe('rule');
  });

  it('a situation told in table words finds the rules\' terms: died, wiped out, knocked out, ran out, land', () => {
    const corpus = [
      item({ id: 'dice', kind: 'entry', title: 'Dice', text: 'A player rolls a die for each ship; a ship is hit on a six.' }),
      item({ id: 'destroyed', title: 'Combat', text: 'If all units of both players are destroyed, the combat ends in a draw.' }),
      item({ id: 'eliminated', title: 'Elimination', text: 'An eliminated player returns his cards to the box.' }),
      item({ id: 'reinforcements', title: 'Tokens', text: 'A player with no token in his reinforcements cannot gain one.' }),
      item({ id: 'invasion', title: 'Invasion', text: 'Ground forces are committed to planets during invasion.' }),
    ];
    expect(top(corpus, 'both fleets wiped out')).toBe('destroyed');
    expect(top(corpus, 'my carrier died')).toBe('destroyed');
    // A unit "dies" (the verb), where "die" is one of the dice.
    expect(top(corpus, 'my carrier dies')).toBe('destroyed');
    expect(top(corpus, 'player knocked out what about his cards')).toBe('eliminated');
    expect(top(corpus, 'we ran out of tokens')).toBe('reinforcements');
    expect(top(corpus, 'landing')).toBe('invasion');
  });

  it('"what happens" asks about the situation told, not for FAQ questions worded "what happens"', () => {
    const corpus = [
      item({ id: 'rule', title: 'Elimination', text: 'An eliminated player returns his cards to the box.' }),
      item({ id: 'faq', kind: 'faq', source: 'ti4-faq', title: 'What happens if the agenda is discarded?', text: 'It is discarded, and the player keeps his cards.' }),
    ];
    expect(top(corpus, 'player knocked out what happens to his cards')).toBe('rule');
    // Said alone, the words are still searched.
    expect(parseQuery('what happens')).toMatchObject({ kind: 'words' });
    expect(top(corpus, 'what happens')).toBe('faq');
  });
  it('a long situation question: the rule holding its few telling words outranks a summary holding more of them, scattered', () => {
    // The summary holds five of the eight words, each in another sentence; the rule holds three
    // (under half the query), together. Half of what the best item answers is enough to compete.
    const corpus = [
      item({
        id: 'summary',
        kind: 'section',
        source: 'ti4-summary',
        game: 'TI4',
        title: 'Cheat Sheet',
        text: [
          'Ships sit in systems until they move.',
          'A player may still pass after his strategy action.',
          'Units leave the board when destroyed.',
          'Roll dice for each unit in combat.',
          'Badly placed tokens are returned to reinforcements.',
          'Trade goods are spent as resources or influence.',
          'Objectives are scored during the status phase.',
        ].join('\n'),
      }),
      item({ id: 'rule', title: 'Ion Storm', text: 'Before a unit moves through an ion storm, roll one die.' }),
    ];
    expect(top(corpus, 'my ship sits in the ion storm and rolls badly can it still leave')).toBe('rule');
  });
  it('a unit\'s short name with its upgrade level glued on ("dn2", "inf2", "cv2") is the unit and its level', () => {
    for (const [glued, apart] of [
      ['dn2 move', 'dn 2 move'],
      ['inf2 combat', 'inf 2 combat'],
      ['CV2 capacity', 'CV 2 capacity'],
      ['warsun2 move', 'warsun 2 move'],
      ['how far does a dread2 move', 'how far does a dread 2 move'],
    ]) {
      expect(parseQuery(glued!)).toEqual(parseQuery(apart!));
    }
    // Any other word with a digit stays whole: it names no unit.
    expect(splitUnitLevel('po2 rule1 x89')).toBe('po2 rule1 x89');
    // A level said of many ("fighter 2s", "dn2s", "dread IIs") is that level.
    for (const [plural, level] of [
      ['do fighter 2s get a move value', 'do fighter 2 get a move value'],
      ["dread 2's capacity", 'dread 2 capacity'],
      ['dn2s move', 'dn 2 move'],
      ['carriers IIs capacity', 'carriers II capacity'],
    ]) {
      expect(parseQuery(plural!)).toEqual(parseQuery(level!));
    }
    expect(splitUnitLevel('the 2s and 3s')).toBe('the 2s and 3s');
    // A unit said upgraded is its level II ("the upgraded dread"); upgraded units in general stay the rule's words.
    for (const [upgraded, level] of [
      ['how far does the upgraded dread go', 'how far does the dread 2 go'],
      ['what do upgraded carriers carry', 'what do carriers 2 carry'],
      ['Upgraded PDS range', 'PDS 2 range'],
    ]) {
      expect(parseQuery(upgraded!)).toEqual(parseQuery(level!));
    }
    expect(splitUnitLevel('do my upgraded units change')).toBe('do my upgraded units change');
    const corpus = [
      item({ id: 'move', kind: 'entry', title: 'Movement', text: 'A ship moves up to its move value.' }),
      item({ id: 'units:dreadnought', kind: 'unit', source: 'ti4-units', title: 'Dreadnought', text: 'Dreadnought: cost 4; combat 5; move 1; capacity 1.\nDreadnought II: cost 4; combat 5; move 2; capacity 1.' }),
    ];
    expect(top(corpus, 'dn2 move')).toBe('units:dreadnought');
  });
  it('a situation told at length: the item holding its telling (rare) words outranks one holding more of its common words', () => {
    // "still", "want", "sitting" and "ships" are in most items; "nebula" and "bonus" in one.
    const filler = ['Ships still want orders.', 'A player sitting still wants ships.', 'Ships sitting idle still want fuel.', 'Players want ships and still sit.'].map((text, i) =>
      item({ id: `filler-${i}`, title: `Other ${i}`, text }),
    );
    const corpus = [
      ...filler,
      item({ id: 'common', title: 'Movement', text: 'A player that still wants to move ships sitting in a system may do so.' }),
      item({ id: 'telling', title: 'Anomalies', text: 'Nebula: the defender gets a bonus.' }),
    ];
    expect(top(corpus, 'my ships are sitting in a nebula and i still want a bonus when attacked')).toBe('telling');
  });

  it('a situation told at length names units as its story: their stats items are not credited with its card words', () => {
    // "moves" and "rolls" are card words (a unit's move, its combat dice); in a long situation they
    // tell what happened, and the rule on that situation answers.
    const corpus = [
      item({ id: 'dice', title: 'Dice', text: 'Roll dice; speed counts.' }),
      item({ id: 'tempo', title: 'Tempo', text: 'Speed and rolls decide it.' }),
      item({ id: 'units:carrier', kind: 'unit', source: 'ti4-units', title: 'Carrier', text: 'Carrier: cost 3; combat 9; move 1; capacity 4.' }),
      item({ id: 'rift', title: 'Gravity Rift', text: 'If a carrier is removed in a gravity rift, the units it transports are removed as well.' }),
    ];
    expect(top(corpus, 'my carrier rolled badly for speed in the rift what about its cargo')).toBe('rift');
  });
  it('an unofficial summary answers as much as its best sentence: its words scattered over other sentences do not put it above the rule', () => {
    // The summary holds all six words, one per sentence; the rule holds two of them, together.
    const corpus = [
      item({
        id: 'summary',
        kind: 'section',
        source: 'ti4-summary',
        title: 'Round Overview',
        text: [
          'Each player gets one vote per influence.',
          'Exhausted cards are readied later.',
          'Mecatol Rex sits at the center.',
          'Planets are worth points.',
          'The speaker breaks ties.',
          'Laws stay in play.',
        ].join('\n'),
      }),
      item({ id: 'rule', title: 'Agenda Phase', text: 'A player casts votes by exhausting his cards.' }),
      // The rules name each of those words somewhere, as the summary does: none is beyond them (see the next test).
      item({ id: 'mecatol', title: 'Mecatol Rex', text: 'Mecatol Rex is in the center.' }),
      item({ id: 'speaker', title: 'Speaker', text: 'The speaker token passes.' }),
      item({ id: 'laws', title: 'Laws', text: 'Laws are agendas.' }),
      item({ id: 'planets', title: 'Planets', text: 'Planets have resources.' }),
    ];
    expect(top(corpus, 'vote exhausted planets mecatol speaker laws')).toBe('rule');
  });
  it('a summary holding what no official item says (an expansion the rules do not cover), in its title or its text, is no fallback', () => {
    const summary = (title: string, text: string) => item({ id: 'pok', kind: 'section', source: 'ti4-summary', title, text });
    const legendary = [
      item({ id: 'timing', title: 'Abilities', text: 'When a player uses an ability at the end of his turn, he resolves it.' }),
      item({ id: 'planets', title: 'Planets', text: 'A player uses a planet ability when he exhausts the planet.' }),
      summary('Legendary Planets', 'Each legendary planet has an ability card, used at the end of your turn.'),
    ];
    expect(top(legendary, 'when can i use a legendary planet ability')).toBe('pok');
    // The rules say when cards are readied (as many of the words as the summary), never of agents; the summary's title ("Leaders") names no agent.
    const agents = [
      item({ id: 'ready', title: 'Status Phase', text: 'Exhausted cards are readied during the status phase, so they can be used again.' }),
      item({ id: 'exhausted', title: 'Cards', text: 'A card that is exhausted cannot be used again until it is readied.' }),
      summary('Leaders', 'Each agent ability exhausts that leader. Agents are readied along with all other exhausted cards during the ready cards step.'),
    ];
    expect(top(agents, 'when do exhausted agents get readied again')).toBe('pok');
  });

  it('a negative contraction, with or without its apostrophe, is the rules\' "not" ("didnt", "can\'t", "isnt")', () => {
    expect(withNegations("he didnt move, I can't, it isn't, they wont")).toBe('he not move, I not, it not, they not');
    // Words merely ending in "nt" stay.
    expect(withNegations('want agent count dont')).toBe('want agent count not');
    const corpus = [
      item({ id: 'other', title: 'Space Cannon', text: 'Space cannon fires at ships that moved into the system.' }),
      item({ id: 'rule', title: 'Space Cannon', text: 'Space cannon can fire even if no ships were moved.' }),
      item({ id: 'never', title: 'Structures', text: 'Structures cannot move.' }),
    ];
    expect(top(corpus, 'he didnt move ships can space cannon fire')).toBe('rule');
  });
  it('a situation told at length is about the home game, though one of its everyday words is found only in another game\'s items', () => {
    // "bonus" is in four TI3 items and in no TI4 one: said alone it names TI3; in a long TI4
    // situation it is the story's word.
    const ti3 = (i: number, text: string) => item({ id: `ti3-${i}`, source: 'ti3-faq-2.3', game: 'TI3', kind: 'faq', title: `TI3 question ${i}`, text });
    const corpus = [
      ti3(1, 'Ships in that system get the movement bonus.'),
      ti3(2, 'Ships get a bonus when they get there first.'),
      ti3(3, 'The bonus applies to ships.'),
      ti3(4, 'A bonus is gained by ships.'),
      item({ id: 'nebula', title: 'Nebula', text: 'If a space combat occurs in a nebula, the defender applies +1 to the combat rolls of his ships.' }),
    ];
    expect(top(corpus, 'my ships are sitting in a nebula and i get attacked there do i get a bonus')).toBe('nebula');
    expect(top(corpus, 'ships bonus')).toMatch(/^ti3-/);
  });

  it("a faction's ruling comes after the general rule for a query naming nothing of that faction", () => {
    // The heading's word ("Arborec") is said by the ruling and by no rule: the ruling is the Arborec's case.
    const ruling = item({
      id: 'arborec',
      source: 'ti4-faq',
      kind: 'faq',
      section: 'The Arborec',
      title: 'Does the Arborec flagship use its ability when it is activated?',
      text: 'Q: Does the Arborec flagship use its ability when it is activated? A: Yes.',
    });
    const corpus = [
      ruling,
      item({ id: 'rule', title: 'Flagships', text: 'Each faction has one flagship. A flagship has a unique ability printed on the faction sheet of its player.' }),
      item({ id: 'p1', title: 'Production', text: 'A unit with the production ability can produce units, even a flagship.' }),
      item({ id: 'p2', title: 'Movement', text: 'A ship moves, a flagship too, unless an ability says otherwise.' }),
      item({ id: 'p3', title: 'Combat', text: 'A ship rolls dice in combat; a flagship ability may add dice.' }),
    ];
    expect(top(corpus, 'flagship ability')).toBe('rule');
    // Naming the faction asks for its case.
    expect(top(corpus, 'arborec flagship ability')).toBe('arborec');
    // A heading its rulings never name ("General") is no faction: its ruling ranks as any.
    const general = [{ ...ruling, section: 'General', title: 'Does the flagship use its ability when it is activated?', text: 'Q: Does the flagship use its ability when it is activated? A: Yes.' }, ...corpus.slice(1)];
    expect(top(general, 'flagship ability')).toBe('arborec');
  });

  it('a typo in an inflected form the rules never use finds the word by its stem ("deplying": "deploy")', () => {
    const corpus = [
      item({ id: 'apply', title: 'Abilities', text: 'Apply each ability in order.' }),
      item({ id: 'deploy', title: 'Mechs', text: 'Players deploy mechs with their deploy abilities.' }),
    ];
    expect(top(corpus, 'deplying')).toBe('deploy');
    // A dropped letter in a long word the rules use as typed is still one edit from that word.
    const long = [...corpus, item({ id: 'reinforcements', title: 'Reinforcements', text: 'Units in reinforcements are not on the board.' })];
    expect(top(long, 'reinforcments')).toBe('reinforcements');
  });

  it('"how does X work" asks what X is: its entry answers, not a rule that says "work"', () => {
    const corpus = [
      item({ id: 'lrr:93.2', number: '93.2', parent: 'lrr:93', title: 'Wormholes', text: 'Some abilities only work through wormholes.' }),
      item({ id: 'lrr:93', number: '93', kind: 'entry', title: 'Wormholes', text: 'A wormhole lets ships move between two systems that are not adjacent.' }),
    ];
    expect(top(corpus, 'how do wormholes work')).toBe('lrr:93');
    const parsed = parseQuery('how does the fleet pool work');
    expect(parsed.kind === 'words' && parsed.definition).toBe(true);
    expect(parsed.kind === 'words' && parsed.concepts.flatMap((c) => c.alternatives[0]!.words)).not.toContain('work');
  });

  it('"how do i X" asked short asks how the act is done at all: the entry of the act answers, as for "how does X work"', () => {
    const corpus = [
      item({ id: 'lrr:58.6', number: '58.6', parent: 'lrr:58', title: 'Producing Units', text: 'A player cannot produce ships in a system that contains other players ships.' }),
      item({ id: 'lrr:58', number: '58', kind: 'entry', title: 'Producing Units', text: 'Players produce units by resolving the production ability of a unit.' }),
    ];
    expect(top(corpus, 'how do i produce ships')).toBe('lrr:58');
    for (const q of ['how do i make new ships', 'how can you take a planet', 'how do we score points']) {
      const parsed = parseQuery(q);
      expect(parsed.kind === 'words' && parsed.definition, q).toBe(true);
    }
    // A longer question tells a case, asked of a rule of it.
    const story = parseQuery('how do i assign hits when my damaged dreadnought is in the system');
    expect(story.kind === 'words' && story.definition).not.toBe(true);
  });

  it('"who goes first" asks for the order, not for the word "first"', () => {
    const corpus = [
      item({ id: 'round', title: 'Combat', text: 'Abilities used at the same time in the first round of combat are all resolved.' }),
      item({ id: 'order', title: 'Timing', text: 'If players wish to resolve abilities at the same time, each resolves one in initiative order.' }),
    ];
    expect(top(corpus, 'two abilities at the same time, which one goes first')).toBe('order');
  });

  it('"X before or after Y" asks for the moment of X: the rule stating it with either word answers', () => {
    const corpus = [
      item({ id: 'both', title: 'Production', text: 'Production abilities resolved before or after combat still produce units.' }),
      item({ id: 'moment', title: 'Tactical Action', text: 'After the movement step, the active player may resolve the production abilities of his units.' }),
    ];
    expect(top(corpus, 'is production before or after movement')).toBe('moment');
  });

  it('a query naming both the primary and the secondary asks how they follow each other: the secondary\'s rule says it', () => {
    const corpus = [
      item({ id: 'tech', title: 'Technology', text: 'After a player resolves the secondary of Technology, he researches.' }),
      item({
        id: 'secondary',
        title: 'Strategic Action',
        text: "After the active player resolves the primary ability on his strategy card, each other player may resolve that strategy card's secondary ability.",
      }),
    ];
    expect(top(corpus, 'does the secondary come after the primary')).toBe('secondary');
  });

  it('a question for a moment after the situation it is about ("..., when are they removed") asks for the moment', () => {
    const corpus = [
      item({ id: 'owner', title: 'Capacity', text: 'Fighters over capacity are removed by their owner.' }),
      item({ id: 'moment', title: 'Capacity', text: 'Fighters over capacity are removed at the end of the combat.' }),
    ];
    expect(top(corpus, 'my fighters are over capacity, when are they removed')).toBe('moment');
  });

  it('timing words used in a sentence state moments; only contrasted or quoted do they ask what the words mean', () => {
    const kept = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.flatMap((c) => c.alternatives[0]!.words) : [];
    };
    expect(kept('when or after, which is first')).toContain('when');
    expect(kept('his card says when, mine says after')).toContain('when');
    expect(kept('when do i gain the card, after the fight')).not.toContain('when');
    // The moment the player guesses is one of the answers he asks for, not a word every answer must hold.
    const parsed = parseQuery('when do i gain the card, after the fight');
    const moment = parsed.kind === 'words' ? parsed.concepts.find((c) => c.asked) : undefined;
    expect(moment?.alternatives.map((a) => a.words.join(' '))).toEqual(expect.arrayContaining(['after', 'during']));
    expect(parsed.kind === 'words' && parsed.concepts.filter((c) => !c.asked).flatMap((c) => c.alternatives[0]!.words)).not.toContain('after');
  });

  it('a ruling whose question quotes a card the query does not name comes after a rule answering as much', () => {
    const corpus = [
      item({ id: 'faq', kind: 'faq', source: 'ti4-faq', title: 'Does "Neural Motivator" draw action cards each round?', text: 'Q: Does "Neural Motivator" draw action cards each round? A: Yes, one more.' }),
      item({
        id: 'rule',
        title: 'Action Cards',
        text: 'Each player draws one action card during each status phase; he keeps it hidden from the other players until he plays it, then discards it.',
      }),
    ];
    expect(top(corpus, 'when do i draw action cards each round')).toBe('rule');
    // A card quoted as an example ("for example, ...") illustrates the case the ruling settles: it ranks as any ruling.
    const example = 'Q: Do players draw action cards each round, for example with "Neural Motivator"? A: Yes, one more.';
    expect(top([{ ...corpus[0]!, title: example.slice(3, 71), text: example }, corpus[1]!], 'when do i draw action cards each round')).toBe('faq');
  });

  it('a ruling on a card the story does not name comes after a rule answering nearly as much of it', () => {
    // The ruling's question and answer hold one more of the story's words ("still") than the rule.
    const corpus = [
      item({
        id: 'faq',
        kind: 'faq',
        source: 'ti4-faq',
        title: 'Does "Planetary Shield" prevent the use of "X-89 Bacterial Weapon"?',
        text: 'Q: Does "Planetary Shield" prevent the use of "X-89 Bacterial Weapon"? A: No, the ships can still use it; it is no bombardment of infantry.',
      }),
      item({ id: 'rule', title: 'Planetary Shield', text: 'Units cannot use bombardment against a planet that contains a unit with planetary shield, such as a PDS, to destroy its infantry.' }),
    ];
    const story = 'his planet has a pds with planetary shield can my ships still bombard the infantry';
    expect(top(corpus, story)).toBe('rule');
    // Naming the card (one of its rare words) asks for its case.
    expect(top(corpus, `${story} with x-89`)).toBe('faq');
  });

  it('a signed number ("+2", "-1") is what the rules call a modifier', () => {
    const corpus = [
      item({ id: 'nebula', title: 'Nebula', text: 'In a nebula the defender applies +1 to his combat rolls.' }),
      item({ id: 'modifiers', kind: 'entry', title: 'Modifiers', text: 'A modifier is a number applied to a die roll; a "-" modifier is subtracted.' }),
    ];
    expect(top(corpus, 'how does -1 work on a roll')).toBe('modifiers');
  });

  it('a situation told at length: the sentence holding its telling words together beats one holding as many of its everyday words', () => {
    // "ships", "system", "still" and "no" are in most items; "blockaded" and "produce" in two. The
    // first item holds every word, its telling ones each in another line; the second holds fewer,
    // its telling ones in one sentence (and is longer, which weighs against it).
    const filler = Array.from({ length: 12 }, (_, i) =>
      item({ id: `filler-${i}`, title: `Other ${i}`, text: ['Ships in a system still move.', 'No system holds ships still.', 'A system with no ships is still a system.', 'Ships still leave no system.'][i % 4]! }),
    );
    const corpus = [
      ...filler,
      item({ id: 'common', title: 'Movement', text: 'Ships in a system with no other ships can still stay there.\nA blockaded player is one thing.\nTo produce is another.' }),
      item({
        id: 'telling',
        title: 'Docks',
        text: 'Ships cannot be produced at a blockaded dock.\nThe dock stays where it is, and its owner keeps it until the end of the game round, whatever happens.',
      }),
    ];
    // ("No ships of my own" beside "produce" tells a blockade, see player-events.ts: said otherwise here, the words stay each a concept.)
    expect(top(corpus, 'his ships in my system and no ship at all of my own can i still produce when blockaded')).toBe('telling');
  });

  it("a situation told at length asks what the rules say: a unit's stats item comes after a rule that answers as much", () => {
    // The stats item holds "dreadnought", "damage" and "combat" as labels of printed values.
    const corpus = [
      item({ id: 'rule', title: 'Repair', text: 'A damaged unit is repaired in the status phase, not during combat.' }),
      item({ id: 'units:dreadnought', kind: 'unit', source: 'ti4-units', title: 'Dreadnought', text: 'Dreadnought: cost 4; combat 5; move 1; Sustain Damage.' }),
    ];
    expect(top(corpus, 'my dreadnought took damage in the combat so is it repaired again later')).toBe('rule');
    // Told at the length the player typed it: the words it is wrapped in ("got", "get") count.
    expect(top(corpus, 'my dreadnought got damaged in combat when does it get repaired')).toBe('rule');
    // Asked of its card, the unit's item answers.
    expect(top(corpus, 'dreadnought combat')).toBe('units:dreadnought');
  });

  it("a situation told at length happens at a unit: a rule titled with the unit's name is not what it asks", () => {
    // Both rules hold the story's ships of another player; the one titled "Space Dock" must not win on its title.
    const corpus = [
      item({ id: 'units:space-dock', kind: 'unit', source: 'ti4-units', title: 'Space Dock', text: 'Space Dock: production; no move.' }),
      item({ id: 'dock', title: 'Space Dock', text: 'A space dock on a planet with ships of another player and no ground forces of its own is destroyed.' }),
      item({ id: 'blockade', title: 'Blockaded', text: 'A player cannot produce units in a system that holds ships of another player.' }),
    ];
    expect(top(corpus, 'his ships sit in my space dock system and i have none there, can i still produce infantry')).toBe('blockade');
    // Asked of the unit, its own rule answers.
    expect(top(corpus, 'space dock destroyed')).toBe('dock');
  });

  it('a PDS or a space dock is a structure: what the rules say of structures answers a query naming one', () => {
    const corpus = [
      item({ id: 'transport', title: 'Transport', text: 'A carrier can transport ground forces and fighters into another system.' }),
      item({ id: 'pds', title: 'PDS', text: 'A PDS has Space Cannon and Planetary Shield. It is placed on a planet.' }),
      item({ id: 'structures', title: 'Structures', text: 'Structures cannot move or be transported.' }),
    ];
    expect(top(corpus, 'can i load my pds onto my carrier and fly it away')).toBe('structures');
    // "Dock" is the space dock, a structure too.
    expect(top(corpus, 'can i transport my dock')).toBe('structures');
  });
  it('a mech is a ground force the 1.2 rules never name: their ground-forces rule answers a mech question, a text naming mechs answers it whole', async () => {
    // The rules of 1.2 say it of ground forces; the mech's stats item and the carrier's print none of it.
    expect(await firstOnRules('is there a limit on mechs per planet')).toBe('lrr:39.3');
    expect(await firstOnRules('do mechs take carrier capacity')).toMatch(/^lrr:16\./);
    // Found by its class only, a rule finds part of "mech": the expansion's text on mechs comes first.
    const transported = [
      item({ id: 'transport', title: 'Transport', text: 'A ship can transport fighters and ground forces.' }),
      item({ id: 'pok:mech-units', kind: 'section', source: 'ti4-summary', title: 'Mech Units', text: 'Mechs are specialized ground forces. They can be transported.' }),
    ];
    expect(top(transported, 'can mechs be transported')).toBe('pok:mech-units');
  });
  it('a story told at length keeps its question: the words asked at its end are searched', () => {
    // Fourteen words of story come before "barrage", the question's own word.
    const corpus = [
      item({ id: 'modifiers', title: 'Modifiers', text: 'A modifier applies to combat rolls.' }),
      item({ id: 'afb', title: 'Anti-Fighter Barrage', text: 'Modifiers of combat rolls do not apply to barrage rolls.' }),
    ];
    expect(top(corpus, 'opponent played a +1 to combat rolls card this fight, a modifier on his ships. does it go on his destroyers barrage')).toBe('afb');
  });
  it('a "+1" is a modifier, which a rule saying effects "modify" rolls is of', () => {
    const corpus = [
      item({ id: 'cards', title: 'Barrage', text: 'Barrage rolls are combat rolls a card may name.' }),
      item({ id: 'afb', title: 'Barrage', text: 'Game effects that modify combat rolls do not affect barrage rolls.' }),
    ];
    expect(top(corpus, 'does a +1 to combat rolls count on barrage too')).toBe('afb');
  });

  it("an erratum of a card the player does not name comes after an official rule answering as much; named, it leads", () => {
    const corpus = [
      item({ id: 'rule', title: 'Agenda Phase', text: 'Trade goods cannot be spent to cast votes.' }),
      item({ id: 'votes', title: 'Agenda Phase', text: 'Each player may cast votes for an outcome by exhausting planets.' }),
      item({ id: 'goods', title: 'Trade Goods', text: 'Trade goods are spent in place of resources or influence.' }),
      item({ id: 'bribery', kind: 'errata', source: 'ti4-faq', title: 'Bribery', text: 'Spend any number of trade goods. For each trade good spent, cast 1 additional vote for the outcome on which you voted.' }),
    ];
    expect(top(corpus, 'can i spend my trade goods to cast extra votes')).toBe('rule');
    expect(top(corpus, 'bribery: spend trade goods to cast votes')).toBe('bribery');
  });
  it('a unit asked of at one upgrade level or the other ("once it is upgraded", "without the upgrade") is asked of its card', async () => {
    // The card states both levels ("Destroyer II: ... Anti-Fighter Barrage 6 (x3), 3 dice"); the barrage rule states neither.
    expect(await firstOnRules('does a destroyer get more afb dice once it is upgraded')).toBe('units:destroyer');
    expect(await firstOnRules('can my cruisers carry ground forces when they are upgraded')).toBe('units:cruiser');
  });
});
