/**
 * A menu's checkout settings (migration 0006): the settings row (or its defaults when a menu has
 * none), the payment method tabs and the student classes; and a merchant's surcharge percents.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MenuCheckoutSettingsTable, MerchantsTable } from '../db/schema';
import type { ActionContext } from '../protocol/context';
import type { SurchargePercents } from './pricing';

export type CheckoutSettingsRow = Selectable<MenuCheckoutSettingsTable>;

export type MenuCheckout = {
  settings: CheckoutSettingsRow;
  methods: { id: number; code: string; description: string; icon: string; info: string }[];
  classes: { id: number; name: string }[];
};

export function defaultSettings(menuId: number): CheckoutSettingsRow {
  return {
    menu_id: menuId,
    checkout_notice: '',
    allow_order_notes: true,
    require_registration: false,
    students_enabled: false,
    student_name_label: 'Student name',
    custom_fields: [],
    custom_fields_label: '',
    contactless: {},
    terms_required: false,
    terms_url: '',
    age_limit_required: false,
    age_limit_text: '',
    min_order_cents: 0,
    preorder_fee_cents: 0,
  };
}

export async function readSettings(
  db: Kysely<Database>,
  menuId: number,
): Promise<CheckoutSettingsRow> {
  const row = await db
    .selectFrom('menu_checkout_settings')
    .selectAll()
    .where('menu_id', '=', menuId)
    .executeTakeFirst();
  return row ?? defaultSettings(menuId);
}

export async function readMenuCheckout(
  db: Kysely<Database>,
  menuId: number,
): Promise<MenuCheckout> {
  const [settings, methods, classes] = await Promise.all([
    readSettings(db, menuId),
    db
      .selectFrom('menu_payment_methods')
      .select(['id', 'code', 'description', 'icon', 'info'])
      .where('menu_id', '=', menuId)
      .where('active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menu_student_classes')
      .select(['id', 'name'])
      .where('menu_id', '=', menuId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return { settings, methods, classes };
}

/**
 * readMenuCheckout through the server's hot-read memory (server/protocol/hotReads.ts), keyed by the
 * menu and its version: an order or a checkout load then reads only the cart's own rows.
 */
export async function rememberedMenuCheckout(
  ctx: Pick<ActionContext, 'hot' | 'now'>,
  db: Kysely<Database>,
  menu: { menuId: number; menuVersion: number },
): Promise<MenuCheckout> {
  const key = `${menu.menuId}:${menu.menuVersion}`;
  const now = ctx.now.getTime();
  const remembered = ctx.hot.menuCheckouts.get(key, now);
  if (remembered) return remembered.value;
  const read = await readMenuCheckout(db, menu.menuId);
  ctx.hot.menuCheckouts.set(key, read, now);
  return read;
}

export function surchargesOf(
  merchant: Pick<
    Selectable<MerchantsTable>,
    'surcharge_cc_bp' | 'surcharge_amex_bp' | 'surcharge_paypal_bp'
  >,
): SurchargePercents {
  return {
    cc: merchant.surcharge_cc_bp,
    amex: merchant.surcharge_amex_bp,
    paypal: merchant.surcharge_paypal_bp,
  };
}
