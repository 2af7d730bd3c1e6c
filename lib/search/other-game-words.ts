import { TI3_WORDS } from './ti3-words';
import { UNIT_NAME_WORDS } from './unit-card';

/**
 * Other games' words for TI4's things, as data: a player who knows Magic, Risk, Catan, Eclipse,
 * Diplomacy, Axis & Allies or a 4X video game (Civilization, Stellaris, Master of Orion) asks in its
 * words ("tap my lands", "graveyard", "territories", "hammers", "influence discs", "supply
 * centers"). TI4's rules never use them, so as typed they find nothing; each is read as what TI4's
 * rules call the same thing (see ./other-game.ts). Words that TI4's rules or the other games of the
 * corpus (TI3, Empires of the Void: "hazard", "credits", "colony") use for their own things are not here, or
 * are read only where the question names the other game (`named`). TI3's names for what TI4 renamed
 * ("political strategy", "racial tech") are the exception: a returning player uses them of TI4, so they
 * are read as TI4's unless the question names TI3 (the rows at the end).
 */

/**
 * The other games by name, as typed ("mtg", "settlers of catan", "civ 6", "4x games"). `framed`: the
 * name is also a common word ("risk", "magic", "eclipse"), so it names the game only in a frame ("like
 * in risk", "risk style", "in mtg terms", "coming from eclipse"). `own`: the name is TI4's too
 * (Diplomacy is a strategy card): only "like diplomacy", "coming from diplomacy", "the board game
 * diplomacy" name the other game.
 */
export const OTHER_GAME_NAMES: readonly { name: string; framed?: boolean; own?: boolean }[] = [
  { name: String.raw`magic(?:\s*(?::|the)\s*gathering)?`, framed: true },
  { name: 'mtg' },
  { name: String.raw`(?:settlers\s+of\s+)?catan` },
  { name: 'risk', framed: true },
  { name: 'eclipse', framed: true },
  { name: 'diplomacy', framed: true, own: true },
  { name: String.raw`axis\s*(?:and|&|n)\s*allies` },
  { name: String.raw`civ(?:ilization)?(?:\s*(?:[1-7]|v|vi|vii)(?![\p{L}\p{N}]))?` },
  { name: 'stellaris' },
  { name: String.raw`masters?\s+of\s+orion` },
  { name: 'moo2?' },
  { name: String.raw`endless\s+space(?:\s*2)?` },
  { name: String.raw`4x(?:\s+(?:video\s+)?games?)?` },
  { name: 'warcraft' },
  { name: 'starcraft' },
  { name: 'hearthstone' },
];

/**
 * One other game's word or phrase (`said`, a pattern matched whole and case aside) and TI4's words
 * for it. `named`: read so only where the question names another game, as the word is also an
 * everyday or TI4 word ("lands" is what ships do, "gold" a colour).
 */
export interface OtherGameWord {
  said: string;
  ti4: string;
  named?: boolean;
}

export const OTHER_GAME_WORDS: readonly OtherGameWord[] = [
  // Magic: the Gathering. Planets are "tapped" (exhausted) for "mana" (resources) to "cast" units;
  // action cards are its "spells", which an opponent "counters" (cancels: Sabotage), after which they
  // "fizzle" (have no effect) and go to the "graveyard" (the discard pile); "exile" is TI4's purge.
  { said: String.raw`mana(?:\s+pool)?`, ti4: 'resources' },
  { said: String.raw`counter[\s-]*spell(?:s|ed|led|ing)?`, ti4: 'cancel' },
  { said: String.raw`counter(?:ed|s)`, ti4: 'cancel', named: true },
  { said: String.raw`fizzl(?:e|es|ed|ing)`, ti4: 'no effect' },
  { said: 'graveyards?', ti4: 'discard pile' },
  { said: String.raw`cast(?:s|ing)?(?=\s+(?:(?:an?|my|the|his|her|their|that|this)\s+)?(?:spells?|sorcer(?:y|ies)|instants)\b)`, ti4: 'play' },
  { said: String.raw`(?:spells?|sorcer(?:y|ies)|instants)`, ti4: 'action cards' },
  { said: String.raw`tapped\s+out`, ti4: 'exhausted all planets' },
  { said: String.raw`(?:mana|casting)\s+costs?`, ti4: 'cost' },
  { said: String.raw`instant\s+speed`, ti4: 'any time' },
  { said: 'librar(?:y|ies)', ti4: 'deck', named: true },
  { said: String.raw`exil(?:e|es|ed|ing)`, ti4: 'purge' },
  { said: String.raw`sacrific(?:e|es|ed|ing)`, ti4: 'destroy' },
  { said: 'creatures?', ti4: 'units' },
  { said: String.raw`first\s+strike`, ti4: 'start of combat' },
  // Magic's upkeep is the start of a turn's readying; Eclipse's the round's end paying for its discs: TI4's status phase.
  { said: 'upkeep', ti4: 'status phase' },
  { said: String.raw`(?<=\b(?:my|your|his|her|their|all|basic|the|a|tap|tapped|tapping|untap|untapped)\s+)lands?\b(?!\s+(?:on|in)\b)`, ti4: 'planets', named: true },
  // Risk: armies on territories, "fortified" at a turn's end (moved between them), "garrisons" left
  // to hold them, a "capital" to defend; "conquering" a territory is TI4's invasion and control.
  // Not "occupy", "colony" or "outpost": Empires of the Void's own words.
  { said: 'territor(?:y|ies)', ti4: 'planets' },
  { said: 'arm(?:y|ies)', ti4: 'units' },
  { said: 'fortif(?:y|ies|ied|ying)', ti4: 'move', named: true },
  { said: 'garrison(?:s|ed|ing)?', ti4: 'units' },
  { said: 'conquer(?:s|ed|ing)?', ti4: 'invasion control' },
  // Not "homeworld": the players' own word, read already (a world is a planet, the homeworld the home system).
  { said: String.raw`capitals?(?!\s+ships?)|home\s+base`, ti4: 'home system' },
  // Catan: development cards are TI4's action cards, settlements the planets that yield resources,
  // longest road and largest army its objectives.
  { said: String.raw`(?:development|dev)\s+cards?`, ti4: 'action cards' },
  { said: 'settlements?', ti4: 'planets' },
  // Its resource cards, held and spent, are TI4's planet cards.
  { said: String.raw`resource\s+cards?`, ti4: 'planet cards' },
  { said: String.raw`longest\s+road|largest\s+army`, ti4: 'objectives' },
  // Eclipse: influence discs are TI4's command tokens, ship blueprints its unit upgrades,
  // interceptors its fighters, starbases its space docks, hull its sustain damage, the galactic
  // center Mecatol Rex (its defense system the custodians), ambassadors promissory notes, discovery
  // tiles exploration, money trade goods, science technology.
  { said: String.raw`(?:influence\s+|action\s+)?discs?`, ti4: 'command tokens' },
  { said: String.raw`blueprints?|ship\s+parts?`, ti4: 'unit upgrade' },
  { said: 'interceptors?', ti4: 'fighters' },
  { said: String.raw`star\s*bases?|ship\s*yards?|space\s+stations?`, ti4: 'space dock' },
  { said: String.raw`hull(?:\s+points?)?`, ti4: 'sustain damage' },
  { said: String.raw`galactic\s+cent(?:er|re)(?:\s+defen[cs]e\s+system)?`, ti4: 'mecatol rex' },
  { said: 'gcds', ti4: 'custodians token' },
  { said: 'ambassadors?', ti4: 'promissory notes' },
  { said: String.raw`discovery\s+tiles?`, ti4: 'exploration' },
  // Not "coins" or "cash": players use coins in place of tokens, and "cash in" trade goods.
  { said: 'money', ti4: 'trade goods' },
  { said: 'gold', ti4: 'trade goods', named: true },
  { said: String.raw`science|research\s+points?|beakers?`, ti4: 'technology' },
  // Diplomacy: supply centers are TI4's planets, convoys its transport, a dislodged unit retreats, and a
  // stab breaks a deal.
  { said: String.raw`supply\s+cent(?:er|re)s?`, ti4: 'planets' },
  { said: 'convoy(?:s|ed|ing)?', ti4: 'transport' },
  { said: 'dislodg(?:e|es|ed|ing)', ti4: 'retreat' },
  { said: String.raw`(?:back\s*)?stab(?:s|bed|bing)?|betray(?:s|ed|al|ing)?`, ti4: 'break deal' },
  // Axis & Allies and space wargames: IPCs are TI4's resources, transports its carriers, battleships
  // its dreadnoughts (two hits), a death star or titan its war sun (not a mothership: the ship that
  // carries the others, the carrier's name in ./component-looks.ts), defense
  // platforms and turrets its PDS, marines its infantry ("soldiers" is a newcomer's word for their look:
  // see ./component-looks.ts), aircraft its fighters,
  // anti-aircraft fire its anti-fighter barrage.
  { said: 'ipcs?', ti4: 'resources' },
  { said: String.raw`troop\s*(?:transports?|ships?|carriers?)|drop\s*ships?|transport\s+ships?`, ti4: 'carrier' },
  { said: 'battleships?', ti4: 'dreadnought' },
  { said: String.raw`death\s*stars?|titans?|juggernauts?`, ti4: 'war sun' },
  { said: String.raw`defen[cs]e\s+platforms?|turrets?|ion\s+cannons?|orbital\s+cannons?|planetary\s+guns?`, ti4: 'pds' },
  { said: String.raw`marines?|troopers?`, ti4: 'infantry' },
  { said: String.raw`(?:air)?planes?|aircraft|bombers?`, ti4: 'fighters', named: true },
  { said: String.raw`anti[\s-]*air(?:craft)?(?:\s+(?:guns?|fire))?`, ti4: 'anti-fighter barrage' },
  // 4X video games: hammers (production) are TI4's resources; a stacking limit, unit or fleet cap its
  // fleet pool; terrain its anomalies; movement points its move value; hit points its sustain
  // damage; an attack value its combat value; wonders its
  // legendary planets; trade routes its transactions; victory conditions how the game is won.
  { said: 'hammers?', ti4: 'resources' },
  // "Teching up" a unit is its upgrade; teching up alone researches a technology.
  { said: String.raw`tech(?:s|ed|ing)?\s+up(?=\s+(?:(?:my|the|his|her|their|your|our)\s+)?(?:${UNIT_NAME_WORDS.join('|')})\b)`, ti4: 'upgrade' },
  { said: String.raw`tech(?:s|ed|ing)?\s+up`, ti4: 'research technology' },
  { said: String.raw`stack(?:ing)?\s+limits?|(?:unit|fleet|supply)\s+caps?|naval\s+cap(?:acity)?|one\s+unit\s+per\s+(?:tile|hex)`, ti4: 'fleet pool' },
  { said: 'terrain', ti4: 'anomaly' },
  { said: String.raw`movement\s+points?`, ti4: 'move value' },
  { said: String.raw`hit\s*points?|hp|health`, ti4: 'sustain damage' },
  { said: String.raw`attack\s+(?:value|strength|stat|power|rating)s?`, ti4: 'combat value' },
  { said: 'wonders?', ti4: 'legendary planet' },
  { said: String.raw`trade\s+routes?`, ti4: 'transaction commodities' },
  { said: String.raw`(?:victory|win(?:ning)?)\s+conditions?`, ti4: 'win victory points' },
  // Video games at large: a "buff" is a modifier, "levelling up" a unit is its upgrade, a game's
  // "missions" or "quests" its objectives, its "clean-up phase" TI4's status phase.
  { said: String.raw`(?:de)?buff(?:s|ed|ing)?`, ti4: 'modifier' },
  { said: String.raw`level(?:s|ed|ing|led|ling)?\s+up`, ti4: 'upgrade' },
  { said: String.raw`missions?|quests?`, ti4: 'objectives' },
  { said: String.raw`attack\s+(?:dice|rolls?)`, ti4: 'combat roll' },
  { said: String.raw`clean\s*-?\s*up\s+(?:phase|step)`, ti4: 'status phase' },
  { said: 'bank', ti4: 'supply', named: true },
  // Twilight Imperium 3's words that are no TI4 words, read so where the question asks of TI4 (one
  // naming TI3 keeps them: see ./other-game.ts and ./returning-player.ts): the TI3 table's unframed rows.
  ...TI3_WORDS.filter((w) => !w.framed).map(({ said, ti4 }) => ({ said, ti4 })),
  // Board games at large: the pieces are minis or meeples, the first player's marker is TI4's speaker token.
  { said: String.raw`minis|meeples?`, ti4: 'plastic pieces' },
  { said: String.raw`(?:first|start(?:ing)?)\s+player(?:'?s)?\s+(?:marker|token|chip|badge|pawn|card)`, ti4: 'speaker token' },
  // A player's board or mat is TI4's command sheet; the draw pile a deck; markers tokens.
  { said: String.raw`player\s+(?:board|mat)s?`, ti4: 'command sheet' },
  { said: String.raw`draw\s+piles?`, ti4: 'deck' },
  { said: 'markers?', ti4: 'tokens' },
];
