/** RequestAction Merchants: the locations list (spec 1 §3 Merchant, §7). */
import { z } from 'zod/mini';
import { flag, fulfilmentTypeSummarySchema, localeSchema } from './common';

export type MerchantsRequest = {
  set: 'COORDS' | 'ALL';
  lat?: string;
  long?: string;
  state?: string;
  search?: string;
};

export const merchantSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  address1: z.string(),
  suburb: z.string(),
  phone: z.string(),
  /** 'online', 'offline', or anything else (coming soon). */
  status: z.string(),
  always_open: flag,
  order_for_later: flag,
  /** Kilometres from the position sent, or null when no position was sent. */
  distance_from_position: z.nullable(z.number()),
  menus: z.array(z.object({ name: z.string() })),
  menu_id: z.int(),
  fulfilment: z.array(fulfilmentTypeSummarySchema),
  payment_methods: z.array(z.string()),
  logo_square_url: z.string(),
  hero_img_url: z.string(),
  cstext: z.string(),
  locale: localeSchema,
  promo_text: z.string(),
  payment_text: z.string(),
  delivery_text: z.string(),
  warning_text: z.string(),
  group_menu_by_category: flag,
  location: z.object({ lat: z.number(), long: z.number(), radius: z.number() }),
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

export const merchantGroupSchema = z.object({
  id: z.int(),
  code: z.string(),
  group_title: z.string(),
  group_subtitle: z.string(),
  is_active: flag,
  merchants: z.array(z.int()),
  logo_square_url: z.string(),
  hero_img_url: z.string(),
});
export type MerchantGroup = z.infer<typeof merchantGroupSchema>;

export const merchantsResponseSchema = z.object({
  merchants: z.array(merchantSummarySchema),
  history: z.array(z.int()),
  /**
   * Not a spec field: the listed locations a signed-in member marked as favourites (the 'fave'
   * filter), the most recently marked first; empty for anyone else. Absent from older servers.
   */
  favourites: z.optional(z.array(z.int())),
  merchant_types: z.array(z.string()),
  merchant_groups: z.array(merchantGroupSchema),
  settings: z.object({
    set: z.enum(['COORDS', 'ALL']),
    promo_text: z.string(),
    payment_text: z.string(),
    delivery_text: z.string(),
    warning_text: z.string(),
  }),
});
export type MerchantsResponse = z.infer<typeof merchantsResponseSchema>;
