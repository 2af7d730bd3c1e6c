import { settle } from './settle';
import type { Repaired } from './types';

/**
 * "$5+4=9$" -> "5+4=9", "$4(\text{buildings}) + 3(\text{ally})$" -> "4 (buildings) + 3 (ally)":
 * LaTeX a PDF conversion wrapped around plain arithmetic in worked examples.
 */
export function stripInlineMath(text: string): Repaired {
  const repairs: Repaired['repairs'] = [];
  const strip = (s: string) =>
    s.replace(/\$([^$\n]+)\$/g, (whole: string, math: string) => {
      const plain = math.replace(/\\text\{([^}]*)\}/g, '$1').replace(/(\d)\(/g, '$1 (');
      repairs.push({ kind: 'inline-math', before: whole, after: plain });
      return plain;
    });
  // Until none is left: stripping "$$x$$" leaves a "$x$" behind (a PDF's display-math markers).
  return { value: settle(text, strip), repairs };
}
