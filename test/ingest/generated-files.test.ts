import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGenerated, compareGenerated, MAX_SOURCE_BYTES, readSources } from '@/lib/ingest/files';

describe('generated content/ files', () => {
  it('finds stale, missing and no-longer-generated files, then writes and removes them', async () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'lrr'));
    mkdirSync(join(root, 'sources'));
    writeFileSync(join(root, 'lrr/a.md'), 'old');
    writeFileSync(join(root, 'lrr/gone.md'), 'x');
    writeFileSync(join(root, 'sources/keep.txt'), 'source');
    const files = new Map([
      ['lrr/a.md', 'new'],
      ['lrr/b.md', 'b'],
      ['ingest-report.json', '{}'],
    ]);
    const drift = await compareGenerated(root, files);
    expect(drift).toEqual({ stale: ['ingest-report.json', 'lrr/a.md', 'lrr/b.md'], extra: ['lrr/gone.md'] });
    await applyGenerated(root, files, drift);
    expect(await compareGenerated(root, files)).toEqual({ stale: [], extra: [] });
    expect(readFileSync(join(root, 'lrr/a.md'), 'utf8')).toBe('new');
    expect(existsSync(join(root, 'lrr/gone.md'))).toBe(false);
    expect(readFileSync(join(root, 'sources/keep.txt'), 'utf8')).toBe('source');
  });

  it('reads a Windows checkout (CRLF line endings) as the same sources and the same generated files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'content-'));
    mkdirSync(join(root, 'sources'));
    mkdirSync(join(root, 'lrr'));
    writeFileSync(join(root, 'sources/rules.txt'), 'line one\r\nline two\r\n');
    writeFileSync(join(root, 'lrr/a.md'), '# A\r\n\r\ntext\r\n');
    expect(await readSources(join(root, 'sources'))).toEqual({ 'rules.txt': 'line one\nline two\n' });
    expect(await compareGenerated(root, new Map([['lrr/a.md', '# A\n\ntext\n']]))).toEqual({ stale: [], extra: [] });
  });

  it('reads lines ended by CR alone, or by any mix of CR, LF and CRLF, as the same LF text', async () => {
    const sources = join(mkdtempSync(join(tmpdir(), 'content-')), 'sources');
    mkdirSync(sources);
    // Before: a CR-only source was one line ('line one\rline two\r'), and the LRR parser found no entry in it.
    writeFileSync(join(sources, 'mac.txt'), 'line one\rline two\r');
    expect(await readSources(sources)).toEqual({ 'mac.txt': 'line one\nline two\n' });
    // A CR just before an LF is one CRLF line end, not two (the counterexample ['', '\r'], ['', '\n']).
    writeFileSync(join(sources, 'mac.txt'), '\r\n\r\r');
    expect(await readSources(sources)).toEqual({ 'mac.txt': '\n\n\n' });
    const lineEnd = /\r\n|\r|\n/;
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', ' ', '\r', '\n') }), async (text) => {
        writeFileSync(join(sources, 'mac.txt'), text);
        expect((await readSources(sources))['mac.txt']).toBe(text.split(lineEnd).join('\n'));
      }),
      { numRuns: 50 },
    );
  });

  it('reads a source with a byte-order mark or in UTF-16 as the same text, and refuses one that is no text or no file, naming it', async () => {
    const sources = join(mkdtempSync(join(tmpdir(), 'content-')), 'sources');
    mkdirSync(sources);
    // Before: the mark was kept as the first character of the text.
    writeFileSync(join(sources, 'bom.txt'), '\ufeffline one\n');
    writeFileSync(join(sources, 'utf16.txt'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('line one\n', 'utf16le')]));
    expect(await readSources(sources)).toEqual({ 'bom.txt': 'line one\n', 'utf16.txt': 'line one\n' });
    // Before: read with U+FFFD in place of the é, without a word.
    writeFileSync(join(sources, 'latin1.txt'), Buffer.from('Andr\xe9\n', 'latin1'));
    await expect(readSources(sources)).rejects.toThrow(`${join(sources, 'latin1.txt')} is not UTF-8 or UTF-16 text`);
    rmSync(join(sources, 'latin1.txt'));
    // Before: "EISDIR: illegal operation on a directory, read", naming no file.
    mkdirSync(join(sources, 'folder.txt'));
    await expect(readSources(sources)).rejects.toThrow(`cannot read ${join(sources, 'folder.txt')} (it is a directory)`);
  });

  it('refuses a source with control characters, naming the first and its line, and reads tabs and form feeds', async () => {
    const sources = join(mkdtempSync(join(tmpdir(), 'content-')), 'sources');
    mkdirSync(sources);
    writeFileSync(join(sources, 'rules.txt'), 'one\ttab\n\fpage two\n');
    expect(await readSources(sources)).toEqual({ 'rules.txt': 'one\ttab\n\fpage two\n' });
    // Before: read as text, the NUL reaching the page as U+FFFD, the escape sequence as an invisible character.
    for (const [text, said] of [
      ['line one\r\nline \u0000two\n', 'U+0000) on line 2'],
      ['\u001b[31mred\n', 'U+001B) on line 1'],
      ['a \u0093quote\u0094\n', 'U+0093) on line 1'],
    ] as const) {
      writeFileSync(join(sources, 'rules.txt'), text);
      await expect(readSources(sources)).rejects.toThrow(`${join(sources, 'rules.txt')} has a control character (${said}: a binary file, or text damaged in a copy`);
    }
  });

  it('refuses a source larger than any source could be, by name, before reading it', async () => {
    const sources = join(mkdtempSync(join(tmpdir(), 'content-')), 'sources');
    mkdirSync(sources);
    writeFileSync(join(sources, 'rules.txt'), Buffer.alloc(MAX_SOURCE_BYTES, 'a'));
    expect((await readSources(sources))['rules.txt']).toHaveLength(MAX_SOURCE_BYTES);
    // Before: read and parsed (a 50 MB summary for hours, or until memory ran out).
    writeFileSync(join(sources, 'rules.txt'), Buffer.alloc(50 << 20, 'a'));
    await expect(readSources(sources)).rejects.toThrow(`${join(sources, 'rules.txt')} is 50.0 MiB, over the 2 MiB a source may be: is it the file it should be?`);
  });
});
