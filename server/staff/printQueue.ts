/**
 * Print jobs (spec 3 §7 `PrintQueue add`; 'a print job table a printer bridge could
 * poll'): queued by a kiosk or staff device for one of its brand's orders, taken by the printer
 * bridge of the order's store (server/http/printBridge.ts), listed by the operator console
 * (`npm run print:jobs`). A job carries the docket's text, drawn when it is taken, so a bridge
 * needs nothing but a printer.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { docketLines } from './docket';

export type PrintJobSummary = {
  id: number;
  order_id: number;
  order_number: string;
  merchant_id: number;
  pos_guid: string;
  status: string;
  created_at: string;
  taken_at: string | null;
  done_at: string | null;
};

export type TakenJob = PrintJobSummary & { docket: string[] };

/** Queues a docket; runs inside the caller's idempotency transaction. */
export async function addPrintJob(
  trx: Kysely<Database>,
  input: {
    brandId: number;
    merchantId: number;
    orderId: number;
    posGuid: string;
    requestedBy: number;
    requestId: string;
    at: Date;
  },
) {
  return trx
    .insertInto('print_jobs')
    .values({
      brand_id: input.brandId,
      merchant_id: input.merchantId,
      order_id: input.orderId,
      pos_guid: input.posGuid,
      requested_by: input.requestedBy,
      request_id: input.requestId,
      status: 'queued',
      created_at: input.at,
    })
    .returning(['id', 'order_id', 'pos_guid', 'status'])
    .executeTakeFirstOrThrow();
}

function summaryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('print_jobs')
    .innerJoin('orders', 'orders.id', 'print_jobs.order_id')
    .select([
      'print_jobs.id',
      'print_jobs.order_id',
      'orders.order_number',
      'print_jobs.merchant_id',
      'print_jobs.pos_guid',
      'print_jobs.status',
      'print_jobs.created_at',
      'print_jobs.taken_at',
      'print_jobs.done_at',
    ]);
}

type SummaryRow = Omit<PrintJobSummary, 'created_at' | 'taken_at' | 'done_at'> & {
  created_at: Date;
  taken_at: Date | null;
  done_at: Date | null;
};

const summary = (row: SummaryRow): PrintJobSummary => ({
  ...row,
  created_at: row.created_at.toISOString(),
  taken_at: row.taken_at?.toISOString() ?? null,
  done_at: row.done_at?.toISOString() ?? null,
});

/** The newest jobs first (the operator console's list). */
export async function listPrintJobs(db: Kysely<Database>, limit = 50): Promise<PrintJobSummary[]> {
  const rows = await summaryQuery(db).orderBy('print_jobs.id', 'desc').limit(limit).execute();
  return rows.map(summary);
}

/** The docket's lines (server/staff/docket.ts). */
async function docketOf(db: Kysely<Database>, orderId: number): Promise<string[]> {
  const order = await db
    .selectFrom('orders')
    .innerJoin('merchants', 'merchants.id', 'orders.merchant_id')
    .select([
      'orders.order_number',
      'orders.fulfilment_type',
      'orders.fulfilment_detail',
      'orders.contact_name',
      'orders.note',
      'orders.total_cents',
      'merchants.name',
      'merchants.locale',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('order_items')
    .select(['name', 'quantity', 'option_lines'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return docketLines(
    {
      merchantName: order.name,
      orderNumber: order.order_number,
      fulfilmentType: order.fulfilment_type,
      fulfilmentDetail: order.fulfilment_detail,
      contactName: order.contact_name,
      note: order.note,
      currencySign: order.locale.currency_sign,
      totalCents: order.total_cents,
    },
    items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      optionLines: item.option_lines,
    })),
  );
}

/**
 * Takes up to `limit` queued jobs of the bridge's store, oldest first, optionally for one device
 * (pos_guid), and marks them taken by it. `skip locked`: two bridges polling at once never take
 * the same job.
 */
export async function takePrintJobs(
  db: Kysely<Database>,
  input: { bridgeId: number; merchantId: number; posGuid?: string; limit: number; at: Date },
): Promise<TakenJob[]> {
  const taken = await db.transaction().execute(async (trx) => {
    let pick = trx
      .selectFrom('print_jobs')
      .select('id')
      .where('merchant_id', '=', input.merchantId)
      .where('status', '=', 'queued');
    if (input.posGuid) pick = pick.where('pos_guid', '=', input.posGuid);
    const ids = await pick
      .orderBy('id')
      .limit(input.limit)
      .forUpdate()
      .modifyEnd(sql`skip locked`)
      .execute();
    if (ids.length === 0) return [];
    await trx
      .updateTable('print_jobs')
      .set({ status: 'taken', taken_at: input.at, taken_by: input.bridgeId })
      .where(
        'id',
        'in',
        ids.map((row) => row.id),
      )
      .execute();
    return (
      await summaryQuery(trx)
        .where(
          'print_jobs.id',
          'in',
          ids.map((row) => row.id),
        )
        .orderBy('print_jobs.id')
        .execute()
    ).map(summary);
  });
  return Promise.all(
    taken.map(async (job) => ({ ...job, docket: await docketOf(db, job.order_id) })),
  );
}

/** A bridge reports a job it took as printed or failed; false when it is not that bridge's. */
export async function finishPrintJob(
  db: Kysely<Database>,
  input: { bridgeId: number; jobId: number; printed: boolean; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('print_jobs')
    .set({ status: input.printed ? 'printed' : 'failed', done_at: input.at })
    .where('id', '=', input.jobId)
    .where('taken_by', '=', input.bridgeId)
    .where('status', '=', 'taken')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
