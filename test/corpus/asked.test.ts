/** The questions players ask (content/asked.json, lib/corpus/asked.ts): checked on load, attached to their items, never lost. */
import { mkdtemp, readFile, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AskedError, parseAsked, withAsked } from '@/lib/corpus/asked';
import { ASKED_FILE, loadCorpus } from '@/lib/corpus/load';
import { item } from '../search/corpus';

describe('parseAsked', () => {
  it('reads item id -> questions', () => {
    expect(parseAsked({ 'lrr:1': ['a?', 'b'] })).toEqual(new Map([['lrr:1', ['a?', 'b']]]));
  });

  it.each([
    [null, /expected an object/],
    [[['lrr:1', 'q']], /expected an object/],
    [{ 'lrr:1': 'one question' }, /lrr:1 needs a list of non-empty questions/],
    [{ 'lrr:2': ['ok', '  '] }, /lrr:2 needs a list/],
    [{ 'lrr:3': [3] }, /lrr:3 needs a list/],
  ])('refuses %j, saying what is wrong', (data, message) => {
    expect(() => parseAsked(data)).toThrow(AskedError);
    expect(() => parseAsked(data)).toThrow(message);
  });
});

describe('withAsked', () => {
  const corpus = [item({ id: 'lrr:1', title: 'One' }), item({ id: 'lrr:2', title: 'Two' })];

  it('attaches each item its questions and leaves the others as they were', () => {
    const out = withAsked(corpus, new Map([['lrr:2', ['can i do two']]]));
    expect(out[0]).toBe(corpus[0]);
    expect(out[1]).toEqual({ ...corpus[1], asked: ['can i do two'] });
    expect(corpus[1]!.asked).toBeUndefined();
  });

  it('fails on questions for an item the corpus lacks (a renamed id must not drop them silently)', () => {
    expect(() => withAsked(corpus, new Map([['lrr:9', ['q']]]))).toThrow(/asked questions for no item: lrr:9/);
  });
});

describe('loadCorpus', () => {
  it('gives the shipped questions to their items, every one of them', async () => {
    const shipped = parseAsked(JSON.parse(await readFile(join('content', ASKED_FILE), 'utf8')));
    const corpus = await loadCorpus('content');
    const byId = new Map(corpus.map((i) => [i.id, i]));
    for (const [id, questions] of shipped) expect(byId.get(id)?.asked ?? [], id).toEqual(questions);
    expect([...shipped.values()].flat().length).toBeGreaterThan(1000);
  });

  it('names the file when it is not JSON', async () => {
    const root = await mkdtemp(join(tmpdir(), 'asked-'));
    await mkdir(join(root, 'lrr'));
    await writeFile(join(root, ASKED_FILE), '{"lrr:1": [');
    await expect(loadCorpus(root)).rejects.toThrow(new RegExp(`${ASKED_FILE}: .*JSON`));
  });
});
