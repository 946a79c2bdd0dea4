/** RequestAction TopupGooglePay (spec 3 §7; src/api/money.ts): a top-up by GOOGLE (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupGooglePay: ActionHandler<'TopupGooglePay'> = (ctx, fields) =>
  topupCall(ctx, fields, 'GOOGLE');
