/**
 * TI3's words a returning player uses for TI4's things, each where the TI3 FAQ and errata of the
 * corpus show the TI3 term (content/ti3) and TI4's rules name its counterpart: TI3's trade agreements
 * made trade income (TI4: commodities traded in transactions), its political cards were voted on
 * (TI4: agenda cards), its PDS fire is TI4's space cannon, its command counters TI4's command tokens, its
 * Assembly strategy card TI4's Politics. TI3 terms without one TI4 counterpart (space mines, shock
 * troops, pre-combat abilities: TI4 splits them into anti-fighter barrage and the start of combat) are not here: they are searched as typed.
 */
export const TI3_TO_TI4_WORDS: readonly { ti3: RegExp; ti4: string }[] = [
  { ti3: /\btrade\s+agreements?\b/gi, ti4: 'transactions commodities' },
  { ti3: /\bpolitical\s+cards?\b/gi, ti4: 'agenda cards' },
  { ti3: /\bpds\s+fire\b/gi, ti4: 'space cannon' },
  { ti3: /\bcommand\s+counters?\b/gi, ti4: 'command tokens' },
  { ti3: /\b(?:the\s+)?assembly\b/gi, ti4: 'politics' },
];
