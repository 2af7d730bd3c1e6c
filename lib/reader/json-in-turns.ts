/**
 * A response's JSON, read in short tasks. `response.json()` on the quick index (190 KB, preloaded,
 * so all of it is in when it is read) reads, decodes and parses the whole body in one task: 30-65 ms
 * on the bench's phone, a tap's wait. Here the body is read and decoded a chunk per task (the
 * browser hands it over in pieces of some 16-64 KB), and parsed in a task of its own.
 */

/** Resolves in a later task (setTimeout by default; tests pass their own). */
export type NextTask = () => Promise<void>;

const nextTask: NextTask = () => new Promise((resolve) => setTimeout(resolve));

export async function jsonInTurns(response: Response, later: NextTask = nextTask): Promise<unknown> {
  if (!response.body) return response.json();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    await later();
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  await later();
  return JSON.parse(text);
}
