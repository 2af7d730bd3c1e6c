/**
 * The forms a title word takes in running prose. Rulings seldom repeat an entry's title as printed:
 * "Adjacency" is asked about as "adjacent", "Voting" as "votes", "Producing Units" as "produce a
 * war sun", "Movement" as "moves". These forms let a title be found in those words.
 */
import { escapeRegExp } from '../../escape-regexp';

/** Singular and plural of a noun: "wormhole(s)", "nebula(e)", "ability/abilities". */
export function nounForms(noun: string): string[] {
  const n = noun.toLowerCase();
  const out = new Set([n]);
  if (/ies$/.test(n)) out.add(n.replace(/ies$/, 'y'));
  else if (/[^aeiou]y$/.test(n)) out.add(n.replace(/y$/, 'ies'));
  if (/ae$/.test(n)) out.add(n.replace(/e$/, ''));
  else if (/a$/.test(n)) out.add(`${n}e`);
  if (/(?:ss|sh|ch|x)$/.test(n)) out.add(`${n}es`);
  else if (/[^s]s$/.test(n)) out.add(n.replace(/s$/, ''));
  else if (!/s$/.test(n)) out.add(`${n}s`);
  return [...out];
}

/** The inflections of a verb: "vote" -> votes, voted, voting; "research" -> researches, researched. */
export function verbForms(verb: string): string[] {
  const v = verb.toLowerCase();
  const e = v.endsWith('e');
  const s = /(?:ss|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`;
  return [v, s, e ? `${v}d` : `${v}ed`, e ? `${v.slice(0, -1)}ing` : `${v}ing`];
}

/**
 * Every form of one title word: its noun forms, and the verb or adjective it is made from when
 * its ending says so (-ing, -ation, -sion, -tion, -ment, -ency/-ancy).
 */
export function wordForms(word: string): string[] {
  const w = word.toLowerCase();
  const out = new Set(nounForms(w));
  const add = (forms: string[]) => forms.forEach((f) => out.add(f));
  let m: RegExpExecArray | null;
  if ((m = /^(\w{3,})ing$/.exec(w))) {
    // "producing" -> produce; "researching" -> research. Both readings are kept: the wrong one
    // ("researche") is not an English word and so never matches.
    add(verbForms(m[1]!));
    add(verbForms(`${m[1]!}e`));
  } else if ((m = /^(\w{3,})ation$/.exec(w))) add(verbForms(`${m[1]!}ate`));
  else if ((m = /^(\w{3,})sion$/.exec(w))) add(verbForms(`${m[1]!}de`));
  else if ((m = /^(\w{3,}t)ion$/.exec(w))) add(verbForms(m[1]!));
  else if ((m = /^(\w{2,})ment$/.exec(w))) add(verbForms(m[1]!));
  else if ((m = /^(\w{3,})([ea])ncy$/.exec(w))) add(nounForms(`${m[1]!}${m[2]!}nt`));
  return [...out];
}

/** A regex alternation (no capture) of the forms, longest first so the longest form wins. */
export function alternation(forms: string[]): string {
  return `(?:${[...new Set(forms)].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')})`;
}
