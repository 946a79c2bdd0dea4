/**
 * A sold-out mark's delay to a customer's open menu in the browser, the whole way: a menu page
 * open on the served build (its worker following the menu's live channel), then `runs` times the
 * staff member's StaffMenuChange (sold out, then back on) and the time from sending it until the
 * page redraws the item's card (the worker heard the event, fetched the menu, wrote it, and the
 * live read redrew). Both clocks are this machine's: the page stamps the redraw with Date.now().
 */
import type { Browser } from '@playwright/test';
import type { ServedBuild } from './serveBuild';
import { spreadOf, type Spread } from './spread';
import { apiCaller, ITEM, markItem, menuItemNow, signInStaff, SLUG } from './soldOutDelay';

const DEADLINE_MS = 20_000;

export async function soldOutInBrowser(
  browser: Browser,
  served: ServedBuild,
  runs: number,
): Promise<Spread> {
  const call = apiCaller(served.origin);
  const staffSid = await signInStaff(call);
  const itemId = (await menuItemNow(call, ITEM)).id;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(`${served.origin}/menu/${SLUG}`);
    await page
      .locator('article.product-card', { hasText: ITEM })
      .waitFor({ state: 'attached', timeout: DEADLINE_MS });
    // Each time the card's availability flips, stamped as the page sees it.
    // A script as text: tsx names the functions it compiles with a helper the page does not have.
    await page.evaluate(`(() => {
      const name = ${JSON.stringify(ITEM)};
      const stamps = [];
      window.__flips = stamps;
      const soldOut = () =>
        [...document.querySelectorAll('article.product-card')].some(
          (card) =>
            card.querySelector('.product-card__name')?.textContent === name &&
            card.classList.contains('product-card--unavailable'),
        );
      let shown = soldOut();
      new MutationObserver(() => {
        if (soldOut() === shown) return;
        shown = !shown;
        stamps.push(Date.now());
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    })()`);
    // The worker opens the channel once the menu is shown; a mark before that is not followed.
    const deadline = Date.now() + DEADLINE_MS;
    while (served.openStreams() === 0) {
      if (Date.now() > deadline) throw new Error('sold out in the browser: no menu channel opened');
      await page.waitForTimeout(50);
    }

    const delays: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const sent = Date.now();
      await markItem(call, staffSid, itemId, run % 2 === 1 ? '1' : '0');
      await page.waitForFunction(
        (count) => (window as unknown as { __flips: number[] }).__flips.length >= count,
        run + 1,
        { timeout: DEADLINE_MS, polling: 'raf' },
      );
      const stamp = await page.evaluate(
        (index) => (window as unknown as { __flips: number[] }).__flips[index]!,
        run,
      );
      delays.push(stamp - sent);
    }
    return spreadOf(delays);
  } finally {
    if (runs % 2 === 1) await markItem(call, staffSid, itemId, '1').catch(() => undefined);
    await context.close();
  }
}
