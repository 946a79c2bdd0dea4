/** RequestAction TopupApplePay (spec 3 §7; src/api/money.ts): a top-up by APPLE (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupApplePay: ActionHandler<'TopupApplePay'> = (ctx, fields) =>
  topupCall(ctx, fields, 'APPLE');
