/**
 * The core journeys in WebKit (Safari's engine) and Firefox, against the built demo app and the
 * real server: the menu and its prices, the fulfilment sheet, one tap on Add making exactly one
 * add_to_order and one line, the stepper, the cart, a guest's checkout with the sandbox card to a
 * receipt charged what the checkout showed, the menu and the receipt reopened with the server out
 * of reach, and sign-in.
 */
import { expect, test } from './support/test';
import {
  addRequests,
  appLive,
  expectServerLines,
  guestOrder,
  openMenu,
  pickupAsap,
  PLAIN_ITEM,
  RECEIPT_ITEMS,
  serviceWorkerInControl,
  SLUG,
} from './support/journeys';

test('the menu shows its prices; one tap on Add makes one add_to_order and one line; + and − step it', async ({
  browserPage: page,
  world,
}) => {
  await openMenu(page, world.origin);
  await page.waitForText(/\$\d+\.\d{2}/);
  await pickupAsap(page);

  const before = world.proxy.calls.length;
  await page.click({ role: 'button', name: `Add ${PLAIN_ITEM}` });
  await page.waitForText('Added to Cart');
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 1 }]);
  expect(addRequests(world.proxy.calls.slice(before))).toHaveLength(1);

  await page.click({ role: 'button', name: `Add one more ${PLAIN_ITEM}` });
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 2 }]);
  await page.click({ role: 'button', name: `Remove one ${PLAIN_ITEM}` });
  await expectServerLines(page, [{ name: PLAIN_ITEM, quantity: 1 }]);
  expect(addRequests(world.proxy.calls.slice(before))).toHaveLength(3);
});

test('a guest pays with the sandbox card and is charged the total shown', async ({
  browserPage: page,
  world,
}) => {
  test.setTimeout(120_000);
  await guestOrder(page, world);
});

test('after paying, the menu and the receipt reopen offline', async ({
  browserPage: page,
  world,
  engine,
}) => {
  // WebKitGTK: after the page that held the API worker is left, IndexedDB's open of the app's
  // database at times never answers (the eviction journey's fixme; WebKit bug 324094's kind), and
  // the receipt stays on its skeleton. Firefox runs it.
  test.fixme(engine === 'webkit', "WebKit's database open at times never answers after navigation");
  test.setTimeout(120_000);
  const { receipt, shown } = await guestOrder(page, world);

  expect(await serviceWorkerInControl(page)).toBe(true);
  world.proxy.cut();
  await page.goto(`${world.origin}/menu/${SLUG}`);
  await appLive(page);
  await page.waitForText(PLAIN_ITEM, 'main');
  await page.waitForText(/\$\d+\.\d{2}/, 'main');
  await page.goto(receipt);
  await appLive(page);
  await page.waitForText(shown, RECEIPT_ITEMS);
});

test('a member signs in with email and password', async ({ browserPage: page, world }) => {
  await page.goto(`${world.origin}/login`);
  await appLive(page);
  await page.click({ role: 'button', name: 'Email and Password' });
  await page.fill({ role: 'textbox', name: 'Email' }, 'demo@figandolive.example');
  await page.fill({ role: 'textbox', name: 'Password' }, 'figandolive');
  await page.click({ role: 'button', name: 'Sign In' });
  await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${world.origin}/`);
  await page.goto(`${world.origin}/account`);
  await appLive(page);
  await page.waitForText('My Account', 'main');
});
