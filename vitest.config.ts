import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a two-core machine, idle while the server's
    // tests wait for PostgreSQL, LibreOffice or a child process. Two at least keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.ts',
            'tests/oidc/**/*.test.ts',
          ],
          environment: 'node',
          // Component tests click through Mantine's modals; on a busy two-core machine 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // The first run is on the embedded SQLite even where TEST_DATABASE_URL is exported (.ci/run and the GitHub
          // workflow export it for the PostgreSQL runs): only scripts/test-server-postgres.ts asks for PostgreSQL.
          env: process.env['SERVER_TESTS_ON_POSTGRES'] === '1' ? {} : { TEST_DATABASE_URL: '' },
          // On PostgreSQL a database per worker (worker-database.setup.ts).
          setupFiles: ['server/test/worker-database.setup.ts'],
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['conformance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/mock-server.setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
