import { buildCorpus } from '/work/wt/search/lib/corpus/build';
import { loadContent } from '/work/wt/search/lib/content/load';
import { terms } from '/work/wt/search/lib/search/text';
const corpus = buildCorpus(await loadContent('/work/wt/search/content'));
const df = new Map<string, Record<string, number>>();
const tdf = new Map<string, Record<string, number>>();
for (const i of corpus) {
  for (const t of new Set(terms(i.title + '\n' + i.text + '\n' + (i.section ?? '')))) { const r = df.get(t) ?? {}; r[i.game] = (r[i.game] ?? 0) + 1; df.set(t, r); }
  for (const t of new Set(terms(i.title))) { const r = tdf.get(t) ?? {}; r[i.game] = (r[i.game] ?? 0) + 1; tdf.set(t, r); }
}
for (const w of process.argv.slice(2)) for (const t of terms(w)) console.log(t, JSON.stringify(df.get(t)), 'title', JSON.stringify(tdf.get(t)));
