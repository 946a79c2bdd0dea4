/**
 * The staff Menu tab's changes, each inside the caller's transaction (the idempotency one) and
 * recorded there: an item sold out (the spec's is_available 0 with available_str) until the
 * store's close or until turned back on, or back on; a fulfilment type paused or resumed at the
 * store. A change that changes nothing writes nothing, so it neither bumps the menu's version nor
 * adds a line to the record. Both writes bump a version through 0001's triggers (menus.version for
 * an item, merchants.config_version for a fulfilment type), which is what open menus follow.
 */
import type { Kysely } from 'kysely';
import type { StaffFulfilment, StaffMenuItem } from '@api/staffMenu';
import type { Database } from '../db/schema';
import { readStaffFulfilment, readStaffItem } from './menuItems';
import { recordMenuChange } from './menuChangeLog';

/** What a sold-out mark shows when staff give no words of their own. */
export const DEFAULT_SOLD_OUT_TEXT = 'Sold out today';

export type ItemChange =
  { available: false; availableStr: string; until: 'close' | 'manual' } | { available: true };

type Who = { merchantId: number; customerId: number; at: Date; requestId: string };

/** 'Moussaka sold out until close', 'Moussaka sold out until turned back on ('Back at 6')'. */
export function soldOutWhat(name: string, change: Extract<ItemChange, { available: false }>) {
  const until = change.until === 'close' ? 'until close' : 'until turned back on';
  const words = change.availableStr === DEFAULT_SOLD_OUT_TEXT ? '' : ` ('${change.availableStr}')`;
  return `${name} sold out ${until}${words}`;
}

/** The item after the change; null when it is not on the store's menus. */
export async function changeItem(
  trx: Kysely<Database>,
  who: Who,
  itemId: number,
  change: ItemChange,
  markEndsAt: string,
): Promise<StaffMenuItem | null> {
  const before = await readStaffItem(trx, who.merchantId, itemId);
  if (!before) return null;
  const after = change.available
    ? { is_available: true, available_str: '', sold_out_until: null }
    : {
        is_available: false,
        available_str: change.availableStr,
        sold_out_until: change.until === 'close' ? markEndsAt : null,
      };
  const same =
    (before.is_available === 1) === after.is_available &&
    before.available_str === after.available_str &&
    before.sold_out_until === after.sold_out_until;
  if (same) return before;
  await trx.updateTable('menu_items').set(after).where('id', '=', itemId).execute();
  await recordMenuChange(trx, {
    merchantId: who.merchantId,
    customerId: who.customerId,
    at: who.at,
    itemId,
    change: change.available ? 'back_on' : 'sold_out',
    what: change.available ? `${before.name} back on` : soldOutWhat(before.name, change),
    requestId: who.requestId,
  });
  return readStaffItem(trx, who.merchantId, itemId);
}

/** The fulfilment type after the change; null when the store does not offer it. */
export async function changeFulfilment(
  trx: Kysely<Database>,
  who: Who,
  code: string,
  paused: boolean,
): Promise<StaffFulfilment | null> {
  const [before] = await readStaffFulfilment(trx, who.merchantId, code);
  if (!before) return null;
  if ((before.paused === 1) === paused) return before;
  await trx
    .updateTable('fulfilment_types')
    .set({ paused })
    .where('merchant_id', '=', who.merchantId)
    .where('code', '=', code)
    .execute();
  await recordMenuChange(trx, {
    merchantId: who.merchantId,
    customerId: who.customerId,
    at: who.at,
    fulfilmentCode: code,
    change: paused ? 'paused' : 'resumed',
    what: `${before.verb} ${paused ? 'paused' : 'resumed'}`,
    requestId: who.requestId,
  });
  return { ...before, paused: paused ? 1 : 0 };
}
