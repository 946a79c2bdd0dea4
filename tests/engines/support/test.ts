/**
 * Playwright Test as the runner of the cross-engine journeys (its browsers are not used: the
 * engines are driven by ./webkit.ts and ./firefox.ts). The project picks the engine
 * (playwright.engines.config.ts); each test gets a fresh browser on the shared world.
 */
import { test as base, expect } from '@playwright/test';
import { writeFailureReport } from './failureReport';
import { enginePage, type EngineName, type EnginePage } from './engine';
import { openFirefox } from './firefox';
import { openWebKit, startWebKitDriver, type WebKitService } from './webkit';
import { startWorld, type World } from './world';

export { expect };

type WorkerFixtures = { engine: EngineName; world: World };

export const test = base.extend<
  { browserPage: EnginePage; webkitDriver: WebKitService | null },
  WorkerFixtures
>({
  engine: ['webkit', { option: true, scope: 'worker' }],
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const world = await startWorld();
      await use(world);
      await world.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  webkitDriver: async ({ engine }, use) => {
    if (engine !== 'webkit') return use(null);
    const service = await startWebKitDriver();
    await use(service);
    await service.stop();
  },
  browserPage: async ({ engine, webkitDriver, world }, use, testInfo) => {
    const driver = engine === 'webkit' ? await openWebKit(webkitDriver!) : await openFirefox();
    const page = enginePage(driver);
    try {
      await use(page);
    } finally {
      world.proxy.restore();
      if (testInfo.status !== testInfo.expectedStatus) {
        await page.screenshot(testInfo.outputPath(`${engine}-failure.png`)).catch(() => undefined);
        await writeFailureReport(page, testInfo.outputPath(`${engine}-failure.json`));
      }
      await page.close();
    }
  },
});
