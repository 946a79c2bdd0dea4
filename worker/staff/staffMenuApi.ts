/**
 * The staff Menu tab's worker functions: the store's items and fulfilment types (StaffMenu) and
 * its changes list (StaffMenuChanges) into Dexie, and the changes staff make (sold out, back on,
 * pause, resume) sent through the outbox like the board's moves: queued with a request_id made
 * once with the row, shown waiting while offline, kept across a reload, sent once when the
 * network returns (the server answers a repeat with its first answer). While the tab is open it
 * follows the store's menu channel, so another device's change or a mark ending at close shows.
 */
import Dexie from 'dexie';
import type { StaffMenuChangeRequest, StaffMenuChangeResponse } from '@/api/staffMenu';
import { fail, ok, type Result } from '@/domain/result';
import { menuChangeLabel, SOLD_OUT_TODAY, type SoldOutUntil } from '@/domain/staffMenuChange';
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import type { OutboxRow } from '@worker/db/rows';
import type { EventStreamDeps } from '@worker/live/eventStream';
import { createLogger } from '@worker/log';
import { createStaffMenuChannel } from './staffMenuChannel';
import { STAFF_MENU_ACTION } from './staffActions';

const log = createLogger('staff-menu');

/** The wire request a queued row stands for (its payload holds the change's own fields). */
export function staffMenuRequest(row: OutboxRow): StaffMenuChangeRequest {
  const { payload } = row;
  if (payload.target === 'fulfilment')
    return {
      target: 'fulfilment',
      code: payload.code ?? '',
      paused: payload.paused === '1' ? '1' : '0',
      request_id: row.requestId,
    };
  return {
    target: 'item',
    item_id: payload.item_id ?? '',
    available: payload.available === '1' ? '1' : '0',
    ...(payload.available_str ? { available_str: payload.available_str } : {}),
    ...(payload.until === 'manual' || payload.until === 'close' ? { until: payload.until } : {}),
    request_id: row.requestId,
  };
}

export type StaffMenuChangeInput = {
  /** Made in the tap's handler: one tap, one change, however often the call arrives. */
  requestId: string;
} & (
  | { target: 'item'; itemId: number; available: boolean; until?: SoldOutUntil }
  | { target: 'fulfilment'; code: string; paused: boolean }
);

export function createStaffMenuApi(
  ctx: WorkerContext,
  outbox: Outbox,
  deps: EventStreamDeps & { origin: string },
) {
  const { db } = ctx;
  const customerId = async () => (await db.customer.get('current'))?.id ?? 0;
  // A change's answer applied after the menu was asked for is newer than that menu (a reconnect
  // reloads the tab while the outbox sends): each applied change takes the next number, and a
  // loaded menu keeps the entries changed after it was asked for as they were applied.
  let applied = 0;
  const changedAt = new Map<string, number>();
  const itemKey = (id: number) => `item:${id}`;
  const typeKey = (code: string) => `fulfilment:${code}`;
  let loading: Promise<Result<{ items: number }>> | null = null;
  let loadAgain = false;

  async function loadChanges(): Promise<Result<{ changes: number }>> {
    const answer = await ctx.protocol.call('StaffMenuChanges', {});
    if (!answer.ok) {
      log.info(`StaffMenuChanges: ${answer.error.message}`);
      return answer;
    }
    await db.staffMenuChanges.put({
      key: 'current',
      customerId: await customerId(),
      changes: answer.data.changes,
      fetchedAt: ctx.now(),
    });
    return ok({ changes: answer.data.changes.length });
  }

  async function fetchMenu(): Promise<Result<{ items: number }>> {
    const askedAfter = applied;
    const answer = await ctx.protocol.call('StaffMenu', {});
    if (!answer.ok) {
      log.info(`StaffMenu: ${answer.error.message}`);
      return answer;
    }
    const newer = (key: string) => (changedAt.get(key) ?? 0) > askedAfter;
    const owner = await customerId();
    await db.transaction('rw', [db.staffMenu], async () => {
      const held = await db.staffMenu.get('current');
      const kept = held?.customerId === owner ? held.answer : null;
      const items = answer.data.items.map(
        (item) =>
          (newer(itemKey(item.id)) && kept?.items.find((entry) => entry.id === item.id)) || item,
      );
      const fulfilment = answer.data.fulfilment.map(
        (type) =>
          (newer(typeKey(type.code)) &&
            kept?.fulfilment.find((entry) => entry.code === type.code)) ||
          type,
      );
      await db.staffMenu.put({
        key: 'current',
        customerId: owner,
        answer: { ...answer.data, items, fulfilment },
        fetchedAt: ctx.now(),
      });
    });
    return ok({ items: answer.data.items.length });
  }

  /** One load at a time; a call made meanwhile gets one more load after it (events coalesce). */
  function loadMenuOnce(): Promise<Result<{ items: number }>> {
    if (loading !== null) {
      loadAgain = true;
      return loading;
    }
    loading = fetchMenu().finally(() => {
      loading = null;
      if (loadAgain) {
        loadAgain = false;
        void loadMenuOnce();
      }
    });
    return loading;
  }

  const channel = createStaffMenuChannel(ctx, deps, async () => {
    await Promise.all([loadMenuOnce(), loadChanges()]);
  });

  outbox.register(STAFF_MENU_ACTION, {
    tables: [db.staffMenu],
    send: (row, options) => ctx.protocol.call('StaffMenuChange', staffMenuRequest(row), options),
    apply: async (answer) => {
      const { item, fulfilment } = answer as StaffMenuChangeResponse;
      const menu = await db.staffMenu.get('current');
      if (menu === undefined) return;
      const items = item
        ? menu.answer.items.map((entry) => (entry.id === item.id ? item : entry))
        : menu.answer.items;
      const types = fulfilment
        ? menu.answer.fulfilment.map((entry) =>
            entry.code === fulfilment.code ? fulfilment : entry,
          )
        : menu.answer.fulfilment;
      applied += 1;
      if (item) changedAt.set(itemKey(item.id), applied);
      if (fulfilment) changedAt.set(typeKey(fulfilment.code), applied);
      await db.staffMenu.put({ ...menu, answer: { ...menu.answer, items, fulfilment: types } });
      // The manager's list gains the change (read outside the outbox's transaction).
      void Dexie.ignoreTransaction(() => loadChanges());
    },
  });

  return {
    /**
     * Loads the store's items and fulfilment types into Dexie (the Menu tab's live read,
     * `staffMenu`). Refused for anyone but staff ('Staff account required').
     */
    loadStaffMenu(_input: Record<string, never> = {}): Promise<Result<{ items: number }>> {
      return loadMenuOnce();
    },

    /** Loads the store's changes list (who, when, what), newest first, into Dexie. */
    loadStaffMenuChanges(_input: Record<string, never> = {}): Promise<Result<{ changes: number }>> {
      return loadChanges();
    },

    /**
     * Marks an item sold out (until the store's close unless `until: 'manual'`) or back on, or
     * pauses or resumes a fulfilment type. Queued in the outbox with its request_id and sent at
     * once when online; offline it waits (the tab shows it waiting) and is sent when the network
     * returns, once. Answers 'sent', 'queued', or the server's refusal.
     */
    async changeStaffMenu(
      input: StaffMenuChangeInput,
    ): Promise<Result<{ state: 'sent' | 'queued' }>> {
      const menu = await db.staffMenu.get('current');
      if (menu === undefined) return fail('not-found', 'Menu not loaded');
      let payload: Record<string, string>;
      let label: string;
      if (input.target === 'item') {
        const item = menu.answer.items.find((entry) => entry.id === input.itemId);
        if (item === undefined) return fail('not-found', 'Item not found');
        const until = input.until ?? 'close';
        const closesAt = menu.answer.merchant.closes_at;
        payload = input.available
          ? { target: 'item', item_id: String(item.id), available: '1' }
          : {
              target: 'item',
              item_id: String(item.id),
              available: '0',
              available_str: SOLD_OUT_TODAY,
              until,
              ...(until === 'close' && closesAt !== null ? { closes_at: closesAt } : {}),
            };
        label = menuChangeLabel({ target: 'item', name: item.name, available: input.available });
      } else {
        const type = menu.answer.fulfilment.find((entry) => entry.code === input.code);
        if (type === undefined) return fail('not-found', 'Fulfilment type not found');
        payload = { target: 'fulfilment', code: type.code, paused: input.paused ? '1' : '0' };
        label = menuChangeLabel({ target: 'fulfilment', verb: type.verb, paused: input.paused });
      }
      const outcome = await outbox.enqueue({
        requestId: input.requestId,
        action: STAFF_MENU_ACTION,
        payload,
        label,
      });
      if (outcome.state === 'refused') return fail(outcome.error.code, outcome.error.message);
      return ok({ state: outcome.state });
    },

    ...channel,

    /** Dismisses a refused change shown on the tab (its outbox row). */
    async dismissStaffMenuChange(input: {
      outboxId: number;
    }): Promise<Result<{ removed: boolean }>> {
      return ok({ removed: await outbox.remove(input.outboxId) });
    },
  };
}
