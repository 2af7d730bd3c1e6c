/**
 * npm run ingest            regenerate content/ from content/sources/
 * npm run ingest -- --check exit 1 when content/ is stale (what CI runs)
 */
import { applyGenerated, compareGenerated, readSources } from '../lib/ingest/files';
import { ingest } from '../lib/ingest/pipeline';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, fail, fromRoot } from './cli';

const check = argsFor(COMMAND_LINES.ingest).options.check ?? false;

try {
  const { files, report } = ingest(await readSources(fromRoot('content/sources')));
  const drift = await compareGenerated(fromRoot('content'), files);
  const changed = drift.stale.length + drift.extra.length;
  if (check) {
    if (changed) {
      console.error(`content/ is stale: ${[...drift.stale, ...drift.extra.map((p) => `${p} (no longer generated)`)].slice(0, 10).join(', ')}${changed > 10 ? ', ...' : ''}. Run npm run ingest.`);
      process.exit(1);
    }
    console.log(`content/ is up to date (${files.size} files).`);
  } else {
    await applyGenerated(fromRoot('content'), files, drift);
    console.log(`wrote ${drift.stale.length} and removed ${drift.extra.length} of ${files.size} files under content/`);
  }
  for (const [source, s] of Object.entries(report.sources)) {
    console.log(`  ${source}: ${s.pages} pages, ${s.items} items, ${s.repairs} repairs, ${s.unresolved} unresolved, ${s.discarded} discarded`);
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
