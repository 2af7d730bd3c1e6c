/**
 * `step` applied again until it changes nothing. A repair's output can hold what the repair
 * removes: stripping "$$x$$" leaves "$x$", stripping "*a*" out of "**a*a*" leaves the pair
 * "*aa*", and "0AA(0" split at "0AA" leaves "AA(" glued (the "(" rule never saw the letters the
 * count took). Settled, a repair run once more over its own output changes nothing.
 * Each step must only remove characters or only insert them between others, so it settles.
 */
export function settle(text: string, step: (text: string) => string): string {
  let value = text;
  for (let next = step(value); next !== value; next = step(value)) value = next;
  return value;
}
