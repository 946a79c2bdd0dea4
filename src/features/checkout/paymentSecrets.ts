import { isCardMethod } from '@/domain/paymentMethods';
import type { CardFields, PaymentProviders, WalletAmount } from '@/platform/payments/types';
import { submissionToast } from './submissionToast';
import { BRAINTREE_ERROR } from './usePaymentProviders';
import type { PaymentSecrets } from './useSubmitFields';

/**
 * The card's nonce or the wallet's token for the chosen method ({} for a method with neither);
 * null, after a toast saying why, when there is none to send.
 */
export async function paymentSecrets(input: {
  chosen: string | null;
  cardFields: CardFields | null;
  providers: PaymentProviders | null;
  /** What a wallet's sheet shows. */
  wallet: WalletAmount;
  /** The tokenised card's type, told as soon as it is known. */
  onCardType: (cardType: string) => void;
}): Promise<PaymentSecrets | null> {
  const { chosen, cardFields, providers } = input;
  const fail = (message: string) => {
    submissionToast(message);
    return null;
  };
  if (chosen !== null && isCardMethod(chosen)) {
    if (cardFields === null) return fail(BRAINTREE_ERROR);
    try {
      const card = await cardFields.tokenize();
      input.onCardType(card.details.cardType);
      return { braintree_nonce: card.nonce };
    } catch (error) {
      return fail(error instanceof Error ? error.message : BRAINTREE_ERROR);
    }
  }
  if ((chosen === 'APPLE' || chosen === 'GOOGLE') && providers !== null) {
    const wallet = chosen === 'APPLE' ? providers.applePay : providers.googlePay;
    try {
      const token = await wallet.pay(input.wallet);
      return { wallet_data: JSON.stringify(token) };
    } catch (error) {
      return fail(error instanceof Error ? error.message : 'Payment cancelled');
    }
  }
  return {};
}
