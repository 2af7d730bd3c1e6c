/**
 * The events a trigger can name, as data: a pattern over the words after the timing word, the
 * step of the round it points at, and the rules (and FAQ rulings) that place it there. Add an
 * event here, not in the parser. Order matters: the first pattern that matches wins, so the
 * longer phrases ("combat round", "combat ends") come before "combat".
 */
import type { Phase } from './types';

/** A step that exists once per kind of combat; the engine picks the kind. */
export interface CombatFamily {
  space: string;
  ground: string;
}

/**
 * Where an event points: one step, a combat family, or several steps where the same event
 * happens (a "Space Cannon" roll in Space Cannon Offense and in Space Cannon Defense). For
 * several steps the engine takes the one the other abilities point to, else the first, and
 * says the others open the same window.
 */
export type StepRef = string | CombatFamily | readonly string[];

export type Actor = 'you' | 'other' | 'any' | 'speaker' | 'opponent';

/** What a reaction answers: an ability another player resolves, rather than a step of the round. */
export type Reaction = 'action-card' | 'sustain-damage';

export interface EventPattern {
  id: string;
  /** Anchored at the start of the event phrase; whatever follows must be a condition ("in a system …"). */
  pattern: RegExp;
  /** The step, a combat family, steps, or a function of the named groups. */
  step: StepRef | ((groups: Record<string, string | undefined>) => StepRef);
  /** The phrase names the step's start or end ("combat ends"), so "when" lands there and "after" just past it. */
  moment?: 'start' | 'end';
  /** Per-player step: whose sub-moment the phrase names. */
  voter?: 'you' | 'speaker';
  reacts?: Reaction;
  /** Only meaningful in this phase (an event with no single step elsewhere). */
  onlyIn?: Phase;
  rules: string[];
  /** Said in the reason whenever this event places an ability. */
  note?: string;
}

export const COMBAT: CombatFamily = { space: 'space-combat', ground: 'ground-combat' };
export const COMBAT_ROUND: CombatFamily = { space: 'space-combat-round', ground: 'ground-combat-round' };
export const ASSIGN_HITS: CombatFamily = { space: 'space-assign-hits', ground: 'ground-assign-hits' };
const ROLL_DICE: CombatFamily = { space: 'space-roll-dice', ground: 'ground-roll-dice' };
const DESTROYED: CombatFamily = { space: 'space-ship-destroyed', ground: 'ground-unit-destroyed' };

/**
 * Who does the event, as cards print it, shared by every event. "The <colour or faction> player"
 * on a promissory note is the player who gave it: another player, as its holder reads it; "the
 * owner of this card" is its holder. Whether the ability's owner may be that actor is the engine's
 * check, on the steps the active player performs.
 */
const ACTOR =
  "you or (?:1|one) of your neighbors|you and your opponent|you|another player|(?:a|any|each) player (?:whose|who) [a-z0-9' ]+?|any player|a player|each player|the active player|your opponent|an opponent|(?:1|one|2|two) of your neighbors|the owner of this card|the [a-z0-9'-]+ player";
const who = (group = 'who') => `(?<${group}>${ACTOR})`;
/** The same actors as owners: "another player's", "the Sol player's", "any player's". */
const OWNERS =
  "your|another player's|any player's|a player's|each player's|the active player's|your opponent's|an opponent's|the owner of this card's|the [a-z0-9'-]+ player's";
const whose = (group = 'who') => `(?<${group}>${OWNERS})`;
/** Units as the subject ("1 or more of a player's units", "your ships", "this unit"), or an actor. */
const UNITS = `(?:1|one) (?:or more )?(?:of (?:${OWNERS}) )?units|(?:${OWNERS}) (?:units|ships|ground forces)|this unit`;
const unitsOrActor = (group = 'who') => `(?<${group}>${UNITS}|${ACTOR})`;
/** "invasion combat" is the ground combat of an invasion. */
const KIND = '(?:(?<kind>space|ground|invasion) )?';

/** Unit abilities that roll dice, and the steps where each is used (LRR 10, 15, 66). */
const ROLLING_ABILITIES: Record<string, readonly string[]> = {
  'anti-fighter barrage': ['space-afb'],
  'space cannon': ['space-cannon-offense', 'space-cannon-defense'],
  bombardment: ['bombardment'],
};
const ABILITY = '(?:anti-fighter barrage|space cannon(?: offense| defense)?|bombardment)';
/** "Bombardment, Space Cannon, or Anti-Fighter Barrage", or "a unit ability" (any of them). */
const abilityList = (group: string) => `(?<${group}>${ABILITY}(?:(?:,|,? or| and) ${ABILITY})*|a unit ability)`;

/** The steps of the abilities a phrase names, each with a suffix for its roll or its hits. */
function abilitySteps(list: string | undefined, suffix: '' | '-roll' | '-hits'): StepRef {
  const named = list === undefined || list === 'a unit ability' ? Object.keys(ROLLING_ABILITIES) : Object.keys(ROLLING_ABILITIES).filter((a) => list.includes(a));
  const steps = named.flatMap((a) => {
    if (a === 'space cannon' && list?.includes('space cannon offense')) return ['space-cannon-offense'];
    if (a === 'space cannon' && list?.includes('space cannon defense')) return ['space-cannon-defense'];
    return ROLLING_ABILITIES[a]!;
  });
  const withSuffix = steps.map((st) => `${st}${suffix}`);
  return withSuffix.length === 1 ? withSuffix[0]! : withSuffix;
}

/** The object of "research" or "gain": "a unit upgrade technology", "another player's technology". */
const TECHNOLOGY = "(?:a |1 |another player's )?(?:unit upgrade |non-faction )?technolog(?:y|ies)";

/** A destroyed unit's noun says its combat: ground forces fall in ground combat, ships in space combat (LRR 38.2, 67.6). */
const GROUND_UNIT = /^(?:ground forces?|infantry|mechs?)$/;
const SHIP = /^(?:ships?|destroyer or cruiser|cruisers? or destroyers?)$/;
const destroyedStep = (unit: string | undefined): StepRef => (unit && GROUND_UNIT.test(unit) ? DESTROYED.ground : unit && SHIP.test(unit) ? DESTROYED.space : DESTROYED);

const NAMED_STEPS: Record<string, StepRef> = {
  'announce retreats': 'space-announce-retreats',
  'roll dice': ROLL_DICE,
  'assign hits': ASSIGN_HITS,
  'commit ground forces': 'commit-ground-forces',
  'move ships': 'move-ships',
  movement: 'movement',
  'establish control': 'establish-control',
};
const familyOf = (ref: StepRef, kind: string | undefined): StepRef =>
  typeof ref === 'object' && !Array.isArray(ref) && (kind === 'space' || kind === 'ground') ? (ref as CombatFamily)[kind] : ref;

export const EVENTS: readonly EventPattern[] = [
  {
    id: 'combat-round',
    pattern: new RegExp(`^(?:a |the |each |every )?(?:first )?(?:round of (?:a |the )?${KIND}combat|(?:(?<kind2>space|ground) )?(?:combat|battle) round)`),
    step: COMBAT_ROUND,
    rules: [],
  },
  {
    id: 'combat-ends',
    pattern: new RegExp(`^(?:the |a )?${KIND}(?:combat|battle) ends`),
    step: COMBAT,
    moment: 'end',
    rules: ['lrr:67.9', 'lrr:38.4'],
  },
  {
    id: 'combat-won',
    pattern: new RegExp(`^${who()} (?:wins? or loses?|wins?|loses?) (?:a |the )?${KIND}combat`),
    step: COMBAT,
    moment: 'end',
    rules: ['lrr:67.10', 'lrr:38.4'],
    note: 'the winner is known once the combat has ended; a draw has no winner (67.10, 38.4)',
  },
  // "any player's combat" is any combat; "your combat" is left to "you win a combat"-style phrases.
  // "Space battle" is a card's word for a space combat (Z-Grav Eidolon), as "battle round" is for a combat round.
  { id: 'combat', pattern: new RegExp(`^(?:a |an |the |each |any player's |a player's |each player's )?${KIND}(?:combat|battle)`), step: COMBAT, rules: [] },
  {
    id: 'named-step',
    pattern: new RegExp(`^(?:the )?(?<name>${Object.keys(NAMED_STEPS).join('|')}) step(?: of (?:a |the )?${KIND}combat)?`),
    step: (g) => familyOf(NAMED_STEPS[g.name!]!, g.kind),
    rules: [],
  },
  {
    id: 'announce-retreat',
    pattern: new RegExp(`^${who()} (?:would )?(?:declares?|announces?) a retreat`),
    step: 'space-announce-retreats',
    rules: ['lrr:67.4'],
  },
  {
    id: 'retreat',
    pattern: new RegExp(`^(?:${unitsOrActor()}|this ship) (?:would )?retreats?\\b`),
    step: 'space-retreat',
    rules: ['lrr:67.7'],
    note: 'ships that retreat move in the Retreat step, after hits are assigned in the round it was announced (67.7)',
  },
  {
    id: 'unit-ability-roll',
    pattern: new RegExp(
      `^${unitsOrActor()} (?:makes? (?:an? )?${abilityList('a1')} rolls?|makes? (?:a )?rolls? for ${abilityList('a2')}|rolls? dice for ${abilityList('a3')})`,
    ),
    step: (g) => abilitySteps(g.a1 ?? g.a2 ?? g.a3, '-roll'),
    rules: ['lrr:10.1', 'lrr:15.1', 'lrr:66.3'],
  },
  {
    id: 'unit-ability-hits',
    pattern: new RegExp(`^${who()} (?:would )?assigns? hits produced by (?:another player's |your opponent's |an? |their )?${abilityList('a1')}(?: rolls?)?`),
    step: (g) => abilitySteps(g.a1, '-hits'),
    rules: ['lrr:10.2', 'lrr:15.2', 'lrr:66.5'],
  },
  {
    id: 'unit-ability-use',
    pattern: new RegExp(`^${unitsOrActor()} (?:would )?uses? (?:its |their )?${abilityList('a1')}`),
    step: (g) => abilitySteps(g.a1, ''),
    rules: ['lrr:1.22'],
  },
  {
    id: 'roll-dice',
    pattern:
      new RegExp(`^(?:${unitsOrActor()} )?(?:would )?(?:rolls?|makes?|making) (?:combat )?(?:dice|a die|a combat roll|combat rolls)`),
    step: ROLL_DICE,
    rules: ['lrr:67.5'],
  },
  {
    id: 'sustain-damage-used',
    pattern:
      new RegExp(`^(?<who>(?:1|one) of (?:${OWNERS})|${OWNERS}|an?|this) (?:ship|unit)s?(?: in [a-z ]+?)? (?:would )?uses? (?:its )?sustain damage(?: ability)?`),
    step: ASSIGN_HITS,
    reacts: 'sustain-damage',
    rules: ['lrr:76', 'lrr:76.4'],
    note: 'Sustain Damage is used immediately before hits are assigned, against hits from units or abilities (76, 76.4)',
  },
  { id: 'assign-hits', pattern: new RegExp(`^${who()} (?:would )?assigns? hits`), step: ASSIGN_HITS, rules: ['lrr:67.6'] },
  { id: 'hit-assigned', pattern: /^(?:a hit|hits) (?:would be |is |are )?assigned/, step: ASSIGN_HITS, rules: ['lrr:67.6'] },
  {
    id: 'unit-destroyed',
    pattern:
      new RegExp(
        `^(?:(?:1|one) of ${whose()} |(?:an?|this|${OWNERS}) )?(?:(?:last|galvanized|non-fighter|damaged|participating) )?(?<unit>ships?|units?|ground forces?|infantry|mechs?|destroyer or cruiser|cruisers? or destroyers?)(?: (?:on|in) [a-z' ]+?)? (?:is|are|would be) destroyed`,
      ),
    step: (g) => destroyedStep(g.unit),
    rules: ['lrr:29.1'],
    note: 'it is resolved as soon as the unit is destroyed, not later in the turn or round (1.12)',
  },
  { id: 'anti-fighter-barrage', pattern: /^(?:the )?anti-fighter barrage(?: step)?/, step: 'space-afb', rules: ['lrr:67.3'] },
  {
    id: 'activation',
    pattern: new RegExp(`^(?:${who()} (?:would )?activates? (?:an? |this |that )(?:[a-z-]+ )?(?:system|anomaly)|a system is activated)`),
    step: 'activation',
    rules: ['lrr:78.1'],
  },
  {
    id: 'move-ships',
    pattern: new RegExp(
      `^(?:${who()} (?:would )?moves? (?:(?:1|one) or more |(?:1|one|\\d+) of your )?(?:ships|units|war suns|a war sun|a ship)(?: into (?:a|an|the|that) (?:[a-z-]+ )?system)?|(?:an? |${whose('who2')} )?(?:ships?|units?) (?:would )?moves?(?: into (?:a|an|the|that) (?:[a-z-]+ )?system)?)`,
    ),
    step: 'move-ships',
    rules: ['lrr:49.4'],
  },
  { id: 'space-cannon-offense', pattern: /^(?:the )?space cannon offense(?: step)?/, step: 'space-cannon-offense', rules: [] },
  { id: 'space-cannon-defense', pattern: /^(?:the )?space cannon defense(?: step)?/, step: 'space-cannon-defense', rules: [] },
  { id: 'invasion', pattern: /^(?:an |the )?invasion(?: step)?/, step: 'invasion', rules: [] },
  { id: 'bombardment', pattern: /^(?:the )?bombardment(?: step)?/, step: 'bombardment', rules: [] },
  {
    id: 'commit-ground-forces',
    pattern: new RegExp(`^(?:${who()} (?:would )?commits? (?:(?:1|one) or more )?(?:ground forces|units|infantry)|(?:ground forces|units|infantry) (?:are|is|would be) committed)`),
    step: 'commit-ground-forces',
    rules: ['lrr:44.2'],
  },
  {
    id: 'use-production',
    pattern:
      new RegExp(`^(?:(?:${unitsOrActor()} (?:would )?uses? (?:its |their )?)?(?:the )?production(?: step| abilities)?|(?<who2>you) resolves? (?:one|1) of your production abilities)`),
    step: 'production',
    rules: ['lrr:59'],
  },
  {
    id: 'produce-units',
    pattern:
      new RegExp(`^(?:${who()} (?:would )?produces?\\b(?: (?:(?:a|an|1|one|\\d+ or more) )?(?:non-fighter )?(?:units?|ships?|ground forces|fighters? or infantry(?: units)?|infantry|fighters))?|(?:an? |1 )?(?:units?|ships?|ground forces|fighters|infantry) (?:is|are|would be) produced)`),
    step: 'production',
    rules: ['lrr:58', 'lrr:59'],
    note: 'units are mostly produced in the Production step (58); units produced by other abilities open the same window then',
  },
  {
    id: 'gain-control',
    pattern: new RegExp(`^${who()} (?:would )?gains? control of (?:a|this|that) planet(?: (?:that )?you control)?`),
    step: 'establish-control',
    rules: ['lrr:44.5'],
  },
  {
    id: 'turn',
    pattern: new RegExp(`^${whose()} turn`),
    step: 'turn',
    rules: ['lrr:3.3', 'lrr:1.16', 'lrr:83.1', 'ti4-faq:general-9'],
    note: 'it comes once at each of that player\'s turns, even the turn he passes (3.3, 1.16); a card received in a transaction during this window can still be played in it (83.1, FAQ)',
  },
  {
    id: 'perform-action',
    pattern: new RegExp(`^${who()} (?:would )?(?:performs?|resolves?) (?:an|a) (?:(?<which>tactical|strategic|component) )?action`),
    step: (g) => (g.which ? `${g.which}-action` : 'turn-action'),
    rules: ['lrr:3.1'],
  },
  {
    id: 'all-passed',
    pattern: /^(?:the last player passes|all (?:other )?players (?:have )?passed|every player has passed)/,
    step: 'action-phase',
    moment: 'end',
    rules: ['lrr:3.5'],
    note: 'the action phase ends once every player has passed (3.5)',
  },
  {
    id: 'action-of',
    pattern: new RegExp(`^(?:(?:1|one) of (?<who2>your)|${whose()}|a|the) (?<which>tactical|strategic|component) actions?`),
    step: (g) => `${g.which}-action`,
    rules: ['lrr:3.1'],
  },
  {
    id: 'strategy-ability',
    pattern:
      new RegExp(`^(?:${who()} (?:would )?(?:spends? a command token to )?(?:resolves?|performs?|uses?) the (?<which>primary|secondary)(?: or (?<which2>primary|secondary))? ability of (?:the |a |any |(?:${OWNERS}) )?(?:[a-z]+ )?strategy card|(?<who2>you) would spend a command token during the secondary ability)`),
    step: (g) => (g.which2 ? ['strategy-primary', 'strategy-secondary'] : g.which === 'primary' ? 'strategy-primary' : 'strategy-secondary'),
    rules: ['lrr:71', 'lrr:71.1'],
  },
  {
    id: 'choose-strategy-card',
    pattern: new RegExp(`^${who()} (?:would )?chooses? a strategy card`),
    step: 'strategy-choose',
    rules: ['lrr:73.1'],
  },
  {
    id: 'return-strategy-card',
    pattern: /^(?<who>you) (?:would )?return your strategy card(?:\(s\)|s)?/,
    step: 'status-return-strategy-cards',
    rules: ['lrr:70.8'],
  },
  {
    id: 'gain-command-tokens',
    pattern: new RegExp(`^${who()} (?:would )?gains? command tokens`),
    step: 'status-gain-tokens',
    rules: ['lrr:70.5'],
    note: 'this is the status phase\'s "Gain and redistribute command tokens" step (70.5)',
  },
  { id: 'phase', pattern: /^(?:the )?(?:next )?(?<phase>strategy|action|status|agenda) phase/, step: (g) => `${g.phase}-phase`, rules: ['lrr:36'] },
  {
    id: 'objective-revealed',
    pattern: /^(?:(?:a|an|the) (?:(?:stage (?:i|ii|1|2) )?public )?objective (?:is|would be) revealed|the speaker reveals (?:a|an|the) (?:(?:stage (?:i|ii|1|2) )?public )?objective)/,
    step: 'status-reveal-objective',
    onlyIn: 'status',
    rules: ['lrr:70.2', 'lrr:52.14'],
    note: 'the speaker reveals a public objective in the status phase (70.2); one revealed by another effect opens the same window then, which this tool does not place',
  },
  {
    id: 'score-objective',
    pattern: new RegExp(`^${who()} (?:would )?scores? (?:a|an|1|one|another player's|your|their) (?:(?:public|secret) )?objective`),
    step: 'status-score-objectives',
    onlyIn: 'status',
    rules: ['lrr:70.1', 'lrr:52.5'],
    note: 'in the status phase objectives are scored in the "Score Objectives" step (70.1); in the action phase one can be scored at any time (52.5), so no window there',
  },
  {
    id: 'agenda-revealed',
    pattern: /^(?:(?:an|the|this) agenda (?:is|would be) revealed|the speaker reveals (?:an|the) agenda)/,
    step: 'agenda-reveal',
    rules: ['lrr:8.2'],
    note: 'predictions (riders) are made after the agenda is revealed and before any votes are cast (8.22)',
  },
  {
    id: 'speaker-votes',
    pattern: /^the speaker votes/,
    step: 'agenda-vote',
    voter: 'speaker',
    rules: ['lrr:69.2', 'ti4-faq:action-cards-14'],
    note: 'the speaker always votes last (69.2); the window opens even if the speaker cannot or does not vote (FAQ)',
  },
  {
    id: 'you-vote',
    pattern: /^you (?:would )?(?:cast (?:any |at least (?:1|one) )?votes?|vote)/,
    step: 'agenda-vote',
    voter: 'you',
    rules: ['lrr:8.2', 'ti4-faq:action-cards-7'],
    note: 'players vote from the speaker\'s left, clockwise, the speaker last (8.2, 69.2); only after your own vote in the Vote step: additional votes from other effects (such as Bribery) open no such window (FAQ)',
  },
  {
    id: 'players-vote',
    pattern: new RegExp(`^(?:players vote on an agenda|${who()} (?:would )?(?:casts? (?:any |at least (?:1|one) )?votes?|votes?))`),
    step: 'agenda-vote',
    rules: ['lrr:8.2'],
    note: 'it comes before each player\'s vote; shown before the first vote',
  },
  {
    id: 'elected',
    pattern: new RegExp(`^${who()} (?:is|are|would be) elected`),
    step: 'agenda-resolve',
    rules: ['lrr:8.18', 'lrr:8.11'],
    note: 'the elected player is known once votes are tallied, as the outcome is resolved (8.18)',
  },
  {
    id: 'outcome-resolved',
    pattern: new RegExp(`^(?:(?:an |the )?(?:outcome|agenda)(?: that [a-z ]+?)? (?:would be |is )resolved|${who()} (?:would )?resolves? (?:an|the|this) (?:agenda|outcome))`),
    step: 'agenda-resolve',
    rules: ['lrr:8.18'],
  },
  {
    id: 'action-card-played',
    pattern: new RegExp(`^(?:${who()} (?:would )?plays? an action card|an action card (?:is|would be) played)`),
    step: 'turn',
    reacts: 'action-card',
    rules: ['ti4-faq:action-cards-8'],
    note: 'it is played after that card\'s targets are decided and before any of its effects resolve, votes are cast or dice are rolled (FAQ)',
  },
  {
    id: 'draw-action-cards',
    pattern: new RegExp(`^${who()} (?:would )?draws? (?:(?:1|one) or more |an? )?action cards?`),
    step: 'status-draw-action-cards',
    onlyIn: 'status',
    rules: ['lrr:70.3', 'ti4-faq:general-12'],
    note: 'it triggers each time action cards are drawn (FAQ); in other phases cards are drawn by other effects (Politics), which this tool does not place',
  },
  // Occasions (lib/timing/timeline.ts OCCASIONS): events that can happen in several phases.
  {
    id: 'transaction',
    pattern: new RegExp(`^(?:${who()} (?:are negotiating|is negotiating|would resolve|negotiates?|resolves?) a transaction|a transaction (?:is|would be) resolved|you receive this card)`),
    step: 'transaction',
    rules: ['lrr:83'],
  },
  {
    id: 'replenish-commodities',
    pattern: new RegExp(`^${who()} (?:would )?replenish(?:es)? (?:(?:your|their|his) )?commodities`),
    step: 'replenish-commodities',
    rules: ['lrr:20.3'],
  },
  {
    id: 'gain-trade-goods',
    pattern: new RegExp(`^${who()} (?:would )?gains? (?:(?:1|one|\\d+|any number of) )?trade goods?`),
    step: 'gain-trade-goods',
    rules: ['lrr:82'],
  },
  { id: 'spend-trade-goods', pattern: new RegExp(`^${who()} (?:would )?spends? (?:(?:1|one|\\d+|any number of) )?trade goods?`), step: 'spend-trade-goods', rules: ['lrr:82'] },
  {
    id: 'spend-strategy-token',
    pattern: new RegExp(`^${who()} (?:would )?spends? a (?:command )?token from (?:your|their|his) strategy pool`),
    step: 'spend-strategy-token',
    rules: ['lrr:19'],
  },
  {
    id: 'research',
    // "Gain" needs its object: "when you gain this card" (a relic) is no technology.
    pattern: new RegExp(
      `^(?:${who()} (?:would )?(?:spends? resources to )?(?:research(?:es)?\\b(?: ${TECHNOLOGY})?|gains? ${TECHNOLOGY})|${TECHNOLOGY} (?:is|would be) (?:researched|gained))`,
    ),
    step: 'research-technology',
    rules: ['lrr:79.9'],
  },
  {
    id: 'explore',
    pattern: new RegExp(`^(?:${who()} (?:would )?explores? (?:a planet|a frontier token|(?:1|one) of (?:their|your) planets)|(?:an? (?:[a-z]+ )?planet|a frontier token) (?:is|would be) explored)`),
    step: 'explore',
    rules: ['pok:exploration'],
  },
  // A PDS or space dock, placed by Construction or another effect: both are structures (74).
  {
    id: 'place-structure',
    pattern: new RegExp(`^(?:${who()} (?:would )?places? (?:a|an|1) (?:space dock|pds|structure)|(?:a|an|1) (?:space dock|pds|structure) (?:is|would be) placed)`),
    step: 'place-structure',
    rules: ['lrr:74'],
  },
  { id: 'discard-action-card', pattern: new RegExp(`^${who()} (?:would )?discards? an action card`), step: 'discard-action-card', rules: ['lrr:2'] },
  {
    id: 'agent-exhausted',
    pattern: new RegExp(`^(?:(?:${OWNERS}|an?) agent (?:becomes|is|would be) exhausted|${who()} (?:would )?exhausts? (?:(?:1|one) of (?:your|their|his) agents|an agent|(?:your|their|his) agent))`),
    step: 'exhaust-agent',
    rules: ['pok:leaders'],
  },
  { id: 'pillage', pattern: /^the pillage faction ability is used/, step: 'pillage', rules: ['ti4-faq:the-mentak-coalition-4'] },
];

/**
 * Events the cards name that have no one step of the round, with why: the parser reports these
 * instead of "not an event", and never places them (the golden rule needs a window to order in).
 */
export const NO_SINGLE_STEP: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /\buses? (?:your|their|the|its) (?<name>[a-z' -]+?) (?:faction |unit )?ability\b/,
    why: 'it names another ability, and happens when that ability is resolved: place that ability instead',
  },
  {
    pattern: /\b(?:gains?|gained|receives?|loses?) (?:(?:this|that) (?:card|relic)|an? relic)\b/,
    why: 'a card is gained or lost (a relic drawn, a card given) at no fixed step',
  },
  {
    pattern: /\bloses? control of\b/,
    why: 'a planet is lost to another player or to an effect at no fixed step',
  },
  {
    pattern: /\b(?:a hit is|hits are) produced\b|\bany die is rolled\b/,
    why: 'dice are rolled and hits produced in many steps (combat rounds, unit abilities, action cards)',
  },
  {
    pattern: /\b(?:exhausts?|exhausted|ready|readies|readied)\b/,
    why: 'cards and planets are exhausted when used and readied in several steps (70.6, 8.4) and by other effects',
  },
  {
    pattern: /\bspeaker token\b|\bbecomes? the speaker\b/,
    why: 'the speaker token changes hands by Politics and other effects at no fixed step',
  },
  {
    pattern: /\bpass(?:es)?\b/,
    why: 'a player passes on a turn instead of an action (3.2); this tool has no window for a pass',
  },
  {
    pattern: /\bpromissory notes?\b|\bconverts? (?:their |your )?commodities\b/,
    why: 'promissory notes change hands and commodities are converted in transactions and by other effects, at no fixed step',
  },
  {
    pattern: /\bcommand token is placed\b/,
    why: 'command tokens are placed by activation and by other effects (Diplomacy, abilities)',
  },
  // Thunder's Edge's own mechanics, each brought about by several cards at no step of its own.
  {
    pattern: /\bgalvaniz/,
    why: 'units are galvanized by the effects that say so (Phoenix Standard, Raise the Standard, Dame Briar), at no fixed step',
  },
  {
    pattern: /\bbegins? coexisting\b|\binto coexistence\b/,
    why: 'units begin to coexist when ground forces are committed or when an effect places them, at no single step',
  },
  {
    pattern: /\bcard (?:is )?flip(?:s|ped)\b/,
    why: 'a card flips when an effect turns it over (the Firmament becoming the Obsidian), at no fixed step',
  },
  {
    pattern: /\b(?:comes?|enters?) (?:into )?play\b/,
    why: 'a faction or card comes into play when an effect brings it in, at no fixed step',
  },
  {
    pattern: /^(?:you|a player|another player) (?:have|has) \d/,
    why: 'it names a state ("you have 4 mechs in the same system"), which holds whenever it is true, not an event',
  },
];

/** Words that may follow an event phrase to narrow it ("in a system that contains …"). */
export const CONDITION_WORDS = /^(?:in|out|through|during|that|which|if|against|with|where|while|other|to|on|from|containing|for|produced|by|of|and|or|this|as|at|into|adjacent|using|between|whose)\b/;

/** Unit abilities named on their own ("Sustain Damage"): their step and how they are timed there. */
export interface UnitAbility {
  name: string;
  step: string | CombatFamily;
  edge: 'before' | 'at';
  rules: string[];
  /** Tag a reaction can answer. */
  answers?: Reaction;
}

export const UNIT_ABILITIES: readonly UnitAbility[] = [
  { name: 'sustain damage', step: ASSIGN_HITS, edge: 'before', rules: ['lrr:76', 'lrr:67.6'], answers: 'sustain-damage' },
  { name: 'anti-fighter barrage', step: 'space-afb', edge: 'at', rules: ['lrr:10', 'lrr:67.3'] },
  { name: 'space cannon offense', step: 'space-cannon-offense', edge: 'at', rules: ['lrr:66.2', 'lrr:49.7'] },
  { name: 'space cannon defense', step: 'space-cannon-defense', edge: 'at', rules: ['lrr:66.6', 'lrr:44.3'] },
  { name: 'bombardment', step: 'bombardment', edge: 'at', rules: ['lrr:15', 'lrr:44.1'] },
  { name: 'production', step: 'production', edge: 'at', rules: ['lrr:59', 'lrr:78.5'] },
];

/** Names that are ambiguous on their own, with what to write instead. */
export const AMBIGUOUS_NAMES: Readonly<Record<string, string>> = {
  'space cannon':
    '"Space Cannon" is used in two windows: write "Space Cannon Offense" (after Move Ships, 66.2) or "Space Cannon Defense" (during an invasion, 66.6)',
};

/** Every step a step reference can point to (both combats for a family, each alternative). */
export function stepsOf(step: StepRef): string[] {
  if (typeof step === 'string') return [step];
  if (Array.isArray(step)) return [...(step as readonly string[])];
  const family = step as CombatFamily;
  return [family.space, family.ground];
}
