/**
 * The acts a "who" question asks the actor of, as data: the player's words for the act, said right
 * after "who" ("who picks", "who gets the token", "who goes first"), and the rules' words stating
 * it ("the speaker decides", "he gains those trade goods", "the player who is first in initiative
 * order"). Read by ./who-asked.ts.
 */

export interface WhoAct {
  /** The act as the player says it, matched at the words right after "who" (or "who gets to"). */
  asked: RegExp;
  /** The act as a rule states it. */
  states: RegExp;
  /**
   * An order of an act ("who rolls first"): the rule states it of the verb said ("rolls"), unless
   * that verb says no act of its own (`LIGHT_VERBS`): "beginning with the defender" is the order
   * of announcing retreats, not of rolling.
   */
  ofVerb?: boolean;
}

export const WHO_ACTS: readonly WhoAct[] = [
  // An order asked ("who goes first", "who rolls first", "who takes the first turn", "who gets to do
  // the secondary first"): the rules state who starts ("the player who is first in initiative
  // order", "beginning with the player to the left", "each player takes a turn in initiative
  // order", "take priority over"); "starting with the Roll Dice step" orders steps, not players.
  // Before the verbs below: "takes the first turn" is no receiving.
  {
    asked: /^(?:\w+\s+){0,4}?first\b/,
    states: /\b(?:is|goes|go|resolves?|votes?)\s+first\b|\bfirst\s+(?:in\s+initiative|active\s+player|player)\b|\b(?:begins?|beginning|starting|starts)\s+with\s+the\s+(?:\w+\s+)?(?:player|speaker|defender|attacker)\b|\bin\s+initiative\s+order\b|\bpriority\b/i,
    ofVerb: true,
  },
  { asked: /^(?:\w+\s+){0,2}?last\b/, states: /\blast\b/i, ofVerb: true },
  // A destination chosen ("who picks where my ships go") is stated as a move: "moves them to an adjacent system".
  { asked: /^(?:picks?|chooses?|decides?|selects?)\s+where\b/, states: /\b(?:moves?|moved|retreats?)\b[^.;]*?\bto\b/i },
  // A choice: "who picks", "who decides", "who breaks the tie" ("the speaker decides which of the
  // tied outcomes"); a destination, above.
  {
    asked: /^(?:picks?|chooses?|choosing|decides?|deciding|selects?|determines?|breaks?\s+(?:the\s+)?ties?)\b/,
    states: /\b(?:chooses?|decides?|selects?|determines)\b/i,
  },
  // What a player is given: "who gets the token", "who ends up with them" ("he gains", "is
  // returned to that player", "passes to the player to his left").
  {
    asked: /^(?:gets?|got|receives?|ends?\s+up\s+with|claims?|grabs?)\b/,
    states: /\b(?:gains?|receives?|received|takes?|claims?|retains?|(?:returned|given|passe[sd]?)\s+to)\b/i,
  },
  // What a player holds: "who owns that law", "who keeps the planet" ("that player owns that law",
  // "retains control"); not the "own" of "his own ground forces".
  { asked: /^(?:owns?|keeps?|controls?|holds?)\b/, states: /\b(?:owns|owned|owner|controls?|controlled|retains?|keeps?)\b/i },
  { asked: /^(?:actually\s+)?(?:wins?|won)\b/, states: /\b(?:winner|wins?|won)\b/i },
  { asked: /^pays?\b/, states: /\b(?:spends?|pays?)\b/i },
  { asked: /^draws?\b/, states: /\bdraws?\b/i },
  { asked: /^(?:flips?|reveals?|turns?\s+over)\b/, states: /\breveals?\b/i },
];

/** Verbs that say no act of their own in "who goes first", "who takes the first turn", "who gets to do it first". */
export const LIGHT_VERBS: ReadonlySet<string> = new Set(['go', 'goes', 'going', 'get', 'gets', 'take', 'takes', 'do', 'does', 'is', 'are', 'has', 'have', 'start', 'starts']);
