/**
 * The account bottom navigation (spec 3 §2 Shell): 'Home (/, hidden in some configurations),
 * Account (/account), Orders (/account/orders), Rewards (/account/rewards, only if rewards shown),
 * Billing (/account/managecard), Feedback (/account/feedback), Change Password (/account/password,
 * hidden when a third-party sign-in is connected or configured hidden), Logout (/logout, can be
 * hidden). Rewards and top-up links depend on flags'; Top-up follows Billing. A pure rule: the
 * flags come from the brand and the customer's account.
 *
 * Beyond the spec ('Staff-specific permissions beyond these are not shown', spec 3 §6):
 * a staff account (status 8) also gets its store's order board, "Today's orders"
 * (/staff/orders), after Orders; no one else does (the route sends anyone else home).
 */

export type AccountNavInput = {
  /** brand.features.hideHome. */
  hideHome: boolean;
  /** The account's is_loyalty_schemes_enabled. */
  rewardsShown: boolean;
  /** Apple, Google or Facebook sign-in connected to this customer. */
  thirdPartyConnected: boolean;
  /** brand.features.hideChangePassword. */
  hideChangePassword: boolean;
  /** brand.features.hideLogout. */
  hideLogout: boolean;
  /** The account's is_topup_enabled: Billing and Top-up (spec 3 §2 'top-up links depend on flags'). */
  topupEnabled: boolean;
  /** A staff account (status 8): the order board is theirs. */
  staff: boolean;
};

export type AccountNavEntry = { id: AccountNavId; label: string; path: string };

export type AccountNavId =
  | 'home'
  | 'account'
  | 'orders'
  | 'staffBoard'
  | 'rewards'
  | 'billing'
  | 'topup'
  | 'feedback'
  | 'password'
  | 'logout';

const ENTRIES: readonly AccountNavEntry[] = [
  { id: 'home', label: 'Home', path: '/' },
  { id: 'account', label: 'Account', path: '/account' },
  { id: 'orders', label: 'Orders', path: '/account/orders' },
  { id: 'staffBoard', label: "Today's orders", path: '/staff/orders' },
  { id: 'rewards', label: 'Rewards', path: '/account/rewards' },
  { id: 'billing', label: 'Billing', path: '/account/managecard' },
  { id: 'topup', label: 'Top-up', path: '/account/topup' },
  { id: 'feedback', label: 'Feedback', path: '/account/feedback' },
  { id: 'password', label: 'Change Password', path: '/account/password' },
  { id: 'logout', label: 'Logout', path: '/logout' },
];

function shown(id: AccountNavId, input: AccountNavInput): boolean {
  switch (id) {
    case 'home':
      return !input.hideHome;
    case 'rewards':
      return input.rewardsShown;
    case 'staffBoard':
      return input.staff;
    case 'billing':
    case 'topup':
      return input.topupEnabled;
    case 'password':
      return !input.thirdPartyConnected && !input.hideChangePassword;
    case 'logout':
      return !input.hideLogout;
    default:
      return true;
  }
}

type ConnectionFlags = Record<
  'is_apple_connected' | 'is_google_connected' | 'is_facebook_connected',
  0 | 1
>;

/** Whether an Apple, Google or Facebook sign-in is connected (the CustomerAccount answer's flags). */
export function thirdPartyConnected(customer: ConnectionFlags): boolean {
  return (
    customer.is_apple_connected === 1 ||
    customer.is_google_connected === 1 ||
    customer.is_facebook_connected === 1
  );
}

/** The entries shown, in the spec's order. */
export function accountNavEntries(input: AccountNavInput): AccountNavEntry[] {
  return ENTRIES.filter((entry) => shown(entry.id, input));
}
