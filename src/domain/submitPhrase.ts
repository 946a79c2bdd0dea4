/**
 * Spec 2 §8 'Server error phrase mapping on order submission': the server's refusal text, matched
 * by phrase (case-insensitive, rows in the spec's order, first match wins), decides what the
 * checkout offers. Everything but the first two rows and the last shows a persistent message with
 * one action button.
 */

/** What a button does; the screen knows how. */
export type PhraseTarget =
  /** The fulfilment chooser (time, date, type, table/booking). */
  | 'fulfilment'
  /** The checkout's pre-step for a pickup location, delivery slot or stop. */
  | 'prestep'
  | 'cart'
  /** /checkout/login. */
  | 'sign-in'
  /** /forgot. */
  | 'reset-password'
  | 'apple-sign-in'
  | 'google-sign-in'
  | 'instructions'
  | 'promo';

export type SubmitPhraseOutcome =
  /** 'No order present': a toast about a timed-out session; the cart is emptied. */
  | { kind: 'session-timeout'; message: string }
  /** Missing name, email or mobile: the server's text as a toast, and scroll to top. */
  | { kind: 'details'; message: string }
  /** A persistent message with one button. */
  | { kind: 'action'; message: string; button: string; target: PhraseTarget }
  /** 'anything else': a 6 s error toast. */
  | { kind: 'toast'; message: string };

/** The 'No order present' toast. The spec describes it ('a timed-out session') without words. */
export const SESSION_TIMED_OUT =
  'Your session timed out and your cart was emptied. Please add your items again.';

/** 'An order time already past shows' this. */
export const TIME_HAS_PAST = 'Your requested time has past. Please choose another time.';

type Row = {
  phrases: readonly (string | RegExp)[];
  outcome: (message: string) => SubmitPhraseOutcome;
};

const action =
  (button: string, target: PhraseTarget) =>
  (message: string): SubmitPhraseOutcome => ({ kind: 'action', message, button, target });

/** The table, in the spec's order. */
export const SUBMIT_PHRASE_ROWS: readonly Row[] = [
  {
    phrases: ['No order present'],
    outcome: () => ({ kind: 'session-timeout', message: SESSION_TIMED_OUT }),
  },
  {
    // 'missing name, email or mobile': the server's own words, or the §5.1 texts it may echo.
    phrases: [
      /missing (customer )?(name|email|mobile)/i,
      'Enter your name',
      'Enter your real name',
      'Enter your email',
      'Enter a valid email',
      'Enter your mobile',
      'Enter a valid mobile',
    ],
    outcome: (message) => ({ kind: 'details', message }),
  },
  {
    phrases: [
      'time has past',
      'Minimum notice',
      'available between',
      'available from',
      'available until',
      'closed between',
      'after last orders',
    ],
    outcome: action('Change Time', 'fulfilment'),
  },
  {
    phrases: [
      'last orders for the date',
      'not available on the selected day',
      'menu not available',
      'earliest date',
    ],
    outcome: action('Change Date', 'fulfilment'),
  },
  { phrases: ['location not available'], outcome: action('Change', 'prestep') },
  { phrases: ['delivery slot'], outcome: action('Change Slot', 'prestep') },
  { phrases: ['delivery stop', 'location'], outcome: action('Change', 'prestep') },
  {
    phrases: ['table number', 'booking', 'number of people'],
    outcome: action('Change', 'fulfilment'),
  },
  {
    phrases: ['product unavailable', 'minimum order', 'not available for'],
    outcome: action('Back to Cart', 'cart'),
  },
  { phrases: ['account required'], outcome: action('Sign in / Sign up', 'sign-in') },
  {
    phrases: ['active customer', 'already registered'],
    outcome: action('Sign in / Reset password', 'sign-in'),
  },
  { phrases: ['active Facebook customer'], outcome: action('Reset password', 'reset-password') },
  { phrases: ['active Apple customer'], outcome: action('Sign in with Apple', 'apple-sign-in') },
  { phrases: ['active Google customer'], outcome: action('Sign in with Google', 'google-sign-in') },
  {
    phrases: ['fulfilment type', 'delivery only', 'pickup only', 'takeaway only'],
    outcome: action('Choose', 'fulfilment'),
  },
  { phrases: ['instruction', 'car reg'], outcome: action('Add Instruction', 'instructions') },
  { phrases: ['promo', 'coupon'], outcome: action('Edit Voucher/Promo Code', 'promo') },
];

function matches(message: string, phrase: string | RegExp): boolean {
  return typeof phrase === 'string'
    ? message.toLowerCase().includes(phrase.toLowerCase())
    : phrase.test(message);
}

/** The outcome for a SubmitOrder refusal's text. */
export function submitPhraseOutcome(message: string): SubmitPhraseOutcome {
  for (const row of SUBMIT_PHRASE_ROWS) {
    if (row.phrases.some((phrase) => matches(message, phrase))) return row.outcome(message);
  }
  return { kind: 'toast', message };
}
