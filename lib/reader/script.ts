/** Where scripts/prebuild.ts writes the reader bundle, and the URL the root layout loads it from. */
export const READER_DIR = 'public/reader';
export const READER_SCRIPT = '/reader/main.js';
