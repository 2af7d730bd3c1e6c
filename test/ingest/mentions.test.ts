import { describe, expect, it } from 'vitest';
import { mentionedEntries } from '@/lib/ingest/link/mentions';

const targets = [
  { id: 'lrr:89', title: 'Wormholes' },
  { id: 'lrr:50', title: 'Nebula' },
  { id: 'lrr:67', title: 'Space Combat' },
  { id: 'lrr:7', title: 'Agenda Card' },
  { id: 'lrr:65', title: 'Ships' },
  { id: 'lrr:85', title: 'Units' },
];

describe('plain mentions of entries in rulings', () => {
  it('finds titles in plain words, singular or plural', () => {
    expect(mentionedEntries('Can a ship move through a wormhole during a space combat?', targets)).toEqual(['lrr:89', 'lrr:67']);
    expect(mentionedEntries('Ships in nebulae and agenda cards', targets)).toEqual(['lrr:50', 'lrr:7']);
  });
  it('ignores generic titles and parts of other words', () => {
    expect(mentionedEntries('All units and ships; wormholesque', targets)).toEqual([]);
    expect(mentionedEntries('spacecombat', targets)).toEqual([]);
  });
});
