/**
 * The staff area (loaded on its first call, or when the outbox holds a board move queued in an
 * earlier session): the order board and printing. Building it registers the board moves' outbox
 * sender.
 */
import type { Outbox } from '@worker/cart/outbox';
import type { WorkerContext } from '@worker/context';
import { createPrintApi } from '@worker/kiosk/printOrder';
import type { EventStreamDeps } from '@worker/live/eventStream';
import { createStaffBoardApi } from '@worker/staff/staffBoardApi';

export function createStaffArea(
  ctx: WorkerContext,
  outbox: Outbox,
  streams: EventStreamDeps & { origin: string },
) {
  return { ...createStaffBoardApi(ctx, outbox, streams), ...createPrintApi(ctx) };
}

export type StaffArea = ReturnType<typeof createStaffArea>;
