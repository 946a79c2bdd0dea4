/**
 * The customer as the account area reads it (spec 3 §3 'Customer', 'Account response'), and the
 * look-ups sign-in needs. Money (balance and saved card) comes from server/accounts/customerMoney.ts,
 * the same read the checkout uses.
 */
import type { Selectable } from 'kysely';
import type { AccountCustomer, AccountSettings, CustomerAccountResponse } from '@api/account';
import { loadPhoneMetadata, metadataCountry, mobileE164 } from '@domain/phone';
import type { CustomersTable } from '../db/schema';
import type { ActionContext } from '../protocol/context';
import { customerMoney } from './customerMoney';
import { socialConnections } from './socialConnections';
import { findStaffDevice } from './staffDevice';

export type CustomerRecord = Selectable<CustomersTable>;

export async function findCustomer(
  ctx: ActionContext,
  customerId: number,
): Promise<CustomerRecord | undefined> {
  if (customerId <= 0) return undefined;
  return ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('brand_id', '=', ctx.brand.id)
    .where('id', '=', customerId)
    .executeTakeFirst();
}

export async function findCustomerByEmail(
  ctx: ActionContext,
  email: string,
): Promise<CustomerRecord | undefined> {
  const wanted = email.trim().toLowerCase();
  if (wanted === '') return undefined;
  return ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('brand_id', '=', ctx.brand.id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', wanted))
    .executeTakeFirst();
}

/** A member with this mobile (E.164), the one with a PIN first. */
export async function findCustomerByMobile(
  ctx: ActionContext,
  e164: string,
): Promise<CustomerRecord | undefined> {
  if (e164 === '') return undefined;
  return ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('brand_id', '=', ctx.brand.id)
    .where('mobile', '=', e164)
    .orderBy((eb) => eb('pin_hash', 'is', null))
    .orderBy('id')
    .executeTakeFirst();
}

/**
 * The number in E.164, read with the country of mobile_metadata (spec 2 §3) or the brand's; '' when
 * it does not parse.
 */
export async function normaliseMobile(
  ctx: ActionContext,
  mobile: string,
  metadata: string,
): Promise<string> {
  if (mobile.trim() === '') return '';
  await loadPhoneMetadata();
  // No metadata: the brand's country reads a local number.
  return mobileE164(mobile, metadataCountry(metadata, ctx.brand.country_code)) ?? '';
}

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export async function accountCustomer(
  ctx: ActionContext,
  row: CustomerRecord,
): Promise<AccountCustomer> {
  const [money, social, addresses] = await Promise.all([
    customerMoney(ctx.db, row.id, ctx.now),
    socialConnections(ctx.db, row.id),
    ctx.db
      .selectFrom('customer_addresses')
      .select(['id', 'address1', 'address2', 'city', 'state', 'postcode'])
      .where('customer_id', '=', row.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    gender: '',
    birthday: row.birthday,
    balance: money.balance,
    balance_held: money.balance_held,
    balance_debit: money.balance_debit,
    balance_transferable: money.balance_transferable,
    status: row.status,
    timezone: '',
    timezone_state: '',
    country_code: row.country_code,
    state: row.state,
    brand_id: row.brand_id,
    merchant_guid: '',
    menu_name: '',
    billing_id: 0,
    payment_gateway_id: 0,
    credit_card_type: money.credit_card_type,
    credit_card_ending: money.credit_card_ending,
    credit_card_notice: money.credit_card_notice,
    credit_card_update: money.credit_card_update,
    credit_card_expired: money.credit_card_expired,
    auto_topup_amount: money.auto_topup_amount,
    has_saved_card: money.has_saved_card,
    has_mobile: flag(row.mobile !== ''),
    has_mobile_pin: flag(row.pin_hash !== null),
    has_temp_mobile_pin: flag(
      (row.pin_hash !== null && row.pin_is_temporary) ||
        (row.temp_pin_expires_at !== null && row.temp_pin_expires_at > ctx.now),
    ),
    is_facebook_connected: 0,
    is_apple_connected: flag(social.apple),
    is_google_connected: flag(social.google),
    close_requested: flag(row.close_requested_at !== null),
    billing_addresses: [],
    delivery_addresses: addresses.map((address) => ({
      id: address.id,
      address: [address.address1, address.address2, address.city, address.state, address.postcode]
        .filter((part) => part !== '')
        .join(', '),
    })),
  };
}

/**
 * The brand's account settings, from its first active merchant (single store: the store). A kiosk's
 * or staff member's `eftpos.pos_guid` is its device's (server/accounts/staffDevice.ts); `secret` is
 * always '': the pinpad secret lives on the device only.
 */
export async function accountSettings(
  ctx: ActionContext,
  customerId = 0,
): Promise<AccountSettings> {
  const device = await findStaffDevice(ctx.db, ctx.brand.id, customerId);
  const merchant = await ctx.db
    .selectFrom('merchants')
    .select([
      'id',
      'name',
      'locale',
      'surcharge_cc_bp',
      'surcharge_amex_bp',
      'surcharge_paypal_bp',
      'apple_pay_enabled',
      'google_pay_enabled',
      'billing_address_required',
    ])
    .where('brand_id', '=', ctx.brand.id)
    .where('active', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirst();
  const methods = merchant ? await storePaymentMethods(ctx, merchant.id) : [];
  return {
    is_standing_orders_enabled: flag(ctx.brand.standing_orders_enabled),
    is_loyalty_schemes_enabled: flag(ctx.brand.loyalty_schemes_enabled),
    is_topup_enabled: flag(ctx.brand.topup_enabled),
    is_apple_pay_enabled: flag(merchant?.apple_pay_enabled ?? false),
    is_google_pay_enabled: flag(merchant?.google_pay_enabled ?? false),
    is_braintree_payments_enabled: flag(ctx.brand.braintree_tokenization_key !== ''),
    is_billing_address_required: flag(merchant?.billing_address_required ?? false),
    is_credit_card_tokenization_enabled: 1,
    is_bitcoin_payments_enabled: flag(methods.some((method) => method.code === 'CB')),
    apple_pay_merchant_id: '',
    apple_pay_merchant_name: merchant?.name ?? ctx.brand.name,
    google_pay_gateway: '',
    google_pay_gateway_id: '',
    google_pay_merchant_id: '',
    google_pay_merchant_name: merchant?.name ?? ctx.brand.name,
    country_code: merchant?.locale.country_code ?? ctx.brand.country_code,
    currency_code: merchant?.locale.currency_code ?? 'AUD',
    currency_sign: merchant?.locale.currency_sign ?? '$',
    braintree_tokenization_key: ctx.brand.braintree_tokenization_key,
    payment_sandbox_origin: ctx.payments?.sandboxOrigin ?? '',
    merchant_name: merchant?.name ?? ctx.brand.name,
    surcharge_percent_cc: (merchant?.surcharge_cc_bp ?? 0) / 100,
    surcharge_percent_amex: (merchant?.surcharge_amex_bp ?? 0) / 100,
    surcharge_percent_paypal: (merchant?.surcharge_paypal_bp ?? 0) / 100,
    payment_methods: methods,
    eftpos: { pos_guid: device?.posGuid ?? '', secret: '' },
  };
}

/** The payment methods of the store's first active menu, as checkout offers them. */
async function storePaymentMethods(
  ctx: ActionContext,
  merchantId: number,
): Promise<AccountSettings['payment_methods']> {
  return ctx.db
    .selectFrom('menu_payment_methods as method')
    .innerJoin('menus', 'menus.id', 'method.menu_id')
    .select(['method.id', 'method.code', 'method.icon', 'method.description as desc'])
    .where('menus.merchant_id', '=', merchantId)
    .where('menus.active', '=', true)
    .where('method.active', '=', true)
    .where('menus.id', '=', (eb) =>
      eb
        .selectFrom('menus as first')
        .select('first.id')
        .where('first.merchant_id', '=', merchantId)
        .where('first.active', '=', true)
        .orderBy('first.position')
        .orderBy('first.id')
        .limit(1),
    )
    .orderBy('method.position')
    .orderBy('method.id')
    .execute();
}

export async function customerAccountAnswer(
  ctx: ActionContext,
  row: CustomerRecord,
): Promise<CustomerAccountResponse> {
  const [customer, account] = await Promise.all([
    accountCustomer(ctx, row),
    accountSettings(ctx, row.id),
  ]);
  return { customer, account };
}
