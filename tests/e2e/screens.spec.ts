// axe on every screen a customer, member, kiosk or staff can reach (support/screens.ts), at the
// phone's size (390×844) and the kiosk's (1080×1920), light and dark: no serious or critical
// violation, and the card frames' text readable on the field behind it. Each screen is set up once
// and looked at in each size and scheme on the same page.
import { expect, test } from './support/test';
import {
  cardFieldContrast,
  controlTextContrast,
  seriousViolationsHere,
} from './support/axeEachLook';
import { holdAppScript } from './support/hydrationWatch';
import { PHONE, runTour, SCHEMES, settle, TOURS } from './support/screens';

// The staff board shows what the tours before it ordered.
test.describe.configure({ timeout: 300_000 });

for (const tour of TOURS) {
  test(`axe: the ${tour.name} screens, phone and kiosk, light and dark`, async ({
    browser,
    request,
  }) => {
    const found: string[] = [];
    await runTour(browser, request, tour, async (page, screen, size, scheme) => {
      const where = `${screen} ${size.name} ${scheme}`;
      for (const violation of await seriousViolationsHere(page))
        found.push(`${where}: ${violation}`);
      for (const field of await cardFieldContrast(page))
        found.push(`${where}: card field contrast: ${field}`);
    });
    expect(found).toEqual([]);
  });
}

test("before the page hydrates, the fulfilment sheet's waiting tabs read at least 4.5:1, light and dark", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const app = await holdAppScript(page);
  await page.goto('/menu/fig-and-olive', { waitUntil: 'commit' });
  const sheet = page.getByRole('dialog', { name: 'How would you like your order?' });
  await expect(sheet.getByRole('tab', { name: /Pickup/ })).toBeDisabled();
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await settle(page);
    expect(await controlTextContrast(page, '[role="tab"]'), scheme).toEqual([]);
  }
  app.release();
});
