/**
 * Runs `task` in a task of its own once the document is parsed. The reader script is an async
 * module: it may run before the parser has reached the page's content, or after it has ended.
 */
export function whenParsed(task: () => void, doc: Pick<Document, 'readyState' | 'addEventListener'> = document): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => setTimeout(task), { once: true });
  else setTimeout(task);
}
