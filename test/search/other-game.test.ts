import { describe, expect, it } from 'vitest';
import { withOtherGameWords } from '@/lib/search/other-game';
import { OTHER_GAME_WORDS } from '@/lib/search/other-game-words';
import { COMPONENT_LOOKS } from '@/lib/search/component-looks';
import { terms } from '@/lib/search/text';
import { firstOnRules } from './corpus';

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

describe("another game's words are read as TI4's", () => {
  it.each([
    ['do sorceries go to the graveyard', 'do action cards go to the discard pile'],
    ['how many armies fit in one territory', 'how many units fit in one planets'],
    ['where do i put my influence discs', 'where do i put my command tokens'],
    ['is there a unit cap per hex', 'is there a fleet pool per hex'],
    ['do interceptors need a starbase', 'do fighters need a space dock'],
    ['can a supply center be taken by convoy', 'can a planets be taken by transport'],
    ['what are the hammers used for in civ 6', 'what are the resources used for'],
    ['i tapped all my lands like in mtg', 'i tapped all my planets'],
    ['when i tech up my carrier', 'when i upgrade my carrier'],
    ['when can i tech up', 'when can i research technology'],
    ['can i cast a sorcery on his turn', 'can i play a action cards on his turn'],
    ['what goes on my player mat', 'what goes on my command sheet'],
    ['is there a death star in this game', 'is there a war sun in this game'],
    ['my capital ships', 'my capital ships'],
  ])('%j reads %j', (query, read) => expect(squeezed(withOtherGameWords(query))).toBe(read));

  // Everyday words that are another game's too are read so only where it is named; the games of the corpus keep their words.
  it.each([
    'is it worth the risk to attack his home',
    'can i use the secondary of diplomacy on my turn',
    'when he lands on my planet with two infantry',
    'what color is the gold token',
    'in eotv what does a colony do',
  ])('%j reads as typed', (query) => expect(withOtherGameWords(query)).toBe(query));

  // [question in words of our own, the rule that answers it]: each was answered elsewhere before the other game's words were read.
  it.each([
    ['where do my spells go after i play them, straight to the graveyard', 'lrr:2.7'],
    ['my opponent countered my spell, does it fizzle', 'lrr:2.8'],
    ['which tiles are the special terrain that slow my fleet down', 'lrr:9'],
    ['if i tech up my dreadnoughts do the ones already on the board improve', 'lrr:86.4'],
    ['what guards the galactic center at the start of the game', 'lrr:26'],
    ['how many discs do i start with and where do they go', 'lrr:19.1'],
    ['how many shots does a defense platform get', 'units:pds'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});

describe("Twilight Imperium 3's words, where TI4 is asked, are read as TI4's", () => {
  it.each([
    ['what does the political strategy do', 'what does the politics strategy card do'],
    ['does the logistics card give counters', 'does the leadership strategy card give counters'],
    ['do racial techs need prerequisites', 'do faction technology need prerequisites'],
    ['how tough are mechanized units', 'how tough are mech'],
    ['where is my race sheet', 'where is my faction sheet'],
    ['tokens left in my command pool', 'tokens left in my tactic pool'],
    ['what goes in strategy allocation', 'what goes in strategy pool'],
  ])('%j reads %j', (query, read) => expect(squeezed(withOtherGameWords(query))).toBe(read));

  it.each(['in ti3 what does the political strategy do', 'my fleet logistics tech', 'eotv racial techs'])('%j reads as typed', (query) =>
    expect(withOtherGameWords(query)).toBe(query),
  );

  it.each([
    ['what do mechanized units cost to build', 'units:mech'],
    ['the political strategy card, what is its primary', 'lrr:57.1'],
    ['can someone else research my racial technology', 'lrr:79.11'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});

describe("another game's words and the components' names (lib/search/component-looks.ts)", () => {
  // This table is read first (unless the question names a game): a word of a component it reads as another thing would leave that
  // word dead ("mothership" was a war sun here, a carrier there; infantry "conquer", read "invasion control" here first).
  it('read a word both hold as the same thing', () => {
    const same = (a: string, b: string) => terms(a).join(' ') === terms(b).join(' ');
    for (const component of COMPONENT_LOOKS) {
      for (const name of [...(component.names ?? []), ...component.looks, ...(component.does ?? [])]) {
        for (const word of OTHER_GAME_WORDS.filter((w) => !w.named && new RegExp(`^(?:${w.said})$`, 'iu').test(name))) {
          expect(same(word.ti4, component.term), `${name}: ${word.ti4} / ${component.term}`).toBe(true);
        }
      }
    }
  });

  it('finds the carrier for a mothership, the ship that carries the others', async () => {
    for (const question of ['what does the mothership cost', 'mothership move value']) expect(await firstOnRules(question), question).toBe('units:carrier');
  });

  // Held here only (wargames' marines, Eclipse's interceptors): the components' table keeps the newcomer's words ("soldier", "plane").
  it.each([
    ['marine combat value', 'units:infantry'],
    ['interceptor combat value', 'units:fighter'],
  ])('%s: %s', async (question, id) => expect(await firstOnRules(question)).toBe(id));
});
