/**
 * `npm run screenshots`: every screen of support/screens.ts at the phone's size and the kiosk's,
 * light and dark, as PNGs in screenshots/ (SCREENSHOTS_DIR elsewhere), named
 * '<screen>.<size>-<scheme>.png'. With SCREENSHOTS_README=1 it walks only the tours the README's
 * four pictures are on and writes just those, into docs/images/ (see readmeShots.ts).
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from '../e2e/support/test';
import { runTour, TOURS } from '../e2e/support/screens';
import { README_SHOTS, README_TOURS, writeReadmeShot } from './readmeShots';

const OUT = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
const README = process.env.SCREENSHOTS_README === '1';
const tours = README ? TOURS.filter((tour) => README_TOURS.includes(tour.name)) : TOURS;

test.describe.configure({ timeout: 600_000 });

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

for (const tour of tours) {
  test(`the ${tour.name} screens`, async ({ browser, request }) => {
    await runTour(browser, request, tour, async (page, screen, size, scheme) => {
      const name = `${screen}.${size.name}-${scheme}`;
      const readmeFile = README_SHOTS[name];
      if (README && readmeFile === undefined) return;
      const png = await page.screenshot({
        path: join(OUT, `${name}.png`),
        animations: 'disabled',
        caret: 'hide',
      });
      if (README && readmeFile !== undefined) await writeReadmeShot(page, readmeFile, png);
    });
  });
}

test.afterAll(() => {
  const count = readdirSync(OUT).filter((file) => file.endsWith('.png')).length;
  console.log(`\n${count} screenshots in ${OUT}`);
});
