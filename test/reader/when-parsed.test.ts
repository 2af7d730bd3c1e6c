import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenParsed } from '@/lib/reader/when-parsed';

/** A document stand-in: its ready state and the DOMContentLoaded listeners added to it. */
function fakeDocument(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  const doc = {
    readyState,
    addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && listeners.push(listener),
  } as unknown as Pick<Document, 'readyState' | 'addEventListener'>;
  return { doc, parsed: () => listeners.forEach((l) => l()) };
}

describe('whenParsed', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for DOMContentLoaded while the document is parsed, then runs in a task of its own', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const { doc, parsed } = fakeDocument('loading');
    whenParsed(task, doc);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    parsed();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs in the next task once the document is parsed', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenParsed(task, fakeDocument('interactive').doc);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });
});
