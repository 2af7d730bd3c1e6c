import { buildCorpus } from './lib/corpus/build';
import { loadContent } from './lib/content/load';
import { searcherFor } from './lib/search/engine';
const s = searcherFor(buildCorpus(await loadContent('content')));
for (const q of process.argv.slice(2)) console.log(q, '=>', s.search(q, { limit: 5 }).map((r) => r.id).join(' '));
