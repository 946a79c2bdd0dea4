/**
 * The staff Menu tab's live read: the store's items and fulfilment types as last fetched, each with
 * the change the outbox still holds for it (waiting for the network, or refused and waiting to be
 * dismissed) shown as if made, and the store's changes list. Only for the staff member it was
 * fetched for.
 */
import type {
  StaffFulfilment,
  StaffMenuChangeEntry,
  StaffMenuItem,
  StaffMenuResponse,
} from '@/api/staffMenu';
import type { DocketDatabase } from '@worker/db/database';
import type { OutboxRow } from '@worker/db/rows';

import { STAFF_MENU_ACTION } from './staffActions';

export type PendingMenuChange = {
  /** 'waiting': queued or on its way; 'failed': refused, with the server's words. */
  state: 'waiting' | 'failed';
  error: string | null;
  outboxId: number;
  /** What the change asks for, in the outbox's words ('Moussaka: sold out'). */
  label: string;
};

export type StaffMenuView = {
  merchant: StaffMenuResponse['merchant'];
  items: (StaffMenuItem & { change: PendingMenuChange | null })[];
  fulfilment: (StaffFulfilment & { change: PendingMenuChange | null })[];
  /** null until the changes list has been fetched. */
  changes: StaffMenuChangeEntry[] | null;
};

function pending(row: OutboxRow | undefined): PendingMenuChange | null {
  if (row?.id === undefined) return null;
  return {
    state: row.status === 'failed' ? 'failed' : 'waiting',
    error: row.lastError,
    outboxId: row.id,
    label: row.label ?? '',
  };
}

/** The item as a waiting change leaves it: sold out (until close or turned back on), or back on. */
function withChange(item: StaffMenuItem, row: OutboxRow | undefined): StaffMenuItem {
  if (row === undefined || row.status === 'failed') return item;
  if (row.payload.available === '1')
    return { ...item, is_available: 1, available_str: '', sold_out_until: null };
  return {
    ...item,
    is_available: 0,
    available_str: row.payload.available_str ?? item.available_str,
    // The end time is the server's to set; until it answers, a mark until close keeps the store's close.
    sold_out_until: row.payload.until === 'manual' ? null : (row.payload.closes_at ?? null),
  };
}

export async function queryStaffMenu(db: DocketDatabase): Promise<StaffMenuView | null> {
  return db.transaction(
    'r',
    [db.staffMenu, db.staffMenuChanges, db.customer, db.outbox],
    async () => {
      const menu = await db.staffMenu.get('current');
      const customer = await db.customer.get('current');
      if (menu === undefined || customer?.id !== menu.customerId) return null;
      const [rows, changes] = await Promise.all([
        db.outbox
          .filter((row) => row.action === STAFF_MENU_ACTION && row.orphaned !== true)
          .toArray(),
        db.staffMenuChanges.get('current'),
      ]);
      const itemRow = (id: number) =>
        rows.findLast((row) => row.payload.target === 'item' && row.payload.item_id === String(id));
      const typeRow = (code: string) =>
        rows.findLast((row) => row.payload.target === 'fulfilment' && row.payload.code === code);
      return {
        merchant: menu.answer.merchant,
        items: menu.answer.items.map((item) => {
          const row = itemRow(item.id);
          return { ...withChange(item, row), change: pending(row) };
        }),
        fulfilment: menu.answer.fulfilment.map((type) => {
          const row = typeRow(type.code);
          const paused =
            row === undefined || row.status === 'failed'
              ? type.paused
              : row.payload.paused === '1'
                ? 1
                : 0;
          return { ...type, paused, change: pending(row) };
        }),
        changes: changes?.customerId === menu.customerId ? changes.changes : null,
      };
    },
  );
}
