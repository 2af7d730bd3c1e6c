import { describe, expect, it } from 'vitest';
import { packDocs, unpackPackedDocs } from '@/lib/search/packed-docs';
import { toSearchDoc } from '@/lib/search/shipped';
import { contentSearch, item } from './corpus';

describe('the shipped documents, packed in columns', () => {
  it('unpack to exactly the corpus documents', async () => {
    const { corpus } = await contentSearch();
    const docs = corpus.map(toSearchDoc);
    expect(unpackPackedDocs(JSON.parse(JSON.stringify(packDocs(docs))))).toStrictEqual(docs);
  });

  it('leave out what the id, the parent, the question and the tables give, and keep what they do not', () => {
    const docs = [
      item({ id: 'lrr:49', title: 'Movement', number: '49', url: '/rules/movement' }),
      item({ id: 'lrr:49.4', title: 'Movement', number: '49.4', parent: 'lrr:49', url: '/rules/movement#49.4', links: ['lrr:49'] }),
      item({ id: 'lrr:49.5', title: 'Movement', number: '6.3', parent: 'lrr:49.4', url: '/rules/movement#step-5' }),
      item({ id: 'eotv:ally/arzos', title: 'Arzos', url: '/eotv/ally-abilities#ally--arzos', section: 'Allies', aliases: ['Arzo'] }),
      item({ id: 'lrr11:changelog/errata', title: 'Errata', parent: 'eotv:ally/arzos', url: '/lrr11/changelog#errata' }),
      item({ id: 'ti4-faq:general-3', kind: 'faq', title: 'Can I do this?', text: 'Q: Can I do this? Or that?\nA: Yes.', url: '/faq/general#general-3' }),
    ].map(toSearchDoc);
    const packed = packDocs(docs);
    expect(packed.title).toEqual(['Movement', 0, 0, 'Arzos', 'Errata', 1]);
    expect(packed.number).toEqual([0, 0, '6.3', '', '', '']);
    expect(packed.page.values).toEqual(['/rules/movement', '/eotv/ally-abilities', '/lrr11/changelog', '/faq/general']);
    expect(packed.anchor).toEqual([-1, 0, 'step-5', 2, 1, 0]);
    expect(packed.parent).toEqual([-1, 0, 1, -1, 3, -1]);
    expect(packed.links).toEqual([[], [0], [], [], [], []]);
    expect(unpackPackedDocs(packed)).toStrictEqual(docs);
  });

  it('keep a parent or a link to no item of theirs as its id', () => {
    const docs = [toSearchDoc(item({ id: 'a', title: 'A', parent: 'elsewhere', links: ['b', 'a'] }))];
    const packed = packDocs(docs);
    expect([packed.parent, packed.links]).toEqual([['elsewhere'], [['b', 0]]]);
    expect(unpackPackedDocs(packed)).toStrictEqual(docs);
  });
});
