import { terms } from './text';

/**
 * The factions of Twilight Imperium 4 (base game and Prophecy of Kings), each by the names players
 * call it at the table: its full name, its short name, the word of its name they keep ("barony",
 * "mindnet"). Hyphens and apostrophes are typed or not ("jol-nar", "jol nar", "jolnar").
 */
export const TI4_FACTIONS: readonly (readonly string[])[] = [
  ['the arborec', 'arborec'],
  ['the barony of letnev', 'barony of letnev', 'barony', 'letnev'],
  ['the clan of saar', 'clan of saar', 'saar'],
  ['the embers of muaat', 'embers of muaat', 'muaat'],
  ['the emirates of hacan', 'emirates of hacan', 'hacan'],
  ['the federation of sol', 'federation of sol', 'sol'],
  ['the ghosts of creuss', 'ghosts of creuss', 'creuss'],
  ['the l1z1x mindnet', 'l1z1x mindnet', 'l1z1x', 'l1'],
  ['the mentak coalition', 'mentak coalition', 'mentak'],
  ['the naalu collective', 'naalu collective', 'naalu'],
  ['the nekro virus', 'nekro virus', 'nekro'],
  ["sardakk n'orr", 'sardakk norr', 'sardakk', "n'orr", 'norr'],
  ['the universities of jol-nar', 'universities of jol-nar', 'jol-nar', 'jol nar', 'jolnar'],
  ['the winnu', 'winnu'],
  ['the xxcha kingdom', 'xxcha kingdom', 'xxcha'],
  ['the yin brotherhood', 'yin brotherhood', 'yin'],
  ['the yssaril tribes', 'yssaril tribes', 'yssaril'],
  ['the argent flight', 'argent flight', 'argent'],
  ['the empyrean', 'empyrean'],
  ['the mahact gene-sorcerers', 'mahact gene-sorcerers', 'mahact'],
  ['the naaz-rokha alliance', 'naaz-rokha alliance', 'naaz-rokha', 'naazrokha', 'naaz rokha'],
  ['the nomad', 'nomad'],
  ['the titans of ul', 'titans of ul', 'titans'],
  ["the vuil'raith cabal", "vuil'raith cabal", "vuil'raith", 'vuil raith', 'cabal'],
  ['the council keleres', 'council keleres', 'keleres'],
];

/** The terms of every faction's names: words of the home game, never another game's (TI3 had a Jol-Nar too). */
export const FACTION_TERMS: ReadonlySet<string> = new Set(TI4_FACTIONS.flatMap((forms) => forms.flatMap((form) => terms(form))));

/** A faction's name as typed: hyphens, apostrophes and spaces inside it typed or not. */
export const factionNameSource = (form: string) => form.replace(/[-'’ ]+/g, "[-'’\\s]*");

/** Any faction named, as a whole word ("the naalu got knocked out", "jol nar's fleet"). */
export const FACTION_NAMED = new RegExp(
  `(?<![\\w'’])(?:${TI4_FACTIONS.flat()
    .sort((a, b) => b.length - a.length)
    .map(factionNameSource)
    .join('|')})(?![\\w'’])`,
  'i',
);
