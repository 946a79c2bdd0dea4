/**
 * Paying on the terminal, on a kiosk (the device setting 'docket:app-mode') at 1080×1920: the
 * demo kiosk signs in, is forced to pair, pairs against the Linkly Cloud simulator, orders, pays
 * on the simulated pinpad and lands on its receipt, which returns to the menu after 5 s; a lost
 * answer and a reload place the order once and charge the card once; a decline places nothing;
 * a 40 s network outage through the whole backoff still ends in one payment and one order.
 *
 * The server, its database and the simulator run in this process (support/kioskTerminal.ts), so
 * each test checks both the simulator's ledger and the orders table. The simulator is scripted
 * through its control API, and its pad's clock is held and moved by the journeys that watch its
 * prompts (a purchase runs on the pad's clock; its prompts reach the kiosk as Linkly's async
 * notifications, relayed by the server). The pinpad's polling runs in the app's API worker, on
 * real time except in the outage journey, which moves the worker's terminal clock itself
 * (support/terminalClock.ts: Playwright's clock reaches pages, not workers); page.clock drives the
 * receipt's redirect.
 */
import { expect, test } from './support/test';
import { SLUG } from './support/cart';
import { KIOSK_VIEWPORT, kioskDevice, kioskWaits } from './support/kioskDevice';
import {
  DEMO_PAD,
  holdCheckoutLoad,
  keptTransaction,
  kioskCartPaysBy,
  kioskOrders,
  kioskReady,
  kioskSignsIn,
  orderToCheckout,
  ordersForSession,
  padClock,
  pauseClock,
  payOnPinpad,
  protocolCalls,
  scriptSimulator,
  simulatorLedger,
  terminalPopup,
  terminalWorldForFile,
} from './support/kioskTerminal';
import { seriousViolations } from './support/shell';
import { installStoreClock } from './support/storeClock';
import { installTerminalClock } from './support/terminalClock';

test.use({ viewport: KIOSK_VIEWPORT, baseURL: undefined });
test.describe.configure({ timeout: 180_000 });

const world = terminalWorldForFile();

test.afterEach(async ({ request }) => {
  await padClock(request, world, { hold: false });
});

test.beforeEach(async ({ page }) => {
  await kioskDevice(page);
  // The attract screen and the idle reset (kiosk-mode.spec.ts, kiosk.spec.ts) wait 10 minutes
  // here: a loaded machine can take 30 s between two steps of a journey.
  await kioskWaits(page, 600_000);
  await installStoreClock(page);
});

test('sign in, forced pairing, order, pay on the pinpad, receipt, back to the menu', async ({
  page,
  request,
}) => {
  const { origin } = world;
  await kioskSignsIn(page, origin);
  // Forced to pair: the menu itself shows the pairing screen until a secret is stored.
  await expect(page).toHaveURL(`${origin}/eftpos/linkly`);
  await page.goto(`${origin}/menu/${SLUG}`);
  const pairing = page.getByRole('main');
  await expect(pairing.getByRole('heading', { level: 1, name: 'Eftpos Pinpad' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A wrong pair code: 'Pair Request Failed (MSG-AL1).' with Linkly's reason.
  await pairing.getByRole('textbox', { name: 'Username' }).fill('docket-demo');
  await pairing.getByLabel('Password', { exact: true }).fill('linkly-demo');
  await pairing.getByRole('textbox', { name: 'Pair code' }).fill('999999');
  await pairing.getByRole('button', { name: 'Pair Pinpad' }).click();
  await expect(pairing.getByRole('alert')).toContainText('Pair Request Failed (MSG-AL1).');
  // Only the failed code goes: the next try needs the right code, not the password again.
  await expect(pairing.getByRole('textbox', { name: 'Username' })).toHaveValue('docket-demo');
  await expect(pairing.getByLabel('Password', { exact: true })).toHaveValue('linkly-demo');
  await expect(pairing.getByRole('textbox', { name: 'Pair code' })).toHaveValue('');

  // The pad's status check is slow this once, so its progress text can be seen.
  await scriptSimulator(request, world, { responses: [{ match: 'status', delayMs: 1_500 }] });
  await pairing.getByRole('textbox', { name: 'Pair code' }).fill(DEMO_PAD.pairCode);
  await pairing.getByRole('button', { name: 'Pair Pinpad' }).click();
  await expect(pairing.getByRole('status')).toHaveText('Validating Paired Pinpad...');
  await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);

  await orderToCheckout(page, origin);
  // The pad shows each prompt for a minute of its own time, which only this journey moves.
  await padClock(request, world, { hold: true });
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'approve', stepMs: 60_000, prompts: ['PRESENT CARD', 'PROCESSING'] }],
  });
  // The page's timers stand still until the pad asks for the card, so no toast's own time runs out.
  await pauseClock(page);
  await payOnPinpad(page);
  const popup = terminalPopup(page);
  // The pad's prompts, live, as Linkly notifies them.
  await expect(popup.getByRole('status')).toHaveText('PRESENT CARD');
  // The order was validated before the pad was asked: 'Validating order...' went with its step
  // (its 10 s once lasted through the whole payment).
  await expect(page.locator('.toast').filter({ hasText: 'Validating order...' })).toHaveCount(0);
  await page.clock.resume();
  await padClock(request, world, { advanceMs: 60_000 });
  await expect(popup.getByRole('status')).toHaveText('PROCESSING');
  await padClock(request, world, { advanceMs: 60_000 });
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  // From here the page's clock moves only when told; the receipt's 5 s began moments ago.
  await pauseClock(page);
  await expect(page.getByRole('button', { name: 'Print Eftpos Receipt' })).toBeVisible();

  const kept = await keptTransaction(page);
  expect(kept).toMatchObject({ state: 'placed', orderId });
  const ledger = (await simulatorLedger(request, world)).filter(
    (txn) => txn.sessionId.replaceAll('-', '') === kept!.sessionId.replaceAll('-', ''),
  );
  expect(ledger).toHaveLength(1);
  expect(ledger[0]).toMatchObject({ state: 'approved', charged: 1 });
  expect(await ordersForSession(world, kept!.sessionId)).toEqual([
    expect.objectContaining({ id: orderId, terminal_txn_ref: ledger[0]!.txnRef }),
  ]);

  await page.clock.runFor(3_000);
  expect(new URL(page.url()).pathname).toBe(`/order/${orderId}`);
  await page.clock.runFor(2_100);
  await expect(page).toHaveURL(`${origin}/menu/${SLUG}`);
  await page.clock.resume();
});

test('the approval is lost and the kiosk reloads: one order, one charge', async ({
  page,
  request,
}) => {
  const { origin } = world;
  await kioskReady(page, origin);
  await orderToCheckout(page, origin);
  const before = await kioskOrders(world);
  // The pad approves at once, but its answer never reaches the kiosk; the kiosk's next request
  // about it is slow, so the kiosk is still finding out when it reloads.
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'approve' }],
    responses: [{ match: 'transaction', drop: true }, { delayMs: 20_000 }],
  });
  await payOnPinpad(page);
  await expect(terminalPopup(page)).toBeVisible();
  // Charged on the pad…
  await expect
    .poll(async () => (await simulatorLedger(request, world)).filter((t) => t.charged).length)
    .toBe(before.length + 1);
  // …while the kiosk does not know it yet.
  const kept = await keptTransaction(page);
  expect(kept?.state).not.toBe('placed');
  await page.reload();

  // The checkout resumes the same session: the order is placed once, with the receipt.
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const sessionId = kept!.sessionId;
  const charges = (await simulatorLedger(request, world)).filter(
    (txn) => txn.sessionId.replaceAll('-', '') === sessionId.replaceAll('-', ''),
  );
  expect(charges).toEqual([expect.objectContaining({ charged: 1, state: 'approved' })]);
  expect((await simulatorLedger(request, world)).filter((t) => t.charged).length).toBe(
    before.length + 1,
  );
  expect(await ordersForSession(world, sessionId)).toEqual([
    expect.objectContaining({ id: orderId }),
  ]);
  expect(await kioskOrders(world)).toHaveLength(before.length + 1);

  // The kiosk receipt: a touch keeps it, and it passes axe.
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a decline shows 'Transaction Failed (MSG-CO2)' and no order exists", async ({
  page,
  request,
}) => {
  const { origin } = world;
  await kioskReady(page, origin);
  await orderToCheckout(page, origin);
  const before = await kioskOrders(world);
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'decline', prompts: ['PRESENT CARD'] }],
  });
  await payOnPinpad(page);
  const popup = terminalPopup(page);
  await expect(popup.getByRole('alert')).toHaveText('Transaction Failed (MSG-CO2)');
  // Only its own button closes it: not a tap outside, not Escape.
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(popup).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(`${origin}/checkout`);

  const kept = await keptTransaction(page);
  expect(kept?.state).toBe('declined');
  expect(await ordersForSession(world, kept!.sessionId)).toEqual([]);
  expect(await kioskOrders(world)).toEqual(before);
  const session = (await simulatorLedger(request, world)).find(
    (txn) => txn.sessionId.replaceAll('-', '') === kept!.sessionId.replaceAll('-', ''),
  );
  expect(session).toMatchObject({ state: 'declined', charged: 0 });
});

test("the pad times out a purchase nobody completes after 3 minutes: 'Transaction Failed (MSG-CO2)', no order", async ({
  page,
  request,
}) => {
  const { origin } = world;
  await kioskReady(page, origin);
  await orderToCheckout(page, origin);
  const before = await kioskOrders(world);
  await padClock(request, world, { hold: true });
  await scriptSimulator(request, world, { transactions: [{ outcome: 'unattended' }] });
  await payOnPinpad(page);
  const popup = terminalPopup(page);
  await expect(popup.getByRole('status')).toHaveText('PRESENT CARD');
  // A second short of 3 minutes on the pad: still waiting for a card.
  await padClock(request, world, { advanceMs: 179_000 });
  await expect(popup.getByRole('status')).toHaveText('PRESENT CARD');
  await expect(popup.getByRole('alert')).toBeHidden();
  await padClock(request, world, { advanceMs: 1_000 });
  await expect(popup.getByRole('alert')).toHaveText('Transaction Failed (MSG-CO2)');
  const kept = await keptTransaction(page);
  expect(kept?.state).toBe('declined');
  expect(await ordersForSession(world, kept!.sessionId)).toEqual([]);
  expect(await kioskOrders(world)).toEqual(before);
  const session = (await simulatorLedger(request, world)).find(
    (txn) => txn.sessionId.replaceAll('-', '') === kept!.sessionId.replaceAll('-', ''),
  );
  expect(session).toMatchObject({ state: 'timed-out', charged: 0 });
});

test('the network drops for 40 s while polling; the payment resumes and completes once', async ({
  page,
  request,
  context,
}) => {
  const { origin } = world;
  await kioskReady(page, origin);
  // The last customer chose Eftpos and left: the kiosk's server cart opens on it. The checkout
  // must not price another method while the kiosk's pairing is still being read, nor from the
  // cart it stored before reading the server's. Both once happened: Credit Card, the first tab,
  // replaced the Eftpos the server's cart held. Here the server's cart takes Eftpos after the
  // cart screen has read it, and the checkout's own read is held until the pinpad's tab shows.
  const protocol = protocolCalls(page);
  let checkoutLoad: { release: () => void } | undefined;
  await orderToCheckout(page, origin, {
    beforeCheckout: async () => {
      await expect.poll(() => protocol.checkoutLoadsAnswered).toBeGreaterThan(0);
      await kioskCartPaysBy(world, 'eftpos');
      checkoutLoad = await holdCheckoutLoad(page);
    },
  });
  await expect(page.getByRole('radio', { name: 'Eftpos', exact: true })).toBeVisible();
  checkoutLoad!.release();
  await expect(page.getByRole('radio', { name: 'Eftpos', exact: true })).toBeChecked();
  const before = await kioskOrders(world);
  // The terminal's waits run on a clock this journey moves (support/terminalClock.ts).
  const clock = await installTerminalClock(page);
  // The pad shows 'PRESENT CARD' for a minute of its own time, then 'PROCESSING' for another,
  // then approves; its clock moves only when the journey says.
  await padClock(request, world, { hold: true });
  await scriptSimulator(request, world, {
    transactions: [{ outcome: 'approve', stepMs: 60_000, prompts: ['PRESENT CARD', 'PROCESSING'] }],
  });
  await payOnPinpad(page);
  const popup = terminalPopup(page);
  await expect(popup.getByRole('status')).toHaveText('PRESENT CARD');
  expect(protocol.calls).toBeGreaterThan(0);
  expect(protocol.methodsPriced).not.toContain('CC');
  const sessionId = (await keptTransaction(page))!.sessionId;

  // The Wi-Fi drops (the worker's requests to the pad and to the server fail) while the worker
  // waits for its next 1 s poll. The status check then fails and is retried after 1, 2, 4, 8 and
  // 16 s (spec 2 §4.4); with the retries used up, nobody knows yet: 'Transaction Status Failed
  // (MSG-CO4)'. Nothing is bought again.
  await clock.idleOn(1_000);
  const droppedAt = await clock.elapsed();
  await context.setOffline(true);
  await clock.fire(1_000);
  for (const backoff of [1_000, 2_000, 4_000, 8_000, 16_000]) await clock.fire(backoff);
  await expect(popup.getByRole('alert')).toHaveText('Transaction Status Failed (MSG-CO4)');
  expect((await clock.elapsed()) - droppedAt).toBe(32_000);
  const unknown = await keptTransaction(page);
  expect(unknown).toMatchObject({ sessionId, state: 'unknown' });
  expect(await kioskOrders(world)).toEqual(before);
  expect(await seriousViolations(page)).toEqual([]);

  // Meanwhile the customer presented a card: the pad is processing, unheard by the kiosk.
  await padClock(request, world, { advanceMs: 60_000 });
  // 40 s after it dropped, the network is back: the worker asks about the same session, the pad's
  // prompt shows again (the server relays the one it is showing), it approves, the order is
  // placed and the kiosk goes on to its receipt.
  await clock.advance(40_000 - ((await clock.elapsed()) - droppedAt));
  await context.setOffline(false);
  await expect(popup.getByRole('status')).toHaveText('PROCESSING');
  // One more poll finds it still processing; then the pad approves, and the next poll hears it.
  await clock.fire(1_000);
  await clock.idleOn(1_000);
  await padClock(request, world, { advanceMs: 60_000 });
  await clock.fire(1_000);
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await keptTransaction(page)).toMatchObject({ sessionId, state: 'placed', orderId });
  const sessions = (await simulatorLedger(request, world)).filter(
    (txn) => txn.sessionId.replaceAll('-', '') === sessionId.replaceAll('-', ''),
  );
  expect(sessions).toEqual([expect.objectContaining({ state: 'approved', charged: 1 })]);
  expect(await ordersForSession(world, sessionId)).toEqual([
    expect.objectContaining({ id: orderId }),
  ]);
  expect(await kioskOrders(world)).toHaveLength(before.length + 1);
});
