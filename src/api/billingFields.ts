/** The billing address of a card (spec 2 §7, spec 3 §3 'Card entry'), all strings on the wire. */
export type BillingAddressFields = Partial<
  Record<
    | 'billing_address_id'
    | 'billing_address_str'
    | 'billing_address1'
    | 'billing_address2'
    | 'billing_city'
    | 'billing_state'
    | 'billing_postcode'
    | 'billing_country',
    string
  >
>;
