/** Readings of the note's hard-wrapped transcription lines. */

/** A short line in capitals: a heading or label ("2. MOVEMENT", "GAME ROUND"). */
export const isCapsLine = (s: string) => s.length <= 60 && /[A-Z]/.test(s) && !/[a-z]/.test(s);

/** Soft line breaks of a hard-wrapped paragraph become spaces; "anti-\nfighter" stays one word. */
export function flatten(text: string): string {
  return text.replace(/-\n\s*/g, '-').replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ').trim();
}
