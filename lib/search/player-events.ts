/**
 * What happened at the table, told in the players' words, and the rules' words for it. A player
 * tells an event ("am i out", "i took his planet", "when do i get it back"), the rules state the
 * concept the event is a case of ("eliminated", "gains control", "returned", "readied"). The
 * player's words are mostly ones the rules never use, or use in another sense ("out", "took",
 * "back"), so searched as typed they find nothing, or the wrong rule.
 *
 * Each entry names the rule wording it maps to. An entry's words are replaced in the query by one
 * concept: the rules' phrases, any of which counts as finding it (see ./told.ts).
 *
 * `said`: word sequences as typed, stopwords included, apostrophes out ("im out"); "a/b" is
 * either word in that place, "*" any one word.
 * `near`: the words said are this event only when one of these words stands within a few words of
 * them (what was taken is a planet); those words stay in the query.
 */
import { SCORED, TIE_RULES } from './tie-score';
import { UNIT_NAME_WORDS } from './unit-card';

export interface PlayerEvent {
  said: readonly string[];
  near?: readonly string[];
  /** How far from the words said a `near` word may stand, in words either side, when not the usual few (see ./told.ts); Infinity: anywhere in the question. */
  within?: number;
  /** Words one of which the question must say too, anywhere: what else the situation holds (the fighters a lost carrier carried). */
  amid?: readonly string[];
  /** The rules' words for the event, their term first. */
  rules: readonly string[];
  /**
   * A question of a value printed on a unit's card ("how far", "what does it hit on"): the unit's
   * card answers it however long the question around it (see `unitCardCredit` in engine/credits.ts).
   */
  card?: boolean;
  /**
   * The words tell the conditions of a state the rules name (ships of another player and none of
   * his own: "blockaded"), not its name: the entry titled with that name defines it by the very
   * conditions told, and answers nothing more; the rules under it say what follows (see `Alternative.stated`).
   */
  state?: boolean;
}

/** The units a player may say he "lost": his ship or ground force was destroyed. */
const UNITS = [
  'unit',
  'units',
  'ship',
  'ships',
  'carrier',
  'carriers',
  'dread',
  'dreads',
  'dreadnought',
  'dreadnoughts',
  'cruiser',
  'cruisers',
  'destroyer',
  'destroyers',
  'fighter',
  'fighters',
  'flagship',
  'infantry',
  'mech',
  'mechs',
  'pds',
  'dock',
  'fleet',
];

/**
 * The words a unit is named by, its short names too, and as a component named by its look stands
 * in the events' words (see ./component-reading.ts: "the giant round ball ship" as "sun").
 */
const UNIT_NAMED = [...UNITS, ...UNIT_NAME_WORDS];

/** A unit's pieces as one slot of a saying: its names, or the plastic it is ("ran out of models"). */
const PIECES = [...new Set([...UNIT_NAMED, 'models', 'pieces', 'plastic', 'tokens'])].join('/');

/**
 * What fits, squeezes or crams in or on a ship is its cargo ("how many soldiers fit in the carrier",
 * "do 3 fighters fit on my dread"): the ship's capacity. Said of a ship only (see `CARGO_SHIPS`): what fits in a
 * system is the fleet pool's to say.
 */
const FIT_ABOARD = ['fit/fits/squeeze/squeezes/cram/crams in/into/on/onto/aboard the/a/my/one/his/her/their/each/your'];

/** The ships a player loads, as players name them. */
const CARGO_SHIPS = ['carrier', 'carriers', 'cv', 'dread', 'dreads', 'dreadnought', 'dreadnoughts', 'sun', 'suns', 'warsun', 'warsuns', 'flagship', 'cruiser', 'cruisers', 'ship'];

/** A strategy card as players name it, by its name or as "a strategy card". */
const STRATEGY_CARD_WORDS = ['strategy', 'strat', 'sc', 'card', 'cards', 'leadership', 'diplomacy', 'diplo', 'politics', 'construction', 'trade', 'warfare', 'technology', 'tech', 'imperial'];

/** The verbs a planet changes hands by at the table, told by its taker or by its loser ("he took my planet"). */
const PLANET_TAKEN = ['take/takes/took/taking/taken', 'conquer/conquers/conquered/conquering', 'capture/captures/captured/capturing'];

/** The kinds of card a player exhausts and readies (32, 61), as players name them. */
const CARD_KINDS = ['strat', 'strategy', 'planet', 'planets', 'agent', 'agents', 'leader'];
/** The cards a player exhausts and readies, by their kind or as "a card". */
const CARDS = ['card', 'cards', ...CARD_KINDS];
/**
 * The cards that are ever exhausted (32, 61: planets, strategy cards, agents, technologies): a card
 * lying upside down or sideways beside one is exhausted. Not any "card": action cards and
 * objectives are held or placed facedown and never exhausted.
 */
const EXHAUSTED_CARDS = [...CARD_KINDS, 'tech', 'technology', 'technologies'];

/**
 * The verbs a player turns a card or a piece over by, one slot of a saying: a card exhausted is
 * flipped facedown and readied faceup (32.1, 61.1), a unit damaged is placed on its side and
 * repaired by turning it upright (76.1, 70.7). Players flip, turn or rotate either.
 */
const TURNED = 'flip/flips/flipped/flipping/turn/turns/turned/turning/rotate/rotates/rotated/rotating';
/** A card's way back up (61.1: "flips the card faceup"), as players say it: "back up", "over", "upright". */
const BACK_UP = 'up/faceup/over/upright';
/** What a player stands a damaged unit back up with (70.7: "turning those units upright"), beside the verbs that turn it. */
const STOOD = `${TURNED}/stand/stands/stood/standing/set/sets/setting/put/puts/putting/get/gets/got/getting/tip/tips/tipped/tipping`;

/** What a transaction exchanges (83.3: "commodities, trade goods and promissory notes"), as players name them. */
const TRADED = ['tg', 'tgs', 'trade', 'goods', 'commodities', 'commodity', 'comms', 'promissory', 'note', 'notes', 'card', 'cards'];

export const PLAYER_EVENTS: readonly PlayerEvent[] = [
  // 31: "A player who is eliminated is no longer part of the game." At the table he is "out".
  { said: ['am i out', 'im out', 'is he/she out', 'are they/we out', 'out of the game', 'kicked out'], rules: ['eliminated', 'no longer part of the game'] },
  // Taken from the player who tells it ("he took my planet"), a planet is one he "loses control" of
  // (24.5; EotV: "if you lose control of a region ..."): what he keeps or loses is said there, and
  // the taker's side (24.1, 44.5: "gains control") still answers what the taker gets.
  {
    said: PLANET_TAKEN,
    near: ['my'],
    within: 1,
    amid: ['planet', 'planets', 'region', 'regions'],
    rules: ['lose control', 'gain control'],
  },
  // A planet is taken when its new holder "gains control" of it (24.1, 44.5; exploration: "take
  // control of a planet"); the rules never say a planet is taken, conquered, stolen or grabbed.
  {
    said: [...PLANET_TAKEN, 'take/takes/took/taking/taken over', 'steal/steals/stole/stolen/stealing', 'grab/grabs/grabbed/grabbing'],
    near: ['planet', 'planets', 'mecatol'],
    rules: ['gain control'],
  },
  // A "new planet" is one just taken (24.1: "When a player gains control of a planet ... that card
  // is exhausted"); the TI4 rules never call a planet new.
  { said: ['new/newly'], near: ['planet', 'planets'], within: 1, rules: ['gain control'] },
  // Who has a planet is who "controls" it (24.4: "a control token ... to mark that he controls
  // it"; 24.5: "loses control of a planet if he no longer has units on it").
  {
    said: ['own/owns it', 'still own/owns', 'do i own', 'who owns', 'his/hers/mine/theirs now', 'is it his/mine/theirs', 'who keeps/gets'],
    rules: ['control', 'own'],
  },
  { said: ['keep/keeps/lose/loses/lost'], near: ['planet', 'planets'], rules: ['control'] },
  // A planet a player's ground forces all left, or that none stand on ("moved all my inf off a
  // planet", "no infantry on it"), is one he "does not have any units on" (24.4: he still controls it;
  // 24.5: he loses it only when another player's units are on it), as an "empty" one is (below).
  // Said so, the invasion's own steps, which tell of ground forces landing and staying, answer nothing of it.
  {
    said: [
      'all my/his/her/their/our units/troops/infantry/inf/soldiers/guys/forces off',
      'last units/troops/infantry/inf/soldiers/guys off/on/from/left',
      'no units/troops/infantry/inf/soldiers/guys on it/my/the/that/this/a/his/her/their',
      'nothing on/there',
      'nothing is/left on/there',
    ],
    near: ['planet', 'planets'],
    within: Infinity,
    rules: ['not have any units', 'no longer has units'],
  },
  // A unit is no player's to control: it "belongs to" one (54.4, 68.4: "a unit that belongs to another player").
  { said: ['switch/switches to me/him/her', 'become/becomes mine/his/hers'], near: UNITS, rules: ['belong'] },
  // Whether a card or planet can be used is whether it is "exhausted" or "readied" (24.1: a planet
  // taken "is exhausted"; 61.4: "cannot ... spend ... on that card until it is readied").
  // "He hadn't used it yet" tells it is ready; "can I spend it this turn" asks whether it is (55.8:
  // "A player cannot spend an exhausted planet's resources or influence").
  {
    said: ['is it ready', 'ready for me', 'still ready', 'ready to use', 'ready to spend', 'not used it/them', 'not used it/them yet', 'unused', 'spend/use it/them this turn/round', 'spend/use it/them right away'],
    rules: ['exhausted', 'ready'],
  },
  // What a player gets back is "returned" (a captured unit, "until it is returned"; promissory
  // notes, 60.3) or readied (70.6: "Each player readies all of his exhausted cards"; agents).
  { said: ['get/gets/getting it/them/one back', 'get/gets/getting my/his/her/their/our/the * back', 'get/gets/getting back'], rules: ['return', 'ready'] },
  // A card that goes back "to its owner" is "returned to a player" (60.3, 60.4): the rules name
  // whose card it is by the return, never by an "owner" (which they say of planets, as control).
  { said: ['go/goes/went/going/come/comes/came/coming back to its/the/his/her/their owner', 'return/returns/returned/returning to its/the/his/her/their owner'], rules: ['return'] },
  // A card is exhausted by flipping it facedown and readied by flipping it faceup (32.1, 32.2,
  // 61.1): a strategy card, planet or agent "flipped back up" is readied. Ahead of the repair
  // below, which a damaged unit "flipped back" is.
  { said: [`${TURNED} back ${BACK_UP}`, `${TURNED} * back ${BACK_UP}`, `${TURNED} faceup`, `${TURNED} * faceup`], near: CARDS, rules: ['ready', 'faceup'] },
  // Asked after the card is named ("used my strategy card and flipped it facedown. when does it get
  // flipped back up", "i flipped my planet cards face down ..., when do they flip back"): a card
  // flipped back is readied, whatever stands between.
  { said: [`${TURNED} back`, `${TURNED}/get/gets/got/getting back ${BACK_UP}`, `${TURNED}/get/gets/got/getting * back ${BACK_UP}`, `${TURNED} * * back ${BACK_UP}`, 'back face up', 'face up again', 'right side up'], amid: CARDS, rules: ['ready', 'faceup'] },
  // A damaged unit is "placed on its side" (76.1) and "repaired ... by turning those units
  // upright" (70.7): players flip it back, stand or set it back up, or heal it.
  {
    said: ['flip/flips/flipped/flipping back', 'flip/flips/flipped/flipping * back', `${STOOD} back up/upright`, `${STOOD} * back up/upright`, `${STOOD} * upright`, `${STOOD} upright`, 'stand/stands/stood/standing up', 'upright', 'righted', 'heal/heals/healed/healing', 'unflip/unflips/unflipped', 'undamaged'],
    rules: ['repair', 'upright'],
  },
  // A damaged unit is "fixed" at the table; the rules repair it (70.7).
  { said: ['fix/fixes/fixed/fixing'], near: [...UNITS, 'damaged', 'damage', 'dmg'], rules: ['repair', 'upright'] },
  // A PDS "shoots" or "fires": it uses its Space Cannon ability (66; offense 66.2, defense 44.3).
  { said: ['shoot/shoots/shot/shots/shooting', 'fire/fires/fired/firing'], near: ['pds', 'pdss', 'pds2'], rules: ['space cannon'] },
  // A PDS a player names against a bombardment is its Planetary Shield (54.2; 56: "Units cannot use
  // the Bombardment ability against a planet that contains a unit that has the Planetary Shield ability").
  // A question of both is of the shield wherever in it the PDS stands ("his planet has a pds on it,
  // can my dreads bombard his infantry").
  { said: ['pds', 'pdss', 'pds2'], near: ['bombard', 'bombards', 'bombarded', 'bombarding', 'bombardment', 'bombardments'], within: Infinity, rules: ['planetary shield'] },
  // A retreat is "called", "declared" or "said" at the table; the rules announce it (67.4).
  { said: ['call/calls/called/calling', 'declare/declares/declared/declaring', 'say/says/said/saying'], near: ['retreat', 'retreats', 'retreating'], rules: ['announce'] },
  // Objectives and agendas are "revealed" (52, 70.2); players flip them, or turn them over (up).
  {
    said: ['flip/flips/flipped/flipping', 'turn/turns/turned/turning over/up', 'turn/turns/turned/turning * over/up'],
    near: ['objective', 'objectives', 'public', 'stage', 'agenda', 'agendas'],
    rules: ['reveal'],
  },
  // Any other card flipped is exhausted (32.1: "To exhaust a card, a player flips the card facedown"); a used one is too (32.5).
  // Turned facedown, upside down or sideways, as a tapped card in other games, it is exhausted too.
  {
    said: ['used', 'flip/flips/flipped/flipping', 'flip/flips/flipped/flipping over', 'flip/flips/flipped/flipping it/them over', `${TURNED} down/facedown/sideways`, `${TURNED} it/them down/facedown/sideways`],
    near: CARDS,
    rules: ['exhaust', 'facedown'],
  },
  // Said "face down", it is the rules' "facedown" as typed (./synonyms.ts).
  { said: ['upside down', 'sideways'], amid: EXHAUSTED_CARDS, rules: ['exhaust', 'facedown'] },
  // What a player gives or hands back goes back where it came from: it is "returned" (70.8: "Each
  // player returns his strategy card"; 60.3), not given in a transaction. Ahead of the transaction below.
  { said: ['give/gives/gave/giving/hand/hands/handed/handing back', 'give/gives/gave/giving/hand/hands/handed/handing it/them/one back', 'give/gives/gave/giving/hand/hands/handed/handing my/his/her/their/our/the * back'], rules: ['return'] },
  // Trade goods, commodities and notes a player hands over are given "in exchange" (83.2): a transaction.
  { said: ['give/gives/gave/giving/swap/swaps/swapped/swapping/gift/gifts/gifted/gifting', 'hand/hands/handed/handing him/her/them/over'], near: TRADED, rules: ['transaction', 'exchange'] },
  // Anything else "handed over" is given (83.2: "a player gives any number of trade goods ..."), never
  // the hand a player holds his cards in.
  { said: ['hand/hands/handed/handing over'], rules: ['give'] },
  // Given to the player who tells it, they are what he "receives" (20.5: "When a player receives a
  // commodity from another player ... converts it into a trade good").
  { said: ['give/gives/gave/giving/hand/hands/handed/handing/send/sends/sent me'], near: TRADED, rules: ['receive'] },
  { said: ['in a/one trade', 'per trade', 'a single trade'], rules: ['transaction', 'exchange'] },
  // Players far apart on the map are not "neighbors" (51: units or planets "in the same system,
  // or in adjacent systems"); players who "touch" or sit "next to me" are, or are not, neighbors
  // (systems are adjacent).
  {
    said: ['across the map', 'other/far/opposite side/sides/end/ends of the map/board/galaxy', 'touch/touches/touching', 'next to me/him/her/us/them'],
    rules: ['neighbors', 'adjacent'],
  },
  // A player who keeps out of a vote by choice ("can i just not vote", "i must not vote?" in a
  // second language, "say nothing and keep my planets ready", "sit out the vote") abstains (8.14: "A
  // player may choose to abstain by not casting any votes"); players who never met the word tell the
  // act. Not one who "cannot vote": an effect keeps him out, which is no choice.
  {
    said: ['just/simply not vote', 'choose/chose/decide/decided/want/prefer not to vote', 'must not vote', 'no vote/votes', 'skip/skips/skipped/skipping the/a/my vote/voting', 'say/says nothing', 'stay/stays/sit/sits out of the vote/voting', 'sit/sits out the vote/voting', 'without voting'],
    near: ['vote', 'votes', 'voting', 'agenda', 'agendas', 'outcome', 'influence'],
    within: Infinity,
    rules: ['abstain'],
  },
  // "Nobody voted": "if no outcome receives any votes" (8.19); "nobody picked": "not chosen" (73.2);
  // "neither player" (38.4, 67.10).
  { said: ['nobody', 'no one', 'noone'], rules: ['no', 'not', 'neither'] },
  // Strategy cards "left over" when everyone has picked are those "not chosen" (73.2: a trade good on
  // each strategy card that was not chosen).
  { said: ['left over', 'leftover', 'leftovers', 'unpicked', 'unchosen', 'not picked'], near: ['card', 'cards', 'strategy', 'strat', 'sc', 'scs'], rules: ['not chosen'] },
  // Both sides destroyed: "If neither player has a ground force remaining ... there is no winner" (38.4,
  // 67.10); who holds the planet then: "all units belonging to both players were destroyed, the player
  // who was the defender retains control" (44.5). Told too as dying in the same roll, at the same time.
  {
    said: ['each other', 'each others', 'one another', 'both', 'same roll/round/time/volley', 'at once', 'simultaneously'],
    near: ['wiped', 'killed', 'kill', 'destroyed', 'died', 'dead', 'lost', 'lose'],
    rules: ['neither player', 'no winner', 'both players'],
  },
  // An opponent whose ships were all destroyed "has no ships left" (67.7: a retreat announced then
  // does not occur, the combat ends): the player tells it as what he did to them.
  {
    said: [
      'killed/destroyed/wiped/sank/sunk/popped all his/her/their/the/enemy ships/fleet',
      'killed/destroyed/wiped/sank/sunk/popped all of his/her/their/the/enemy ships',
      'killed/destroyed/wiped/sank/sunk/popped his/her/their/the/enemy last ship/ships',
      'wiped out his/her/their/the/enemy fleet/ships',
      'killed/destroyed/wiped/sank/sunk/popped his/her/their/the/enemy whole/entire fleet',
      'wiped out his/her/their/the/enemy whole/entire fleet',
    ],
    rules: ['no ships left'],
  },
  // An "empty" planet or system is one that "does not contain" units (33.3, 41.3, 78.1): not a
  // depleted deck or reinforcements, which an "empty" deck is.
  // A planet left empty is one its owner "does not have any units on" (24.4).
  { said: ['empty'], near: ['planet', 'planets', 'system', 'systems', 'hex'], rules: ['not contain', 'no units', 'not have any units'] },
  // A tie told as an equality: outcomes or players on "the same number" of votes or points, votes
  // "split evenly", a "deadlock" (8.19: "If there is a tie for the outcome that received the most
  // votes"; 87.8); the rules name the case, never the equality. Said too of the counts themselves:
  // votes that "are even", "ended even", "equal votes", points that "were equal".
  {
    said: [
      'same/equal number/amount/count',
      'evenly split',
      'split evenly',
      'deadlock/deadlocked',
      'is/are/was/were/ended/ends/end/stand/stands/sit/sits even/equal',
      'came/come/comes out even/equal',
      'equal votes/points/vps/vp',
    ],
    amid: [...SCORED],
    rules: TIE_RULES,
  },
  // A tie at the winning score (10, or 14 on the long track) is players reaching it together: "If
  // multiple players would simultaneously gain their 10th victory point" (87.7), not a tie for the
  // most points when the objectives run out (87.8), which no score names.
  { said: ['tie/tied/ties/tying/even at/on'], near: ['10', 'ten', '14', 'fourteen'], within: 1, rules: ['simultaneously', ...TIE_RULES] },
  // What a player holds "is full", "maxed out", "at max": he holds as many as he can, which the rules
  // state as a limit ("cannot have more than the commodity value", 81.3; "a maximum of seven", 2.3).
  {
    said: ['is/are/was/were/already/get/gets/got full/maxed/capped', 'maxed out', 'at max/cap/maximum', 'hit/hits/reached the max/cap'],
    rules: ['cannot have more than', 'maximum'],
  },
  // A vote "came out" as its outcome did (8.19: "a tie for the outcome that received the most votes").
  { said: ['come/comes/came out'], near: ['vote', 'votes', 'voting', 'voted', 'agenda'], rules: ['outcome'] },
  // What is not so "anymore" is, in the rules, "no longer" so (24.5: "if he no longer has units on it"; 20.5, 31).
  { said: ['anymore', 'not anymore'], rules: ['no longer'] },
  // A carrier lost with fighters or ground forces beside it leaves them beyond the capacity of his
  // ships (16.3: "more fighters and ground forces in the space area ... than the total capacity of
  // his ships"; 67.10), which never name the carrier. Said of the carrier, next to it: a carrier
  // that "gets destroyed" leaving a gravity rift, told farther from it, is the rift's case (37.2).
  // Ahead of the loss below.
  {
    said: [
      'carrier/carriers/cv die/dies/died/dead/destroyed/killed/sunk',
      'carrier/carriers/cv * die/dies/died/dead/destroyed/killed/sunk',
      'carrier/carriers/cv went/goes/go down',
      'lost/lose/loses/losing carrier/carriers/cv',
      'lost/lose/loses/losing my/the/a/his/her/their carrier/carriers/cv',
    ],
    amid: ['fighter', 'fighters', 'ff', 'infantry', 'inf', 'ground', 'gf', 'gfs', 'mech', 'mechs'],
    rules: ['capacity', 'destroyed'],
  },
  // What a ship "holds" is its capacity (16.1: "the maximum combined number of
  // fighters and ground forces that it can transport"): said of units, not of cards in hand ("i
  // hold mecatol", "holding 8 action cards", "hold my reroll").
  { said: ['hold/holds'], near: UNITS, rules: ['capacity'] },
  // Fighters or ground forces that "need a carrier" ask what lets them stand in space: the capacity
  // of the player's ships in the system (16.2: "determine the number of fighters and ground forces
  // he can have in that system's space area").
  {
    said: ['need/needs/require/requires a/an/the carrier/ship/ride', 'need/needs/require/requires carriers/ships'],
    near: ['fighter', 'fighters', 'infantry', 'inf', 'gf', 'gfs', 'mech', 'mechs', 'ground', 'troops'],
    within: Infinity,
    rules: ['capacity'],
  },
  // A turn or an action "burned" is used up: the rules say it is used (21.4: a component action
  // canceled "does not use that player's action").
  { said: ['burn/burns/burned/burnt/burning'], rules: ['use'] },
  // A unit a player "lost" was destroyed: the rules' "loser" is who loses a combat.
  { said: ['lost/lose/loses/losing'], near: UNITS, rules: ['destroyed'] },
  // A unit or token taken back off the board is removed (22.4, 58.5: "remove units from any
  // systems"; 88.1: "removes any one of his command tokens from the game board").
  { said: ['pull/pulls/pulled/pulling back', 'pull/pulls/pulled/pulling * back', 'take/took * back', 'take/took back'], rules: ['remove'] },
  // Units a player "drops" on a planet are placed there (24.5: "The player that placed units on the planet gains control").
  { said: ['drop/drops/dropped/dropping'], rules: ['place'] },
  // All of a unit already on the board: none left in the reinforcements (22.4, 58.5). Said of units
  // ("all 5 dreads out", "all my carriers are out"): cards "all out" ("all publics are out") are all revealed.
  { said: ['all out', `all ${PIECES} out`, `all * ${PIECES} out`, `all ${PIECES} * out`, `all * ${PIECES} * out`], rules: ['reinforcements'] },
  // A player with every piece of a unit, or every token, already in play ("all 8 of my cruisers
  // are on the board", "ran out of cruiser models") is one who "does not
  // have enough units in his reinforcements" (22.4, 58.5) or has "none available" in them (19.3).
  { said: ['on the board/map', 'out on the board/map', 'already out', 'out already'], near: ['all', 'every'], within: 8, rules: ['not have enough', 'none available'] },
  // The units a player has not yet placed are, at the table, his "pile" or "stock" ("none left in
  // my pile", "no cruisers in my stock"): the rules' reinforcements (22.4, 58.5).
  { said: ['my/his/her/their/the pile/stock', 'left in/on pile/stock'], near: PIECES.split('/'), within: Infinity, rules: ['reinforcements'] },
  // Cardboard tokens run out are "depleted" (22.3), whatever unit they stand for ("fighter tokens").
  // Ahead of the units' entry below, which a tie goes to the first of.
  { said: ['ran/run/runs/running out of'], near: ['tokens', 'token'], rules: ['depleted', 'run out'] },
  { said: ['ran/run/runs/running out of', 'out of'], near: [...UNITS, 'models', 'pieces', 'plastic'], rules: ['not have enough', 'none available'] },
  // A player whose turn it is not is not the active player (66.1: "A player is not required to be the
  // active player to use the 'Space Cannon' abilities of his units"; 66.5: "Players other than the
  // active player"). Ahead of the turn below, which "not my turn" holds.
  {
    said: ['not my/his/her/their/your turn', 'isnt/wasnt my/his/her/their/your turn', 'not the one taking the turn', 'someone/somebody elses turn', 'someone/somebody else turn'],
    rules: ['not required to be the active player', 'other than the active player', 'active player'],
  },
  // The player whose turn it is, is "the active player" (4: "the player taking a turn").
  { said: ['my/his/her/their/your turn', 'taking the turn', 'whose turn'], rules: ['active player', 'turn'] },
  // A player "blocked from" something, "barred" or "locked out of" it, cannot do it (52.16: "A player
  // cannot score public objectives if ..."): nothing is canceled. Ahead of the blocked hit below.
  { said: ['block/blocks/blocked/bar/bars/barred/ban/bans/banned/prevented/stopped from', 'locked/shut out of'], rules: ['cannot'] },
  // A hit or effect a player blocks, eats or soaks is "canceled" (76.1: "one hit ... is canceled";
  // 76.5: "cannot be used to cancel an effect that directly destroys a unit").
  { said: ['block/blocks/blocked/blocking', 'eat/eats/ate/eating', 'soak/soaks/soaked/soaking', 'absorb/absorbs/absorbed/absorbing', 'negate/negates/negated'], rules: ['cancel'] },
  // A ship tipped over or turned on its side has used Sustain Damage (76.1: "each unit using this
  // ability is placed on its side to indicate that it is damaged").
  {
    said: [
      'tip/tips/tipped/tipping/knock/knocks/knocked/knocking/fall/falls/fell/fallen/falling over',
      'tip/tips/tipped/tipping/knock/knocks/knocked/knocking * over',
      'tip/tips/tipped/tipping/knock/knocks/knocked/knocking * * over',
      'turn/turns/turned/turning/lay/lays/laid/put it/them on its/their side',
      'on its/their/his/her side',
      'lying/laying/lies/lie down/flat',
      'sideways',
    ],
    rules: ['sustain damage', 'on its side'],
  },
  { said: ['stop/stops/stopped/prevent/prevents/prevented'], near: ['hit', 'hits', 'sustain', 'damage', 'destroy', 'destroys', 'card', 'effect'], rules: ['cancel'] },
  // A ship "picks up" units it transports (84.1: "The ship can pick up and transport fighters and
  // ground forces"); "pick" alone is a choice.
  { said: ['pick/picks/picked/picking up', 'grab/grabs/grabbed/grabbing', 'scoop/scoops/scooped'], near: UNITS, rules: ['transport', 'pick up'] },
  // Ground forces a player sends to planets are committed to land there (44.2).
  { said: ['send/sends/sent/sending'], near: ['infantry', 'ground', 'mech', 'mechs', 'planet', 'planets'], rules: ['commit'] },
  // A player who "keeps going" or "keeps taking turns" performs "multiple, consecutive actions"
  // (3.3: "if all other players have passed"); "turns in a row" too.
  {
    said: ['keep/keeps/kept going', 'keep/keeps/kept taking/doing/playing/having turns/actions', 'turns/actions in a row', 'turns/actions back to back'],
    rules: ['consecutive actions', 'consecutive'],
  },
  // Ships "stuck" or "trapped" where they are cannot move (49.4: "The ship cannot move if it started its
  // movement in another system that contains one of its faction's command tokens"; 50.2).
  { said: ['stuck', 'trapped', 'pinned', 'pinned down'], near: UNIT_NAMED, rules: ['cannot move'] },
  // "Everyone else": "all other players" (3.3), "each other player" (19.5, 45.3).
  { said: ['everyone/everybody else', 'all the others', 'the others'], rules: ['all other players', 'each other player'] },
  // A card hit by Sabotage is "canceled" (2.8).
  { said: ['sabotaged', 'sabod', 'saboed'], rules: ['canceled', 'sabotage'] },
  // Keeping or breaking a promise: a binding deal must be adhered to, a non-binding one need not (27.3, 27.4).
  { said: ['keep/kept my/his/their/your promise/word/deal', 'break/breaks/broke/broken * promise/word/deal'], rules: ['binding', 'adhere'] },
  // So is backing out of one, or being "forced" to do what was agreed (27.3: "must adhere to the
  // terms"), told of a deal: "back out" of a combat is a retreat.
  {
    said: ['back/backs/backed/backing out', 'go/goes/went/going back on', 'renege/reneges/reneged/reneging', 'forced/obliged/bound to do/follow/honor/honour'],
    near: ['deal', 'deals', 'promise', 'promised', 'swore', 'sworn', 'agreed', 'agreement', 'tg', 'tgs', 'commodities', 'comms', 'promissory', 'vote', 'votes'],
    within: Infinity,
    rules: ['binding', 'adhere'],
  },
  // To "follow" a strategy card is to resolve its secondary ability (19.5: "each other player can
  // resolve the secondary ability of that strategy card by spending a command token"): the rules'
  // "following" is "the following steps", never this. Said of a card ("follow a strategy card",
  // "following his tech card"); "follow warfare secondary" names the secondary itself.
  { said: ['follow/follows/followed/following a/the/his/her/their/someones/another/other/any/your'], near: STRATEGY_CARD_WORDS, within: 3, rules: ['secondary'] },
  // A strategy card's two abilities told as its parts (19.5, 73): the primary is the active player's,
  // the card's main, top or bigger part; the secondary the other players', its second, lower,
  // smaller or bonus part. Said beside a strategy card or "card"; an "ability" said so ("the main
  // ability") is the rules' word already, searched as typed.
  {
    said: ['second/secondary/other/bottom/lower/smaller/lesser/little/small/bonus/extra/minor/weaker part/half/bit/section/portion'],
    amid: STRATEGY_CARD_WORDS,
    rules: ['secondary ability', 'secondary'],
  },
  {
    said: ['main/top/upper/first/primary/bigger/major/stronger part/half/bit/section/portion'],
    amid: STRATEGY_CARD_WORDS,
    rules: ['primary ability', 'primary'],
  },
  // A point is a victory point (26.3: "he gains one victory point").
  { said: ['a/one/1/the point'], rules: ['victory point'] },
  // Players pay; the rules spend resources and influence (26.2: "by spending six influence"; 58.2).
  { said: ['pay/pays/paid/paying'], rules: ['spend', 'cost'] },
  // "sd" is the space dock's initials (./synonyms.ts) and Sustain Damage's: said of building it is the
  // dock; said of hits, damage, a card that destroys, or a unit that has the ability, it is Sustain
  // Damage (76). The dock's reading comes first: "build a dread at my sd".
  { said: ['sd'], near: ['build', 'builds', 'built', 'building', 'produce', 'produces', 'produced', 'production', 'prod', 'blockade', 'blockaded', 'place', 'placed'], within: Infinity, rules: ['space dock', 'dock'] },
  {
    said: ['sd'],
    near: ['hit', 'hits', 'damage', 'damaged', 'cancel', 'cancels', 'destroy', 'destroys', 'repair', 'repaired', 'afb', 'barrage', 'dread', 'dreads', 'dreadnought', 'dreadnoughts', 'flagship', 'mech', 'mechs', 'ws'],
    within: Infinity,
    rules: ['sustain damage'],
  },
  // Trade goods a player "throws in" toward a cost are spent (82.4: "spend trade goods as if they
  // were resources or influence"; 8.13: trade goods "cannot be spent" to cast votes).
  { said: ['throw/throws/threw/throwing/toss/tosses/tossed/tossing'], near: ['tg', 'tgs', 'trade', 'goods', 'commodities', 'comms', 'influence', 'resources'], rules: ['spend'] },
  // What a player "buys" with influence, resources or trade goods he spends them on (45.2: "spend
  // any amount of his influence to gain one command token for every three influence he spends").
  { said: ['buy/buys/bought/buying'], near: ['influence', 'resources', 'resource', 'tg', 'tgs', 'trade', 'goods'], rules: ['spend'] },
  // Units a newcomer "buys", "makes" or "gets more" of are produced (58.1: "To produce a unit, a
  // player must spend a number of resources"): the rules never buy or make a unit. "Make" only with
  // a unit within two words ("make new ships", "buy a carrier"), and not said of units already
  // made ("units made with a card": the player asks of their cost). After the spending above,
  // which "buy" with what is paid is.
  {
    said: ['buy/buys/buying/make/makes/making/recruit/recruits/recruiting/hire/hires/hiring', 'gain/gains more/new/extra'],
    near: UNIT_NAMED,
    within: 2,
    rules: ['produce', 'producing'],
  },
  // A planet is a "world" at the table ("my home world", "a pds world"); the rules never say it.
  { said: ['homeworld/homeworlds'], rules: ['home system', 'home planet'] },
  { said: ['world/worlds'], rules: ['planet'] },
  // A newcomer's ship is a "spaceship" (the rules' "ship", 65).
  { said: ['spaceship/spaceships/starship/starships'], rules: ['ship'] },
  // Dice are "thrown" at many tables; the rules roll them (35.2: "rolls one die").
  { said: ['throw/throws/threw/throwing/thrown'], near: ['dice', 'die', 'dices'], rules: ['roll'] },
  // Trade goods, commodities or resources a player "counts toward" a cost, or that "go toward" it,
  // are spent on it (42.3: "spend a trade good as if it were one influence"; 82.4); "count toward"
  // said of anything else is a limit's or an objective's ("fighters count toward the fleet pool").
  {
    said: ['count/counts/counted/counting toward/towards', 'go/goes/went toward/towards', 'put/puts toward/towards', 'spend/spent them/it toward/towards'],
    near: ['tg', 'tgs', 'trade', 'goods', 'commodities', 'comms', 'influence', 'resources', 'resource'],
    rules: ['spend'],
  },
  // A technology a player says "counts as" a prerequisite, or "toward" one, satisfies it: the
  // rules' only verb for it (79.7: "can satisfy a prerequisite of a matching color"; "unit upgrades
  // ... do not satisfy prerequisites"; 79.12).
  {
    said: ['count/counts/counted/counting as/toward/towards/for'],
    near: ['prereq', 'prereqs', 'prerequisite', 'prerequisites'],
    within: Infinity,
    rules: ['satisfy'],
  },
  // Units a player says "sit", are "parked" or "camp" in a system or on a planet are what it
  // "contains" (58.6: "a system that contains other players' ships"; 49.4, 54.4, 78.2): the rules
  // never seat a unit. Said of units or a place, not of cards in hand ("sitting on 8 action cards").
  // Told of units that are there, not asked of where one may be: "can infantry just sit in space"
  // asks of capacity, so the bare verb is not one of its words.
  {
    said: ['sits/sat/sitting/parks/parked/parking/camps/camped/camping'],
    near: [...UNITS, 'system', 'systems', 'home', 'planet', 'planets', 'there', 'nebula', 'rift', 'mecatol', 'rex', 'inf', 'gf', 'dd', 'dds'],
    rules: ['contain'],
  },
  // "Where do they go", "which pools do they go in": where a thing "goes" is where the rules place
  // it ("three in his tactic pool ... are placed", "he chooses which of the three pools ... to place
  // it in"). Not "which goes first", the order asked, nor "where can my ships go", a move.
  { said: ['do/does/did it/they/these/those/them go'], near: ['where', 'which'], rules: ['place', 'go'] },
  // Units "in space" are in the space area of a system (16.3, 39.1, 59.4).
  { said: ['in space', 'floating in space'], rules: ['space area', 'space'] },
  // Questions of a unit's printed values, asked of a unit the question names ("how far can the
  // carrier go", "what does it need to hit", "how much does it cost"): its card's move, combat value
  // (a hit on that number or above, 35.1), cost and capacity; a space dock's production (59).
  { said: ['how far', 'how fast', 'how much far', 'how many systems/hexes/tiles/spaces'], near: UNIT_NAMED, within: Infinity, card: true, rules: ['move'] },
  // A unit's move weighed between two values ("does a base dreadnought move 1 or 2") is its card's.
  { said: ['move/moves 1/2/3/4 or 1/2/3/4'], near: UNIT_NAMED, within: Infinity, card: true, rules: ['move'] },
  // A place told by how many systems lie between ("2 hexes away", "three systems over"): the rules
  // state that count as a distance, which a unit's move value says how far it reaches (48.1).
  { said: ['* systems/hexes/tiles/spaces away/over/apart'], rules: ['distance', 'move'] },
  {
    said: ['to hit', 'hit/hits/hitting on 1/2/3/4/5/6/7/8/9/10/a/an/what/which', 'it/they hit/hits on', 'roll/rolls/rolled/rolling at/on 1/2/3/4/5/6/7/8/9/10', 'roll/rolls/rolled/rolling * at 1/2/3/4/5/6/7/8/9/10', 'roll/rolls/rolled/rolling * * at 1/2/3/4/5/6/7/8/9/10'],
    near: UNIT_NAMED,
    within: Infinity,
    card: true,
    rules: ['combat'],
  },
  // Units "already on the board", "existing", "or only new ones", asked beside an upgrade gained
  // ("just got carrier 2, do my carriers already out get it"): the upgrade's reach, each of the
  // player's units that correspond to it (86.4), not where those units stand.
  {
    said: ['already on/in the board/map/table/game/play', 'already in play', 'already out', 'already out on/in the board/map/table', 'already placed', 'on the board/map/table already', 'existing', 'only new ones', 'only the new ones', 'only newly built/produced', 'new ones only'],
    amid: ['2', 'ii', 'upgrade', 'upgrades', 'upgraded', 'researched', 'research'],
    rules: ['correspond', 'treated as having'],
  },
  // A unit that moves "on its own", "by itself", "alone" is asked of its card's move value: a fighter
  // or ground force has none, and moves only transported (16.1, 33.1: "fighters ... do not have a move value").
  {
    said: ['on its/his/her/their own', 'by itself/himself/themselves', 'alone', 'solo', 'without a ride'],
    near: ['move', 'moves', 'moving', 'fly', 'flies', 'flying', 'go', 'goes', 'travel', 'travels', 'leave'],
    amid: UNIT_NAMED,
    card: true,
    rules: ['move'],
  },
  { said: ['how many dice'], near: UNIT_NAMED, within: Infinity, card: true, rules: ['dice'] },
  // A unit "once it's upgraded", "without the upgrade", "the basic one": what it can do at either
  // level is its card's, which states both ("Cruiser II: ... capacity 1"). Asked too of the level
  // after it, in a second language's order ("capacity of carrier is how much, and after the upgrade?");
  // not one "with the upgrade", which tells the unit a story has ("its got move 2 now with the upgrade").
  {
    said: ['once/when/after/if its/theyre upgraded', 'once/when/after/if it/they is/are upgraded', 'only upgraded', 'without/before/after the/an/its upgrade', 'after upgrade', 'not upgraded', 'unupgraded', 'basic one/version', 'base one/version'],
    near: UNIT_NAMED,
    within: Infinity,
    card: true,
    rules: ['upgrade'],
  },
  // Ships "stacked" or "piled" in one place are the ships a player has in a system, which his fleet
  // pool bounds (65.2: "A player can have a number of ships in a system equal to or less than the
  // number of command tokens in his fleet pool").
  { said: ['stack/stacks/stacked/stacking/pile/piles/piled/piling'], near: ['same', 'single', 'hex', 'system', 'space', 'spot', 'tile'], within: 5, amid: UNIT_NAMED, rules: ['ships in a system', 'fleet pool'] },
  // How many of a unit the box holds is asked of its card's pieces, and of the plastic each colour
  // comes with (85.2): a question of what the game has, however long the story around it.
  { said: ['in the/a/my/our/each box', 'per color/colour', 'each color/colour'], near: UNIT_NAMED, within: Infinity, amid: ['many', 'number', 'count'], card: true, rules: ['pieces', 'comes with'] },
  // The plastic a colour holds, asked of the pieces with no unit named ("plastic pieces per color"): 85.2.
  { said: ['per color/colour', 'each color/colour'], near: ['plastic', 'pieces', 'piece', 'models', 'figures', 'miniatures', 'minis'], rules: ['comes with'] },
  { said: ['cost/costs', 'price'], near: UNIT_NAMED, within: Infinity, card: true, rules: ['cost'] },
  {
    said: ['how many/much * can it/they/one/a carry/take/hold/fit', 'how many/much can it/they/one/a carry/take/hold/fit', 'take/takes/fit/fits inside', 'room for/inside'],
    near: UNIT_NAMED,
    within: Infinity,
    card: true,
    rules: ['capacity'],
  },
  { said: FIT_ABOARD, near: CARGO_SHIPS, within: 1, card: true, rules: ['capacity'] },
  // Cargo counted per ship ("max fighters per carrier", "infantry per dread") is that ship's capacity.
  { said: ['fighters/ff/infantry/inf/troops/soldiers/gf/gfs per/each'], near: CARGO_SHIPS, within: 2, card: true, rules: ['capacity'] },
  { said: ['how many units/ships it/they/one/a can produce/build', 'how many units/ships can it/they/one/a produce/build', 'how many * can it/they/one/a produce/build'], near: UNIT_NAMED, within: Infinity, card: true, rules: ['production'] },
  // "How many can one player keep": a limit asked of one player is each player's (second-language
  // players say "one" for "each"; 52.21 "if a player ... has more than three"), no count of one.
  { said: ['one player/players/person'], near: ['many', 'maximum', 'max', 'most', 'limit'], within: Infinity, rules: ['each player', 'player'] },
  // A player left with no planets, told beside his ground forces or docks gone too ("no planets no
  // ground forces and no space docks left", "lost all his planets but still has a carrier with 2
  // inf"): the conditions of elimination (31.1: "no ground forces ..., no unit that has Production
  // ..., does not control any planets"), told, not named (see `state`).
  {
    said: ['no planets/planet', 'no planets/planet left', 'lost/lose all my/his/her/their planets', 'all my/his/her/their planets got/were/are taken/gone', 'took/taken his/her/their/my last planet'],
    amid: ['dock', 'docks', 'infantry', 'inf', 'ground', 'gf', 'gfs', 'mech', 'mechs', 'production'],
    state: true,
    rules: ['eliminated'],
  },
  // A player's ships gone from a system where another's sit ("his cruiser is parked in my home, none of
  // mine there"), asked what he can still produce: his units there are blockaded (14: "a system
  // that contains another player's ships but does not contain any of his own ships"), and 14.1
  // says what they produce. Told as the state's conditions, not its name (see `state`).
  {
    said: ['no ships of mine', 'no ships of my own', 'none of mine', 'none of my ships', 'no ships there', 'have/got no ships', 'have/got none there', 'dont have any ships', 'mine all died/dead/destroyed/gone', 'my only ships there * died/destroyed'],
    amid: ['build', 'builds', 'building', 'produce', 'produces', 'producing', 'production', 'make', 'makes', 'making', 'pump', 'churn'],
    state: true,
    rules: ['blockaded'],
  },
  // A system he moves into is the active system and he its active player; the other is the defender (28).
  { said: ['jump/jumps/jumped/move/moves/moved/come/comes/came/fly/flies/flew into my system', 'into my system'], rules: ['active player', 'active system'] },
];
