import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { markdownToPage } from './markdown';
import type { ContentPage } from './types';

/** Loads every generated page under content/ (the vendored sources are not pages). */
export async function loadContent(root = 'content'): Promise<ContentPage[]> {
  const files = (await readdir(root, { recursive: true }))
    .filter((f) => f.endsWith('.md') && !f.startsWith('sources'))
    .sort();
  return Promise.all(files.map(async (f) => markdownToPage(await readFile(join(root, f), 'utf8'), relative('.', join(root, f)))));
}
