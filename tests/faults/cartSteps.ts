/**
 * The customer browses the menu, adds lines and changes a quantity, each a mutating call the
 * schedule may fault; then the network comes back and the outbox is given the time to drain.
 */
import { queryCart, queryMenu } from '@worker/db/queries';
import { inCatalogue } from './catalogue';
import type { Device } from './device';
import { RELOADED } from './drive';
import type { Schedule } from './schedule';
import { SLUG } from './testBed';
import type { Told } from './told';

/** Flushes until nothing waits; after a few rounds the network calms, so it always ends. */
export async function settleOutbox(device: Device, schedule: Schedule): Promise<void> {
  for (let round = 0; ; round += 1) {
    if (round === 4) schedule.calm();
    if (round > 30) throw new Error('the outbox never drained');
    device.heal();
    const flushed = await device.run((api) => api.flushOutbox());
    if (flushed === RELOADED) {
      device.reload();
      continue;
    }
    if (flushed.ok && flushed.data.pending === 0) return;
  }
}

/** Loads the menu (a read: the network is up), retrying across reloads. */
export async function openMenu(device: Device) {
  for (;;) {
    const loaded = await device.run((api) => api.loadMenu({ slug: SLUG }));
    if (loaded === RELOADED) device.reload();
    else if (loaded.ok) break;
    else throw new Error(`menu did not load: ${loaded.error.message}`);
  }
  const menu = await queryMenu(device.db, SLUG);
  return (menu?.items ?? []).filter((i) => i.option_count === 0 && i.is_available === 1);
}

/** Lines told 'sent' or 'queued' that the outbox later marked failed are told failed instead. */
async function dropFailedRows(device: Device, told: Told, byRequest: Map<string, number>) {
  for (const row of await device.db.outbox.toArray()) {
    const item = byRequest.get(row.requestId);
    if (row.status === 'failed' && item !== undefined) told.lines.delete(item);
  }
}

/** add_to_order of one plain item; the line counts as told once the call said sent or queued. */
export async function addLine(
  device: Device,
  schedule: Schedule,
  told: Told,
  item: { id: number; name: string },
  quantity: number,
  byRequest: Map<string, number>,
): Promise<void> {
  const requestId = schedule.uuid();
  byRequest.set(requestId, item.id);
  const added = await device.run((api) =>
    api.addToCart({
      requestId,
      slug: SLUG,
      item: { menu_item_id: item.id, quantity, options: {}, cart_item_slot_id: -1 },
      label: item.name,
    }),
  );
  // A reload after the row was stored: the new page's outbox sends it.
  if (added === RELOADED) device.reload();
  else if (!added.ok) {
    noteMessage(told, added.error.message);
    return;
  }
  told.lines.set(item.id, quantity);
}

export async function fillCart(device: Device, schedule: Schedule, told: Told): Promise<void> {
  const { choices } = schedule;
  const items = await openMenu(device);
  if (items.length < 3) throw new Error('the demo menu needs three plain items');
  const byRequest = new Map<string, number>();
  const lines = 1 + choices.int(3);
  for (let n = 0; n < lines; n += 1) {
    const item = items[(n + choices.int(items.length)) % items.length]!;
    if (!told.lines.has(item.id))
      await addLine(device, schedule, told, item, 1 + choices.int(3), byRequest);
  }
  await settleOutbox(device, schedule);
  await dropFailedRows(device, told, byRequest);

  if (told.lines.size > 0 && choices.chance(0.5))
    await changeQuantity(device, schedule, told, byRequest);
}

/** Adds one of an item not in the cart yet, one with cents if there is one (and waits for the outbox). */
export async function addAnotherLine(
  device: Device,
  schedule: Schedule,
  told: Told,
): Promise<void> {
  const items = await openMenu(device);
  // One whose price has cents: a whole-dollar dish leaves the total's cents where they were.
  const fresh = items.filter((candidate) => !told.lines.has(candidate.id));
  const item = fresh.find((candidate) => candidate.price % 100 !== 0) ?? fresh[0];
  if (!item) throw new Error('every plain item is in the cart already');
  const byRequest = new Map<string, number>();
  await addLine(device, schedule, told, item, 1, byRequest);
  await settleOutbox(device, schedule);
  await dropFailedRows(device, told, byRequest);
}

/** update_quantity on one line of the cart as the server last answered it. */
export async function changeQuantity(
  device: Device,
  schedule: Schedule,
  told: Told,
  byRequest = new Map<string, number>(),
  quantity = 1 + schedule.choices.int(4),
): Promise<void> {
  const cart = await queryCart(device.db);
  const line = cart?.order.items.find((l) => told.lines.has(l.menu_item_id));
  if (!line) throw new Error(`no cart line to change: ${JSON.stringify(cart?.order.items)}`);
  const requestId = schedule.uuid();
  byRequest.set(requestId, line.menu_item_id);
  const changed = await device.run((api) =>
    api.updateQuantity({
      requestId,
      slug: SLUG,
      line: { cart_item_slot_id: line.cart_item_slot_id, quantity },
      label: line.name,
    }),
  );
  if (changed === RELOADED) device.reload();
  else if (!changed.ok) {
    schedule.note(`update_quantity refused: ${changed.error.message}`);
    noteMessage(told, changed.error.message);
    await settleOutbox(device, schedule);
    return;
  }
  told.lines.set(line.menu_item_id, quantity);
  await settleOutbox(device, schedule);
  for (const row of await device.db.outbox.toArray())
    if (row.requestId === requestId && row.status === 'failed')
      throw new Error(`update_quantity refused after it was queued: ${row.lastError}`);
}

/** A failure shown to the customer: it must be the catalogue's words. */
export function noteMessage(told: Told, message: string): void {
  if (!inCatalogue(message)) told.offCatalogue.push(message);
}
