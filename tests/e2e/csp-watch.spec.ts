// The journeys' Content-Security-Policy check (support/test.ts) sees every context a journey
// opens, not only its own page: a violation caused on purpose in each kind is reported.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';

/** An inline script without the page's nonce: the policy blocks it and reports script-src. */
async function injectInlineScript(page: Page, origin: string) {
  await page.goto(`${origin}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.notAllowed = true';
    document.body.append(script);
  });
}

type Opener = (fixtures: { page: Page; browser: Browser }) => Promise<Page>;
const opened: [string, Opener][] = [
  ['the test’s own page', async ({ page }) => page],
  [
    'a context opened with browser.newContext()',
    async ({ browser }) => (await browser.newContext()).newPage(),
  ],
  ['a page opened with browser.newPage()', async ({ browser }) => browser.newPage()],
];

for (const [where, open] of opened) {
  test(`a violation in ${where} is reported`, async ({ page, browser, baseURL, cspViolations }) => {
    const before = cspViolations.length;
    await injectInlineScript(await open({ page, browser }), baseURL!);
    await expect.poll(() => cspViolations.length).toBe(before + 1);
    expect(cspViolations.at(-1)).toMatch(/^script-src/);
    // Caused on purpose: not this journey's failure.
    cspViolations.splice(before);
  });
}
