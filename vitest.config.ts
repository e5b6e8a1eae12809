import { defineConfig } from 'vitest/config';
import { textGroups } from './vite.config.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The server-rendering tests import client/entry-server.tsx, whose texts come from the build's
        // `virtual:texts` (common/i18n/text-groups.ts).
        plugins: [textGroups()],
        test: {
          name: 'unit',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'client/**/*.test.ts', 'scripts/**/*.test.ts', '*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two at a time fits a two-core machine.
          maxWorkers: 2,
        },
      },
      {
        // Client components rendered with React in a simulated document (happy-dom) and driven as a
        // person would, through Testing Library; no database, so `npm test` runs them once.
        plugins: [textGroups()],
        test: {
          name: 'components',
          include: ['client/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['client/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
