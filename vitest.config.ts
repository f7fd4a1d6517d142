import { defineConfig } from 'vitest/config';

// Unit tests are pure (no database, no process, no server, no PDF drawn, no file beyond a fixture):
// tests/unit/pure-unit-tests.test.ts holds that. Tests beside the code that need more are named
// `*.integration.test.ts` and run with the integration tests, which run domain code in-process on a
// real database (PGlite in memory, or DATABASE_URL when set); API and end-to-end tests talk to a
// real built server started once per project on a random port.
export default defineConfig({
  test: {
    // VIES_URL: no test reaches the real VIES (decision 049); API tests name their local fake.
    env: { LOG_LEVEL: 'warn', JWT_SECRET: 'unit-test-secret-unit-test-secret-0123456789', VIES_URL: 'http://127.0.0.1:9/check-vat-number' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Pure tests share one module graph per worker (decision 070): each file no longer
          // re-imports zod, the texts and the domain modules, which was two thirds of the run. Mocks,
          // stubbed globals and env are undone after each test; a test that needs a module's first
          // state imports a fresh copy (vi.resetModules()).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'src/**/*.integration.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/global-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // A browser on a busy 2-core machine: give polled assertions time to settle.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ['tests/support/global-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Screenshots of the main pages against committed baselines (decision 041, docs/ui.md).
          name: 'visual',
          include: ['tests/visual/**/*.test.ts'],
          globalSetup: ['tests/visual/support/visual-server.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
