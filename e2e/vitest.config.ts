import { defineConfig } from 'vitest/config';

/** Browser tests: the built app and the real server (a child process on the embedded PostgreSQL) in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./server-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
