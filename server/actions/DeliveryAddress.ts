/**
 * RequestAction DeliveryAddress, sub_action validate (spec 3 §7, §3 'Delivery';
 * src/api/deliveryAddress.ts): whether the store delivers to an address, a member's saved one or a
 * typed one, with the delivery slots offered for it. A saved address is read only for its owner:
 * anyone else's id is 'Delivery address not found', with nothing of the address answered.
 */
import type { DeliveryAddressResponse } from '@api/deliveryAddress';
import { joinAddressParts } from '@domain/addressParts';
import { availableText } from '@domain/slotSelection';
import { findDeliveryPostcode, parseJoinedAddress } from '../cart/address';
import { ownSavedAddress, requestedAddress, type RequestedAddress } from '../cart/requestedAddress';
import { resolveTarget } from '../cart/target';
import { fail, succeed, type ActionHandler } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import { loadSchedule } from '../schedules/load';

function answer(
  wanted: RequestedAddress,
  found: { postcodeId: number; slots: DeliveryAddressResponse['delivery_slots'] },
  error: string,
): DeliveryAddressResponse {
  const { parts } = wanted;
  return {
    delivery_address_id: wanted.savedId,
    delivery_address: wanted.text || joinAddressParts(parts),
    delivery_address1: parts.address1,
    delivery_address2: parts.address2,
    delivery_city: parts.city,
    delivery_state: parts.state,
    delivery_postcode: parts.postcode,
    delivery_country: parts.country,
    delivery_geo: '',
    delivery_latlng: '',
    delivery_validated: found.postcodeId > 0 ? 1 : 0,
    delivery_postcode_id: found.postcodeId,
    delivery_slot_id: 0,
    delivery_stop_id: 0,
    delivery_slots: found.slots,
    result: { error },
  };
}

export const DeliveryAddress: ActionHandler<'DeliveryAddress'> = async (ctx, fields) => {
  if ((fields.sub_action ?? '') !== 'validate') return fail(MESSAGES.invalidSubAction);
  const target = await resolveTarget(ctx, ctx.db, fields);
  if (!target.ok) return target;
  const wanted = requestedAddress(fields);
  const none = { postcodeId: 0, slots: [] };
  if (wanted === null) return fail(MESSAGES.deliveryAddressNotFound);
  if (wanted.savedId > 0) {
    const saved = await ownSavedAddress(ctx.db, wanted.savedId, {
      brandId: ctx.brand.id,
      customerId: ctx.session.customerId,
    });
    // Not the caller's (or gone): nothing of it is answered.
    if (!saved || ctx.session.customerId <= 0)
      return succeed(
        answer(
          { savedId: 0, parts: parseJoinedAddress(''), text: '' },
          none,
          MESSAGES.deliveryAddressNotFound,
        ),
      );
    wanted.parts = saved;
    wanted.text = joinAddressParts(saved);
  }
  const postcode = await findDeliveryPostcode(ctx.db, target.data.merchantId, wanted.parts);
  if (!postcode) return succeed(answer(wanted, none, MESSAGES.deliveryAddressNotDelivered));
  const slots = await loadSchedule(ctx, fields, 'slots');
  if (!slots.ok) return slots;
  return succeed(
    answer(
      wanted,
      {
        postcodeId: postcode.id,
        slots: slots.data.entries.map((entry) => ({
          delivery_slot_id: entry.id,
          display_label: entry.display_label,
          available_str: availableText(entry.available),
        })),
      },
      '',
    ),
  );
};
