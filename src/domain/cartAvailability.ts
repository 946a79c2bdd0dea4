/**
 * Which cart lines hold an item the menu now says cannot be ordered (sold out, paused by staff),
 * and the words each line shows: the item's available_str, else 'Product unavailable' (spec 1
 * §5, the menu's own words for an unavailable item). The menu as last fetched decides, since it
 * follows the menu's live channel (a change marks the line before checkout refuses it, and back on
 * clears it); for an item the menu no longer lists, the cart answer's own flag on the line does.
 */
import { PRODUCT_UNAVAILABLE } from './messages';

export function unavailableLines(
  lines: readonly {
    cart_item_slot_id: number;
    menu_item_id: number;
    is_available?: 0 | 1;
    available_str?: string;
  }[],
  menuItems: readonly { id: number; is_available: 0 | 1; available_str: string }[],
): ReadonlyMap<number, string> {
  const byId = new Map(menuItems.map((item) => [item.id, item]));
  const marked = new Map<number, string>();
  for (const line of lines) {
    const said = byId.get(line.menu_item_id) ?? line;
    if (said.is_available === 0)
      marked.set(line.cart_item_slot_id, said.available_str || PRODUCT_UNAVAILABLE);
  }
  return marked;
}
