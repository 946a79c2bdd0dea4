/**
 * The worker's DeliveryAddress (spec 3 §7 sub_action validate, §3 'Delivery'): asks the server
 * whether the store of `slug` delivers to an address (a member's saved one by id, or typed parts,
 * or the joined text) and answers the Delivery state with its slots. Online only: the answer means
 * nothing without the server, and nothing is written to Dexie (a screen holds it while it shows).
 */
import type { DeliveryAddressInput, DeliveryAddressResponse } from '@/api/deliveryAddress';
import { fail, type Result } from '@/domain/result';
import type { WorkerContext } from '@worker/context';

export function createDeliveryAddressApi(ctx: WorkerContext) {
  return {
    /**
     * Validates `address` for the store of `slug` (its menu must be loaded); `date` ('yyyy-MM-dd')
     * picks the day of the slots, today when absent. result.error in the answer says why the store
     * does not deliver there.
     */
    async validateDeliveryAddress(input: {
      slug: string;
      address: DeliveryAddressInput | string;
      date?: string;
    }): Promise<Result<DeliveryAddressResponse>> {
      const row = await ctx.db.menus.get(input.slug);
      if (row === undefined || row.menu === null) return fail('invalid-request', 'Menu not loaded');
      return ctx.protocol.call('DeliveryAddress', {
        sub_action: 'validate',
        store_id: String(row.merchantId),
        menu_id: String(row.menu.id),
        delivery_address:
          typeof input.address === 'string' ? input.address : JSON.stringify(input.address),
        ...(input.date ? { fulfilment_date: input.date } : {}),
      });
    },
  };
}
