/**
 * Playwright Test as the runner of the cross-engine journeys (its browsers are not used: the
 * engines are driven by ./webkit.ts and ./firefox.ts). The project picks the engine
 * (playwright.engines.config.ts); each test gets a fresh browser on the shared world.
 */
import { writeFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
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
        // What the page held and fetched, since a WebDriver engine keeps no trace.
        const state = await page
          .evaluate(
            async () => ({
              database: await new Promise((resolve) => {
                const open = indexedDB.open('docket');
                open.onerror = () => resolve(String(open.error));
                open.onsuccess = () => {
                  const db = open.result;
                  const stores = ['orders', 'customer', 'appState', 'session'].filter((name) =>
                    db.objectStoreNames.contains(name),
                  );
                  const found: Record<string, unknown> = {};
                  const read = db.transaction(stores);
                  for (const name of stores) {
                    const request = read.objectStore(name).getAll();
                    request.onsuccess = () => (found[name] = request.result);
                  }
                  read.oncomplete = () => resolve(found);
                  read.onerror = () => resolve(String(read.error));
                };
              }),
              url: location.href,
              presses: (window as { __engineClicks?: string[] }).__engineClicks ?? [],
              text: document.body.innerText.slice(0, 3000),
              html: document.documentElement.outerHTML.slice(0, 20_000),
              resources: performance
                .getEntriesByType('resource')
                .map((entry) => `${Math.round(entry.startTime)} ${entry.name}`),
            }),
            null,
          )
          .catch((error: unknown) => ({ error: String(error) }));
        await writeFile(
          testInfo.outputPath(`${engine}-failure.json`),
          JSON.stringify(state, null, 1),
        ).catch(() => undefined);
      }
      await page.close();
    }
  },
});
