import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IRREGULAR_FORMS, WHOLE_WORDS } from '@/lib/search/irregular';
import { parseQuery } from '@/lib/search/query';
import { fold, stem, terms, tokenize } from '@/lib/search/text';

describe('text', () => {
  it('folds case, accents and curly quotes', () => {
    expect(fold('Déplacement')).toBe('deplacement');
    expect(fold('Phase d’Action')).toBe("phase d'action");
  });

  it.each([
    ['retreats', 'retreat'],
    ['retreating', 'retreat'],
    ['retreated', 'retreat'],
    ['blockade', 'blockad'],
    ['blockaded', 'blockad'],
    ['abilities', 'ability'],
    ['ability', 'ability'],
    ['units', 'unit'],
    ['pass', 'pass'],
    ['status', 'status'],
    ['die', 'die'],
    ['pds', 'pds'],
    ['49', '49'],
  ])('stems %j to %j', (word, expected) => expect(stem(word)).toBe(expected));

  it('stems irregular forms with their base word: "built" meets "build", "chosen" meets "choose"', () => {
    expect(stem('built')).toBe(stem('build'));
    expect(stem('chosen')).toBe(stem('choose'));
    expect(stem('goes')).toBe(stem('go'));
    expect(terms('Ships built this turn')).toEqual(terms('ships build this turn'));
  });

  it('every irregular form stems as its base, and no base is itself an irregular form', () => {
    for (const [form, base] of IRREGULAR_FORMS) {
      expect(stem(form)).toBe(stem(base));
      expect(IRREGULAR_FORMS.has(base)).toBe(false);
    }
  });

  it('keeps a word whole where dropping its "e" makes another word: "note" (a promissory note) is not "not"', () => {
    for (const word of WHOLE_WORDS) expect(stem(word)).toBe(word);
    expect(stem('note')).not.toBe(stem('not'));
    for (const form of ['notes', 'noted', 'noting']) expect(stem(form)).toBe(stem('note'));
    // "promissory note" never meets the rules' negation group ("not", "no", "cannot").
    // (Its first word has the shorthand "pn" beside it, see lib/search/synonyms.ts.)
    const parsed = parseQuery('promissory note');
    const alternatives = parsed.kind === 'words' ? parsed.concepts.map((c) => c.alternatives.map((a) => a.terms.join(' '))) : [];
    expect(alternatives).toHaveLength(2);
    expect(alternatives[1]).toEqual([stem('note')]);
    expect(alternatives.flat()).not.toContain(stem('not'));
    // "none" is not the "non" of "non-binding" or "Non-Euclidean".
    expect(stem('none')).not.toBe(stem('non'));
  });

  it('stems idempotently (the index re-encodes the terms it is queried with)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-z]{0,14}$/), (w) => stem(stem(w)) === stem(w)));
    // Found by fast-check, rarely at CI's run count: a strip that leaves an irregular form ("wons" -> "won", then "win"; "shots" -> "shot", then "shoot").
    for (const w of ['wons', 'shots', 'tooks', 'helds']) expect(stem(stem(w)), w).toBe(stem(w));
    expect(stem('wons')).toBe(stem('win'));
    expect(stem('shots')).toBe(stem('shot'));
  });

  it('a contraction typed without its apostrophe is a stopword, as it is with one', () => {
    expect(terms("hes out, shes in, im done, theyre gone, both of us")).toEqual(terms("out, in, done, gone, both of"));
  });

  it('a possessive pronoun is a stopword: "mine" never meets "min" (minimum) once stemmed', () => {
    expect(terms('is it mine or yours, his or theirs')).toEqual([]);
    expect(terms('min')).toEqual(['min']);
  });

  it('drops stopwords from terms but keeps them as tokens, with places in the original text', () => {
    const text = 'How many Action Cards can I hold?';
    expect(terms(text)).toEqual(['many', 'action', 'card', 'hold']);
    const tokens = tokenize(text);
    expect(tokens.filter((t) => t.stop).map((t) => text.slice(t.start, t.end))).toEqual(['How', 'can', 'I']);
    expect(tokens.map((t) => text.slice(t.start, t.end)).join(' ')).toBe('How many Action Cards can I hold');
  });

  it('keeps places right when folding changes the length', () => {
    const text = 'Phase d’Action: Ére';
    for (const t of tokenize(text)) expect(fold(text.slice(t.start, t.end)).replace(/'/g, '')).toMatch(/^[a-z]+$/);
  });
});
