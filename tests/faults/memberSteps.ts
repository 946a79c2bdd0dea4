/**
 * A member's money and standing order: a top-up by new card and a standing-order save. The page
 * keeps a request's id while it got no answer (src/domain/moneyRequest.ts), so a retry repeats it;
 * a reload loses the page's memory, and the member looks at what the account shows before paying
 * again, as they would.
 */
import type { StandingOrder } from '@/api/standingOrders';
import { topupAmounts } from '@/domain/topup';
import { noteMessage } from './cartSteps';
import type { Device } from './device';
import { RELOADED } from './drive';
import type { Schedule } from './schedule';
import type { Told } from './told';

const CARD = { nonce: 'fake-valid-visa-nonce', saveCard: false, autoTopup: false };
const retryable = (code: string) => ['network', 'invalid-response', 'rejected'].includes(code);

/** The balance the account screen shows after it loads, or null if the load did not answer. */
async function shownBalance(device: Device): Promise<number | null> {
  const loaded = await device.run((api) => api.loadAccount());
  if (loaded === RELOADED) {
    device.reload();
    return null;
  }
  if (!loaded.ok) return null;
  return (await device.db.account.get('current'))?.customer.balance ?? null;
}

export async function topUp(device: Device, schedule: Schedule, told: Told): Promise<void> {
  const amount = schedule.choices.pick(topupAmounts('CC'));
  let requestId = schedule.uuid();
  for (let round = 0; ; round += 1) {
    if (round === 4) schedule.calm();
    if (round > 30) throw new Error('the top-up never settled');
    device.heal();
    const answer = await device.run((api) =>
      api.topup({ method: 'CC', amount, requestId, card: CARD }),
    );
    if (answer === RELOADED) {
      device.reload();
      device.heal();
      const balance = await shownBalance(device);
      if (balance !== null && balance >= amount) {
        told.topup = { kind: 'credited', amount, balance };
        return;
      }
      // Not credited as far as the screen shows: the page lost its request; a new tap is new.
      if (balance !== null) requestId = schedule.uuid();
      continue;
    }
    if (answer.ok) {
      told.topup = { kind: 'credited', amount, balance: answer.data.balance };
      return;
    }
    noteMessage(told, answer.error.message);
    if (retryable(answer.error.code)) continue;
    told.topup = { kind: 'failed', message: answer.error.message };
    return;
  }
}

/** A paused pickup order for 2 of the first product on Mondays, from a new-mode answer. */
function pickupOrder(order: StandingOrder): StandingOrder {
  const [first, ...rest] = order.items;
  return {
    ...order,
    fulfilment_type: 'pickup',
    fulfilment_time: '07:30',
    status: 0,
    items: [{ ...first!, qty_mon: 2 }, ...rest],
  };
}

/** Whether the order list shows a standing order (what the member checks after a reload). */
async function listed(device: Device): Promise<boolean | null> {
  const loaded = await device.run((api) => api.loadOrderHistory());
  if (loaded === RELOADED) {
    device.reload();
    return null;
  }
  if (!loaded.ok) return null;
  return ((await device.db.orderHistory.get('current'))?.standingOrders.length ?? 0) > 0;
}

export async function saveStandingOrder(
  device: Device,
  schedule: Schedule,
  told: Told,
): Promise<void> {
  let order: StandingOrder | null = null;
  while (order === null) {
    device.heal();
    const loaded = await device.run((api) =>
      api.loadStandingOrder({ storeId: 0, standingOrderId: 0 }),
    );
    if (loaded === RELOADED) device.reload();
    else if (loaded.ok) order = pickupOrder(loaded.data.standing_order);
    else throw new Error(`standing order did not load: ${loaded.error.message}`);
  }
  const input = { order, delivery: null };
  let requestId = schedule.uuid();
  for (let round = 0; ; round += 1) {
    if (round === 4) schedule.calm();
    if (round > 30) throw new Error('the standing order save never settled');
    device.heal();
    const answer = await device.run((api) => api.saveStandingOrder({ ...input, requestId }));
    if (answer === RELOADED) {
      device.reload();
      device.heal();
      const shown = await listed(device);
      if (shown === true) {
        told.standingOrder = 'saved';
        return;
      }
      if (shown === false) requestId = schedule.uuid();
      continue;
    }
    if (answer.ok) {
      told.standingOrder = 'saved';
      return;
    }
    noteMessage(told, answer.error.message);
    if (retryable(answer.error.code)) continue;
    told.standingOrder = { kind: 'failed', message: answer.error.message };
    return;
  }
}
