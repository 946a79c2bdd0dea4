// Staff end-of-day settlement (spec 2 §4.4 'Operations: … settlement'): a staff device signs in,
// pairs its pinpad against the Linkly Cloud simulator, opens the order board and settles: asked
// first, then the pad's answer and its settlement receipt; when Linkly is down, the terminal
// layer's words. A kiosk is never offered it. Everything by keyboard and axe clean.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_STAFF_DEVICES } from '../../server/db/seed/staffDevices';
import { signInByEmail } from './support/account';
import {
  DEMO_KIOSK,
  pairDemoPad,
  scriptSimulator,
  terminalWorldForFile,
} from './support/kioskTerminal';
import { seriousViolations } from './support/shell';
import { installStoreClock } from './support/storeClock';

const STAFF = DEMO_STAFF_DEVICES.demo!.devices.find((device) => device.status === 8)!;

test.use({ baseURL: undefined });
test.describe.configure({ timeout: 120_000 });

const world = terminalWorldForFile();

test.beforeEach(async ({ page }) => {
  await installStoreClock(page);
});

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${world.origin}/login`);
  await signInByEmail(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

test('staff settle the pinpad from the order board; a Linkly outage shows its words', async ({
  page,
  request,
}) => {
  await signIn(page, STAFF.email, STAFF.password);
  // A staff device with eftpos and a POS id is sent to pair first (spec 3 'Sign-in outcome').
  await expect(page).toHaveURL(`${world.origin}/eftpos/linkly`);
  await pairDemoPad(page);
  await expect(page).not.toHaveURL(/\/eftpos\/linkly/);

  await page.goto(`${world.origin}/staff/orders`);
  await expect(page.getByRole('heading', { level: 1, name: "Today's orders" })).toBeVisible();
  const settlement = page.getByRole('button', { name: 'Settlement', exact: true });
  await expect(settlement).toBeVisible();
  expect((await settlement.boundingBox())?.height).toBeGreaterThanOrEqual(48);
  expect(await seriousViolations(page)).toEqual([]);

  // Asked first; Cancel sends nothing.
  await settlement.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: "Settle today's eftpos totals on the pinpad?" });
  await expect(confirm).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Settlement' })).toHaveCount(0);

  // Settle, by keyboard.
  await settlement.focus();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Settle', exact: true }).focus();
  await page.keyboard.press('Enter');
  const result = page.locator('.staff-settlement__result');
  await expect(result).toContainText('Settlement complete · APPROVED');
  await expect(page.getByLabel('Settlement receipt')).toContainText('SETTLEMENT TOTALS');
  expect(await seriousViolations(page)).toEqual([]);

  // Linkly down (503, then 503 on the one retry): the terminal layer's words, word for word.
  await scriptSimulator(request, world, {
    responses: [
      { match: 'settlement', http: 503 },
      { match: 'settlement', http: 503 },
    ],
  });
  await settlement.click();
  await confirm.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Eftpos (Linkly) is not currently available (MSG-LPPS1) HTTP 503',
  );
});

test('a kiosk is not offered settlement', async ({ page }) => {
  await signIn(page, DEMO_KIOSK.email, DEMO_KIOSK.password);
  await page.goto(`${world.origin}/staff/orders`);
  await expect(page).not.toHaveURL(/\/staff\/orders/);
  await expect(page.getByRole('button', { name: 'Settlement', exact: true })).toHaveCount(0);
});
