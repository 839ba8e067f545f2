import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The journeys against the real reference server (e2e/server), not the mock. scripts/e2e-server.ts starts the product
 * (on SQLite, on PostgreSQL, and behind `prism proxy --errors`) and gives its address in E2E_BASE_URL.
 */
const baseURL = process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:8092/0/';

export default defineConfig({
  ...baseConfig,
  testDir: 'e2e/server',
  testIgnore: [],
  outputDir: 'test-results/server',
  timeout: 90_000,
  // The journeys share one product, its accounts, groups and structure: one at a time.
  workers: 1,
  use: { ...baseConfig.use, baseURL },
  projects: [{ name: 'server', use: { viewport: { width: 1440, height: 900 } } }],
  webServer: undefined,
});
