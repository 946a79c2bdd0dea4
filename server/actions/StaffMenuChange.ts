/**
 * RequestAction StaffMenuChange (src/api/staffMenu.ts): staff mark an item of their store sold
 * out or back on, or pause or resume one of its fulfilment types (server/staff/menuChange.ts).
 * Staff only. Runs in changeOnce: a change queued offline and sent again with its request_id
 * changes once and answers the first answer; the change and its line in the record commit
 * together. Open menus hear it through the version the change bumps (the menu event stream).
 */
import type { StaffMenuChangeResponse } from '@api/staffMenu';
import { idField, requestIdField } from '../cart/parse';
import { fail, type ActionHandler, type RequestFields } from '../protocol/context';
import { changeOnce, type ChangeOutcome } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { staffOnly } from '../staff/guard';
import {
  changeFulfilment,
  changeItem,
  DEFAULT_SOLD_OUT_TEXT,
  type ItemChange,
} from '../staff/menuChange';
import { staffStore } from '../staff/menuStore';

/** Longest available_str: it stands in for the add button. */
export const AVAILABLE_STR_MAX = 60;

type Parsed =
  | { target: 'item'; itemId: number; change: ItemChange }
  | { target: 'fulfilment'; code: string; paused: boolean };

function parseChange(fields: RequestFields): Parsed | { refused: string } {
  const target = fields.target?.trim() ?? '';
  if (target === 'fulfilment') {
    const code = fields.code?.trim() ?? '';
    const paused = fields.paused?.trim();
    if (code === '' || (paused !== '0' && paused !== '1'))
      return { refused: MESSAGES.fulfilmentTypeUnavailable };
    return { target, code, paused: paused === '1' };
  }
  if (target !== 'item') return { refused: MESSAGES.invalidMenuItemData };
  const itemId = idField(fields, 'item_id');
  const available = fields.available?.trim();
  const until = fields.until?.trim() || 'close';
  const words = fields.available_str?.trim() || DEFAULT_SOLD_OUT_TEXT;
  if (itemId === null) return { refused: MESSAGES.menuItemDoesNotExist };
  if (
    (available !== '0' && available !== '1') ||
    (until !== 'close' && until !== 'manual') ||
    words.length > AVAILABLE_STR_MAX
  )
    return { refused: MESSAGES.invalidMenuItemData };
  return {
    target,
    itemId,
    change:
      available === '1' ? { available: true } : { available: false, availableStr: words, until },
  };
}

export const StaffMenuChange: ActionHandler<'StaffMenuChange'> = async (ctx, fields) => {
  const staff = await staffOnly(ctx);
  if (!staff.ok) return fail(staff.message);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const parsed = parseChange(fields);
  if ('refused' in parsed) return fail(parsed.refused);
  const { merchantId } = staff.device;
  const who = { merchantId, customerId: ctx.session.customerId, at: ctx.now, requestId };
  const answer = await changeOnce(
    ctx,
    requestId,
    'StaffMenuChange',
    async (trx): Promise<ChangeOutcome<StaffMenuChangeResponse>> => {
      if (parsed.target === 'fulfilment') {
        const fulfilment = await changeFulfilment(trx, who, parsed.code, parsed.paused);
        return fulfilment
          ? { ok: true, data: { fulfilment } }
          : { ok: false, message: MESSAGES.fulfilmentTypeUnavailable };
      }
      const store = await staffStore(trx, ctx.catalogue, merchantId, ctx.now);
      if (!store) return { ok: false, message: MESSAGES.staffNoMerchant };
      const item = await changeItem(trx, who, parsed.itemId, parsed.change, store.markEndsAt);
      return item
        ? { ok: true, data: { item } }
        : { ok: false, message: MESSAGES.menuItemDoesNotExist };
    },
  );
  // This process's next menu call sees the change without waiting for the notification.
  ctx.hot.invalidate(`menus:${ctx.brand.id}`);
  return answer;
};
