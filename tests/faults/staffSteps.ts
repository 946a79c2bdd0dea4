/** Staff accept the journey's order on the board: a move through the outbox, faulted like any. */
import { noteMessage, settleOutbox } from './cartSteps';
import type { Device } from './device';
import { RELOADED } from './drive';
import type { Schedule } from './schedule';
import type { Told } from './told';

export async function acceptOrder(
  device: Device,
  schedule: Schedule,
  told: Told,
  orderId: number,
): Promise<void> {
  for (;;) {
    const board = await device.run((api) => api.loadStaffBoard({}));
    if (board === RELOADED) device.reload();
    else if (board.ok) break;
    else throw new Error(`the board did not load: ${board.error.message}`);
  }
  const requestId = schedule.uuid();
  const moved = await device.run((api) =>
    api.moveStaffOrder({ requestId, orderId, status: 'accepted' }),
  );
  if (moved === RELOADED) {
    // The move was stored before it was sent: the new page's outbox sends it.
    device.reload();
    told.staffMove = { orderId, state: 'queued' };
  } else if (moved.ok) {
    told.staffMove = { orderId, state: moved.data.state };
  } else {
    noteMessage(told, moved.error.message);
    told.staffMove = { kind: 'failed', message: moved.error.message };
  }
  await settleOutbox(device, schedule);
  const refused = (await device.db.outbox.toArray()).find(
    (row) => row.requestId === requestId && row.status === 'failed',
  );
  if (refused) told.staffMove = { kind: 'failed', message: refused.lastError ?? '' };
}
