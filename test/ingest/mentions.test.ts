import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkText } from '@/lib/ingest/link/link-text';
import { mentionedEntries, type MentionTarget } from '@/lib/ingest/link/mentions';
import { quotedNames } from '@/lib/ingest/link/quotes';
import { buildTermIndex } from '@/lib/ingest/link/terms';
import { nounForms, verbForms, wordForms } from '@/lib/ingest/link/word-forms';

const targets: MentionTarget[] = [
  { id: 'lrr:89', title: 'Wormholes' },
  { id: 'lrr:50', title: 'Nebula' },
  { id: 'lrr:67', title: 'Space Combat' },
  { id: 'lrr:7', title: 'Agenda Card' },
  { id: 'lrr:8', title: 'Agenda Phase' },
  { id: 'lrr:65', title: 'Ships' },
  { id: 'lrr:85', title: 'Units' },
  { id: 'lrr:6', title: 'Adjacency' },
  { id: 'lrr:58', title: 'Producing Units' },
  { id: 'lrr:52', title: 'Objective Cards' },
  { id: 'lrr:2', title: 'Action Cards' },
  { id: 'lrr:3', title: 'Action Phase' },
  { id: 'lrr:49', title: 'Movement' },
  { id: 'lrr:88', title: 'Warfare', named: true },
  { id: 'lrr:8.5', title: 'Voting', rule: true },
  { id: 'lrr:55.5', title: 'Planet Card', rule: true },
  { id: 'lrr:52.17', title: 'Secret Objectives', rule: true },
];
const found = (text: string) => mentionedEntries(text, targets);

describe('word forms', () => {
  it('gives singular and plural', () => {
    expect(nounForms('wormholes')).toContain('wormhole');
    expect(nounForms('nebula')).toContain('nebulae');
    expect(nounForms('ability')).toContain('abilities');
  });
  it('gives the verb a title word is made from', () => {
    expect(wordForms('voting')).toEqual(expect.arrayContaining(['vote', 'votes', 'voted']));
    expect(wordForms('producing')).toEqual(expect.arrayContaining(['produce', 'produced']));
    expect(wordForms('adjacency')).toContain('adjacent');
    expect(wordForms('movement')).toEqual(expect.arrayContaining(['move', 'moves', 'moving']));
    expect(wordForms('activation')).toContain('activated');
    expect(wordForms('invasion')).toContain('invaded');
    expect(verbForms('research')).toEqual(['research', 'researches', 'researched', 'researching']);
  });
  it('always includes the word itself, in lowercase', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{1,12}$/), (w) => wordForms(w).includes(w.toLowerCase())));
  });
});

describe('plain mentions of entries in rulings', () => {
  it('finds titles in plain words, singular or plural', () => {
    expect(found('Can a ship move through a wormhole during a space combat?')).toEqual(expect.arrayContaining(['lrr:89', 'lrr:67']));
    expect(found('Ships in nebulae and agenda cards')).toEqual(['lrr:50', 'lrr:7']);
  });
  it('ignores generic titles and parts of other words', () => {
    expect(found('All units and ships; wormholesque')).toEqual([]);
    expect(found('spacecombat')).toEqual([]);
  });
  it('finds a title in its verb or adjective form', () => {
    expect(found('a planet is considered to be adjacent to its own system')).toEqual(['lrr:6']);
    expect(found('Can a player who cannot vote play riders?')).toEqual(['lrr:8.5']);
    expect(found('the law that is being voted on')).toEqual(['lrr:8.5']);
    expect(found('Any effect that moves a ship')).toEqual(['lrr:49']);
  });
  it('finds a verb on units when a unit follows within a few words, not when units are its agent', () => {
    expect(found('to produce a war sun that was destroyed')).toEqual(['lrr:58']);
    expect(found('to produce their own flagship')).toEqual(['lrr:58']);
    expect(found('cancel a hit produced by your units')).toEqual([]);
    expect(found('it does not produce hits')).toEqual([]);
  });
  it('finds a component by its first word alone only when no other entry shares it and it is not generic', () => {
    expect(found('count toward those objectives')).toEqual(['lrr:52']);
    expect(found('your secret objective')).toEqual(['lrr:52', 'lrr:52.17']);
    expect(found('an action of the action phase')).toEqual(['lrr:3']);
    expect(found('each planet you control')).toEqual([]);
  });
  it('does not take a word of another quoted name for a named card', () => {
    expect(found('the "Develop Weaponry" and "Revolutionize Warfare" objectives')).toEqual(['lrr:52']);
    expect(found('the "Warfare" strategy card')).toEqual(['lrr:88']);
    expect(found('the Warfare secondary')).toEqual(['lrr:88']);
    // A concept word inside a quoted name still counts: "Wormhole Generator" is about wormholes.
    expect(found('the "Wormhole Generator" technology')).toEqual(['lrr:89']);
  });
});

describe('quoted names', () => {
  it('reads double quotes and curly single quotes, not apostrophes', () => {
    expect(quotedNames('use "Veto," then ‘Production.’ and the player’s ‘neighbor’ status').map((q) => q.name)).toEqual(['Veto', 'Production', 'neighbor']);
    expect(quotedNames('the Creuss’ point of view and the player’s units')).toEqual([]);
  });
  it('gives offsets that slice the name out of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.stringMatching(/^[A-Za-z][A-Za-z ]{1,20}[A-Za-z]$/), fc.string({ maxLength: 20 }), (a, name, b) => {
        const text = `${a.replace(/["“”‘’\n]/g, '')} "${name}" ${b.replace(/["“”‘’\n]/g, '')}`;
        const q = quotedNames(text).find((x) => x.name === name);
        return !!q && text.slice(q.start, q.start + q.name.length) === name;
      }),
    );
  });
});

describe('bare card names', () => {
  const warfare = { id: 'lrr:88', url: '/rules/warfare', names: ['Warfare'] };
  const ctx = { index: buildTermIndex([warfare], []), skip: new Set<string>(), numbers: false, bare: [{ name: 'Warfare', term: warfare }] };
  const links = (text: string) => linkText(text, ctx).filter((n) => n.type === 'link').length;
  it('are linked outside quotes and as a whole quoted name', () => {
    expect(links('the Warfare secondary')).toBe(1);
    expect(links('the "Warfare" strategy card')).toBe(1);
  });
  it('are not linked inside another quoted name', () => {
    expect(links('the "Revolutionize Warfare" objective')).toBe(0);
  });
});
