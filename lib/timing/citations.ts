/**
 * Rule citations: where a corpus id links on the site and how it is labelled (the /timing page
 * loads this module; every id the timing data cites is ./cited.ts).
 */

/**
 * Site link of a cited id: LRR rules and entries go to their short link `/r/<number>`. Other ids
 * (FAQ, errata, LRR 1.1 sections) get undefined: their pages are resolved by the site's corpus.
 */
export function citationUrl(id: string): string | undefined {
  const m = /^lrr:(\d+(?:\.\d+)?)$/.exec(id);
  return m ? `/r/${m[1]}` : undefined;
}

/** A short label for a cited id: "67.2", "FAQ action-cards-12", "Errata direct-hit", "LRR 1.1 timing". */
export function citationLabel(id: string): string {
  const [source, rest = ''] = id.split(/:(.*)/s);
  switch (source) {
    case 'lrr':
      return rest;
    case 'ti4-faq':
      return `FAQ ${rest}`;
    case 'ti4-errata':
      return `Errata ${rest}`;
    case 'lrr11':
      return `LRR 1.1 ${rest}`;
    default:
      return id;
  }
}
