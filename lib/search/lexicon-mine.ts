/**
 * Mining a players' lexicon from questions and the items that answer them: which words of the
 * rules an item holds when a player's question about it uses a word the rules hardly hold ("soak":
 * sustain). A pair counts once per distinct item, so three asked questions of one item are one
 * piece of evidence, and a pairing is kept only when several items show it: a word that happens
 * beside one item's topic is not a reading of it. Used by scripts/mine-lexicon.ts, which prints
 * the table as candidates for the hand-written synonym groups (./synonyms.ts): searched by the
 * engine or its reranker, the table did not pay (docs/search-eval.md, "Tried: mined lexicon").
 */
import type { Item } from '../corpus/types';
import type { EvalQuestion } from './eval';
import { terms } from './text';

/** Player's term -> the rules' terms it stands for, each with the share of its items holding it. */
export type Lexicon = Readonly<Record<string, readonly (readonly [string, number])[]>>;

/** A question and the items that answer it. */
export interface MinedPair {
  question: string;
  items: readonly string[];
}

export interface MineOptions {
  /** Distinct items a (player word, rules word) pairing must be seen with. */
  minItems: number;
  /** A player's word is one the corpus holds in at most this many items. */
  maxPlayerItems: number;
  /** Of the items asked about with the player's word, the share that must hold the rules' word. */
  minShare: number;
  /** How many times likelier the rules' word is in those items than in any item. */
  minLift: number;
  /** Rules' words kept per player's word, strongest first. */
  perWord: number;
}

export const MINE_OPTIONS: MineOptions = { minItems: 3, maxPlayerItems: 2, minShare: 0.5, minLift: 8, perWord: 2 };

/** Hundredths: the table's weights need no more, and the data module stays small. */
const round = (x: number) => Math.round(x * 100) / 100;

/**
 * The lexicon: each player's word (a term, see ./text.ts) with the rules' words it stands for and
 * a weight (the share of its items holding that word). `itemTerms`: each item's terms (title and text).
 */
export function mineLexicon(pairs: readonly MinedPair[], itemTerms: ReadonlyMap<string, ReadonlySet<string>>, options: MineOptions = MINE_OPTIONS): Lexicon {
  const itemsHolding = new Map<string, number>();
  for (const held of itemTerms.values()) for (const t of held) itemsHolding.set(t, (itemsHolding.get(t) ?? 0) + 1);
  const total = Math.max(1, itemTerms.size);
  const playerWord = (t: string) => t.length >= 3 && !/\d/.test(t) && (itemsHolding.get(t) ?? 0) <= options.maxPlayerItems;
  // Per player's word: the items asked about with it, and per rules' word the items holding it that the question did not say.
  const askedItems = new Map<string, Set<string>>();
  const heldItems = new Map<string, Map<string, Set<string>>>();
  for (const { question, items } of pairs) {
    const asked = new Set(terms(question));
    for (const q of asked) {
      if (!playerWord(q)) continue;
      const byRule = heldItems.get(q) ?? new Map<string, Set<string>>();
      heldItems.set(q, byRule);
      for (const id of items) {
        const held = itemTerms.get(id);
        if (!held) continue;
        askedItems.set(q, (askedItems.get(q) ?? new Set()).add(id));
        for (const r of held) if (!asked.has(r)) byRule.set(r, (byRule.get(r) ?? new Set()).add(id));
      }
    }
  }
  const lexicon: Record<string, [string, number][]> = {};
  for (const [q, byRule] of [...heldItems].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const asked = askedItems.get(q)?.size ?? 0;
    if (asked < options.minItems) continue;
    const kept = [...byRule]
      .map(([r, ids]) => ({ r, n: ids.size, share: ids.size / asked, lift: ids.size / asked / ((itemsHolding.get(r) ?? 1) / total) }))
      .filter((x) => x.n >= options.minItems && x.share >= options.minShare && x.lift >= options.minLift)
      .sort((a, b) => b.share * Math.log(b.lift) - a.share * Math.log(a.lift) || (a.r < b.r ? -1 : 1))
      .slice(0, options.perWord)
      .map((x): [string, number] => [x.r, round(x.share)]);
    if (kept.length) lexicon[q] = kept;
  }
  return lexicon;
}

/** Each item's terms as the miner reads them: its title and its text. */
export const itemTermsOf = (items: readonly Pick<Item, 'id' | 'title' | 'text'>[]): Map<string, Set<string>> => new Map(items.map((item) => [item.id, new Set(terms(`${item.title}\n${item.text}`))]));

/** The pairs to mine: every question players ask of an item (content/asked.json), and every tuning question with its answers. */
export const pairsOf = (items: readonly Pick<Item, 'id' | 'asked'>[], questions: readonly Pick<EvalQuestion, 'q' | 'expect'>[]): MinedPair[] => [
  ...items.flatMap((item) => (item.asked ?? []).map((question) => ({ question, items: [item.id] }))),
  ...questions.map((q) => ({ question: q.q, items: q.expect })),
];

/**
 * The tuning questions a lexicon may learn from when it is measured on `held` (paraphrases of other
 * questions): all but those and the questions they paraphrase, known by answering exactly as they do.
 */
export function withoutParaphrased<Q extends Pick<EvalQuestion, 'expect'>>(questions: readonly Q[], held: ReadonlySet<Q>): Q[] {
  const key = (q: Q) => [...q.expect].sort().join('\n');
  const answers = new Set([...held].map(key));
  return questions.filter((q) => !held.has(q) && !answers.has(key(q)));
}
