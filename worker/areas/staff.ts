/**
 * The staff area (loaded on its first call, or when the outbox holds a board move or a menu change
 * queued in an earlier session): the order board, the Menu tab and printing. Building it registers
 * the board moves' and the menu changes' outbox senders.
 */
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import { createPrintApi } from '@worker/kiosk/printOrder';
import type { EventStreamDeps } from '@worker/live/eventStream';
import { createStaffBoardApi } from '@worker/staff/staffBoardApi';
import { createStaffMenuApi } from '@worker/staff/staffMenuApi';

export function createStaffArea(
  ctx: WorkerContext,
  outbox: Outbox,
  streams: EventStreamDeps & { origin: string },
) {
  return {
    ...createStaffBoardApi(ctx, outbox, streams),
    ...createStaffMenuApi(ctx, outbox, streams),
    ...createPrintApi(ctx),
  };
}

export type StaffArea = ReturnType<typeof createStaffArea>;
