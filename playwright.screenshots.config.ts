/**
 * `npm run screenshots` (scripts/e2e.mjs with this config): the screen tours of
 * tests/e2e/support/screens.ts photographed, against the e2e servers of playwright.config.ts.
 */
import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

const checkout = journeys.projects?.find((project) => project.name === 'checkout');
const servers = [journeys.webServer ?? []].flat();

export default defineConfig({
  ...journeys,
  testDir: 'tests/screenshots',
  timeout: 600_000,
  projects: [{ name: 'screenshots', use: { ...checkout?.use } }],
  // The demo server of the journeys is not needed: the tours use the checkout and harbour ones.
  webServer: servers.slice(1),
});
