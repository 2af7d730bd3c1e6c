/** The game a query is about: the home game, unless the player names another game's own terms. */
import type { Game } from '../../corpus/types';
import type { Concept } from '../query';
import type { Tally } from './add-concept';
import type { DocText } from './doc-text';
import type { DocFacts } from './facts';
import type { Hits } from './term-hits';
import { HOME_GAME, LONG_QUERY } from './weights';
import { FACTION_TERMS } from '../faction-names';

/**
 * A word (or a pair of words standing together) found in this many items of another game, and in
 * no item of the home game, is that game's own term ("worldship", "mercenaries", "power card"). Fewer
 * is chance: "exactly" or "someone" in two TI3 questions name nothing.
 */
const GAME_TERM_ITEMS = 4;
/** Terms of another game a situation told at length (see LONG_QUERY) must hold to be about that game. */
const LONG_QUERY_GAME_TERMS = 2;

/** How many items of each game hold these two terms next to each other. */
export type GamesJoining = (a: string, b: string) => Map<Game, number>;

type GameLookups = Pick<DocFacts, 'gameOf'> & Pick<DocText, 'tokensOf'> & { hits: Hits };

/** `GamesJoining`, cached. */
export function gamesJoiningOf({ gameOf, tokensOf, hits }: GameLookups): GamesJoining {
  const pairCache = new Map<string, Map<Game, number>>();
  return (a, b) => {
    const key = `${a} ${b}`;
    let found = pairCache.get(key);
    if (!found) {
      if (pairCache.size > 2000) pairCache.clear();
      found = new Map();
      const ha = hits(a);
      const hb = hits(b);
      for (const d of new Set([...ha.title, ...ha.body])) {
        if (!hb.title.has(d) && !hb.body.has(d)) continue;
        const t = tokensOf(d).terms;
        if (t.some((x, i) => x === a && t[i + 1] === b)) found.set(gameOf[d]!, (found.get(gameOf[d]!) ?? 0) + 1);
      }
      pairCache.set(key, found);
    }
    return found;
  };
}

/** The most of the query an item of each game answers, among the items `keep` accepts. */
export function bestPerGame(gameOf: readonly Game[], { touched, matched }: Tally, keep: (d: number) => boolean): Map<Game, number> {
  const best = new Map<Game, number>();
  for (const d of touched) if (keep(d)) best.set(gameOf[d]!, Math.max(best.get(gameOf[d]!) ?? 0, matched[d]!));
  return best;
}

/**
 * The games the query is about: the home game, unless its words belong to other games only. A
 * word no home-game item uses ("worldship", "mercenaries"), or a pair of words that stand together
 * only in another game's items ("power card"), names that game, when that game's items answer
 * more of the query than any home-game item ("stop" is in EotV and TI3 only, but "planetary
 * shield stop x-89" is answered by TI4 as well as by anything else). A word both other games say
 * often and the home game never is the language's, no game's own term: "stop" is in EotV's
 * movement and in TI3's rulings, and "can my ships stop in an asteroid field" is TI4's question
 * ("income", in many EotV items and two of TI3's, is EotV's). Only what the
 * player typed counts, with its synonyms: a corrected typo or a completion never switches games.
 */
export function gamesAsked(ctx: GameLookups & { gamesJoining: GamesJoining }, concepts: Concept[], bestCoverage: Map<Game, number>): Set<Game> {
  const { gameOf, hits, gamesJoining } = ctx;
  // Concepts (or pairs) of the query that name each other game.
  const named = new Map<Game, number>();
  const name = (g: Game) => named.set(g, (named.get(g) ?? 0) + 1);
  for (const c of concepts) {
    // A TI4 faction's name is the home game's, though its rulings may not say it (TI3 had a Jol-Nar; TI4's FAQ has no heading for it).
    if (c.alternatives.every((a) => a.terms.every((t) => FACTION_TERMS.has(t)))) continue;
    const items = new Map<Game, number>();
    for (const d of new Set(c.alternatives.flatMap((a) => a.terms).flatMap((t) => [...hits(t).title, ...hits(t).body]))) {
      items.set(gameOf[d]!, (items.get(gameOf[d]!) ?? 0) + 1);
    }
    if (items.has(HOME_GAME)) continue;
    // Said often in both other games' items, a word is everyday language, no game's own term.
    const naming = [...items].filter(([, n]) => n >= GAME_TERM_ITEMS);
    if (naming.length === 1) name(naming[0]![0]);
  }
  for (let k = 0; k + 1 < concepts.length; k++) {
    const a = concepts[k]!.alternatives[0]!.terms.at(-1)!;
    const b = concepts[k + 1]!.alternatives[0]!.terms[0]!;
    if (FACTION_TERMS.has(a) && FACTION_TERMS.has(b)) continue;
    const joined = gamesJoining(a, b);
    if (joined.has(HOME_GAME)) continue;
    for (const [g, n] of joined) if (n >= GAME_TERM_ITEMS) name(g);
  }
  // A situation told at length uses everyday words the home game's rules happen not to ("bonus",
  // "attacked"): one such word is the story's, not the player naming another game.
  const needed = concepts.length >= LONG_QUERY ? LONG_QUERY_GAME_TERMS : 1;
  const home = bestCoverage.get(HOME_GAME) ?? 0;
  const asked = [...named].filter(([g, n]) => n >= needed && (bestCoverage.get(g) ?? 0) > home).map(([g]) => g);
  return new Set(asked.length ? asked : [HOME_GAME]);
}
