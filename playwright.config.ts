/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the built app and the real
 * reference server. scripts/e2e.mjs builds dist/ (demo) and dist-harbour/ first.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './bench/chromium';
import { offsetToStoreNoon } from './tests/e2e/support/storeClock';

// The journeys launch the browser the bench does, with the same flags.
export { CHROMIUM_FLAGS };

const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4173);
const HARBOUR_PORT = Number(process.env.E2E_HARBOUR_PORT ?? 4174);
/** The cart and checkout journeys' own demo server, its clock at noon in the store. */
const CHECKOUT_PORT = Number(process.env.E2E_CHECKOUT_PORT ?? HARBOUR_PORT + 1);
// Worked out once in the runner; its workers inherit it.
process.env.E2E_STORE_CLOCK_OFFSET_MS ??= String(offsetToStoreNoon(Date.now()));
// The payment sandbox's listings answer only with its admin token: the servers and the journeys
// share this one.
process.env.SANDBOX_ADMIN_TOKEN ??= 'e2e-sandbox-admin-token';
const CHECKOUT_JOURNEYS =
  /(cart|checkout|receipt|push|account-journey|staff-board|staff-menu|malformed-answers|screens|menu-layout)\.spec\.ts/;

// Every journey opens a fresh browser, a new device to the server, and all come from 127.0.0.1:
// a run here opens up to 62 sessions a minute against the default 60 for one address, so the
// journeys' servers allow ten times that (the limit itself is proven in tests/server).
const JOURNEY_LIMITS = 'DOCKET_NEW_SESSIONS_PER_ADDRESS=600 ';

const server = (staticDir: string, port: number, env = '') => ({
  command: `${JOURNEY_LIMITS}${env}node --import tsx scripts/serve.ts --static ${staticDir} --port ${port} --data memory://`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  // Migrating and seeding PGlite takes 80 s on a machine as loaded as a shared CI box can be.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky journey is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
    serviceWorkers: 'allow',
    trace: 'off',
  },
  projects: [
    {
      name: 'demo',
      testIgnore: [/harbour.*\.spec\.ts/, CHECKOUT_JOURNEYS],
      use: { baseURL: `http://127.0.0.1:${DEMO_PORT}` },
    },
    {
      name: 'harbour',
      testMatch: /harbour.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${HARBOUR_PORT}` },
    },
    {
      name: 'checkout',
      testMatch: CHECKOUT_JOURNEYS,
      use: { baseURL: `http://127.0.0.1:${CHECKOUT_PORT}` },
    },
  ],
  webServer: [
    server(process.env.E2E_DIST_DIR ?? 'dist', DEMO_PORT),
    server(process.env.E2E_HARBOUR_DIST_DIR ?? 'dist-harbour', HARBOUR_PORT),
    server(
      process.env.E2E_DIST_DIR ?? 'dist',
      CHECKOUT_PORT,
      `DOCKET_CLOCK_OFFSET_MS=${process.env.E2E_STORE_CLOCK_OFFSET_MS} `,
    ),
  ],
});
