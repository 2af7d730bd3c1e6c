/** A run of consecutive non-blank lines, with the blank lines around it (a picture leaves a wide gap). */
export interface LineBlock {
  /** 1-based line number of the first line. */
  line: number;
  lines: string[];
  blankBefore: number;
  blankAfter: number;
}

/** Splits a text into blocks of consecutive non-blank lines. */
export function lineBlocks(text: string): LineBlock[] {
  const blocks: LineBlock[] = [];
  let blank = 0;
  let current: LineBlock | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      blank++;
      current = undefined;
      return;
    }
    if (!current) {
      const prev = blocks.at(-1);
      if (prev) prev.blankAfter = blank;
      current = { line: i + 1, lines: [], blankBefore: blocks.length ? blank : 0, blankAfter: 0 };
      blocks.push(current);
      blank = 0;
    }
    current.lines.push(line);
  });
  const last = blocks.at(-1);
  if (last) last.blankAfter = blank;
  return blocks;
}
