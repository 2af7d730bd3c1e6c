/**
 * Segments a related-topics line, which the transcription flattened into space-separated words
 * ("Action Phase Command Tokens Initiative Order"), back into entry titles.
 */
export interface Segmentation<T> {
  matches: T[];
  /** Words no title covers, in order. */
  unresolved: string[];
}

export interface TitleTarget<T> {
  /** Every way the title is written ("Anti-Fighter Barrage", "Anti-Fighter Barrage (Unit Ability)"). */
  names: string[];
  target: T;
}

const norm = (w: string) => w.toLowerCase().replace(/[’]/g, "'");

/**
 * Finds the segmentation that covers the most words with titles and, among those, uses the fewest
 * titles (so "Strategy Card" beats "Strategy" + "Card"). Dynamic programming over word positions.
 */
export function segmentTitles<T>(line: string, titles: TitleTarget<T>[]): Segmentation<T> {
  const words = line.trim().split(/\s+/).filter(Boolean);
  const phrases = titles.flatMap(({ names, target }) =>
    names.map((name) => ({ words: name.split(/\s+/).map(norm), target })),
  );
  type Best = { covered: number; pieces: number; steps: ({ target: T; len: number } | { word: string })[] };
  const best: Best[] = Array.from({ length: words.length + 1 }, () => ({ covered: -1, pieces: 0, steps: [] }));
  best[0] = { covered: 0, pieces: 0, steps: [] };
  const better = (a: Best, b: Best) => a.covered > b.covered || (a.covered === b.covered && a.pieces < b.pieces);
  for (let i = 0; i < words.length; i++) {
    const here = best[i]!;
    if (here.covered < 0) continue;
    const skip: Best = { covered: here.covered, pieces: here.pieces + 1, steps: [...here.steps, { word: words[i]! }] };
    if (better(skip, best[i + 1]!)) best[i + 1] = skip;
    for (const phrase of phrases) {
      const len = phrase.words.length;
      if (i + len > words.length) continue;
      if (!phrase.words.every((w, k) => norm(words[i + k]!) === w)) continue;
      const take: Best = {
        covered: here.covered + len,
        pieces: here.pieces + 1,
        steps: [...here.steps, { target: phrase.target, len }],
      };
      if (better(take, best[i + len]!)) best[i + len] = take;
    }
  }
  const steps = best[words.length]!.steps;
  return {
    matches: steps.flatMap((s) => ('target' in s ? [s.target] : [])),
    unresolved: steps.flatMap((s) => ('word' in s ? [s.word] : [])),
  };
}
