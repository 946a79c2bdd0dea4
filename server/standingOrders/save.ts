/** StandingOrders save and status (spec 3 §2, §8): the rules come next; until then they refuse. */
import type { StandingOrdersResponse } from '@api/standingOrders';
import { fail, type ActionContext, type ActionResult, type RequestFields } from '../protocol/context';
import { MESSAGES } from '../protocol/messages';
import type { Access } from './load';

type Ids = { storeId: number; standingOrderId: number };

export async function saveStandingOrder(
  _ctx: ActionContext,
  _access: Access,
  _ids: Ids,
  _fields: RequestFields,
): Promise<ActionResult<StandingOrdersResponse>> {
  return fail(MESSAGES.standingOrderDataMissing);
}

export async function setStandingOrderStatus(
  _ctx: ActionContext,
  _access: Access,
  _ids: Ids,
  _fields: RequestFields,
): Promise<ActionResult<StandingOrdersResponse>> {
  return fail(MESSAGES.standingOrderDataMissing);
}
