/**
 * load_checkout's menu, customer and merchant parts (spec 2 §3 'Cart response'), from the
 * database: the menu's checkout settings, methods and classes; the caller (a guest is id 0, status
 * 0, with empty lists); the merchant's locale, wallet flags, surcharge percents, the brand's
 * Braintree key and the payment sandbox's origin.
 */
import type { Kysely } from 'kysely';
import {
  GUEST_CHECKOUT_CUSTOMER,
  type CheckoutCustomer,
  type CheckoutMenu,
  type CheckoutMerchant,
} from '@api/manageCart';
import { joinAddressParts } from '@domain/addressParts';
import { customerBalanceCents } from '../accounts/balance';
import { customerCardFields } from '../accounts/savedCard';
import type { Database } from '../db/schema';
import type { MerchantConfig } from '../menu/catalogue';
import type { TradingState } from '../menu/trading';
import type { BrandRow, Payments } from '../protocol/context';
import { percentFromBasisPoints } from './pricing';
import type { MenuCheckout } from './settings';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function checkoutMenu(
  menu: { id: number; name: string },
  config: MerchantConfig,
  checkout: MenuCheckout,
): CheckoutMenu {
  const { settings } = checkout;
  return {
    menu_id: menu.id,
    menu_name: menu.name,
    checkout_notice: settings.checkout_notice,
    allow_promo_codes: flag(config.row.allow_promo_codes),
    allow_order_notes: flag(settings.allow_order_notes),
    require_registration: flag(settings.require_registration),
    is_students_enabled: flag(settings.students_enabled),
    student_name_label: settings.student_name_label,
    contactless: settings.contactless,
    custom_fields: settings.custom_fields,
    custom_fields_label: settings.custom_fields_label,
    student_classes: checkout.classes,
    payment_methods: checkout.methods.map((method) => ({
      id: method.id,
      code: method.code,
      icon: method.icon,
      desc: method.description,
      info: method.info,
    })),
    terms_required: flag(settings.terms_required),
    terms_url: settings.terms_url,
    age_limit_required: flag(settings.age_limit_required),
    age_limit_text: settings.age_limit_text,
  };
}

/**
 * The caller as the checkout shows them, with their balance (the ledger's sum) and saved card at
 * `now`; a guest (or an unknown customer) is GUEST_CHECKOUT_CUSTOMER.
 */
export async function checkoutCustomer(
  db: Kysely<Database>,
  brandId: number,
  customerId: number,
  now: Date,
): Promise<CheckoutCustomer> {
  if (customerId <= 0) return GUEST_CHECKOUT_CUSTOMER;
  const [customer, addresses, balance, card] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['id', 'name', 'email', 'status', 'mobile', 'auto_topup_cents'])
      .where('id', '=', customerId)
      .where('brand_id', '=', brandId)
      .executeTakeFirst(),
    db
      .selectFrom('customer_addresses')
      .select(['id', 'address1', 'address2', 'city', 'state', 'postcode', 'country'])
      .where('customer_id', '=', customerId)
      .where('brand_id', '=', brandId)
      .orderBy('id')
      .execute(),
    customerBalanceCents(db, customerId),
    customerCardFields(db, customerId, now),
  ]);
  if (!customer) return GUEST_CHECKOUT_CUSTOMER;
  return {
    ...GUEST_CHECKOUT_CUSTOMER,
    id: customer.id,
    name: customer.name,
    email: customer.email,
    status: customer.status,
    mobile: customer.mobile,
    balance,
    ...card,
    auto_topup_amount: customer.auto_topup_cents,
    delivery_addresses: addresses.map(({ id, ...parts }) => ({
      id,
      address: joinAddressParts(parts),
    })),
  };
}

export function checkoutMerchant(input: {
  config: MerchantConfig;
  menuId: number;
  brand: BrandRow;
  payments: Payments | null;
  trading: TradingState;
  checkout: MenuCheckout;
}): CheckoutMerchant {
  const { row } = input.config;
  const offers = (code: string) => input.checkout.methods.some((method) => method.code === code);
  return {
    id: row.id,
    menu_id: input.menuId,
    name: row.name,
    suburb: row.suburb,
    address1: row.address1,
    phone: row.phone,
    logo_square_url: row.logo_square_url,
    locale: row.locale,
    is_apple_pay_enabled: flag(row.apple_pay_enabled && offers('APPLE')),
    is_google_pay_enabled: flag(row.google_pay_enabled && offers('GOOGLE')),
    is_eftpos_enabled: flag(row.eftpos_enabled && offers('eftpos')),
    is_billing_address_required: flag(row.billing_address_required),
    is_braintree_payments_enabled: flag(input.payments !== null && offers('CC')),
    braintree_tokenization_key: input.brand.braintree_tokenization_key,
    payment_sandbox_origin: input.payments?.sandboxOrigin ?? '',
    surcharge_percent_cc: percentFromBasisPoints(row.surcharge_cc_bp),
    surcharge_percent_amex: percentFromBasisPoints(row.surcharge_amex_bp),
    surcharge_percent_paypal: percentFromBasisPoints(row.surcharge_paypal_bp),
    local_ts: input.trading.clock.iso,
    timezone: row.timezone,
    promo_text: row.promo_text,
    payment_text: row.payment_text,
    delivery_text: row.delivery_text,
    warning_text: row.warning_text,
  };
}
