/**
 * Irregular verb forms and their base words, for the stemmer: "built" must meet "build" (and its
 * synonym "produce"), "chosen" must meet "choose" ("strategy cards nobody picked" reaches "each
 * strategy card that was not chosen"). Only forms a player or the rules may use about the game;
 * no entry whose base is itself an entry, so stemming stays idempotent. "shot" is none: players'
 * "shots" of a PDS are a noun, and the rules never say "shoot".
 */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map([
  ['began', 'begin'],
  ['begun', 'begin'],
  ['bought', 'buy'],
  ['brought', 'bring'],
  ['built', 'build'],
  ['chose', 'choose'],
  ['chosen', 'choose'],
  // A unit "dies" or is "dying" (destroyed): not the "die" rolled, which "dies" would stem to.
  ['dies', 'died'],
  ['dying', 'died'],
  ['drawn', 'draw'],
  ['drew', 'draw'],
  ['fought', 'fight'],
  ['gave', 'give'],
  ['given', 'give'],
  ['goes', 'go'],
  ['gone', 'go'],
  ['went', 'go'],
  ['held', 'hold'],
  ['kept', 'keep'],
  ['lost', 'lose'],
  ['made', 'make'],
  ['paid', 'pay'],
  ['noted', 'note'],
  ['noting', 'note'],
  ['ran', 'run'],
  ['sent', 'send'],
  ['sold', 'sell'],
  ['spent', 'spend'],
  ['taken', 'take'],
  ['took', 'take'],
  ['thrown', 'throw'],
  // "The vote came out tied": "if there is a tie" (8.19); "tied" would stem to itself.
  ['tied', 'tie'],
  ['threw', 'throw'],
  ['won', 'win'],
  ['wrote', 'write'],
  ['written', 'write'],
]);

/**
 * Words the stemmer leaves whole: dropping their final "e" would make them another word the rules
 * use in another sense ("note", as in "promissory note", would be "not"; "none" would be the "non"
 * of "non-binding", "non-fighter ships"; "forced", what a player must do, would be the "forces" of ground forces).
 */
export const WHOLE_WORDS: ReadonlySet<string> = new Set(['note', 'none', 'forced']);
