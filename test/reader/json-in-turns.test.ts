import { describe, expect, it } from 'vitest';
import { jsonInTurns } from '@/lib/reader/json-in-turns';

/** A response whose body comes in the given byte pieces (a multi-byte character may straddle two). */
function chunked(pieces: Uint8Array[]): Response {
  return new Response(new ReadableStream({ start(c) { for (const p of pieces) c.enqueue(p); c.close(); } }));
}

describe('jsonInTurns', () => {
  it('parses a body read in pieces, a character split across two included, waiting a task before parsing', async () => {
    const value = { title: 'Déplacement “quoted”', n: [1, 2, 3] };
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of é
    let tasks = 0;
    const parsed = await jsonInTurns(chunked([bytes.slice(0, cut), bytes.slice(cut, cut + 5), bytes.slice(cut + 5)]), async () => void tasks++);
    expect(parsed).toEqual(value);
    expect(tasks).toBe(1); // the parse
  });

  it('rejects a body that is not JSON', async () => {
    await expect(jsonInTurns(chunked([new TextEncoder().encode('{oops')]), async () => undefined)).rejects.toThrow();
  });
});
