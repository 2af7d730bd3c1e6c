/**
 * The text of a file's bytes. Commands read UTF-8; a file that starts with a UTF-16 byte-order mark
 * is read as UTF-16 (Windows PowerShell 5 writes `>` redirects and `Out-File` that way, so a
 * battle.json made there was "not valid JSON"). Bytes that are neither are refused rather than
 * turned into U+FFFD: a name with a Latin-1 "é" would otherwise come back changed, without a word.
 */

const UTF16 = [
  { bom: [0xff, 0xfe], encoding: 'utf-16le' },
  { bom: [0xfe, 0xff], encoding: 'utf-16be' },
] as const;

/** The decoded text (a UTF-8 or UTF-16 byte-order mark left out), or undefined for bytes that are not text in either. */
export function decodeText(bytes: Uint8Array): string | undefined {
  const utf16 = UTF16.find(({ bom }) => bytes[0] === bom[0] && bytes[1] === bom[1]);
  try {
    return new TextDecoder(utf16?.encoding ?? 'utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
