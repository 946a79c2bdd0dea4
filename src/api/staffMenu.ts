/**
 * The staff device's Menu tab, shared by the worker and the server. Staff (status 8) only, for the
 * store their device is set to:
 *
 * - StaffMenu: the store's menu items (name, category, availability) and its fulfilment types
 *   (paused or not), with when the store closes today, so the tab can say how long a mark lasts.
 * - StaffMenuChange: marks an item sold out or back on, or pauses or resumes a fulfilment type.
 *   Needs request_id: a change queued offline and sent again changes once and answers the first
 *   answer. A sold-out mark ends at the store's close (`until: 'close'`) unless staff keep it until
 *   they turn it back on (`until: 'manual'`). Answers the changed entry.
 * - StaffMenuChanges: every change at the store, newest first: who, when and what.
 */
import { z } from 'zod/mini';

export type StaffMenuRequest = Record<string, never>;

export type StaffMenuChangeRequest = {
  request_id: string;
} & (
  | {
      target: 'item';
      item_id: string;
      /** '0' sold out, '1' back on. */
      available: '0' | '1';
      /** Shown instead of the add button; 'Sold out today' when empty. */
      available_str?: string;
      until?: 'close' | 'manual';
    }
  | {
      target: 'fulfilment';
      code: string;
      /** '1' pauses the type at this store, '0' resumes it. */
      paused: '0' | '1';
    }
);

export type StaffMenuChangesRequest = Record<string, never>;

export const staffMenuItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  category: z.string(),
  price: z.int(),
  is_available: z.union([z.literal(0), z.literal(1)]),
  available_str: z.string(),
  /** Merchant-local 'yyyy-MM-ddTHH:mm' when the sold-out mark ends by itself; null: until turned back on (or available). */
  sold_out_until: z.nullable(z.string()),
});
export type StaffMenuItem = z.infer<typeof staffMenuItemSchema>;

export const staffFulfilmentSchema = z.object({
  code: z.string(),
  verb: z.string(),
  paused: z.union([z.literal(0), z.literal(1)]),
});
export type StaffFulfilment = z.infer<typeof staffFulfilmentSchema>;

export const staffMenuResponseSchema = z.object({
  merchant: z.object({
    id: z.int(),
    name: z.string(),
    slug: z.string(),
    currency_sign: z.string(),
    /** Merchant-local 'yyyy-MM-ddTHH:mm' of today's close; null when the store is closed today. */
    closes_at: z.nullable(z.string()),
  }),
  items: z.array(staffMenuItemSchema),
  fulfilment: z.array(staffFulfilmentSchema),
});
export type StaffMenuResponse = z.infer<typeof staffMenuResponseSchema>;

export const staffMenuChangeResponseSchema = z.object({
  item: z.optional(staffMenuItemSchema),
  fulfilment: z.optional(staffFulfilmentSchema),
});
export type StaffMenuChangeResponse = z.infer<typeof staffMenuChangeResponseSchema>;

export const staffMenuChangeEntrySchema = z.object({
  id: z.int(),
  /** Merchant-local 'yyyy-MM-ddTHH:mm:ss'. */
  at: z.string(),
  /** The staff member's name. */
  by: z.string(),
  /** e.g. 'Moussaka sold out until close', 'Moussaka back on', 'Delivery paused'. */
  what: z.string(),
});
export type StaffMenuChangeEntry = z.infer<typeof staffMenuChangeEntrySchema>;

export const staffMenuChangesResponseSchema = z.object({
  changes: z.array(staffMenuChangeEntrySchema),
});
export type StaffMenuChangesResponse = z.infer<typeof staffMenuChangesResponseSchema>;
