import type { FulfilmentCode } from '@api/common';
import { toFulfilmentCode } from '@domain/fulfilmentCodes';
import type { CheckoutRow } from '../../cart/order';
import type { MerchantConfig } from '../../menu/catalogue';
import {
  fulfilmentConfig,
  type FulfilmentConfig,
  type FulfilmentTypeRow,
} from '../../menu/fulfilment';
import { fail, succeed, type ActionResult } from '../../protocol/context';
import { MESSAGES } from '../../protocol/messages';
import type { SubmitInput } from '../submitInput';

export type FulfilmentChoice = {
  code: FulfilmentCode;
  type: FulfilmentTypeRow;
  settings: FulfilmentConfig;
};

/**
 * The fulfilment type (the request's, else the cart's), one the merchant offers and staff have not
 * paused, with the table number or booking details its settings require.
 */
export function fulfilmentChoice(
  config: MerchantConfig,
  input: SubmitInput,
  checkout: CheckoutRow,
): ActionResult<FulfilmentChoice> {
  const typeText = input.fulfilmentType || checkout.fulfilment_type;
  if (typeText === '' || typeText.toLowerCase() === 'none')
    return fail(MESSAGES.fulfilmentTypeRequired);
  const code = toFulfilmentCode(typeText);
  const type = code ? config.fulfilment.find((entry) => entry.code === code) : undefined;
  if (!code || !type || type.paused) return fail(MESSAGES.fulfilmentTypeUnavailable);
  const settings = fulfilmentConfig(type.settings);

  if (code === 'dinein' && settings.table_num_required === 1 && input.tableNum === '')
    return fail(MESSAGES.tableNumberRequired);
  if (code === 'booking') {
    if (settings.booking_ref_required === 1 && input.bookingRef === '')
      return fail(MESSAGES.bookingRefRequired);
    if (settings.booking_name_required === 1 && input.contactName === '')
      return fail(MESSAGES.bookingNameRequired);
    if (settings.booking_pax_required === 1 && input.bookingPax <= 0)
      return fail(MESSAGES.bookingPaxRequired);
  }
  return succeed({ code, type, settings });
}
