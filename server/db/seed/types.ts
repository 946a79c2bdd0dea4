/** The shape of the seed data: a brand's locations, menus and modifiers, written as plain data. */
import type { Locale } from '@api/common';
import type { WeekdayKey } from '@api/weekdays';
import type { DishArt, DishKind } from '../../media/dishArt';
import type { FulfilmentTypeRow } from '../../menu/fulfilment';

/** Spec 1 §9 dietary codes; H is Halal. */
export type Diet = 'GF' | 'EF' | 'DF' | 'LF' | 'V' | 'VE' | 'H';

/** [description, price offset in cents, is default] */
export type SeedOption = readonly [string, number, boolean?];

export type SeedGroup = {
  name: string;
  mandatory: boolean;
  multiselect: boolean;
  /** 0 or absent: no limit. */
  maxSelect?: number;
  options: readonly SeedOption[];
};

export type SeedItem = {
  name: string;
  desc: string;
  /** Cents. */
  price: number;
  diet?: readonly Diet[];
  /** Keys of the menu's `groups`, in the order the popup shows them. */
  groups?: readonly string[];
  art: DishArt;
  /** Present when the item is unavailable: the text shown instead ('' lets the client say 'Product unavailable'). */
  unavailable?: string;
  maxQty?: number;
  notes?: string;
};

export type SeedCategory = {
  name: string;
  desc?: string;
  /** Background colour of the category's illustrations. */
  backdrop: string;
  items: readonly SeedItem[];
  children?: readonly SeedCategory[];
};

export type SeedMenu = {
  name: string;
  groups: Readonly<Record<string, SeedGroup>>;
  categories: readonly SeedCategory[];
};

/** [open, close] in 'HH:mm', or null for closed. */
export type SeedDay = readonly [string, string] | null;

export type SeedMerchant = {
  slug: string;
  name: string;
  merchantType: string;
  address1: string;
  suburb: string;
  state: string;
  postcode: string;
  phone: string;
  status: 'trading' | 'coming_soon';
  cstext?: string;
  alwaysOpen?: boolean;
  orderForLater: boolean;
  lat: number;
  long: number;
  radiusKm: number;
  timezone: string;
  locale: Locale;
  texts?: {
    promo?: string;
    payment?: string;
    delivery?: string;
    warning?: string;
    notice?: string;
  };
  paymentMethods: readonly string[];
  hours: Readonly<Record<WeekdayKey, SeedDay>>;
  specials: readonly { date: string; name: string; hours: SeedDay }[];
  fulfilment: readonly FulfilmentTypeRow[];
  /** The menu, whose slug is the merchant's; absent for a location that does not trade yet. */
  menu?: SeedMenu;
};

export type SeedBrandContent = {
  locationTexts: { promo: string; payment: string; delivery: string; warning: string };
  merchants: readonly SeedMerchant[];
  groups: readonly {
    code: string;
    title: string;
    subtitle: string;
    merchants: readonly string[];
  }[];
};

export function art(kind: DishKind, food: string, ...accents: string[]): DishArt {
  return { kind, food, accents };
}

export const AU_LOCALE: Locale = {
  currency_sign: '$',
  currency_code: 'AUD',
  country_code: 'AU',
  labels: {
    address1: 'Street address',
    address2: 'Unit, level or building',
    city_suburb: 'Suburb',
    state: 'State',
    postcode: 'Postcode',
  },
};
