/** Complete Setup's fixed data: the diagram labels dumped into its text, the passages put back in place, and its component lists. */

/**
 * Labels of the setup diagrams that the dump poured into the running text. Each pattern only
 * matches where the label sits between two pieces of text it cannot belong to.
 */
export const DIAGRAM_LABELS: RegExp[] = [
  /GAME BOARD SETUP(?=iii\.)/g,
  / ?\d(?: \d)+(?:(?:Six|Five|Four|Three)-Player Setup)+/g,
  /(?:Ring \d|Home System){2,}/g,
  /Mecatol Rex(?=STEP \d)/g,
];

/**
 * Text the dump put in the wrong place, put back. Each entry finds an exact passage of this
 * transcript and says what it should read; a passage not found is reported as unresolved.
 */
export const REFLOWS: { kind: string; find: string; replace: string; reason: string }[] = [
  {
    kind: 'misplaced-numeral',
    find: 'following these steps:SEPARATE SYSTEMS: Separate the system tiles into twoi.piles',
    replace: 'following these steps: i. SEPARATE SYSTEMS: Separate the system tiles into two piles',
    reason: 'the substep numeral "i." was dumped in the middle of its first line',
  },
  {
    kind: 'interleaved-columns',
    find:
      'THREE-PLAYER: Six blue and two red tiles are dealt to FOUR-PLAYER: Five blue and three red tiles are dealt to ' +
      'FIVE-PLAYER: Four blue and two red tiles are dealt to each each player.each player.player.',
    replace:
      'THREE-PLAYER: Six blue and two red tiles are dealt to each player. FOUR-PLAYER: Five blue and three red tiles are dealt to each player. ' +
      'FIVE-PLAYER: Four blue and two red tiles are dealt to each player. ',
    reason: 'the three-column player-count table was read across its rows; each line ends "to each player."',
  },
  // Steps 8 and 9 each lost their end to the other column: take both fragments out, then put
  // each back after the words it completes.
  {
    kind: 'displaced-fragment',
    find: 'the common play area for trade good tokens, fighter tokens, andinfantry tokens.',
    replace: '',
    reason: 'end of step 9, dumped inside step 8 (previous column); put back below',
  },
  {
    kind: 'displaced-fragment',
    find: ' agenda, stage I objective, stage II objective, and secret objectivedecks separately and place them in the common play area.',
    replace: '',
    reason: 'end of step 8, dumped after step 11 (next column); put back below',
  },
  {
    kind: 'displaced-fragment',
    find: 'Shuffle the action card,',
    replace: 'Shuffle the action card, agenda, stage I objective, stage II objective, and secret objectivedecks separately and place them in the common play area.',
    reason: 'step 8 completed with its displaced end',
  },
  {
    kind: 'displaced-fragment',
    find: 'Gather and create separate piles in',
    replace: 'Gather and create separate piles in the common play area for trade good tokens, fighter tokens, andinfantry tokens.',
    reason: 'step 9 completed with its displaced end',
  },
];

/** The component lists of steps 3 and 4, printed in two columns without separators. */
export const SETUP_LISTS: string[][] = [
  ['1 home system tile', '1 faction promissory note', '17 control tokens', '2 faction technology cards', '16 command tokens', 'faction-specific tokens'],
  ['59 plastic units', '25 technology cards', '1 command sheet', '4 promissory notes'],
];
