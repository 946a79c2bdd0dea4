/**
 * The billing address of a card payment where the merchant requires one (spec 2 §4.1, §5.3;
 * spec 3 §5 Card): a saved one or a search of more than 3 characters; an empty one is copied from
 * the delivery address.
 */
import { shouldSearchAddress } from './addressParts';

/** Not a spec phrase: spec 2 §5.3 says a required billing address must be selected, not how to ask. */
export const BILLING_ADDRESS_REQUIRED = 'Please choose or search for your billing address';

/** A saved address's id, or the searched (or typed) text; both '' when none. */
export type BillingChoice = { id: string; str: string };

export const NO_BILLING: BillingChoice = { id: '', str: '' };

export function billingChosen(choice: BillingChoice): boolean {
  return choice.id !== '' || shouldSearchAddress(choice.str);
}

export function billingAddressProblem(input: {
  /** The merchant's (or account's) is_billing_address_required. */
  required: boolean;
  /** A new card is being paid with or saved. */
  cardMethod: boolean;
  chosen: boolean;
  /** A delivery address the billing address is copied from. */
  delivery: boolean;
}): string | null {
  if (!input.required || !input.cardMethod || input.chosen || input.delivery) return null;
  return BILLING_ADDRESS_REQUIRED;
}
