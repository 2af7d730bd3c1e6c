import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['test/**/*.test.ts', 'lib/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    // Several suites ingest every source (in beforeAll or in one test): seconds alone, far more on a
    // loaded 2-core CI box. The limits catch hangs, not slowness (speed is `npm run bench`'s job).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
