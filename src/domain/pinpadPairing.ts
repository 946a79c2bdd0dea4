/**
 * The pairing screen, /eftpos/linkly (spec 3 §2 'Other', §4 'Pinpad pairing', §5 'Pinpad pairing
 * needs a pos_guid assigned by an admin'): what it shows, and where a successful pairing goes.
 * The pairing itself (pair, token, status, the MSG-AL1/2/3 failures) runs in the API worker.
 */

export { POS_ID_REQUIRED } from './terminalMessages';
export const LOGOUT_TO_RESTART_PAIRING = 'Logout to restart pairing';

export type PairingView =
  /** The profile has not loaded yet: nothing to decide on. */
  | 'loading'
  /** 'Without a pos_guid': the admin message and 'Logout to restart pairing'. */
  | 'no-pos-id'
  /** 'With a secret: only validate the token', then the status: runs by itself. */
  | 'validate'
  /** 'With no stored secret': username, password and pair code. */
  | 'pair';

export function pairingView(input: { posGuid: string | null; paired: boolean }): PairingView {
  if (input.posGuid === null) return 'loading';
  if (input.posGuid.trim() === '') return 'no-pos-id';
  return input.paired ? 'validate' : 'pair';
}

/** Username, password and pair code are each required; the pair code is the pad's digits. */
export type PairingFields = { username: string; password: string; pairCode: string };
export type PairingField = keyof PairingFields;

export const FIELD_REQUIRED = 'This field is required';

export function pairingErrors(fields: PairingFields): Partial<Record<PairingField, string>> {
  const errors: Partial<Record<PairingField, string>> = {};
  for (const key of ['username', 'password', 'pairCode'] as const) {
    if (fields[key].trim() === '') errors[key] = FIELD_REQUIRED;
  }
  return errors;
}

/**
 * 'go to /menu/{menu_name}, or to /checkout if a transaction cookie exists and the cart has items'
 * (spec 3 §4 step 4). No menu_name: the brand's menu.
 */
export function pairedDestination(input: {
  menuName: string;
  brandMenu: string;
  transactionKept: boolean;
  cartItems: number;
}): string {
  if (input.transactionKept && input.cartItems > 0) return '/checkout';
  const menu = input.menuName.trim() === '' ? input.brandMenu : input.menuName.trim();
  return `/menu/${encodeURIComponent(menu)}`;
}
