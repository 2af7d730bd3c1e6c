/** An entry heading as the transcription writes it: "10 ANTI-FIGHTER BARRAGE (UNIT ABILITY) Barrage anti chasseur". */
export interface EntryHeading {
  number: number;
  /** The English title as printed, in capitals: "ANTI-FIGHTER BARRAGE (UNIT ABILITY)". */
  caps: string;
  /** The French title that follows it, if any ("Barrage anti chasseur"). */
  french?: string;
}

const isCapsWord = (w: string) => !/[a-zà-ÿ]/.test(w);

/**
 * Reads an entry heading, whatever its number (the parser says what a number out of sequence
 * means). The English title is the leading run of words
 * without lowercase letters; the French title is the rest. Where the French title is in capitals
 * too ("54 PDS SDP"), `isKnownTitle` (titles used in related-topics lines) picks the longest prefix
 * of the run that is a known title; the words after it are the French title.
 */
export function parseEntryHeading(line: string, isKnownTitle: (caps: string) => boolean): EntryHeading | undefined {
  const m = /^(\d{1,2}) (\S.*?)\s*$/.exec(line);
  if (!m) return undefined;
  const words = m[2]!.split(/\s+/);
  let caps = 0;
  while (caps < words.length && isCapsWord(words[caps]!)) caps++;
  if (caps === 0) return undefined;
  if (caps === words.length && !isKnownTitle(words.join(' '))) {
    for (let k = words.length - 1; k > 0; k--) {
      if (isKnownTitle(words.slice(0, k).join(' '))) {
        caps = k;
        break;
      }
    }
  }
  const french = words.slice(caps).join(' ');
  return { number: Number(m[1]), caps: words.slice(0, caps).join(' '), ...(french ? { french } : {}) };
}

/** "ANTI-FIGHTER BARRAGE (UNIT ABILITY)" -> title "ANTI-FIGHTER BARRAGE", qualifier "UNIT ABILITY". */
export function splitQualifier(caps: string): { title: string; qualifier?: string } {
  const m = /^(.*?)\s*\(([^)]+)\)$/.exec(caps);
  return m ? { title: m[1]!, qualifier: m[2]! } : { title: caps };
}
