import { defineConfig } from '@playwright/test';

// Debian's Chromium: no tool may download a browser of its own on these machines.
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const appUrl = 'http://127.0.0.1:4173/0/';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The mock answers every test alike and keeps nothing, so two spec files run side by side (one per core); the tests
  // of a file stay in order.
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: appUrl,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    // The app then opens dialogs and menus without transitions (its theme respects reduced motion): a button still
    // sliding in can move between Playwright's mouse down and up, and the click then lands on what was beside it.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // WebGL (the drawing viewer) without a GPU: Chromium's software renderer, which it offers only when asked.
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } }, testIgnore: [/mobile/, /[\\/]server[\\/]/] },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      testMatch: /mobile/,
    },
  ],
  webServer: {
    // The production build served with the local sign-in provider and the Prism mock (scripts/start-mock.ts).
    command: 'npx tsx scripts/start-mock.ts --preview',
    url: appUrl,
    reuseExistingServer: !process.env['CI'],
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
