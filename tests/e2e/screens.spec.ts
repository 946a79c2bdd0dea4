// axe on every screen a customer, member, kiosk or staff can reach (support/screens.ts), at the
// phone's size (390×844) and the kiosk's (1080×1920), light and dark: no serious or critical
// violation, and the card frames' text readable on the field behind it. Each screen is set up once
// and looked at in each size and scheme on the same page.
import { expect, test } from './support/test';
import { cardFieldContrast, seriousViolationsHere } from './support/axeEachLook';
import { runTour, TOURS } from './support/screens';

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
