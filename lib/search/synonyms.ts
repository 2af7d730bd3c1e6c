/**
 * The words players say at the table, as data. Each group names the term the rules use
 * (`canonical`) and what players say instead (`also`); a query with any of them searches for all
 * of them. Every group has a test (test/search/synonyms.test.ts): searching each `also` phrase finds
 * an item that uses the canonical term.
 */
import type { SourceId } from '../corpus/types';
import { NUMBER_WORDS } from './number-words';
import { PROCEDURE_STEPS } from './patterns';
import { COUNT_ORDINALS, UNBOUNDED_ANSWERS } from './quantity';

export interface SynonymGroup {
  canonical: string;
  also: string[];
  /**
   * What answers a question asked with the group's words without meaning the same: a count answers
   * "how many" ("gains two command tokens"). Searched when the query uses the group, never the
   * other way ("two players" does not ask for a limit). A pseudo-term ("#count", see ./patterns.ts)
   * stands for what no word says: a count in digits.
   */
  answeredBy?: string[];
  /**
   * Pseudo-terms (./patterns.ts) that state the group's sense where no one phrase does: a limit on
   * what a player holds ("can have up to three"). Searched as the canonical term is.
   */
  patterns?: string[];
  /**
   * Words that ask for the group when a player types them but mean something else in the rules'
   * text: "how many" asks for a limit, yet the rules' "many" is "as many as possible". Typed, they
   * search for the group's other phrases only.
   */
  asks?: string[];
  /**
   * Words searched for only when the player types them: they ask for the group, but where the
   * rules use them they mean something else, so they never stand in for the group's other words.
   */
  ownOnly?: string[];
}

export const SYNONYMS: readonly SynonymGroup[] = [
  { canonical: 'anti-fighter barrage', also: ['afb'] },
  { canonical: 'pds', also: ['planetary defense system', 'planetary defence system'] },
  // A PDS is the unit that has the "Space Cannon" ability: players name its two uses after it.
  { canonical: 'space cannon defense', also: ['scd', 'pds defense', 'pds defence'] },
  { canonical: 'space cannon offense', also: ['sco', 'pds offense', 'pds offence'] },
  { canonical: 'trade goods', also: ['tg', 'tgs'] },
  { canonical: 'command token', also: ['cc', 'ccs', 'command counter', 'ct'] },
  // Infantry are the game's ground forces (39): players say "infantry" where the rules say "ground forces",
  // and "ground troops" for the two words together.
  { canonical: 'ground forces', also: ['gf', 'gfs', 'infantry', 'inf', 'troops', 'ground troops'] },
  { canonical: 'retreat', also: ['flee', 'run away', 'withdraw'] },
  { canonical: 'die', also: ['dice', 'roll', 'fire', 'shoot'] },
  { canonical: 'hit', also: ['casualty', 'kill'] },
  // Players write the space dock's initials either way round ("ds prod limit").
  { canonical: 'space dock', also: ['sd', 'ds', 'dock'] },
  { canonical: 'war sun', also: ['ws', 'warsun'] },
  { canonical: 'dreadnought', also: ['dread', 'dn'] },
  // The players' short names for ships (as in the TI play-by-forum glossaries); never "ca" for the
  // cruiser: it is the start of too many words typed ("capacity", "cancel").
  { canonical: 'destroyer', also: ['dd'] },
  { canonical: 'carrier', also: ['cv'] },
  { canonical: 'fighter', also: ['ff', 'ftr'] },
  { canonical: 'action card', also: ['ac', 'acs'] },
  // An objective named by its kind alone ("all publics are out", "when do i score a secret"): the
  // rules never shorten it, "public" and "secret" say much else ("a public transaction", "hidden").
  // "so" is every other sentence's "so": only the plural is read as secret objectives.
  { canonical: 'public objective', also: ['po', 'pos', 'publics'] },
  { canonical: 'secret objective', also: ['secrets', 'sos'] },
  // The rules speak of the player in the third person ("He may choose himself", "cast votes for
  // himself"); a player asks of himself in the first or second.
  { canonical: 'himself', also: ['myself', 'yourself'] },
  // "Promissory" alone: "promissory note" typed stays two words, as before the group.
  { canonical: 'promissory', also: ['pn', 'pns'] },
  { canonical: 'victory point', also: ['vp', 'vps'] },
  { canonical: 'strategy card', also: ['sc', 'strat card'] },
  // The strategy card players shorten ("played diplo on her home system").
  { canonical: 'diplomacy', also: ['diplo'] },
  { canonical: 'mecatol rex', also: ['mr', 'mecatol'] },
  { canonical: 'flagship', also: ['fs'] },
  { canonical: 'technology', also: ['tech'] },
  { canonical: 'prerequisite', also: ['prereq'] },
  { canonical: 'commodities', also: ['comms', 'commods'] },
  { canonical: 'produce', also: ['build', 'production', 'prod'] },
  // Ships "fly" at the table; the rules move them.
  { canonical: 'movement', also: ['move', 'fly'] },
  { canonical: 'hand', also: ['hold'] },
  { canonical: 'begin', also: ['start'] },
  // A token is named after the pool it sits in ("i have three fleet tokens", "no tactic tokens left"):
  // the rules say a command token in that pool.
  { canonical: 'fleet pool', also: ['fleet supply', 'fleet limit', 'fleet token'] },
  { canonical: 'tactic pool', also: ['tactic token', 'tac token'] },
  { canonical: 'strategy pool', also: ['strategy token', 'strat token'] },
  // The order players take turns in is, in the rules, "initiative order" (43).
  { canonical: 'initiative order', also: ['turn order'] },
  // What a value or an order comes from: the rules say it is "determined by" ("initiative order is
  // determined by the initiative numbers"); players ask what it is "based on", how it is "worked out".
  { canonical: 'determine', also: ['based on', 'worked out', 'depends', 'figured out'] },
  // Everyday words for the rules' more formal ones.
  { canonical: 'completely', also: ['fully', 'entirely', 'entirety', 'whole', 'entire'] },
  // "One at a time?" asks whether things happen at once: the rule saying "simultaneously" answers.
  // "In same moment", as a second-language player says it, is the same.
  { canonical: 'simultaneously', also: ['same time', 'at once', 'one at a time', 'same moment'] },
  // "In the middle of a combat" is the rules' "during" a combat; so is a combat "going on", "in
  // progress" or "ongoing" (the "while" before it is a stopword). Those ask for "during"
  // one way: the rules' "going on" is no moment, so "during" typed searches none of them.
  { canonical: 'during', also: ['in the middle of', 'midway through', 'mid', 'going on', 'in progress', 'ongoing'], ownOnly: ['going on', 'in progress', 'ongoing'] },
  // A "+1" is a modifier (47); rules that say an effect "modifies" a roll mean one too (10.1: effects
  // that "reroll, modify, or otherwise affect combat rolls do not affect anti-fighter barrage rolls").
  { canonical: 'modifier', also: ['modify', 'modified'] },
  { canonical: 'choose', also: ['pick', 'select'] },
  // The two players of a combat or a deal are "both sides" at the table; the rules say what "each
  // player" does ("Each player rolls one die for each ship").
  { canonical: 'each player', also: ['both sides', 'each side'] },
  { canonical: 'combat', also: ['battle', 'fight'] },
  // The rules never say "enemy": they say "another player's" units, or a player's "opponent".
  { canonical: 'opponent', also: ['enemy', 'another player', 'other player'] },
  // Units are "loaded" onto a carrier, or "ride" in it; the rules transport them.
  { canonical: 'transport', also: ['carry', 'load', 'ride'] },
  { canonical: 'reveal', also: ['show'] },
  // A card or token "goes back" where the rules return it ("returned to the common play area").
  { canonical: 'return', also: ['go back', 'give back', 'put back'] },
  // What "comes back" is returned (a card, a token) or readied (an exhausted card or planet).
  { canonical: 'come back', also: [], answeredBy: ['return', 'ready'] },
  // Doing a thing "twice" (so "again" is read where asked, see ./again-asked.ts) asks how often it may
  // be done: the rules say "once" ("can score each objective only once", "can only use the secondary ability once").
  { canonical: 'twice', also: [], answeredBy: ['once', 'more than once', 'multiple times'] },
  { canonical: 'immediately', also: ['right away', 'instantly'] },
  // "Anytime" is one word at the table, two in the rules ("can do so at any time during that phase").
  { canonical: 'any time', also: ['anytime'] },
  // "When does X happen": the rules say an effect "occurs".
  { canonical: 'occur', also: ['happen'] },
  // An ability, a law, a passive effect "still active", "still on", "still applies": the rules say it
  // is (or is no longer) "in effect" (7.5, 32.4). "Active" alone is the rules' active player or system.
  { canonical: 'in effect', also: ['still active', 'still apply', 'still on'] },
  // Which of two things comes first, who goes first: the rules state an order ("in initiative
  // order", "proceeding clockwise", "take priority"). "Goes first" is no phrase of the rules, and
  // its "first" alone is any "first round": it asks for the order only. A procedure's order is stated
  // by the item opening its list of steps ("#steps", ./patterns.ts), which says no "order".
  {
    canonical: 'order',
    also: ['resolves first', 'happens first', 'comes first', 'priority', 'clockwise', 'sequence', 'goes first', 'going first'],
    asks: ['goes first', 'going first'],
    patterns: [PROCEDURE_STEPS],
  },
  // A situation told in table words: units "die" or are "wiped out", the rules destroy them; a
  // player "knocked out" is eliminated; a player who "runs out" of units or tokens has none left in
  // his reinforcements; units "land" on a planet in the invasion step. A unit "dies" (stemmed as
  // "died", see ./irregular.ts: "die" is one of the dice).
  { canonical: 'destroyed', also: ['died', 'dead', 'wiped out'] },
  { canonical: 'eliminated', also: ['knocked out'] },
  // A deck or a pool that is "empty" is depleted, as one a player ran out of.
  { canonical: 'reinforcements', also: ['run out', 'depleted', 'empty'] },
  // Table shorthand and everyday words: "thru" a system, or "past" it (the rules never say "past");
  // a "promise" between players is a deal, and so is what one "swore" or "pledged" to do;
  // a system or player "next to" another is adjacent (only typed whole: "the next agenda" is not).
  { canonical: 'through', also: ['thru', 'past'] },
  // A system is a hexagonal tile; players name it by its shape ("how many ships in one hex", "2 hexes away"):
  // the TI4 rules never say "hex".
  { canonical: 'system', also: ['hex'], asks: ['hex'] },
  // The book players hold is, in its own words, the "Rules Reference" ("if a card ability contradicts information in the Rules Reference").
  { canonical: 'rules reference', also: ['rulebook', 'rule book'] },
  // Players also make a "pact" or a "bargain". Not "agreement" nor "agreed": the rules' words
  // defining a deal (27) and its terms "agreed upon", whose rules answer a question naming them.
  { canonical: 'deal', also: ['promise', 'swore', 'sworn', 'swear', 'pledge', 'pact', 'bargain'] },
  // Systems that are adjacent are "connected" or "touching" at the table (the rules' own 6:
  // tiles are adjacent "if any of the tiles' edges are touching").
  // Keeping a deal, in the rules, is adhering to its terms (27.3, 27.4); players "honor" it, "stick to"
  // it or "back out" of it, and ask whether it is "enforceable".
  { canonical: 'adhere', also: ['honor', 'honour', 'stick to', 'abide', 'enforce', 'enforceable', 'back out'] },
  { canonical: 'adjacent', also: ['next to', 'next door', 'connect', 'touch'] },
  // A "trade with" another player is what the rules call a transaction ("trade" alone is the
  // strategy card or its goods).
  { canonical: 'transaction', also: ['trade with'] },
  // A trade "reversed" is one undone (83.4: "the transaction cannot be undone").
  { canonical: 'undone', also: ['undo', 'reverse'] },
  // "With no plastic fighter", "a planet with no units", "deals with non-neighbors": the rules say a
  // system that "does not contain" one, a planet he "does not have any units on", players who are "not neighbors".
  { canonical: 'not', also: ['no', 'without', 'none', 'non', 'cannot'] },
  // Table verbs for a card's state: a planet or card turned sideways is "tapped", the rules
  // exhaust it; turned back it is "untapped" or "refreshed", the rules ready it.
  { canonical: 'exhausted', also: ['tapped'] },
  { canonical: 'ready', also: ['untap', 'refresh'] },
  // The TI4 rules write a card's sides joined ("flips the card facedown"), players apart.
  { canonical: 'facedown', also: ['face down'] },
  { canonical: 'faceup', also: ['face up'] },
  // More table words: cardboard "chits" are tokens; a card "tossed" or "ditched" is discarded; commodities are "refilled", the rules replenish them;
  // "dmg" is damage; "mid" combat is during it.
  { canonical: 'token', also: ['chit'] },
  { canonical: 'discard', also: ['toss', 'ditch'] },
  { canonical: 'replenish', also: ['refill', 'top up'] },
  { canonical: 'damage', also: ['dmg'] },
  // Players "use" a card or an ability; the rules "resolve" it.
  { canonical: 'resolve', also: ['use'] },
  // What a player is "forced" or "obligated" to do the rules say he "must" do (67.7: "he must retreat").
  // "Forced" is kept whole by the stemmer (./irregular.ts): cut to "forc" it would be the rules' ground "forces".
  { canonical: 'must', also: ['forced', 'obligated', 'obliged', 'compelled'] },
  // One more of a thing: the rules say "additional" ("research one additional technology").
  { canonical: 'additional', also: ['extra', 'another', 'second'] },
  // A planet's "owner" is, in the rules, the player who controls it; a planet that "changes hands"
  // is one a player gains or loses control of.
  { canonical: 'control', also: ['owner', 'change hands'] },
  // Who wins: the rules name "the winner". So for the other roles of a combat: the player who loses
  // it is "the loser", who attacks "the attacker", who defends "the defender".
  { canonical: 'winner', also: ['win'] },
  { canonical: 'loser', also: ['lose'] },
  { canonical: 'attacker', also: ['attack'] },
  { canonical: 'defender', also: ['defend'] },
  { canonical: 'invasion', also: ['land', 'invade'] },
  // How players ask for a limit ("max secret objectives", "how many pds on a planet") and how the
  // rules state one ("a maximum of two", "up to three", "cannot have more than seven").
  // "How much", "too many" and "cap" ask the same; a count in digits ("gains 3 trade goods", "12
  // Infantry") answers as a count in words does.
  // "Every round", "every turn": the rules say "each" ("during each status phase").
  { canonical: 'each', also: ['every'] },
  // Units "spread over several planets", "split across" them: where the rules allow it they say a
  // player may do so on "any number of" things or "any of" them, or name "multiple" of them.
  { canonical: 'multiple', also: ['several', 'split', 'spread'], answeredBy: ['#unbounded', 'any of'] },
  // A floor: "minimum ground forces to land", "min dice": the rules say "at least one".
  { canonical: 'at least', also: ['minimum', 'min'] },
  {
    canonical: 'maximum',
    also: ['max', 'max number', 'maximum number', 'limit', 'cap', 'many', 'much', 'too many', 'most', 'up to', 'no more than', 'cannot have more than', 'exceed', 'excess'],
    patterns: ['#holding-limit'],
    // Counts in words answer "how many" where they stand before what is counted ("draws one action
    // card"; see `countsThing` in ./quantity.ts): "one" is every other sentence's "one" elsewhere.
    answeredBy: [...NUMBER_WORDS, ...COUNT_ORDINALS, '#count', 'equal to', ...UNBOUNDED_ANSWERS],
    asks: ['many', 'much', 'too many'],
    // The rules' "most" is "the most votes" or "most technology cards", never a limit. "Max number
    // of" is one thing asked, not a number too; the group's other words already find the rules' "maximum".
    ownOnly: ['most', 'max number', 'maximum number'],
  },
];

/**
 * Words that name a kind of document rather than a topic ("lrr movement", "errata direct hit"):
 * they are taken out of the query and rank that source's items first. A game's name ("TI3
 * advanced fighters", "Empires of the Void battle tie") names its sources: see ./game-names.ts.
 */
export const SOURCE_WORDS: Readonly<Record<string, readonly SourceId[]>> = {
  lrr: ['ti4-lrr-1.2', 'ti4-lrr-1.1'],
  faq: ['ti4-faq'],
  errata: ['ti4-faq'],
  // The text a card or ability should read, asked as players ask it: the errata state it.
  'corrected text': ['ti4-faq'],
  'corrected wording': ['ti4-faq'],
  'correct wording': ['ti4-faq'],
  'exact wording': ['ti4-faq'],
  'corrected version': ['ti4-faq'],
  'updated wording': ['ti4-faq'],
  'updated text': ['ti4-faq'],
  summary: ['ti4-summary'],
  pok: ['ti4-summary'],
  'prophecy of kings': ['ti4-summary'],
};
