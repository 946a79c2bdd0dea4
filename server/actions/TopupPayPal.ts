/** RequestAction TopupPayPal (spec 3 §7; src/api/money.ts): a top-up by PP (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupPayPal: ActionHandler<'TopupPayPal'> = (ctx, fields) =>
  topupCall(ctx, fields, 'PP');
