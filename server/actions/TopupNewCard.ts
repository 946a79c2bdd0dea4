/** RequestAction TopupNewCard (spec 3 §7; src/api/money.ts): a top-up by CC (server/money/topupCall.ts). */
import type { ActionHandler } from '../protocol/context';
import { topupCall } from '../money/topupCall';

export const TopupNewCard: ActionHandler<'TopupNewCard'> = (ctx, fields) =>
  topupCall(ctx, fields, 'CC');
