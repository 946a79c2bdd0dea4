import { productUnavailableMessage } from '@domain/serverPhrases';
import type { CartCall } from '../../cart/call';
import { priceLine } from '../../cart/itemLine';
import { fail, succeed, type ActionResult } from '../../protocol/context';
import type { PlannedLine } from '../validate';

type CartItem = {
  menu_item_id: number;
  name: string;
  quantity: number;
  options: Readonly<Record<string, number>>;
};

/** The cart's products, priced again from today's menu; the first no longer offered refuses. */
export async function plannedLines(
  call: CartCall,
  items: readonly CartItem[],
): Promise<ActionResult<PlannedLine[]>> {
  const { trx, target, ctx } = call;
  const content = await ctx.catalogue.menuContent(trx, {
    id: target.menuId,
    version: target.menuVersion,
  });
  const lines: PlannedLine[] = [];
  for (const item of items) {
    const entry = content.items.get(item.menu_item_id);
    const priced = entry && priceLine(entry, { quantity: item.quantity, options: item.options });
    if (!priced || !priced.ok) return fail(productUnavailableMessage(item.name));
    lines.push(priced.data);
  }
  return succeed(lines);
}
