/**
 * 'Print Receipt' on a kiosk or staff device (spec 3 §2 'Orders', §6 'docket printing', §7
 * `PrintQueue (sub_action add) | pos_guid, order_id`): queues the order's docket for the store's
 * printer bridge (server/staff/printQueue.ts). The device's pos_guid is its CustomerAccount's
 * `account.eftpos.pos_guid` (fetched when the profile is not held yet). Sent once, with a
 * request_id, so a repeat the network caused prints once.
 */
import { fail, ok, type Result } from '@/domain/result';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import type { WorkerContext } from '@worker/context';
import { createLogger } from '@worker/log';
import { printQueueFailureText } from '@worker/messages';

const log = createLogger('print');

export function createPrintApi(ctx: WorkerContext) {
  async function posGuid(): Promise<Result<string>> {
    const held = await ctx.db.account.get('current');
    if (held !== undefined && held.customer.id === (await ctx.db.customer.get('current'))?.id)
      return ok(held.account.eftpos.pos_guid);
    const answer = await ctx.protocol.call('CustomerAccount', {});
    return answer.ok ? ok(answer.data.account.eftpos.pos_guid) : answer;
  }

  return {
    /**
     * Queues the order's docket on this device's printer (PrintQueue add). Fails with the server's
     * words (e.g. 'Kiosk or staff account required', 'POS ID needs to be assigned to this user by
     * an Admin before printing.'), or 'Error PQ1, please try again…' when the call did not get
     * through (spec 3 §8).
     */
    async printOrder(input: { orderId: number }): Promise<Result<{ jobId: number }>> {
      if (!Number.isSafeInteger(input.orderId) || input.orderId <= 0)
        return fail('not-found', SERVER_PHRASES.orderNotFound);
      const pos = await posGuid();
      if (!pos.ok) return fail(pos.error.code, printQueueFailureText(pos.error));
      if (pos.data === '') return fail('invalid-request', SERVER_PHRASES.posIdRequired);
      const answer = await ctx.protocol.call('PrintQueue', {
        sub_action: 'add',
        pos_guid: pos.data,
        order_id: String(input.orderId),
        request_id: crypto.randomUUID(),
      });
      if (!answer.ok) {
        log.info(`order ${input.orderId}: ${answer.error.message}`);
        return fail(answer.error.code, printQueueFailureText(answer.error));
      }
      return ok({ jobId: answer.data.print_job.id });
    },
  };
}
