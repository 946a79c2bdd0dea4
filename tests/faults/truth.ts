/**
 * After a journey, each side is counted and held to what the customer was told: the database
 * (orders, lines, payment attempts, balance entries, standing orders, status moves), the payment
 * sandbox (settled charges and their amounts) and the Linkly simulator (charged purchases).
 * Journeys run one after another, so whatever was made since the journey began is the journey's.
 */
import type { Device } from './device';
import type { TestBed } from './testBed';
import type { Told } from './told';

export type Marks = { orderId: number; attemptId: number; charges: number; purchases: number };
export type Counts = {
  orders: number;
  lines: number;
  attempts: number;
  charges: number;
  purchases: number;
  topups: number;
  standingOrders: number;
  moves: number;
};

export async function marks(bed: TestBed): Promise<Marks> {
  const max = async (table: 'orders' | 'payment_attempts') =>
    Number(
      (
        await bed.server.db
          .selectFrom(table)
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  return {
    orderId: await max('orders'),
    attemptId: await max('payment_attempts'),
    charges: bed.sandbox.charges().length,
    purchases: bed.sandbox.linkly.transactions().length,
  };
}

const sameLines = (a: Map<number, number>, b: Map<number, number>) =>
  a.size === b.size && [...a].every(([id, quantity]) => b.get(id) === quantity);
const show = (lines: Map<number, number>) => JSON.stringify([...lines].sort(([a], [b]) => a - b));

export async function checkTruth(input: {
  bed: TestBed;
  since: Marks;
  told: Told;
  /** The device whose cart the journey filled, and the cart's owner on the server. */
  shopper: Device;
  owner: string;
  member: { customerId: number } | null;
}): Promise<{ problems: string[]; counts: Counts }> {
  const { bed, since, told } = input;
  const db = bed.server.db;
  const problems: string[] = [];
  const expect = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };

  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '>', since.orderId)
    .execute();
  const placed = told.order?.kind === 'placed' ? told.order : null;
  expect(
    orders.length === (placed ? 1 : 0),
    `told ${told.order?.kind ?? 'nothing'}, ${orders.length} orders made`,
  );
  let lines = 0;
  if (placed && orders[0]) {
    const order = orders[0];
    expect(order.id === placed.orderId, `told order ${placed.orderId}, made ${order.id}`);
    expect(
      order.total_cents === placed.total,
      `told total ${placed.total}, order total ${order.total_cents}`,
    );
    const items = await db
      .selectFrom('order_items')
      .select(['menu_item_id', 'quantity'])
      .where('order_id', '=', order.id)
      .execute();
    lines = items.length;
    const made = new Map(items.map((item) => [item.menu_item_id, item.quantity]));
    expect(sameLines(made, told.lines), `told lines ${show(told.lines)}, ordered ${show(made)}`);
  } else if (told.lines.size > 0) {
    const items = await db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select(['cart_items.menu_item_id', 'cart_items.quantity'])
      .where('carts.owner', '=', input.owner)
      .where('carts.status', '=', 'open')
      .execute();
    lines = items.length;
    const made = new Map(items.map((item) => [item.menu_item_id, item.quantity]));
    expect(sameLines(made, told.lines), `told lines ${show(told.lines)}, cart holds ${show(made)}`);
  }
  const waiting = (await input.shopper.db.outbox.toArray()).filter(
    (row) => row.status !== 'failed',
  );
  expect(waiting.length === 0, `${waiting.length} outbox rows never sent`);

  const attempts = await db
    .selectFrom('payment_attempts')
    .select(['kind', 'state', 'amount_cents', 'order_id'])
    .where('id', '>', since.attemptId)
    .execute();
  expect(
    !attempts.some((a) => a.state === 'pending'),
    `payment attempts left pending: ${JSON.stringify(attempts)}`,
  );
  const paidAttempts = attempts.filter((a) => a.state === 'placed');

  // The sandbox: one settled charge per paid order and top-up, for the amount the customer saw.
  const charges = bed.sandbox.charges().slice(since.charges);
  const settled = charges
    .filter((c) => c.status === 'submitted_for_settlement')
    .map((c) => c.amountCents);
  const owed = [
    ...(placed?.by === 'card' ? [placed.total] : []),
    ...(told.topup?.kind === 'credited' ? [told.topup.amount] : []),
  ];
  const sorted = (list: number[]) => JSON.stringify([...list].sort((a, b) => a - b));
  expect(
    sorted(settled) === sorted(owed),
    `settled charges ${sorted(settled)}, told ${sorted(owed)}: ${JSON.stringify(charges)}`,
  );

  // The Linkly simulator: one charged purchase per terminal order, for its total.
  const purchases = bed.sandbox.linkly.transactions().slice(since.purchases);
  const charged = purchases.filter((p) => p.charged > 0);
  expect(
    purchases.every((p) => p.charged <= 1),
    'a terminal session charged twice',
  );
  expect(
    charged.length === (placed?.by === 'terminal' ? 1 : 0),
    `${charged.length} terminal purchases charged, told ${told.order?.kind ?? 'nothing'}`,
  );
  if (placed?.by === 'terminal' && charged[0])
    expect(
      charged[0].amountCents === placed.total,
      `terminal charged ${charged[0].amountCents}, told ${placed.total}`,
    );

  let topups = 0;
  let standingOrders = 0;
  if (input.member) {
    const entries = await db
      .selectFrom('customer_balance_entries')
      .select(['amount_cents', 'reason'])
      .where('customer_id', '=', input.member.customerId)
      .execute();
    const credits = entries.filter((e) => e.reason === 'topup');
    topups = credits.length;
    const balance = entries.reduce((sum, e) => sum + e.amount_cents, 0);
    if (told.topup?.kind === 'credited') {
      expect(credits.length === 1, `told credited once, ${credits.length} top-up credits`);
      expect(
        balance === told.topup.balance,
        `told balance ${told.topup.balance}, ledger ${balance}`,
      );
    } else
      expect(
        credits.length === 0,
        `told ${told.topup?.kind ?? 'nothing'}, ${credits.length} top-up credits`,
      );
    expect(
      paidAttempts.filter((a) => a.kind === 'topup').length === topups,
      `top-up attempts placed ${paidAttempts.filter((a) => a.kind === 'topup').length}, credits ${topups}`,
    );
    standingOrders = Number(
      (
        await db
          .selectFrom('standing_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', input.member.customerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(
      standingOrders === (told.standingOrder === 'saved' ? 1 : 0),
      `told standing order ${JSON.stringify(told.standingOrder)}, ${standingOrders} saved`,
    );
  }
  if (placed?.by === 'card')
    expect(
      paidAttempts.filter((a) => a.kind === 'order' && a.order_id === placed.orderId).length === 1,
      `card order ${placed.orderId} has ${paidAttempts.length} placed attempts`,
    );

  let moves = 0;
  if (told.staffMove) {
    const orderId = 'orderId' in told.staffMove ? told.staffMove.orderId : (placed?.orderId ?? 0);
    const history = await db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', orderId)
      .where('status', '=', 'accepted')
      .execute();
    moves = history.length;
    expect(
      moves === ('state' in told.staffMove ? 1 : 0),
      `staff move told ${JSON.stringify(told.staffMove)}, ${moves} made`,
    );
  }
  expect(
    told.offCatalogue.length === 0,
    `told words not in the catalogue: ${JSON.stringify(told.offCatalogue)}`,
  );

  return {
    problems,
    counts: {
      orders: orders.length,
      lines,
      attempts: paidAttempts.length,
      charges: settled.length,
      purchases: charged.length,
      topups,
      standingOrders,
      moves,
    },
  };
}
