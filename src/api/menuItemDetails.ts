/** RequestAction MenuItemDetails (spec 1 §3 item details, §7). */
import { z } from 'zod/mini';
import { modifierGroupSchema } from './common';

export type MenuItemDetailsRequest = {
  menu_item_id: string;
  /** -1 for a new cart line. */
  cart_item_slot_id: string;
};

export const menuItemDetailsResponseSchema = z.object({
  item_id: z.int(),
  name: z.string(),
  desc: z.string(),
  min_qty: z.int(),
  max_qty: z.int(),
  qty_label: z.string(),
  availability_notice: z.string(),
  /** Cents. */
  base_price: z.int(),
  thumb_url: z.string(),
  image_url: z.string(),
  cart_item_slot_id: z.int(),
  options: z.array(modifierGroupSchema),
});
export type MenuItemDetailsResponse = z.infer<typeof menuItemDetailsResponseSchema>;
