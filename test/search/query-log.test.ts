/**
 * The tuning questions as a query log (lib/search/query-log.ts, content/logged.json): the words
 * several questions of an item share are logged for it, the search finds the item by them, and the
 * shipped log is the one the tuning set gives (derived, never hand-edited).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGGED_FILE } from '@/lib/corpus/load';
import { parseLogged } from '@/lib/corpus/logged';
import { searcherFor } from '@/lib/search/engine';
import { parseEvalSet } from '@/lib/search/eval';
import { LOGGED_IN_QUESTIONS, queryLog } from '@/lib/search/query-log';
import { snippetText } from '@/lib/search/snippet';
import { item } from './corpus';

const asking = (id: string, ...qs: string[]) => qs.map((q) => ({ q, expect: [id] }));

describe('queryLog', () => {
  it('logs for an item the words at least three of its questions hold, as any form of the same term', () => {
    expect(LOGGED_IN_QUESTIONS).toBe(3);
    const log = queryLog(asking('lrr:76.1', 'can my dread tank a hit', 'dread tanks the pds shot', 'does tanking work twice for a dread'));
    expect(log.get('lrr:76.1')).toBe('dread tank tanks tanking');
  });

  it('credits a question to every item it expects, each once', () => {
    const log = queryLog([...asking('a', 'soak it', 'soak twice'), { q: 'soak now', expect: ['a', 'b', 'a'] }, ...asking('b', 'soak more', 'soak less')]);
    expect(log).toEqual(new Map([['a', 'soak'], ['b', 'soak']]));
  });

  it('logs no count: "2 hits", "6 players" tell the situation, not the item', () => {
    expect(queryLog(asking('a', 'he got 2 hits', 'my 2 dreads got hits', 'took 2 hits'))).toEqual(new Map([['a', 'hits']]));
  });

  it('logs nothing for an item whose questions share no word three times', () => {
    expect(queryLog(asking('a', 'soak a hit', 'tank a hit'))).toEqual(new Map());
  });

  it('content/logged.json is the log of the tuning set: rerun scripts/query-log.ts when the set changes', () => {
    const tuning = parseEvalSet(JSON.parse(readFileSync('test/fixtures/search-eval.json', 'utf8')));
    const shipped = parseLogged(JSON.parse(readFileSync(`content/${LOGGED_FILE}`, 'utf8')));
    expect(shipped).toEqual(queryLog(tuning));
  });
});

describe('logged words in the search', () => {
  const corpus = [
    item({ id: 'lrr:76', title: 'Sustain Damage', kind: 'entry', text: 'Some units have the Sustain Damage ability.' }),
    item({ id: 'lrr:76.1', title: 'Sustain Damage', number: '76.1', parent: 'lrr:76', text: 'Before hits are assigned, a unit with this ability can cancel one hit and become damaged.' }),
    item({ id: 'lrr:76.2', title: 'Sustain Damage', number: '76.2', parent: 'lrr:76', text: 'A damaged unit cannot use this ability until it is repaired.', logged: 'dread tank' }),
    item({ id: 'lrr:20', title: 'Task', kind: 'entry', text: 'A task is something to do.' }),
  ];
  const ids = (q: string) => searcherFor(corpus).search(q).map((r) => r.id);

  it('a word players typed for an item finds it, and is a word, not a typo of a corpus word', () => {
    expect(ids('can my dread tank twice')[0]).toBe('lrr:76.2');
    expect(ids('tank')).not.toContain('lrr:20');
  });

  it('is never shown: the snippet comes from the item text', () => {
    const [first] = searcherFor(corpus).search('dread tank');
    expect(first!.id).toBe('lrr:76.2');
    expect(snippetText(first!.snippet)).not.toMatch(/tank|dread/);
  });
});
