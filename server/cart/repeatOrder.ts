/**
 * ManageCart repeat_order (spec 1 §4 'A repeat order goes to /checkout on success', §7): the
 * caller's past order becomes the cart. Its lines replace the cart's, priced again from today's menu;
 * lines whose item is gone, unavailable or whose options no longer fit are left out. An order
 * placed on another store's copy of the menu is matched by item name.
 */
import { fail, succeed } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { cartAnswer, type SubActionHandler } from './call';
import { openCart } from './cartStore';
import { priceLine, type PricedLine } from './itemLine';
import { idField } from './parse';

export const repeatOrder: SubActionHandler = async (call, fields) => {
  const { trx, key, target } = call;
  const orderId = idField(fields, 'order_id');
  const order =
    orderId === null
      ? undefined
      : await trx
          .selectFrom('orders')
          .select(['id', 'menu_id'])
          .where('id', '=', orderId)
          .where('brand_id', '=', key.brandId)
          .where('owner', '=', key.owner)
          .executeTakeFirst();
  if (!order) return fail(MESSAGES.orderNotFound);

  const [items, content] = await Promise.all([
    trx
      .selectFrom('order_items')
      .select(['menu_item_id', 'name', 'quantity', 'options'])
      .where('order_id', '=', order.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    call.ctx.catalogue.menuContent(trx, { id: target.menuId, version: target.menuVersion }),
  ]);
  const byName = new Map([...content.items.values()].map((entry) => [entry.details.name, entry]));
  const lines: PricedLine[] = items.flatMap((item) => {
    const entry =
      order.menu_id === target.menuId
        ? content.items.get(item.menu_item_id)
        : byName.get(item.name);
    const priced = entry && priceLine(entry, item);
    return priced?.ok ? [priced.data] : [];
  });
  if (lines.length === 0) return fail(MESSAGES.orderItemsUnavailable);

  const cart = await openCart(trx, key);
  await trx.deleteFrom('cart_items').where('cart_id', '=', cart.id).execute();
  await trx
    .insertInto('cart_items')
    .values(
      lines.map((line) => ({
        cart_id: cart.id,
        menu_item_id: line.menuItemId,
        name: line.name,
        quantity: line.quantity,
        options: JSON.stringify(line.options),
        option_lines: JSON.stringify(line.optionLines),
        unit_price_cents: line.unitPrice,
      })),
    )
    .execute();
  await trx
    .updateTable('carts')
    .set({ updated_at: call.ctx.now })
    .where('id', '=', cart.id)
    .execute();
  call.ctx.log.debug({ cart: cart.id, order: order.id, lines: lines.length }, 'order repeated');
  return succeed(await cartAnswer(call, cart, 'repeat_order', { affects: true }));
};
