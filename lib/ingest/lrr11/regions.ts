/** The LRR 1.1 dump's regions: the markers that open them, the regions' extents, and why those not read are dropped. */

/** The regions of the dump, in the order they appear; each runs to the next one found. */
export type RegionName = 'credits' | 'changelog' | 'front-matter' | 'golden-rules' | 'timing' | 'complete-setup' | 'glossary' | 'credits-end' | 'related';

const MARKERS: { name: RegionName; re: RegExp }[] = [
  { name: 'credits', re: /^Credits/m },
  { name: 'changelog', re: /^Changelog/m },
  { name: 'front-matter', re: /USING THIS REFERENCE/ },
  { name: 'golden-rules', re: /GOLDEN RULES(?=The)/ },
  { name: 'timing', re: /TIMING(?=During)/ },
  { name: 'complete-setup', re: /COMPLETE SETUP(?=This)/ },
  { name: 'glossary', re: /^GLOSSARY\b/m },
  { name: 'credits-end', re: /^SENIOR PROJECT MANAGER/m },
  { name: 'related', re: /^Related Documents:/m },
];

/** Why each region that is not an item is dropped. */
export const DISCARDS: Partial<Record<RegionName | 'chrome', { kind: string; reason: string }>> = {
  chrome: { kind: 'site-chrome', reason: 'upload-site header (views, downloads, uploader) and the document title, not rules text' },
  credits: { kind: 'credits', reason: 'rulebook credits and publisher address, not rules text' },
  'credits-end': { kind: 'credits', reason: 'tail of the rulebook credits, dumped after the glossary' },
  'front-matter': { kind: 'front-matter', reason: '"Using this reference" front matter and the "Advanced Concepts" heading: about the PDF, not rules' },
  glossary: {
    kind: 'scrambled-glossary',
    reason: 'copy of glossary entries 1-9 with columns interleaved; LRR 1.2 is the glossary text used, and lrr11GlossaryRules() mines this copy for rule numbers only',
  },
  related: { kind: 'junk', reason: 'unrelated documents the upload site appended under "Related Documents:" (not Twilight Imperium)' },
};

export interface Region {
  name: RegionName | 'chrome';
  /** Character offsets in the source, end exclusive; the marker itself is included. */
  start: number;
  end: number;
}

/** Cuts the dump into its regions by their markers, each searched after the previous one. */
export function lrr11Regions(text: string): Region[] {
  const found: { name: RegionName; at: number }[] = [];
  let from = 0;
  for (const { name, re } of MARKERS) {
    const m = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    m.lastIndex = from;
    const hit = m.exec(text);
    if (!hit) continue;
    found.push({ name, at: hit.index });
    from = hit.index + hit[0].length;
  }
  const regions: Region[] = [{ name: 'chrome', start: 0, end: found[0]?.at ?? text.length }];
  found.forEach((f, i) => regions.push({ name: f.name, start: f.at, end: found[i + 1]?.at ?? text.length }));
  return regions.filter((r) => r.end > r.start);
}
