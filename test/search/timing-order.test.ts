/**
 * Questions for a moment answered by the rule that states it: the order of two steps of one
 * procedure by the asked step's place, and a moment stated by the rules, not by the timing words of
 * the questions players ask of an item.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { searcherFor, type Searcher } from '@/lib/search/engine';
import { parseQuery } from '@/lib/search/query';
import { contentSearch, item, searcherOfRows } from './corpus';

describe('the order of two steps of one procedure', () => {
  const combat = [
    item({ id: 'combat', title: 'Space Combat', kind: 'entry', text: 'Players resolve a space combat by performing the following steps.' }),
    item({ id: 'afb', title: 'Space Combat: Anti-Fighter Barrage', parent: 'combat', text: 'STEP 1-ANTI-FIGHTER BARRAGE: If this is the first round of a space combat, the players may use the "Anti-Fighter Barrage" abilities of their units.' }),
    item({ id: 'announce', title: 'Space Combat: Announce Retreats', parent: 'combat', text: 'STEP 2-ANNOUNCE RETREATS: Each player may announce a retreat, beginning with the defender.' }),
    item({ id: 'again', title: 'Space Combat', parent: 'combat', text: 'After the "Retreat" step, the players resolve another round of space combat beginning with the "Announce Retreats" step.' }),
  ];

  it.each(['does afb happen before or after we announce retreats', 'anti-fighter barrage before or after announcing retreats'])('"%s": the asked step, whose place orders it', (q) => {
    expect(searcherFor(combat).search(q)[0]?.id).toBe('afb');
  });

  it('reads the reference moment apart from the subject', () => {
    const parsed = parseQuery('does afb happen before or after we announce retreats');
    const reference = parsed.kind === 'words' ? parsed.concepts.filter((c) => c.reference).map((c) => c.alternatives[0]!.words.join(' ')) : [];
    expect(reference).toEqual(['announce', 'retreats']);
  });

  it('reads an order asked both ways as each thing once; a thing said twice on one side stays twice', () => {
    const typed = (q: string) => {
      const parsed = parseQuery(q);
      return parsed.kind === 'words' ? parsed.concepts.filter((c) => !c.asked).map((c) => c.alternatives[0]!.words.join(' ')) : [];
    };
    expect(typed('bombard first then land, or land first then bombard')).toEqual(['bombard', 'land']);
    expect(typed('do i bombard the planet before i land on the planet or after')).toEqual(['bombard', 'planet', 'land', 'planet']);
  });

  const warfare = [
    item({ id: 'warfare', title: 'Warfare', kind: 'entry', text: 'The "Warfare" strategy card allows a player to remove a command token from the board and redistribute the command tokens in his command pools.' }),
    item({ id: 'remove', title: 'Warfare', parent: 'warfare', text: 'STEP 1-The active player removes any one of his command tokens from the game board. Then, he gains that command token by placing it in one of his pools.' }),
    item({ id: 'redistribute', title: 'Warfare', parent: 'warfare', text: 'STEP 2-The active player can redistribute the command tokens among the pools on his command sheet.' }),
  ];

  it('of two unnamed steps ("STEP 1-The active player ..."): either step answers, each holding its half and its sibling the other', () => {
    const search = searcherFor(warfare);
    expect(['remove', 'redistribute']).toContain(search.search('warfare, do i redistribute before i pull the token off the board or after')[0]?.id);
    expect(['remove', 'redistribute']).toContain(search.search('warfare: do i pull the token off the board first and then redistribute')[0]?.id);
    // Not asked for an order, the entry answers.
    expect(search.search('warfare redistribute token')[0]?.id).toBe('warfare');
  });

  // The entry naming both in one breath states no order (see lib/search/steps-over-entry.ts).
  it('asked an order, a step goes above its entry naming both things, unless the entry places a thing in time', () => {
    expect(['remove', 'redistribute']).toContain(searcherFor(warfare).search('warfare: do i remove the token before i redistribute or after')[0]?.id);
    const combat = [
      item({ id: 'combat', title: 'Space Combat', kind: 'entry', text: 'After the "Space Cannon Offense" step, if two players have ships in the active system, they resolve a space combat.' }),
      item({ id: 'barrage', title: 'Space Combat', parent: 'combat', text: 'STEP 1-ANTI-FIGHTER BARRAGE: Players may use the "Anti-Fighter Barrage" ability of their units.' }),
    ];
    expect(searcherFor(combat).search('space combat before or after the space cannon offense step')[0]?.id).toBe('combat');
  });

  // Half of a name is not enough: "pick casualties" (hits) is no ASSIGN HITS, "the space battle" no GROUND COMBAT (tuning set).
  it('a sibling named by most of its name ("my ground forces" for COMMIT GROUND FORCES) is named', () => {
    const invasion = [
      item({ id: 'invasion', title: 'Invasion', kind: 'entry', text: 'Invasion is the step of a tactical action in which ground forces land on planets.' }),
      item({ id: 'bombard', title: 'Invasion: Bombardment', parent: 'invasion', text: 'STEP 1-BOMBARDMENT: The active player may use the "Bombardment" ability of his units.' }),
      item({ id: 'commit', title: 'Invasion: Commit Ground Forces', parent: 'invasion', text: 'STEP 2-COMMIT GROUND FORCES: The active player may commit his ground forces to land on planets.' }),
      item({ id: 'fight', title: 'Invasion: Ground Combat', parent: 'invasion', text: 'STEP 3-GROUND COMBAT: Players resolve a combat on each planet.' }),
      item({ id: 'ability', title: 'Bombardment', kind: 'entry', text: 'A unit with the "Bombardment" ability may destroy ground forces on a planet during the invasion step.' }),
    ];
    expect(searcherFor(invasion).search('is bombardment before or after my ground forces go down')[0]?.id).toBe('bombard');
  });

  // No moment placed against the other ("which comes first, X or Y"): both steps are named alike,
  // and each holds its sibling's name and the order asked by its place; a rule saying "in order to"
  // orders nothing.
  it.each(['which comes first, invasion or production', 'what goes first production or invasion', 'which happens first: invasion or production?'])('"%s": a step of the either-or', (q) => {
    const steps = { invade: 'STEP 4-INVASION: The active player may commit units to land on planets.', produce: 'STEP 5-PRODUCTION: The active player may resolve the "Production" abilities of his units.' };
    const entries: Record<string, [title: string, text: string]> = {
      tactical: ['Tactical Action', 'To perform a tactical action, the active player performs the following steps.'],
      production: ['Production', 'During the "Production" step, the active player can resolve the "Production" ability of each of his units in order to produce units. Production happens in the active system.'],
      invasion: ['Invasion', 'During an invasion, the active player resolves a combat on each planet in the order he chooses.'],
    };
    const tactical = [
      ...Object.entries(entries).map(([id, [title, text]]) => item({ id, title, kind: 'entry', text })),
      ...Object.entries(steps).map(([id, text]) => item({ id, title: 'Tactical Action', parent: 'tactical', text })),
    ];
    expect(Object.keys(steps)).toContain(searcherFor(tactical).search(q)[0]?.id);
  });

  // An event told in the moment asked against ("the others": the rules' "each other player", see
  // lib/search/player-events.ts) is of that moment, as the words it replaced were.
  it.each(['when does the active player flip his strat card, before or after the others do secondary', 'do i get my tgs before or after everyone else picks'])('"%s": an event told in the reference moment is of it', (q) => {
    const parsed = parseQuery(q);
    const others = parsed.kind === 'words' ? parsed.concepts.find((c) => c.alternatives.some((a) => a.terms.join(' ') === 'each other player')) : undefined;
    expect(others?.reference).toBe(true);
  });

  it('needs a sibling step: a step of another procedure named in the reference orders nothing', () => {
    const other = [...combat.filter((i) => i.id !== 'announce'), item({ id: 'elsewhere', title: 'Invasion: Announce Retreats', parent: 'invasion', text: 'STEP 2-ANNOUNCE RETREATS: Each player may announce a retreat.' })];
    expect(searcherFor(other).search('does afb happen before or after we announce retreats')[0]?.id).not.toBe('afb');
  });
});

describe('a moment stated by the rules, not by a question players ask', () => {
  it('"when does a note go back": the rule that says after what, not one a player asked with "after"', () => {
    const corpus = [
      item({ id: 'stated', title: 'Promissory Notes', text: 'Promissory notes that are returned to a player are returned after their abilities have been completely resolved.' }),
      item({ id: 'asked-after', title: 'Promissory Notes', text: 'A returned promissory note may be given again.', asked: ['can i give the note away again after it went back'] }),
      // "After" is a common word of the rules, as it is in theirs.
      ...['combat', 'movement', 'production', 'agenda', 'trade', 'objectives'].map((t, k) => item({ id: `other-${k}`, title: t, text: `After the ${t} step, players continue with ${t}.` })),
    ];
    expect(searcherFor(corpus).search('when does a promissory note go back')[0]?.id).toBe('stated');
  });
});

describe('"anytime", the rules\' "any time"', () => {
  it('is a moment the player weighs against another', () => {
    const parsed = parseQuery('action phase objective, anytime or only at the end of my turn');
    expect(parsed.kind === 'words' && parsed.concepts.some((c) => c.moment)).toBe(true);
  });

  it('finds the rule that says "at any time"', () => {
    const corpus = [
      item({ id: 'phase', title: 'Objective Cards', text: 'Each objective card indicates the phase during which a player can score that objective.' }),
      item({ id: 'any-time', title: 'Objective Cards', text: 'When a player scores an objective during the action phase, he can do so at any time during that phase.' }),
    ];
    expect(searcherFor(corpus).search('can i score an objective anytime')[0]?.id).toBe('any-time');
  });
});

describe('a step of all units, named by the unit the player names', () => {
  const corpus = [
    item({ id: 'status', title: 'Status Phase', kind: 'entry', text: 'During the status phase, players perform the following steps.' }),
    item({ id: 'repair', title: 'Status Phase: Repair Units', parent: 'status', text: 'STEP 7-REPAIR UNITS: Each player repairs all of his units that have the "Sustain Damage" ability by turning those units upright.' }),
    item({ id: 'damaged', title: 'Sustain Damage', text: 'A damaged unit cannot use the "Sustain Damage" ability until it is repaired during the status phase or by another game effect.' }),
    item({ id: 'dreadnought', title: 'Dreadnought', kind: 'unit', text: 'Dreadnought: cost 4; combat 5; move 1; capacity 1; Sustain Damage.' }),
  ];

  it.each(['when do my damaged dreads get fixed', 'when do my damaged dreads get flipped back up'])('"%s": "REPAIR UNITS" is the moment of the dreadnought\'s repair', (q) => {
    expect(searcherFor(corpus).search(q)[0]?.id).toBe('repair');
  });
});

describe('a step named by what it acts on, in the player\'s own verb (real corpus)', () => {
  let searcher: Searcher;
  beforeAll(async () => {
    searcher = (await contentSearch()).searcher;
  }, 120_000);

  it('"when do i get control": ESTABLISH CONTROL (44.5), whose verb the player does not say', () => {
    expect(searcher.search('invading his planet, when do i get control of it')[0]?.id).toBe('lrr:44.5');
  });

  it('a name less its first word that only names the procedure names no step: "agenda" is no SECOND AGENDA (8.3)', () => {
    expect(searcher.search('when does agenda phase start')[0]?.id).toBe('lrr:8.1');
  });
});

describe('the order of a procedure\'s steps', () => {
  // "in what order" of a procedure asks its steps, listed from its entry; Initiative Order only
  // has the word in its title.
  const rules = searcherOfRows([
    ['initiative', 'Initiative Order', 'Initiative order is the order in which players resolve steps of the action and status phases.'],
    ['status', 'Status Phase', 'During the status phase, players score objectives and prepare for the next game round. To resolve the status phase, players perform the following steps:'],
    ['score', 'Status Phase: Score Objectives', 'STEP 1-SCORE OBJECTIVES: Following initiative order, each player may score up to one public objective.'],
  ]);

  it.each(['status phase in what order', 'order of the status phase'])('"%s": the item opening the list of steps', (q) => {
    expect(rules.search(q)[0]?.id).toBe('status');
  });

  it('a question of the initiative order still finds its entry', () => {
    expect(rules.search('how does initiative order work')[0]?.id).toBe('initiative');
  });
});

