/**
 * RequestAction Favourites (src/api/favourites.ts; not a spec call): a member marks one of the
 * brand's locations as a favourite, or unmarks it, and gets their favourites back. Members only
 * ('Account required' otherwise). Setting, not toggling, and run once per request_id: a change
 * queued offline and sent again answers its first answer and changes nothing more.
 */
import { favouriteMerchantIds, memberId } from '../accounts/favourites';
import { idField, requestIdField } from '../cart/parse';
import { fail, type ActionHandler } from '../protocol/context';
import { changeOnce } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import { ACCOUNT_REQUIRED } from '../protocol/signedIn';
import type { FavouritesResponse } from '@api/favourites';

export const Favourites: ActionHandler<'Favourites'> = async (ctx, fields) => {
  const customerId = await memberId(ctx);
  if (customerId === null) return fail(ACCOUNT_REQUIRED);
  if ((fields.sub_action ?? 'set') !== 'set') return fail(MESSAGES.invalidSubAction);
  const requestId = requestIdField(fields);
  if (requestId === null) return fail(MESSAGES.requestIdRequired);
  const merchantId = idField(fields, 'merchant_id');
  const favourite = fields.favourite?.trim();
  if (favourite !== '0' && favourite !== '1') return fail(MESSAGES.invalidFavourite);
  const brandId = ctx.brand.id;

  return changeOnce(ctx, requestId, 'Favourites', async (trx) => {
    const merchant =
      merchantId === null
        ? undefined
        : await trx
            .selectFrom('merchants')
            .select('id')
            .where('id', '=', merchantId)
            .where('brand_id', '=', brandId)
            .where('active', '=', true)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
    if (merchant === undefined) return { ok: false, message: MESSAGES.merchantDoesNotExist };
    if (favourite === '1') {
      await trx
        .insertInto('favourite_merchants')
        .values({
          brand_id: brandId,
          customer_id: customerId,
          merchant_id: merchant.id,
          created_at: ctx.now,
        })
        .onConflict((conflict) => conflict.columns(['customer_id', 'merchant_id']).doNothing())
        .execute();
    } else {
      await trx
        .deleteFrom('favourite_merchants')
        .where('customer_id', '=', customerId)
        .where('merchant_id', '=', merchant.id)
        .execute();
    }
    const data: FavouritesResponse = {
      favourites: await favouriteMerchantIds(trx, brandId, customerId),
    };
    return { ok: true, data };
  });
};
