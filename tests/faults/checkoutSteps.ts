/**
 * The checkout: update_checkout (pickup, as soon as possible), then Place Order with the sandbox's
 * card nonce and the total the screen showed. A lost placement is asked about again (the page's
 * resumePlacement, or Place Order again), never placed anew; after a refusal the customer tries
 * again; after a few rounds the network calms, so every journey ends told placed or failed.
 */
import { queryCart } from '@worker/db/queries';
import type { WorkerApi } from '@worker/api';
import { noteMessage } from './cartSteps';
import type { Device } from './device';
import { RELOADED } from './drive';
import type { Schedule } from './schedule';
import { APP, SLUG } from './testBed';
import type { Told } from './told';

const CARD_FIELDS = {
  payment_method: 'CC',
  order_source: 'rmobi' as const,
  fulfilment_type: 'pickup',
  fulfilment_asap: '1',
  fulfilment_datetime: '',
  customer_name: 'Jo Citizen',
  customer_email: 'jo@example.com',
  customer_mobile: '+61412345678',
  braintree_nonce: 'fake-valid-visa-nonce',
  terms_agreed: '1',
  age_agreed: '1',
  return_url: `${APP}/checkout`,
};

const TERMINAL_FIELDS = {
  payment_method: 'eftpos',
  order_source: 'rmobi' as const,
  fulfilment_type: 'pickup',
  fulfilment_asap: '1',
  fulfilment_datetime: '',
  customer_name: 'Kiosk Customer',
  terms_agreed: '1',
  age_agreed: '1',
};

/** update_checkout until it answers; the customer taps again after each failure. */
export async function updateCheckout(
  device: Device,
  schedule: Schedule,
  told: Told,
  paymentMethod: 'CC' | 'eftpos',
): Promise<void> {
  for (let round = 0; ; round += 1) {
    if (round === 3) schedule.calm();
    if (round > 20) throw new Error('update_checkout never answered');
    device.heal();
    const answer = await device.run((api) =>
      api.updateCheckout({
        slug: SLUG,
        options: { fulfilment_type: 'pickup', fulfilment_asap: 1, payment_method: paymentMethod },
        failureText: 'CH2',
      }),
    );
    if (answer === RELOADED) {
      device.reload();
      continue;
    }
    if (answer.ok) return;
    noteMessage(told, answer.error.message);
  }
}

/** The order total the checkout shows (and confirms), in cents: surcharge included. */
export async function shownTotal(device: Device): Promise<number> {
  const cart = await queryCart(device.db);
  if (!cart) throw new Error('no cart to check out');
  return cart.order.totals.grand_total;
}

type Outcome = Awaited<ReturnType<WorkerApi['submitOrder']>> | typeof RELOADED;

export async function payByCard(device: Device, schedule: Schedule, told: Told): Promise<void> {
  await updateCheckout(device, schedule, told, 'CC');
  const fields = { ...CARD_FIELDS, confirmed_total: String(await shownTotal(device)) };
  const press = () =>
    device.run((api) =>
      api.submitOrder({ slug: SLUG, fields, validate: true, requestId: schedule.uuid() }),
    );
  let outcome: Outcome = await press();
  let refusals = 0;
  for (let round = 0; ; round += 1) {
    if (round === 4) schedule.calm();
    if (round > 30) throw new Error('the placement never settled');
    if (outcome === RELOADED) {
      device.reload();
      device.heal();
      // The checkout opened again resends a placement left without its answer.
      const resumed = await device.run((api) => api.resumePlacement({ slug: SLUG }));
      outcome =
        resumed !== RELOADED && resumed.ok && resumed.data === null
          ? await press()
          : (resumed as Outcome);
      continue;
    }
    if (outcome.ok) {
      if (outcome.data.kind !== 'placed') throw new Error(`unexpected ${outcome.data.kind}`);
      const { answer } = outcome.data;
      told.order = {
        kind: 'placed',
        orderId: answer.order_id,
        total: answer.order_total,
        by: 'card',
      };
      return;
    }
    noteMessage(told, outcome.error.message);
    device.heal();
    if (outcome.error.code === 'lost') {
      outcome = schedule.choices.chance(0.5)
        ? ((await device.run((api) => api.resumePlacement({ slug: SLUG }))) as Outcome)
        : await press();
      // resumePlacement with nothing pending answers ok(null): the page then presses again.
      if (outcome !== RELOADED && outcome.ok && outcome.data === null) outcome = await press();
      continue;
    }
    if (outcome.error.code === 'refused' && refusals < 2) {
      refusals += 1;
      outcome = await press();
      continue;
    }
    if (outcome.error.code === 'offline') {
      outcome = await press();
      continue;
    }
    told.order = { kind: 'failed', message: outcome.error.message };
    return;
  }
}

/** The kiosk's terminal payment: payByTerminal, resumed after reloads and lost answers. */
export async function payByTerminal(device: Device, schedule: Schedule, told: Told): Promise<void> {
  let result: Awaited<ReturnType<WorkerApi['resumeTerminalPayment']>> | typeof RELOADED =
    await device.run((api) =>
      api.payByTerminal({ slug: SLUG, fields: TERMINAL_FIELDS, validate: true }),
    );
  for (let round = 0; ; round += 1) {
    if (round === 4) schedule.calm();
    if (round > 30) throw new Error('the terminal payment never settled');
    if (result === RELOADED) {
      device.reload();
      device.heal();
      result = await device.run((api) => api.resumeTerminalPayment({}));
      continue;
    }
    const record = await device.db.terminalTransaction.get('current');
    // Nothing to resume (the page reloaded before the purchase was written): Pay is pressed again.
    if (result.ok && result.data === null && record === undefined) {
      result = await device.run((api) =>
        api.payByTerminal({ slug: SLUG, fields: TERMINAL_FIELDS, validate: true }),
      );
      continue;
    }
    const unfinished =
      record && ['sending', 'polling', 'unknown', 'approved'].includes(record.state);
    if (!unfinished) {
      if (
        result.ok &&
        result.data !== null &&
        'kind' in result.data &&
        result.data.kind === 'placed'
      ) {
        const { answer } = result.data;
        told.order = {
          kind: 'placed',
          orderId: answer.order_id,
          total: answer.order_total,
          by: 'terminal',
        };
        return;
      }
      if (record?.state === 'placed' && record.orderId) {
        told.order = {
          kind: 'placed',
          orderId: record.orderId,
          total: record.amountCents,
          by: 'terminal',
        };
        return;
      }
      const message = result.ok ? (record?.message ?? 'no outcome') : result.error.message;
      noteMessage(told, message);
      told.order = { kind: 'failed', message };
      return;
    }
    device.heal();
    result = await device.run((api) =>
      schedule.choices.chance(0.3)
        ? api.payByTerminal({ slug: SLUG, fields: TERMINAL_FIELDS, validate: true })
        : api.resumeTerminalPayment({}),
    );
  }
}
