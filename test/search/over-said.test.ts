import { describe, expect, it } from 'vitest';
import { withOverAsEnd } from '@/lib/search/over-said';
import { firstOnRules } from './corpus';

describe('a thing said to be over is one that ends', () => {
  it.each([
    ['at what point is a ground battle over', 'at what point is a ground battle end'],
    ['when is combat over', 'when is combat end'],
    ["once combat's over, do my effects go off", "once combat's end, do my effects go off"],
    ['is the round over yet', 'is the round end yet'],
    ['ground combat - when is it over?', 'ground combat - when is it end?'],
  ])('%j ends: %j', (query, read) => expect(withOverAsEnd(query)).toBe(read));

  it.each(['am i over 3', 'is he over the limit', 'cards left over', 'is he turning it over', 'was the card handed over', 'fly over the supernova'])('%j ends nothing', (query) =>
    expect(withOverAsEnd(query)).toBe(query),
  );

  // 38.4: ground combat ends when one or both players have no ground forces left; 67.9 for space combat.
  it.each([
    ['at what point is a ground battle over', 'lrr:38.4'],
    ['when is the ground fight over', 'lrr:38.4'],
    ['ground combat - when is it over?', 'lrr:38.4'],
    ['when is the space battle over', 'lrr:67.9'],
  ])('%j finds the rule of its ending', async (query, id) => expect(await firstOnRules(query)).toBe(id));
});
