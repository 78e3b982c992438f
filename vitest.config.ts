import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'contracts/src/**/*.test.ts',
            'projections/src/**/*.test.ts',
            'ledger-service/src/**/*.test.ts',
            'tools/src/**/*.test.ts',
          ],
          globalSetup: ['testing/pg-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      'web',
    ],
  },
});
