/**
 * British spellings and their American forms. The rules are written in American English
 * ("neighbor", "defense", "canceled"); players also type British ("neighbour", "defence",
 * "cancelled"). Each rule rewrites a word ending; the engine keeps a variant only when the corpus
 * uses it, so a rewrite that makes no word ("more" is never touched, "fire" -> "fier" is never
 * kept) costs nothing.
 */

/**
 * [British ending, American ending], tried on the folded word. Each leaves a word's first two
 * letters as they are: a word that is nearly all ending ("bres", "ised") is no British spelling.
 */
const ENDINGS: readonly (readonly [RegExp, string])[] = [
  // neighbour, neighbours, neighbouring, colour, armour, favour, behaviour, honourable (three
  // letters before: never "four", "your", "hour")
  [/^(.{3,})our(s|ed|ing|hood|hoods|able|ite|ites)?$/, '$1or$2'],
  // defence, offence, licence
  [/ence(s)?$/, 'ense$1'],
  // centre, centres, centred, metre, theatre (a consonant before: never "more", "fire", "are")
  [/(.[^aeiou])re(s|d)?$/, '$1er$2'],
  // organise, recognised, revolutionising, colonisation, demilitarised
  [/(.)is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2'],
  // analyse, paralysed
  [/(.)ys(e|es|ed|ing)$/, '$1yz$2'],
  // cancelled, travelling, modelled, labeller
  [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
  // catalogue, dialogue
  [/ogue(s)?$/, 'og$1'],
  // speciality, specialities (the rules' "technology specialty")
  [/ialit(y|ies)$/, 'ialt$1'],
];

/** The American forms a (folded) word may be the British spelling of; empty when none applies. */
export function spellingVariants(word: string): string[] {
  if (word.length < 4 || /\d/.test(word)) return [];
  const out = new Set<string>();
  for (const [ending, american] of ENDINGS) {
    if (ending.test(word)) out.add(word.replace(ending, american));
  }
  out.delete(word);
  return [...out];
}
