/**
 * TI3's words a returning player uses for TI4's things, each where the TI3 FAQ and errata of the
 * corpus show the TI3 term (content/ti3) and TI4's rules name its counterpart: TI3's trade agreements
 * made trade income (TI4: commodities traded in transactions), its political cards were voted on
 * (TI4: agenda cards), its PDS fire is TI4's space cannon, its command counters TI4's command tokens, its
 * Assembly or Political strategy card TI4's Politics, its Logistics TI4's Leadership; its racial
 * technologies, abilities and race sheet TI4's faction's; its mechanized units TI4's mechs; its
 * command pool and strategy allocation TI4's tactic and strategy pools. TI3 terms without one TI4
 * counterpart (space mines, shock troops, pre-combat abilities: TI4 splits them into anti-fighter
 * barrage and the start of combat) are not here: they are searched as typed.
 */

/**
 * A TI3 word or phrase (`said`, a pattern matched whole and case aside) and TI4's words for it.
 * `framed`: read so only where the question names TI3 as the player's past ("coming from ti3", "in
 * ti3 we had ...", see ./returning-player.ts), as TI4 players say it too of TI4's own things: "trade
 * agreement" is a TI4 promissory note, "pds fire" how they ask of space cannon (read everywhere,
 * these rows cost 7 tuning questions of Trade Agreement their first result and moved 4 of PDS fire:
 * session 29).
 * The others are no TI4 words, so they are read as TI4's wherever the question does not name TI3
 * itself (see ./other-game-words.ts): "do racial techs need prerequisites".
 */
export interface Ti3Word {
  said: string;
  ti4: string;
  framed?: boolean;
}

export const TI3_WORDS: readonly Ti3Word[] = [
  { said: String.raw`trade\s+agreements?`, ti4: 'transactions commodities', framed: true },
  { said: String.raw`political\s+cards?`, ti4: 'agenda cards', framed: true },
  { said: String.raw`pds\s+fire`, ti4: 'space cannon', framed: true },
  { said: String.raw`command\s+counters?`, ti4: 'command tokens', framed: true },
  { said: String.raw`(?:the\s+)?assembly`, ti4: 'politics', framed: true },
  { said: String.raw`(?:political|assembly)\s+strateg(?:y|ies)(?:\s+cards?)?`, ti4: 'politics strategy card' },
  { said: String.raw`logistics\s+(?:strategy\s+)?cards?|logistics\s+strategy`, ti4: 'leadership strategy card' },
  { said: String.raw`(?:racial|race[\s-]+specific)\s+tech(?:nolog(?:y|ies)|s)?`, ti4: 'faction technology' },
  { said: String.raw`racial\s+abilit(?:y|ies)`, ti4: 'faction abilities' },
  { said: String.raw`race\s+sheets?`, ti4: 'faction sheet' },
  { said: String.raw`mechani[sz]ed\s+units?`, ti4: 'mech' },
  { said: String.raw`command\s+pool`, ti4: 'tactic pool' },
  { said: String.raw`strategy\s+allocation(?:\s+area)?`, ti4: 'strategy pool' },
];
