/**
 * A key given twice in one JSON object. JSON.parse keeps the last silently, so
 * `{"battle":"space", …, "battle":"ground"}` was answered as a ground combat ("a ground needs
 * attacking infantry or mechs") for a player who wrote "space" first; which of two values a
 * document means is not ours to guess, as a shared link's key given twice is not (link-query.ts).
 */
import { echo } from './echo';

/** One open object or array: the keys seen so far (an object), the current key or index. */
interface Open {
  keys?: Set<string>;
  at: string | number;
  /** In an object, whether the next string is a key (after `{` or `,`) rather than a value. */
  keyNext: boolean;
}

/** The field as validation names it: `attacker.units.cruiser`, `abilities[2].id`, each key escaped and cut. */
function fieldOf(path: readonly Open[]): string {
  return path
    .map((open, i) => (typeof open.at === 'number' ? `[${open.at}]` : `${i ? '.' : ''}${echo(open.at)}`))
    .join('');
}

/**
 * The field of the first key that repeats an earlier key of its object, or undefined. `text` must
 * be valid JSON (it is parsed first); one flat pass, no recursion, so the nesting cap is not needed
 * for it to be safe. Keys are compared decoded: `"a"` and `"\u0061"` are the same key.
 */
export function repeatedKey(text: string): string | undefined {
  const stack: Open[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.keyNext) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        top.at = key;
        top.keyNext = false;
        if (top.keys.has(key)) return fieldOf(stack);
        top.keys.add(key);
      }
      i = end;
    } else if (c === '{') stack.push({ keys: new Set(), at: '', keyNext: true });
    else if (c === '[') stack.push({ at: 0, keyNext: false });
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.keys) top.keyNext = true;
      else top.at = (top.at as number) + 1;
    }
  }
  return undefined;
}
