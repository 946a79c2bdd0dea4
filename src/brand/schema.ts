/**
 * The white-label settings of spec 1 §1, one brands/<id>/brand.json per brand, validated at build
 * time (vite.config.ts) and by the server. A bad file fails the build naming the bad field.
 */
import { z } from 'zod';
import { FULFILMENT_CODES } from '../api/common';
import { APP_MODES } from '../api/envelope';
import { PAYMENT_METHOD_CODES } from '../api/paymentMethodCodes';
import { KIOSK_FULFILMENT_DEFAULT, KIOSK_PAYMENT_METHODS_DEFAULT } from '../domain/kioskOffer';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
const sitePath = z.string().regex(/^\/[^/\\]/, 'must be a same-origin path like /assets/x.svg');

export const themeTokensSchema = z.object({
  colourBackground: hexColour,
  colourSurface: hexColour,
  colourText: hexColour,
  colourTextMuted: hexColour,
  buttonPrimaryBackground: hexColour,
  buttonPrimaryText: hexColour,
  colourAccent: hexColour,
  colourDanger: hexColour,
  colourDangerText: hexColour,
  colourBorder: hexColour,
  fontFamily: z.string().min(1),
  radius: z.string().regex(/^\d+(px|rem)$/, 'must be a length like 12px'),
});
export type ThemeTokens = z.infer<typeof themeTokensSchema>;

export const brandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  shortName: z.string().min(1).max(12, 'must be 12 characters or fewer (home-screen label)'),
  description: z.string().min(1),
  storeMode: z.enum(['single', 'multi']),
  /** The fixed menu slug in single-store mode, and the default one in multi-store mode. */
  menuSlug: z.string().regex(/^[a-z0-9-]+$/),
  countryCode: z.enum(['AU', 'NZ']),
  stateCode: z.string().min(2),
  sessionMinutes: z.number().int().positive(),
  signIn: z.object({ apple: z.boolean(), google: z.boolean(), facebook: z.boolean() }),
  internationalPhone: z.boolean(),
  apiVersion: z.literal('7'),
  appVersion: z.string().regex(/^\d+\.\d+\.\d+$/),
  appMode: z.enum(APP_MODES),
  /** Same-origin path ('/api') or an absolute https URL. */
  apiBaseUrl: z.string().regex(/^(\/|https:\/\/)/, "must start with '/' or 'https://'"),
  appToken: z.string().min(1),
  features: z.object({
    screensaverImage: sitePath.nullable(),
    /**
     * The screensaver is a kiosk and point-of-sale feature; on a personal device (a customer's
     * phone) it runs only when this is true. Default off.
     */
    screensaverOnPersonalDevices: z.boolean().default(false),
    hideMerchantCard: z.boolean(),
    hideFulfilmentType: z.boolean(),
    hideSubTabs: z.boolean(),
    productSearch: z.boolean(),
    locationSearch: z.boolean(),
    hideHome: z.boolean(),
    /** Spec 3 Shell: the account navigation's Change Password and Logout 'can be hidden'. */
    hideChangePassword: z.boolean().default(false),
    hideLogout: z.boolean().default(false),
    /**
     * Spec 1 §2.3 'A download-app button may show' on the locations screen: the store listing in
     * `links.android`, else the browser's install prompt (src/domain/appDownload.ts). Default off.
     */
    locationsAppDownload: z.boolean().default(false),
    footer: z.object({
      address: z.boolean(),
      phone: z.boolean(),
      hours: z.boolean(),
      appDownload: z.boolean(),
      credit: z.boolean(),
    }),
  }),
  /**
   * What a kiosk (a KIOSK device or the kiosk's login) offers a walk-up customer
   * (src/domain/kioskOffer.ts): the payment method codes (default the pinpad, and a member's
   * balance and saved card: no typed card, PayPal, crypto or wallet) and the fulfilment types
   * (default pickup, dine-in and custom: no delivery, booking or catering). The store must offer
   * them too.
   */
  kiosk: z
    .object({
      paymentMethods: z
        .array(z.enum(PAYMENT_METHOD_CODES))
        .default([...KIOSK_PAYMENT_METHODS_DEFAULT]),
      fulfilment: z.array(z.enum(FULFILMENT_CODES)).default([...KIOSK_FULFILMENT_DEFAULT]),
    })
    .prefault({}),
  assets: z.object({ logo: sitePath, icon: sitePath, hero: sitePath }),
  theme: z.object({ light: themeTokensSchema, dark: themeTokensSchema.partial().optional() }),
  /** Provider keys. An empty key means that provider runs in its sandbox. */
  providers: z.object({
    googleMapsKey: z.string(),
    braintreeTokenizationKey: z.string(),
    /**
     * The Linkly Cloud environment the terminal client talks to: 'sandbox' or
     * 'production' are Linkly's own hosts (worker/linkly/linklyHosts.ts); '' is the Linkly Cloud
     * simulator in the payment sandbox, whose address the server tells (GET /api/terminal-hosts).
     */
    linklyCloudUrl: z.enum(['', 'sandbox', 'production']),
    /**
     * How long the server waits for one call to the card provider (Braintree or the payment
     * sandbox) before giving up on it. PAYMENT_TIMEOUT_MS overrides it. Default 15000.
     */
    paymentTimeoutMs: z.number().int().min(1000).max(120_000).optional(),
  }),
  links: z.object({ web: z.string(), ios: z.string(), android: z.string() }),
  /**
   * The restaurant's own sites that may show the app in a frame (CSP frame-ancestors):
   * spec 3 lets its site embed it (the shell then offers 'Open in new Window'). The app's own
   * origin always may; each entry is one origin ('https://www.example.com', 'https://*.example.com'),
   * never a whole scheme or everyone. Default: none besides the app.
   */
  frameAncestors: z
    .array(z.string().regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/))
    .default([]),
  /**
   * Web Push: the brand's VAPID public key (base64url, P-256) and the contact the push
   * services see. The private key never goes here (this object is inlined into the build): the
   * server reads it from VAPID_PRIVATE_KEY_<BRAND> or brands/<id>/push-keys.json
   * (server/push/vapid.ts). No key: the app does not offer push.
   */
  push: z
    .object({
      vapidPublicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 key'),
      subject: z.string().regex(/^(mailto:|https:\/\/)/, "must start with 'mailto:' or 'https://'"),
    })
    .optional(),
  /**
   * Apple and Google sign-in: with a client id the app loads the provider's real JS SDK
   * and the server verifies tokens against the provider's keys; without one, both run against the
   * identity sandbox (server/sandbox/identity.ts).
   */
  socialSignIn: z
    .object({
      appleClientId: z.string(),
      googleClientId: z.string(),
      /**
       * the identity sandbox mints a verified token for any email, so it signs in
       * as anyone. Only a brand that says so here uses it (a demo); otherwise a provider without
       * a client id is off.
       */
      identitySandbox: z.boolean().optional(),
    })
    .optional(),
  /**
   * Sign-in throttling (server/accounts/attempts.ts), each optional over its default:
   * wrong tries at an account before each next waits (5), the first wait (15 s, doubling) and the
   * longest (15 min), wrong tries from one address across accounts in 15 minutes before it is
   * refused (100), how long a device cookie exempts its browser from its account's throttle
   * (180 days), and how long a sign-in without 'Remember me' lasts (24 hours).
   */
  signInLimits: z
    .object({
      freeFailures: z.number().int().min(1).max(100).optional(),
      firstDelaySeconds: z.number().int().min(1).max(3600).optional(),
      maxDelayMinutes: z.number().int().min(1).max(1440).optional(),
      addressCeiling: z.number().int().min(10).max(100_000).optional(),
      deviceCookieDays: z.number().int().min(1).max(400).optional(),
      unrememberedSessionHours: z.number().int().min(1).max(24).optional(),
    })
    .optional(),
  /**
   * Promo codes (server/cart/promo.ts): how many orders one customer (a member, or
   * a guest by the order's email) may place with a code, by code; a code not named has no limit.
   */
  promoLimits: z
    .object({
      usesPerCustomer: z.record(z.string().regex(/^[A-Z0-9_-]{1,32}$/), z.number().int().min(1)),
    })
    .optional(),
  /**
   * What one order may hold (server/orders/limits.ts), refused before any charge: distinct lines
   * in a cart, the quantity of one line, and the order total in cents. Defaults 50, 99, 500000.
   */
  orderLimits: z
    .object({
      maxCartLines: z.number().int().min(1).max(500).optional(),
      maxLineQuantity: z.number().int().min(1).max(9999).optional(),
      maxOrderTotalCents: z.number().int().min(100).max(100_000_000).optional(),
    })
    .optional(),
  /**
   * Reward points (server/rewards/scheme.ts, src/domain/rewardsRedemption.ts), on when the brand's
   * loyalty flag is: `pointsPerDollar` earned for each whole currency unit a member's order costs
   * (default: the brands row's loyalty_points_per_dollar); at checkout every `redeemPoints` points
   * take `redeemCents` off, in whole steps, at most `maxRedeemPercent` % of the products total.
   * Without redeemPoints and redeemCents points are earned but not spent at checkout.
   */
  rewards: z
    .object({
      pointsPerDollar: z.number().int().min(0).max(1000).optional(),
      redeemPoints: z.number().int().min(1).max(1_000_000),
      redeemCents: z.number().int().min(1).max(100_000),
      maxRedeemPercent: z.number().int().min(1).max(100).default(50),
    })
    .optional(),
  /**
   * Analytics (spec 2 §4.2 'a purchase event is logged'): 'firstParty' sends each placed order's
   * purchase event to the app's own server (stored there, `npm run analytics:events`); 'ga4' loads
   * Google's gtag.js, only on this brand and only when an order is placed, with the measurement
   * id; 'none' logs nothing. Default 'none': no third-party script unless a brand chooses one.
   */
  analytics: z
    .object({
      adapter: z.enum(['none', 'firstParty', 'ga4']),
      ga4MeasurementId: z
        .string()
        .regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id like G-ABC123XYZ')
        .optional(),
    })
    .refine((analytics) => analytics.adapter !== 'ga4' || analytics.ga4MeasurementId, {
      message: "adapter 'ga4' needs ga4MeasurementId",
      path: ['ga4MeasurementId'],
    })
    .default({ adapter: 'none' }),
  /**
   * Settings of the about, terms and privacy pages. Their text is Markdown in
   * brands/<id>/pages/{about,terms,privacy}.md (a missing file uses the default in
   * src/features/info/pages/), kept out of this file because the build inlines the brand object.
   */
  pages: z
    .object({
      /** Where privacy requests and the crash screen's problem reports go. */
      contactEmail: z.email().optional(),
    })
    .optional(),
});
export type Brand = z.infer<typeof brandSchema>;

/** Parses a brand file, throwing an error that names each bad field by its path. */
export function parseBrand(raw: unknown, source: string): Brand {
  const result = brandSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
  throw new Error(`Invalid brand file ${source}:\n${problems}`);
}
