/**
 * A game's size in the community's shorthand: "4p game", "6p", "8-p", "3pl": a count of players the
 * rules write out ("During a three-player or four-player game", "with five or more players"). Read as
 * "<n> player", the count then meets the rules' number word (see ./number-words.ts) and "player".
 * Only the sizes a game is played at (3 to 8): "2p" or "10p" are no game's size.
 */
const PLAYER_COUNT = /\b([3-8])\s?-?\s?(?:p|pl|ppl|plr|plyr)\b/gi;

/** The query with a game's size written out ("4p game" -> "4 player game"). */
export function withPlayerCount(query: string): string {
  return query.replace(PLAYER_COUNT, '$1 player');
}
