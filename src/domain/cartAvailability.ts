/**
 * Which cart lines hold an item the menu now says cannot be ordered (sold out, paused by staff),
 * and the words each line shows: the item's available_str, else 'Product unavailable' (spec 1
 * §5, the menu's own words for an unavailable item). Read from the menu as last fetched, so a
 * change heard on the menu's live channel marks the line before checkout refuses it.
 */
import { PRODUCT_UNAVAILABLE } from './messages';

export function unavailableLines(
  lines: readonly { cart_item_slot_id: number; menu_item_id: number }[],
  menuItems: readonly { id: number; is_available: 0 | 1; available_str: string }[],
): ReadonlyMap<number, string> {
  const byId = new Map(menuItems.map((item) => [item.id, item]));
  const marked = new Map<number, string>();
  for (const line of lines) {
    const item = byId.get(line.menu_item_id);
    if (item !== undefined && item.is_available !== 1)
      marked.set(line.cart_item_slot_id, item.available_str || PRODUCT_UNAVAILABLE);
  }
  return marked;
}
