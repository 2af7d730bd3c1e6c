/**
 * How the game's physical components look and are handled, as data: a newcomer who does not know
 * the game's words names a piece by its look ("the giant round ball ship": a war sun, "little
 * soldiers": infantry, "the purple cloud tile": a nebula). Built from the components themselves
 * (the base game and Prophecy of Kings: the plastic units, the cardboard tokens, the system tiles,
 * the card decks and the sheets; the rules' own descriptions where they give one: 21.1 "commodities
 * and trade goods are represented by opposite sides of the same token", 9.1 anomalies' red
 * borders, 19 the command sheet's pools, 55.2 the planet card's resource and influence values),
 * never from the questions the search is tuned on. Read by ./component-reading.ts.
 *
 * Every word of an entry must be true of that component and of no other in a way that would
 * mislead: a word true of several (a size, "red" of every anomaly) is listed on each, and the
 * reader weighs a word by how many components of the kind share it.
 */

/** What a player calls a component of a kind when he has no name for it ("the round ship", "the cloud tile"). */
export type ComponentKind = 'ship' | 'ground' | 'structure' | 'token' | 'tile' | 'card' | 'sheet' | 'symbol';

/**
 * The generic nouns of each kind: the words a look needs beside it. A look word alone is no
 * component ("round" is a game round, "big" any size): "round ship" is one.
 */
export const KIND_NOUNS: Readonly<Record<ComponentKind, readonly string[]>> = {
  ship: ['ship', 'spaceship', 'starship', 'boat', 'vessel', 'craft', 'unit', 'piece', 'model', 'mini', 'miniature', 'figure', 'thing', 'guy'],
  ground: ['unit', 'piece', 'model', 'mini', 'miniature', 'figure', 'thing', 'guy'],
  structure: ['unit', 'piece', 'model', 'mini', 'miniature', 'figure', 'thing', 'building', 'structure'],
  token: ['token', 'chip', 'chit', 'disc', 'disk', 'counter', 'marker', 'piece', 'thing', 'cardboard'],
  tile: ['tile', 'hex', 'hexagon', 'system', 'spot', 'thing', 'planet'],
  card: ['card', 'deck'],
  sheet: ['board', 'sheet', 'mat', 'card', 'track', 'thing'],
  symbol: ['symbol', 'icon', 'mark'],
};

export interface ComponentLook {
  /** The rules' name for it, as the synonym groups or the rules write it ("war sun", "ground forces"). */
  term: string;
  kinds: readonly ComponentKind[];
  /**
   * Words that name it alone, whatever stands beside them: nouns the rules never use for anything
   * else ("robot": a mech, "soldier": infantry, "plane": a fighter).
   */
  names?: readonly string[];
  /** Its look (shape, size, colour, material) and handling, said beside a noun of its kinds. */
  looks: readonly string[];
  /**
   * What it does in the rules, said in a clause after a noun of its kinds ("the ship that rolls
   * three dice", "the cards everyone votes on", "the building that makes ships"): a newcomer who
   * has no name for a piece tells what it is for. Verbs and their objects, each true of it
   * (weighed, as a look, by how many candidates share it).
   */
  does?: readonly string[];
}

/** Sizes: weak alone (many pieces are big, and a veteran's "big ship" may be any of them): see `SIZE_WORDS`. */
export const SIZE_WORDS: ReadonlySet<string> = new Set(['huge', 'giant', 'massive', 'enormous', 'biggest', 'largest', 'big', 'large', 'small', 'little', 'tiny', 'smallest', 'mini', 'medium']);
const HUGE = ['huge', 'giant', 'massive', 'enormous', 'biggest', 'largest'];
const BIG = ['big', 'large'];
const SMALL = ['small', 'little'];
const TINY = ['tiny', 'smallest', 'mini'];

export const COMPONENT_LOOKS: readonly ComponentLook[] = [
  // The plastic units (base game: 8 unit types in each colour; Prophecy of Kings: the mechs).
  // The war sun is the largest plastic ship, a sphere.
  { term: 'war sun', kinds: ['ship'], names: ['deathstar'], looks: [...HUGE, ...BIG, 'round', 'ball', 'sphere', 'spherical', 'globe', 'orb', 'moon', 'plastic'],
    // Its card: combat 3 (x3) and bombardment 3 (x3), three dice each; sustain damage. (It carries
    // six, but the ship that carries is the carrier's name.)
    does: ['three', '3', 'bombard', 'bombardment', 'sustain'] },
  // The dreadnought: a long, heavy battleship, larger than the cruiser.
  { term: 'dreadnought', kinds: ['ship'], names: ['battleship'], looks: [...BIG, 'long', 'heavy', 'plastic'],
    // Sustain damage (it takes two hits) and bombardment.
    does: ['bombard', 'bombardment', 'sustain', 'two', '2', 'absorb', 'tank'] },
  // The cruiser: the middle-sized warship.
  { term: 'cruiser', kinds: ['ship'], looks: ['medium', 'plastic'] },
  // The carrier: the wide, flat transport that carries fighters and ground forces (16.1).
  { term: 'carrier', kinds: ['ship'], names: ['mothership', 'freighter'], looks: [...BIG, 'wide', 'flat', 'broad', 'cargo', 'plastic'],
    // Capacity 4: it transports fighters and ground forces (16.1, 84).
    does: ['carry', 'transport', 'haul', 'ferry', 'load', 'hold', 'cargo', 'capacity'] },
  // The destroyer: a small, narrow escort.
  { term: 'destroyer', kinds: ['ship'], looks: [...SMALL, 'thin', 'narrow', 'skinny', 'slim', 'escort', 'plastic'],
    // Anti-fighter barrage: it shoots fighters before a space combat (10).
    does: ['fighter', 'barrage', 'shoot', 'fire'] },
  // The fighter: the tiny triangular plane, carried by other ships; also cardboard tokens (1 and 3).
  { term: 'fighter', kinds: ['ship', 'token'], names: ['plane', 'jet', 'airplane', 'aircraft'], looks: [...TINY, ...SMALL, 'triangle', 'triangular', 'arrow', 'arrowhead', 'dart', 'plastic'],
    // No move value: carried by other ships (33.1).
    does: ['carried', 'ride'] },
  // The flagship: each faction's one unique ship, a special sculpt of its own (a faction's or race's ship).
  { term: 'flagship', kinds: ['ship'], looks: [...HUGE, ...BIG, 'unique', 'special', 'faction', 'race', 'plastic'] },
  // The mech (Prophecy of Kings): a large walking robot that stands on planets.
  { term: 'mech', kinds: ['ground'], names: ['robot', 'walker', 'mecha', 'gundam', 'droid'], looks: [...HUGE, ...BIG, 'walking', 'plastic'],
    // Deployed by its faction's ability; it sustains damage on the ground.
    does: ['deploy', 'sustain'] },
  // Infantry: the little plastic soldiers (and cardboard tokens of 1 and 3), the ground forces (39).
  { term: 'infantry', kinds: ['ground', 'token'], names: ['soldier', 'men'], looks: [...SMALL, ...TINY, 'plastic'],
    // Ground forces land on planets and invade them (39, 40).
    does: ['land', 'invade', 'capture', 'occupy'] },
  // The PDS: a small tower on a planet, a gun that fires at ships (Space Cannon).
  { term: 'pds', kinds: ['structure'], names: ['tower', 'turret'], looks: [...SMALL, 'gun', 'tower', 'turret', 'cannon', 'artillery', 'laser', 'plastic'],
    // Space cannon (it shoots at ships) and planetary shield (it stops bombardment) (66, 56).
    does: ['shoot', 'fire', 'defend', 'defense', 'defence', 'protect', 'shield', 'guard'] },
  // The space dock: the orbital station with arms, on a planet, where units are built (79).
  { term: 'space dock', kinds: ['structure'], names: ['factory', 'shipyard'], looks: [...BIG, 'station', 'ring', 'arm', 'factory', 'shipyard', 'orbital', 'plastic'],
    // Production: units are produced at it (58, 79).
    does: ['make', 'produce', 'production', 'build', 'spawn', 'create', 'construct'] },

  // The cardboard tokens.
  // Command tokens: each player's 16, placed in the pools of his command sheet (19.1) and in systems he activates.
  { term: 'command token', kinds: ['token'], looks: ['sheet', 'mat', 'pool', 'activate', 'faction', 'symbol', 'logo', 'emblem', 'stack'], does: ['activate', 'spend', 'pool', 'follow', 'secondary'] },
  // Control tokens: placed on planets and objectives to mark them as a player's (24.4, 61.18).
  { term: 'control token', kinds: ['token'], looks: ['objective', 'faction', 'symbol', 'logo', 'emblem'], does: ['mark', 'claim', 'own', 'control', 'flag', 'score'] },
  // Trade goods: the game's money, one side of the trade good / commodity token (21.1, 82).
  { term: 'trade goods', kinds: ['token'], names: ['coin', 'money', 'cash', 'currency'], looks: ['coin', 'money', 'gold'], does: ['spend', 'pay', 'buy'] },
  // Commodities: the other side of the same token (21.1), goods to trade; the side showing a crate of goods.
  { term: 'commodities', kinds: ['token'], names: ['crate'], looks: ['crate'], does: ['replenish', 'refill', 'trade'] },
  // The custodians token: the large token on Mecatol Rex at the start of the game (setup; 55.3).
  { term: 'custodians token', kinds: ['token'], looks: ['mecatol', 'rex', 'middle', 'center', 'centre', 'central', ...BIG] },
  // Frontier tokens (Prophecy of Kings): placed in systems with no planets, explored there.
  { term: 'frontier token', kinds: ['token'], looks: ['empty', 'explore'], does: ['explore'] },
  // The speaker token: its holder chooses a strategy card first and breaks ties (69); "the first player token" at other games' tables.
  { term: 'speaker', kinds: ['token'], looks: ['first'], does: ['first', 'tie', 'break', 'decide'] },

  // The system tiles: hexagons with a coloured back (blue: planets, red: anomalies and empty
  // systems, green: home systems); anomalies have a red border on their corners (9.1).
  { term: 'gravity rift', kinds: ['tile'], names: ['vortex', 'whirlpool', 'blackhole'], looks: ['red', 'swirl', 'swirly', 'swirling', 'spiral', 'vortex', 'whirlpool', 'drain', 'black', 'hole'] },
  { term: 'nebula', kinds: ['tile'], looks: ['red', 'purple', 'pink', 'cloud', 'cloudy', 'gas', 'fog', 'foggy', 'mist', 'misty', 'smoke'] },
  { term: 'asteroid field', kinds: ['tile'], looks: ['red', 'rock', 'rocky', 'rocks', 'asteroid', 'boulder', 'stone', 'debris'] },
  { term: 'supernova', kinds: ['tile'], looks: ['red', 'orange', 'sun', 'star', 'fire', 'fiery', 'burning', 'exploding', 'explosion', 'bright'] },
  { term: 'anomaly', kinds: ['tile'], looks: ['red', 'border'] },
  // Mecatol Rex: the big planet on the tile at the centre of the galaxy.
  { term: 'mecatol rex', kinds: ['tile'], looks: ['middle', 'center', 'centre', 'central', ...BIG] },
  // A home system: each player's starting tile.
  { term: 'home system', kinds: ['tile'], looks: ['start', 'starting'] },
  // Wormholes: a portal drawn on a tile, a ring with its letter (alpha, beta; 18.1), on its own or beside planets.
  { term: 'wormhole', kinds: ['tile', 'symbol'], looks: ['ring', 'portal', 'gate', 'circle', 'hole'] },
  // Hyperlanes (Prophecy of Kings): tiles with lines crossing them from edge to edge.
  { term: 'hyperlane', kinds: ['tile'], looks: ['line', 'lane', 'road'] },

  // A planet's technology specialty: the small coloured symbol (blue, green, yellow or red, as the
  // technology colours) printed on its tile and card.
  { term: 'technology specialty', kinds: ['symbol'], looks: [...SMALL, 'colored', 'coloured', 'color', 'colour', 'blue', 'green', 'yellow', 'red', 'planet', 'tech', 'technology'] },

  // The card decks.
  // Strategy cards: the eight large numbered cards chosen each round (initiative 1 to 8).
  { term: 'strategy card', kinds: ['card'], looks: ['numbered', 'number', 'big', 'large', 'pick', 'choose', 'draft', 'role'], does: ['pick', 'choose', 'draft', 'initiative', 'order', 'primary', 'secondary', 'follow'] },
  // Planet cards: a card per planet, with its resource and influence values.
  { term: 'planet card', kinds: ['card'], looks: ['planet', 'resource', 'influence'], does: ['planet', 'resource', 'influence', 'exhaust', 'spend', 'pay', 'tap'] },
  // Agenda cards: the laws and directives voted on.
  { term: 'agenda card', kinds: ['card'], looks: ['vote', 'voting'], does: ['vote', 'law', 'elect', 'council', 'politic'] },
  // Promissory notes: each player's own cards given to others in deals.
  { term: 'promissory note', kinds: ['card'], names: ['iou'], looks: ['deal', 'contract', 'favor', 'favour', 'promise'], does: ['give', 'deal', 'trade', 'swap', 'promise', 'favor', 'favour'] },
  // Objective cards: the goals scored for victory points.
  { term: 'objective', kinds: ['card'], looks: ['goal', 'mission'], does: ['score', 'point', 'complete', 'finish', 'achieve', 'win'] },
  // Secret objectives: each player's own hidden goals.
  { term: 'secret objective', kinds: ['card'], looks: ['secret', 'hidden', 'private'] },
  // Action cards: drawn each round, held in hand, played for an effect at their timing (2).
  { term: 'action card', kinds: ['card'], looks: ['sneaky', 'trick', 'surprise'], does: ['play', 'hand', 'draw', 'discard', 'cancel', 'sabotage'] },
  // Technology cards, in four colours (blue, green, yellow, red) for their types.
  { term: 'technology', kinds: ['card'], looks: ['research'], does: ['research', 'learn', 'upgrade', 'prerequisite'] },

  // The sheets and boards.
  // The command sheet: the player's board with the tactic, fleet and strategy pools and the trade good area (19).
  { term: 'command sheet', kinds: ['sheet'], looks: ['player', 'pool'] },
  // The faction sheet: the player's race and its abilities, commodity value and home system.
  { term: 'faction sheet', kinds: ['sheet'], looks: ['player', 'faction', 'race', 'alien'] },
  // The victory point track: the scoring track from 0 to 10 (or 14).
  { term: 'victory point track', kinds: ['sheet'], looks: ['score', 'scoring', 'point', 'victory'], does: ['score', 'point', 'count'] },
];

/**
 * The one-word names of components ("battleship", "mothership", "deathstar"): words a player says
 * whole, never two words typed joined ("battle ship"), though the corpus lacks them (see ./compound.ts).
 */
export const COMPONENT_NAMES: ReadonlySet<string> = new Set(COMPONENT_LOOKS.flatMap((c) => c.names ?? []));
