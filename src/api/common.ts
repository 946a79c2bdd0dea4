/** Building blocks shared by several RequestActions. Money is integer cents on the wire. */
import { z } from 'zod/mini';

/** The server's 0/1 flags. */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** The delivery address as the server holds it on a cart and answers it from DeliveryAddress. */
export const deliveryAddressFields = {
  delivery_address_id: z.int(),
  delivery_address: z.string(),
  delivery_address1: z.string(),
  delivery_address2: z.string(),
  delivery_city: z.string(),
  delivery_state: z.string(),
  delivery_postcode: z.string(),
  delivery_country: z.string(),
};

export const localeSchema = z.object({
  currency_sign: z.string(),
  currency_code: z.string(),
  country_code: z.string(),
  labels: z.object({
    address1: z.string(),
    address2: z.string(),
    city_suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
  }),
});
export type Locale = z.infer<typeof localeSchema>;

export const FULFILMENT_CODES = [
  'pickup',
  'delivery',
  'dinein',
  'booking',
  'catering',
  'custom',
] as const;
export type FulfilmentCode = (typeof FULFILMENT_CODES)[number];

export const fulfilmentTypeSummarySchema = z.object({
  code: z.enum(FULFILMENT_CODES),
  /** walking, motorcycle, utensils, calendar, shuttle-van, or a custom icon name */
  icon: z.string(),
  /** The verb used in 'Choose a fulfilment type above' sentences, e.g. 'Pickup'. */
  verb: z.string(),
});
export type FulfilmentTypeSummary = z.infer<typeof fulfilmentTypeSummarySchema>;

export const modifierOptionSchema = z.object({
  id: z.int(),
  desc: z.string(),
  /** Signed cents added to the item price. */
  price_offset: z.int(),
  is_default: flag,
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierGroupSchema = z.object({
  id: z.int(),
  name: z.string(),
  mandatory: flag,
  multiselect: flag,
  /** 0 means no limit. */
  max_select: z.int().check(z.minimum(0)),
  options: z.array(modifierOptionSchema),
});
export type ModifierGroup = z.infer<typeof modifierGroupSchema>;
