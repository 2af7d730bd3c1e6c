/**
 * Reads a component named by its look ("the giant round ball ship", "tiny triangle planes", "the
 * chip on the big planet in the middle") as the rules' term for it (./component-looks.ts): a span
 * of the query's words is told as that term, as an event is (./told.ts), and its words leave the query.
 *
 * A look word counts only beside a noun of the component's kind, before it ("round ship") or after
 * a linking word ("the tile with the red swirl"): "round" alone is a game round, "big ship" any
 * large ship. A name ("robot", "soldiers") is its own noun. Each look word weighs 1 over the number
 * of candidate components that share it, a size half that; the best candidate must weigh at least
 * 1 and more than the next. The heaviest reading anywhere in the query is taken first, then the
 * next among the words left, and a term already read counts as a look word of the others ("the chip
 * on [Mecatol Rex]": the custodians token).
 */
import { COMPONENT_LOOKS, KIND_NOUNS, SIZE_WORDS, type ComponentKind, type ComponentLook } from './component-looks';
import { POSSESSIVES } from './question-words';
import { SYNONYMS } from './synonyms';
import { stem, terms } from './text';
import { eventsTold, type Told } from './told';

const stems = (words: readonly string[]) => new Set(words.map((w) => stem(w)));

/** Words that may stand between a noun and the look said after it ("the tile with the red swirl", "chip on my board"). */
const LINKS = stems(['the', 'a', 'an', ...POSSESSIVES, 'its', 'with', 'on', 'in', 'of', 'like', 'that', 'which', 'at', 'we', 'you', 'i', 'they', 'shaped', 'looks', 'looking', 'full', 'covered', 'filled', 'has', 'have', 'showing']);
/**
 * Words that join a look to the noun after it ("the ball shaped ship", "a cloud looking tile"):
 * said before a noun, the look before them is still its look.
 */
const SHAPED = stems(['shaped', 'looking']);
/**
 * Words that open a clause after the noun telling what the thing does ("the ship that rolls three
 * dice", "the cards everyone votes on", "the card you flip when you use a planet"): in it any word
 * may stand, and the component's `does` words count.
 */
const CLAUSE = stems(['that', 'which', 'who', 'you', 'we', 'i', 'they', 'everyone', 'everybody', 'people', 'someone', 'somebody', 'anyone']);
/** Words that end such a clause: the question after it ("..., how many can i have", "..., do they stay"). */
const CLAUSE_END = stems(['how', 'what', 'why', 'where', 'can', 'could', 'do', 'does', 'is', 'are', 'should', 'would', 'will', 'must', 'may']);
/** Words after the noun read for its look, at most. */
const AFTER_WORDS = 8;
/**
 * Look words that name a moment too, said after a noun: "killed his last ship that round" is a
 * combat round. Before the noun ("the round ship") they are looks.
 */
const MOMENTS = new Set(['round'].map((w) => stem(w)));
const SIZE_WEIGHT = 0.5;
const MIN_WEIGHT = 1;

const LOOKS = COMPONENT_LOOKS.map((c) => ({ component: c, looks: stems([...c.looks, ...(c.names ?? [])]), does: stems(c.does ?? []), names: stems(c.names ?? []), own: new Set(terms(c.term)) }));
type Look = (typeof LOOKS)[number];
const NOUN_KINDS = new Map<string, ComponentKind[]>();
for (const [kind, nouns] of Object.entries(KIND_NOUNS) as [ComponentKind, readonly string[]][]) {
  for (const n of nouns) NOUN_KINDS.set(stem(n), [...(NOUN_KINDS.get(stem(n)) ?? []), kind]);
}
const SIZES = stems([...SIZE_WORDS]);
const ANY_LOOK = new Set(LOOKS.flatMap((l) => [...l.looks]));

/** The rules' words for a component: its term, then the other phrases of its synonym group ("war sun": "ws", "warsun"). */
function rulesWords(c: ComponentLook): string[] {
  const group = SYNONYMS.find((g) => g.canonical === c.term || g.also.includes(c.term));
  return group ? [c.term, ...[group.canonical, ...group.also].filter((p) => p !== c.term)] : [c.term];
}

interface Reading {
  start: number;
  end: number;
  look: Look;
  /** The other of two components the look fits as well (see `readAt`). */
  or?: Look;
  weight: number;
}

/**
 * The components named by their look in `words` (folded, stopwords included, as the tokenizer
 * gives them), as told events, left to right.
 */
export function componentsTold(words: readonly string[]): Told[] {
  const term = words.map((w) => stem(w));
  // A participle right after a noun describes it ("cards numbered one to eight"); a verb there ("card choose") does not.
  const described = words.map((w) => w.endsWith('ed'));
  const taken: (Look | undefined)[] = words.map(() => undefined);
  const read: Reading[] = [];
  for (;;) {
    const best = bestReading(term, taken, described);
    if (!best) break;
    read.push(best);
    for (let i = best.start; i < best.end; i++) taken[i] = best.look;
  }
  // A component named in one word keeps it, as typed: the rules may say it too ("a suitable substitute, such as a coin").
  return read
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ start: r.start, end: r.end, rules: [...rulesWords(r.look.component), ...(r.or ? rulesWords(r.or.component) : [])], ...(r.end - r.start === 1 ? { word: words[r.start]! } : {}) }));
}

/** The heaviest reading of a noun (or name) among the words not yet taken. */
function bestReading(term: readonly string[], taken: readonly (Look | undefined)[], described: readonly boolean[]): Reading | undefined {
  let best: Reading | undefined;
  for (let i = 0; i < term.length; i++) {
    if (taken[i]) continue;
    const kinds = NOUN_KINDS.get(term[i]!) ?? [];
    const named = LOOKS.filter((l) => l.names.has(term[i]!));
    const candidates = named.length ? named : LOOKS.filter((l) => l.component.kinds.some((k) => kinds.includes(k)));
    if (!candidates.length) continue;
    const reading = readAt(term, taken, described, i, candidates);
    if (reading && (!best || reading.weight > best.weight)) best = reading;
  }
  return best;
}

/** The best of `candidates` for the noun at `at`, from the look words before it and after a link. */
function readAt(term: readonly string[], taken: readonly (Look | undefined)[], described: readonly boolean[], at: number, candidates: readonly Look[]): Reading | undefined {
  let start = at;
  while (start > 0 && !taken[start - 1] && (ANY_LOOK.has(term[start - 1]!) || (SHAPED.has(term[start - 1]!) && ANY_LOOK.has(term[start - 2] ?? '')))) start--;
  // A name with a noun of its kind after it is one thing named ("robot guys", "plane pieces").
  const nounAfter = candidates.length === 1 && (NOUN_KINDS.get(term[at + 1] ?? '') ?? []).some((k) => candidates[0]!.component.kinds.includes(k)) && !taken[at + 1];
  if (nounAfter && candidates[0]!.names.has(term[at]!)) return readAt(term, taken, described, at + 1, candidates);
  const after = lookAfter(term, taken, described, at, candidates);
  let end = after.end;
  const words = new Set([...term.slice(start, at + 1), ...after.said, ...after.context]);
  const weights = candidates.map((l) => ({ look: l, weight: weightOf(l, words, candidates) + doneWeight(l, after.done, candidates) }));
  weights.sort((a, b) => b.weight - a.weight);
  const [first, second] = weights;
  if (!first) return undefined;
  const pair = tiedPair(weights, NOUN_KINDS.get(term[at]!)?.[0]);
  if (!pair && (first.weight < MIN_WEIGHT || (second && second.weight >= first.weight))) return undefined;
  const fits = (t: string) => first.look.looks.has(t) || first.look.does.has(t) || (pair?.looks.has(t) ?? false) || (pair?.does.has(t) ?? false);
  // The span runs over the look words this component has, not another's said beside it.
  while (start < at && !fits(term[start]!)) start++;
  while (end > at + 1 && !fits(term[end - 1]!)) end--;
  // The rules' own words ("faction sheet", "victory point track") are read as typed, and so is a
  // component the player names in them before what he says of it ("planet card has a blue number").
  if (term.slice(start, end).every((t) => first.look.own.has(t) || LINKS.has(t))) return undefined;
  const named = term.slice(start, at + 1);
  if (candidates.some((l) => [...l.own].every((t) => named.includes(t)))) return undefined;
  return { start, end, look: first.look, ...(pair ? { or: pair } : {}), weight: first.weight };
}

/**
 * The look words said after the noun at `at`, past a link ("the card with a blue number"), and where
 * they end; `context`: the words of the components read among them, which stand for their words ("on
 * [mecatol rex]"); `done`: what a clause after it tells one of `candidates` does ("that rolls three dice").
 */
function lookAfter(
  term: readonly string[],
  taken: readonly (Look | undefined)[],
  described: readonly boolean[],
  at: number,
  candidates: readonly Look[],
): { said: string[]; context: Set<string>; done: Set<string>; end: number } {
  const said: string[] = [];
  const context = new Set<string>();
  const done = new Set<string>();
  let end = at + 1;
  const clause = CLAUSE.has(term[at + 1] ?? '');
  // A look said right after the noun as a participle needs no link ("cards numbered one to eight").
  if (!LINKS.has(term[at + 1] ?? '') && !clause && !(described[at + 1] && ANY_LOOK.has(term[at + 1]!))) return { said, context, done, end };
  for (let k = at + 1; k < Math.min(term.length, at + 1 + AFTER_WORDS); k++) {
    const t = taken[k];
    if (t) {
      for (const w of terms(t.component.term)) context.add(w);
      continue;
    }
    if (clause && CLAUSE_END.has(term[k]!)) break;
    if (clause && candidates.some((l) => l.does.has(term[k]!))) {
      done.add(term[k]!);
      end = k + 1;
    } else if (ANY_LOOK.has(term[k]!) && !MOMENTS.has(term[k]!)) {
      said.push(term[k]!);
      end = k + 1;
    } else if (!clause && !LINKS.has(term[k]!) && !NOUN_KINDS.has(term[k]!)) break;
  }
  return { said, context, done, end };
}

/**
 * The second of two components a look shares alike, and no third, when it names either ("the round
 * chips with my symbol": command or control tokens, both printed with the faction's symbol): both
 * are its rules' words, when together they weigh enough. Only two of the kind the noun names first
 * (`kind`): a "card" is a deck's before a sheet's ("action cards a player can have" names no sheet).
 * `weights` runs heaviest first.
 */
function tiedPair(weights: readonly { look: Look; weight: number }[], kind: ComponentKind | undefined): Look | undefined {
  const [first, second, third] = weights;
  const ofKind = (l: Look) => kind !== undefined && l.component.kinds.includes(kind);
  const tied = first && second && second.weight === first.weight && (!third || third.weight < second.weight) && ofKind(first.look) && ofKind(second.look);
  return tied && first.weight + second.weight >= MIN_WEIGHT ? second.look : undefined;
}

/** How much `words` say `look` among `candidates`: each word 1 over the candidates sharing it, a size half that. */
function weightOf(look: Look, words: ReadonlySet<string>, candidates: readonly Look[]): number {
  let weight = 0;
  for (const w of words) {
    if (!look.looks.has(w)) continue;
    const shared = candidates.filter((c) => c.looks.has(w)).length;
    weight += (SIZES.has(w) ? SIZE_WEIGHT : 1) / shared;
  }
  return weight;
}

/** How much the clause's words (`done`) say `look` does, among `candidates`: each word 1 over the candidates that do it. */
function doneWeight(look: Look, done: ReadonlySet<string>, candidates: readonly Look[]): number {
  let weight = 0;
  for (const w of done) if (look.does.has(w)) weight += 1 / candidates.filter((c) => c.does.has(w)).length;
  return weight;
}

/**
 * The events told in `words` (./told.ts) with the components named by their look: a component
 * read stands in the events' words as its term's last word ("lost my little soldiers": "lost my
 * infantry", a unit lost; "how far can the round ball ship go": "sun"), and no event overlaps it.
 */
export function toldWithComponents(words: readonly string[]): Told[] {
  const components = componentsTold(words);
  if (!components.length) return eventsTold(words);
  const seen = [...words];
  for (const c of components) {
    for (let i = c.start; i < c.end; i++) seen[i] = '';
    seen[c.start] = c.rules[0]!.split(' ').at(-1)!;
  }
  const overlaps = (e: Told) => components.some((c) => e.start < c.end && c.start < e.end);
  return [...components, ...eventsTold(seen).filter((e) => !overlaps(e))].sort((a, b) => a.start - b.start);
}
