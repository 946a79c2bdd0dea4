/**
 * Seeds what the checkout offers (spec 2 §2.2, §3): per merchant the surcharge percents and wallet
 * flags, per menu the payment method tabs, checkout settings (terms, fees, minimum order,
 * contactless, custom fields, students). Written once per database under its own seed key, so a
 * database seeded before checkout existed gets it at its next start.
 *
 * The demo brand offers card (CC), PayPal-type (PP), crypto (CB), and Apple Pay and Google Pay,
 * which the checkout shows only where the browser offers them.
 */
import type { Kysely } from 'kysely';
import type { PaymentMethodCode } from '@api/paymentMethodCodes';
import type { ContactlessSetting, CustomFieldSetting, Database } from '../schema';
import { EFTPOS_METHOD } from './staffDevices';

export const CHECKOUT_SEED_KEY = 'checkout';
export const CHECKOUT_SEED_VERSION = 1;

export type SeedPaymentMethod = {
  code: PaymentMethodCode;
  desc: string;
  icon: string;
  info?: string;
};

export type SeedMerchantCheckout = {
  /** Hundredths of a percent: 150 is 1.5 %. */
  surchargeCcBp: number;
  surchargeAmexBp: number;
  surchargePaypalBp: number;
  applePay: boolean;
  googlePay: boolean;
  eftpos?: boolean;
  billingAddressRequired?: boolean;
  paymentMethods: readonly SeedPaymentMethod[];
  checkoutNotice?: string;
  allowOrderNotes?: boolean;
  requireRegistration?: boolean;
  students?: { label: string; classes: readonly string[] };
  customFields?: { label: string; fields: readonly CustomFieldSetting[] };
  contactless?: Readonly<Record<string, ContactlessSetting>>;
  termsUrl?: string;
  ageLimitText?: string;
  minOrderCents?: number;
  preorderFeeCents?: number;
};

/** Per merchant slug. */
export type SeedCheckout = Readonly<Record<string, SeedMerchantCheckout>>;

const CARD: SeedPaymentMethod = {
  code: 'CC',
  desc: 'Credit Card',
  icon: 'credit-card',
  info: 'A 1.5% surcharge applies to card payments (2.5% for American Express).',
};

const figAndOlive: SeedCheckout = {
  'fig-and-olive': {
    surchargeCcBp: 150,
    surchargeAmexBp: 250,
    surchargePaypalBp: 200,
    applePay: true,
    googlePay: true,
    paymentMethods: [
      CARD,
      { code: 'PP', desc: 'PayPal', icon: 'paypal', info: 'A 2% surcharge applies to PayPal.' },
      { code: 'APPLE', desc: 'Apple Pay', icon: 'apple-pay' },
      { code: 'GOOGLE', desc: 'Google Pay', icon: 'google-pay' },
      { code: 'CB', desc: 'Crypto', icon: 'bitcoin', info: 'Pay with cryptocurrency.' },
      // Linkly terminal: kiosks and staff pay on the in-store pinpad; the server
      // refuses it to anyone else (MSG-CO1) and the web checkout does not offer it.
      {
        code: EFTPOS_METHOD.code,
        desc: EFTPOS_METHOD.description,
        icon: EFTPOS_METHOD.icon,
        info: EFTPOS_METHOD.info,
      },
    ],
    eftpos: true,
    checkoutNotice: 'Orders for later carry a $1.00 preorder fee.',
    contactless: {
      delivery: {
        enabled: 1,
        label: 'Contactless delivery',
        desc: 'Our rider leaves your order at the door and knocks.',
        notes_link: '',
      },
      custom: {
        enabled: 1,
        label: 'Contactless kerbside',
        desc: 'We put your order in the boot.',
        notes_link: '',
      },
    },
    termsUrl: '/info/terms',
    ageLimitText: '',
    minOrderCents: 500,
    preorderFeeCents: 100,
  },
};

const harbour: SeedCheckout = Object.fromEntries(
  ['harbour-cbd', 'harbour-northbridge'].map((slug) => [
    slug,
    {
      surchargeCcBp: 120,
      surchargeAmexBp: 200,
      surchargePaypalBp: 0,
      applePay: true,
      googlePay: true,
      paymentMethods: [
        { ...CARD, info: 'A 1.2% surcharge applies to card payments.' },
        { code: 'APPLE', desc: 'Apple Pay', icon: 'apple-pay' },
        { code: 'GOOGLE', desc: 'Google Pay', icon: 'google-pay' },
      ],
      minOrderCents: 1000,
    } satisfies SeedMerchantCheckout,
  ]),
);

export const CHECKOUT: Readonly<Record<string, SeedCheckout>> = { demo: figAndOlive, harbour };

export async function insertCheckoutSettings(
  db: Kysely<Database>,
  brandId: number,
  seed: SeedCheckout,
): Promise<void> {
  for (const [slug, settings] of Object.entries(seed)) {
    const merchant = await db
      .updateTable('merchants')
      .set({
        surcharge_cc_bp: settings.surchargeCcBp,
        surcharge_amex_bp: settings.surchargeAmexBp,
        surcharge_paypal_bp: settings.surchargePaypalBp,
        apple_pay_enabled: settings.applePay,
        google_pay_enabled: settings.googlePay,
        eftpos_enabled: settings.eftpos ?? false,
        billing_address_required: settings.billingAddressRequired ?? false,
      })
      .where('brand_id', '=', brandId)
      .where('slug', '=', slug)
      .returning('id')
      .executeTakeFirst();
    if (!merchant) continue;
    const menus = await db
      .selectFrom('menus')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .execute();
    for (const { id: menuId } of menus) {
      await db
        .insertInto('menu_checkout_settings')
        .values({
          menu_id: menuId,
          checkout_notice: settings.checkoutNotice ?? '',
          allow_order_notes: settings.allowOrderNotes ?? true,
          require_registration: settings.requireRegistration ?? false,
          students_enabled: settings.students !== undefined,
          student_name_label: settings.students?.label ?? 'Student name',
          custom_fields: JSON.stringify(settings.customFields?.fields ?? []),
          custom_fields_label: settings.customFields?.label ?? '',
          contactless: JSON.stringify(settings.contactless ?? {}),
          terms_required: (settings.termsUrl ?? '') !== '',
          terms_url: settings.termsUrl ?? '',
          age_limit_required: (settings.ageLimitText ?? '') !== '',
          age_limit_text: settings.ageLimitText ?? '',
          min_order_cents: settings.minOrderCents ?? 0,
          preorder_fee_cents: settings.preorderFeeCents ?? 0,
        })
        .execute();
      await db
        .insertInto('menu_payment_methods')
        .values(
          settings.paymentMethods.map((method, position) => ({
            menu_id: menuId,
            code: method.code,
            description: method.desc,
            icon: method.icon,
            info: method.info ?? '',
            position,
          })),
        )
        .execute();
      const classes = settings.students?.classes ?? [];
      if (classes.length) {
        await db
          .insertInto('menu_student_classes')
          .values(classes.map((name, position) => ({ menu_id: menuId, name, position })))
          .execute();
      }
    }
  }
}
