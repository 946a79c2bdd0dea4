/**
 * The payment adapters (ARCHITECTURE 'src/platform'; spec 2 §4.3; linkly-cloud.md 'Wallets and card
 * tokenisation'). The checkout talks to these interfaces only. Which implementation runs is chosen
 * by the checkout's merchant answer: a Braintree tokenization key selects braintree-web (hosted
 * fields, Apple Pay, Google Pay); none selects the payment sandbox on its own origin
 * (merchant.payment_sandbox_origin), whose card fields are frames from that origin, as
 * Braintree's are. Either way the page's own JavaScript never holds a card number or CVC.
 *
 * Implementations load their SDK inside `create…`/`available`, so importing this module costs the
 * page nothing; the checkout route imports it lazily.
 */

/** What a tokenised card tells the page: never the number. */
export type CardNonce = {
  nonce: string;
  details: { cardType: string; lastFour: string };
};

/** Why tokenising failed, as the customer should read it. */
export class CardFieldsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardFieldsError';
  }
}

export type CardFields = {
  /** Tokenises what the customer typed into the frames. Rejects with CardFieldsError. */
  tokenize(): Promise<CardNonce>;
  /** Removes the frames. */
  teardown(): Promise<void>;
};

/**
 * The text styles inside the card frames, as braintree-web hosted-fields' `styles` option:
 * selector → CSS properties, or a media query → selector → properties.
 */
export type CardFieldStyles = Record<
  string,
  Record<string, string> | Record<string, Record<string, string>>
>;

export type CardFieldsOptions = {
  /** Elements the frames are rendered into: number, expiry, CVV, and postal code when billing needs it. */
  containers: {
    number: HTMLElement;
    expirationDate: HTMLElement;
    cvv: HTMLElement;
    postalCode?: HTMLElement;
  };
  /** The frames' text colours and font (./cardFieldStyles.ts). */
  styles?: CardFieldStyles;
  /** Fires when the fields become complete and valid, or stop being so. */
  onValidityChange?: (complete: boolean) => void;
};

/** An amount and the merchant's locale, for wallets. */
export type WalletAmount = {
  totalCents: number;
  currencyCode: string;
  countryCode: string;
  label: string;
};

/** A wallet's payment token, sent to the server as wallet_data. */
export type WalletToken = { nonce: string; details: { cardType: string; lastFour: string } };

export type Wallet = {
  /** True only where this browser offers the wallet (ApplePaySession v3, Google Pay isReadyToPay). */
  available(): Promise<boolean>;
  /** Runs the wallet's sheet; must be called from a user gesture. Rejects with 'Payment cancelled'. */
  pay(amount: WalletAmount): Promise<WalletToken>;
};

export type PaymentProviders = {
  createCardFields(options: CardFieldsOptions): Promise<CardFields>;
  applePay: Wallet;
  googlePay: Wallet;
};

/** How the checkout chooses: a key → Braintree; otherwise the sandbox at its origin. */
export type PaymentProvidersConfig = {
  braintreeTokenizationKey: string;
  sandboxOrigin: string;
  /** Google's merchant id for Google Pay in production (spec 2 §5.3 'a non-empty wallet merchant id'). */
  googleMerchantId?: string;
};
