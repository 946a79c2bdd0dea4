import { menuMethodOf } from '@domain/savedCard';
import { parseCustomData } from '../../cart/checkoutPatch';
import type { CartRow } from '../../cart/cartStore';
import { fail, succeed, type ActionResult } from '../../protocol/context';
import { MESSAGES } from '../../protocol/messages';
import type { MenuCheckout } from '../settings';
import type { SubmitInput } from '../submitInput';

export type OrderChoices = {
  paymentMethod: string;
  storeClassId: number | null;
  customData: Record<string, string>;
};

/**
 * The last of the form's choices (the request's, else the cart's): the terms and age checkboxes
 * the menu requires, a payment method it offers, a student class it has, and custom fields that
 * parse.
 */
export function orderChoices(
  input: SubmitInput,
  cart: CartRow,
  menuCheckout: MenuCheckout,
): ActionResult<OrderChoices> {
  const { settings } = menuCheckout;
  if (settings.terms_required && !input.termsAgreed) return fail(MESSAGES.termsRequired);
  if (settings.age_limit_required && !input.ageAgreed) return fail(MESSAGES.ageLimitRequired);

  const paymentMethod = input.paymentMethod || cart.payment_method;
  if (paymentMethod === '') return fail(MESSAGES.paymentMethodRequired);
  const offeredCode = menuMethodOf(paymentMethod);
  if (!menuCheckout.methods.some((method) => method.code === offeredCode))
    return fail(MESSAGES.paymentMethodUnavailable);

  const classId = input.storeClassId ?? cart.store_class_id;
  const storeClassId = classId !== null && classId > 0 ? classId : null;
  if (storeClassId !== null && !menuCheckout.classes.some((entry) => entry.id === storeClassId))
    return fail(MESSAGES.studentClassNotFound);
  const customData =
    input.customData === null ? cart.custom_data : parseCustomData(input.customData);
  if (customData === null) return fail(MESSAGES.invalidCustomData);
  return succeed({ paymentMethod, storeClassId, customData });
}
