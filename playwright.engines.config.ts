/**
 * The cross-engine journeys (tests/engines): WebKit (Debian's WebKitGTK, Safari's engine) and
 * Firefox ESR, driven over WebDriver by tests/engines/support, against the built demo app and a
 * reference server each test file starts in-process. scripts/engines.mjs builds dist/ when asked,
 * makes the in-memory database template and an X display for WebKit, then runs this.
 *
 *   npm run test:engines                      # both engines
 *   npm run test:engines -- --project webkit  # one
 */
import { defineConfig } from '@playwright/test';
import type { EngineName } from './tests/engines/support/engine';

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'tests/engines',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky journey is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  outputDir: 'test-results/engines',
  projects: [
    { name: 'webkit', use: { engine: 'webkit' } },
    { name: 'firefox', use: { engine: 'firefox' } },
  ],
});
