/**
 * `npm run screenshots`: every screen of support/screens.ts at the phone's size and the kiosk's,
 * light and dark, as PNGs in screenshots/ (SCREENSHOTS_DIR elsewhere), named
 * '<screen>.<size>-<scheme>.png'. With SCREENSHOTS_README=1 it also writes the README's few
 * (docs/screenshots/, see readmeShots.ts).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from '../e2e/support/test';
import { runTour, TOURS } from '../e2e/support/screens';
import { README_SHOTS, writeReadmeShot } from './readmeShots';

const OUT = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
const README = process.env.SCREENSHOTS_README === '1';

test.describe.configure({ timeout: 600_000 });

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const tour of TOURS) {
  test(`the ${tour.name} screens`, async ({ browser, request }) => {
    await runTour(browser, request, tour, async (page, screen, size, scheme) => {
      const name = `${screen}.${size.name}-${scheme}`;
      const png = await page.screenshot({
        path: join(OUT, `${name}.png`),
        animations: 'disabled',
        caret: 'hide',
      });
      if (README && README_SHOTS.includes(name)) await writeReadmeShot(page, name, png);
    });
  });
}

test.afterAll(() => {
  const count = readdirSync(OUT).filter((file) => file.endsWith('.png')).length;
  console.log(`\n${count} screenshots in ${OUT}`);
});
