/**
 * Sends a delivery address to the server and keeps its answer (spec 1 §4 'Delivery address', §7
 * update_checkout): the parts joined with ', ' plus each part, or a saved address's id. The answer's
 * postcode_id (> 0: delivered there) and delivery minutes are stored with the held choice. A
 * failure has already been toasted by the worker ('Error, please try again' or the server's words).
 */
import { worker } from '@/app/workerClient';
import {
  addressCheckoutOptions,
  checkedAddress,
  type AddressParts,
  type CheckedAddress,
} from '@/domain/addressParts';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';

export async function submitAddress(input: {
  slug: string;
  held: SelectedFulfilment;
  parts: AddressParts;
  /** A saved address's id (members), else 0. */
  addressId: number;
}): Promise<CheckedAddress | null> {
  const { slug, held, parts, addressId } = input;
  const answer = await worker.updateCheckout({
    slug,
    options: addressId > 0 ? { delivery_address_id: addressId } : addressCheckoutOptions(parts),
    failureText: 'try-again',
  });
  if (!answer.ok) return null;
  const { checkout } = answer.data.order;
  const { delivery_address: check, delivery_mins: mins } = answer.data.additional_data;
  const delivery = checkedAddress({
    parts: {
      address1: checkout.delivery_address1,
      address2: checkout.delivery_address2,
      city: checkout.delivery_city,
      state: checkout.delivery_state,
      postcode: checkout.delivery_postcode,
      country: checkout.delivery_country,
    },
    addressId,
    postcodeId: check.postcode_id,
    validated: check.delivery_validated === 1,
    mins,
  });
  const saved = await worker.saveFulfilment({ slug, selection: held, delivery });
  return saved.ok ? delivery : null;
}
