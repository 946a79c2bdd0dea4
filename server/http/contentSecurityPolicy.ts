/**
 * The app shell's security headers. Every HTML answer gets a Content-Security-Policy
 * that runs only the build's own scripts and the inline boot script (by the hash the build wrote
 * in csp.json), plus exactly the origins of the providers the brand has configured: Google Maps
 * with a maps key, Braintree and Google Pay with a tokenization key, Apple and Google sign-in with
 * their client ids, GA4 with the 'ga4' analytics adapter, and the payment sandbox (card frames, redirects) otherwise. Every answer gets
 * nosniff and a Referrer-Policy; HSTS when served over TLS.
 *
 * style-src keeps 'unsafe-inline': server-sanitised HTML (announcements, embeds) and the QR and map
 * libraries set style attributes, and a style cannot run script. Scripts get no such leeway.
 */
import type { Brand } from '@brand/schema';

export type CspBrand = Pick<Brand, 'providers' | 'socialSignIn' | 'frameAncestors'> &
  Partial<Pick<Brand, 'analytics'>>;

export type CspInputs = {
  /** 'sha256-…' of each inline script of index.html, written by the build (scripts/cspHashes.ts). */
  scriptHashes: readonly string[];
  brand: CspBrand;
  /** The payment sandbox's origin, or '' when the providers are real. */
  sandboxOrigin: string;
};

export const CSP_REPORT_PATH = '/csp-reports';

type Directives = Record<string, string[]>;

const GOOGLE_MAPS: Directives = {
  'script-src': ['https://maps.googleapis.com'],
  'img-src': ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
  'connect-src': ['https://maps.googleapis.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

/** The Payment Request method id of Google Pay, which the browser fetches the manifest of. */
const GOOGLE_PAY_METHOD = 'https://google.com/pay';

/** braintree-web is bundled; it frames Braintree's hosted fields and talks to its APIs. */
const BRAINTREE: Directives = {
  'script-src': ['https://pay.google.com', 'https://songbird.cardinalcommerce.com'],
  'frame-src': [
    'https://assets.braintreegateway.com',
    'https://pay.google.com',
    'https://*.cardinalcommerce.com',
  ],
  'connect-src': [
    'https://api.braintreegateway.com',
    'https://client-analytics.braintreegateway.com',
    'https://payments.braintree-api.com',
    'https://*.cardinalcommerce.com',
    GOOGLE_PAY_METHOD,
    'https://pay.google.com',
  ],
  'img-src': ['https://www.gstatic.com', 'https://assets.braintreegateway.com'],
};

/**
 * GA4's gtag.js (Google's 'Use a Content Security Policy' guide for the Google tag), for a brand
 * whose analytics adapter is 'ga4' only (src/features/analytics/ga4.ts).
 */
const GOOGLE_ANALYTICS: Directives = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

const APPLE_SIGN_IN: Directives = { 'script-src': ['https://appleid.cdn-apple.com'] };

const GOOGLE_SIGN_IN: Directives = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'frame-src': ['https://accounts.google.com/gsi/'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'style-src': ['https://accounts.google.com/gsi/style'],
};

function merge(into: Directives, extra: Directives): void {
  for (const [name, sources] of Object.entries(extra)) {
    const list = (into[name] ??= []);
    for (const source of sources) if (!list.includes(source)) list.push(source);
  }
}

export function contentSecurityPolicy(inputs: CspInputs): string {
  const { brand, sandboxOrigin } = inputs;
  const directives: Directives = {
    'default-src': ["'self'"],
    // 'report-sample': a report quotes the first characters of what was blocked.
    'script-src': ["'self'", ...inputs.scriptHashes.map((hash) => `'${hash}'`), "'report-sample'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // The app itself and the restaurant's own sites: never a whole scheme.
    'frame-ancestors': ["'self'", ...brand.frameAncestors],
  };
  if (sandboxOrigin !== '')
    merge(directives, {
      'frame-src': [sandboxOrigin],
      // The sandbox's Google Pay is the browser's own Payment Request sheet: it fetches the
      // payment method's manifest, which connect-src governs.
      'connect-src': [sandboxOrigin, GOOGLE_PAY_METHOD],
    });
  if (brand.providers.googleMapsKey !== '') merge(directives, GOOGLE_MAPS);
  if (brand.providers.braintreeTokenizationKey !== '') merge(directives, BRAINTREE);
  if (brand.socialSignIn?.appleClientId) merge(directives, APPLE_SIGN_IN);
  if (brand.socialSignIn?.googleClientId) merge(directives, GOOGLE_SIGN_IN);
  if (brand.analytics?.adapter === 'ga4') merge(directives, GOOGLE_ANALYTICS);
  const policy = Object.entries(directives).map(
    ([name, sources]) => `${name} ${sources.join(' ')}`,
  );
  policy.push(`report-uri ${CSP_REPORT_PATH}`, 'report-to csp');
  return policy.join('; ');
}

/** Camera (table QR codes), geolocation (nearest store) and payment: this origin only. */
export const PERMISSIONS_POLICY =
  'camera=(self), geolocation=(self), payment=(self), microphone=(), usb=(), serial=(), hid=(), bluetooth=()';

/** Headers for every answer; `tls` adds HSTS (a plain-HTTP answer must not send it). */
export function baseSecurityHeaders(tls: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(tls ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Headers for an HTML page of the app. */
export function pageSecurityHeaders(inputs: CspInputs): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(inputs),
    'permissions-policy': PERMISSIONS_POLICY,
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
  };
}
