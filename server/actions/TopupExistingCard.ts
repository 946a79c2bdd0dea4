/** RequestAction TopupExistingCard (spec 3 §7; src/api/money.ts): a top-up by SAVED (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupExistingCard: ActionHandler<'TopupExistingCard'> = (ctx, fields) =>
  topupCall(ctx, fields, 'SAVED');
