/** RequestAction TopupCoinbase (spec 3 §7; src/api/money.ts): a top-up by CB (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupCoinbase: ActionHandler<'TopupCoinbase'> = (ctx, fields) =>
  topupCall(ctx, fields, 'CB');
