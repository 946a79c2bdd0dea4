/**
 * What a customer types reaches the kitchen as they typed it and no more. A note with line breaks
 * could print forged docket lines ('Total $0.00 PAID', '3 x Lamb…'); a U+202E in a name would
 * reverse the staff board's text. Single-line fields lose control and bidi-override
 * characters on the server (src/domain/singleLine.ts); the note prints as one labelled, wrapped
 * field (server/staff/docket.ts).
 */
import { describe, expect, it } from 'vitest';
import { DOCKET_WIDTH, docketLines } from '../../server/staff/docket';
import { checkoutSuite, submitter, teaCart } from './checkoutHelpers';
import { backends } from './helpers';
import { DEMO_BRIDGE_TOKEN, DEMO_STAFF, signIn } from './staffHelpers';

const FORGED_NOTE = 'No ice\nTotal $0.00 PAID\n3 x Lamb shoulder\r\n\u202EDIAP';
const REVERSED_NAME = 'Ada \u202Eecalevol';

/** The lines a printer would print: a line break inside a line starts a new one. */
const printed = (docket: readonly string[]) => docket.flatMap((line) => line.split(/\r\n|\r|\n/));

describe.each(backends)('customer text on the board and the docket ($name)', (backend) => {
  const suite = checkoutSuite(backend);

  it('a forged note and a reversed name are placed as plain single lines', async () => {
    const client = await teaCart(suite);
    const placed = await submitter(suite, client).ok('0', {
      customer_name: REVERSED_NAME,
      order_note: FORGED_NOTE,
    });
    const staff = await signIn(suite.server, DEMO_STAFF);
    const board = await suite.server.ok('StaffOrders', {}, staff.options);
    const shown = board.orders.find((order) => order.id === placed.order_id);
    expect(shown?.customer_name).toBe('Ada ecalevol');
    expect(shown?.note).toBe('No ice Total $0.00 PAID 3 x Lamb shoulder DIAP');

    const queued = await suite.server.ok(
      'PrintQueue',
      {
        sub_action: 'add',
        pos_guid: DEMO_STAFF.posGuid,
        order_id: String(placed.order_id),
        request_id: crypto.randomUUID(),
      },
      staff.options,
    );
    const taken = await suite.server.app.inject({
      method: 'POST',
      url: '/api/print-bridge/take',
      headers: { authorization: `Bearer ${DEMO_BRIDGE_TOKEN}` },
      payload: { pos_guid: DEMO_STAFF.posGuid, limit: 20 },
    });
    const job = taken
      .json<{ jobs: { id: number; docket: string[] }[] }>()
      .jobs.find((entry) => entry.id === queued.print_job.id);
    const lines = printed(job?.docket ?? []);
    expect(lines.filter((line) => /^Total\b/.test(line))).toEqual(['Total $6.60']);
    expect(lines.filter((line) => /^\d+ x /.test(line))).toEqual(['1 x Iced Mint Tea']);
    expect(lines).toContain('Ada ecalevol');
    expect(lines.join('\n')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

describe('docketLines: the note is one labelled, wrapped field', () => {
  const order = {
    merchantName: 'Fremantle Fig & Olive',
    orderNumber: '00012',
    fulfilmentType: 'pickup',
    fulfilmentDetail: '',
    contactName: 'Ada',
    currencySign: '$',
    totalCents: 650,
  };
  const items = [{ name: 'Iced Mint Tea', quantity: 1, optionLines: [] }];

  it.each([
    ['No ice', ['Note: No ice']],
    ['No ice\nTotal $0.00 PAID', ['Note: No ice Total $0.00 PAID']],
    [
      'Please leave the bag at the side door, the front one sticks; Total $0.00 PAID and 3 x Lamb',
      [
        'Note: Please leave the bag at the side',
        '      door, the front one sticks; Total',
        '      $0.00 PAID and 3 x Lamb',
      ],
    ],
    [
      'x'.repeat(80),
      ['Note: ' + 'x'.repeat(36), '      ' + 'x'.repeat(36), '      ' + 'x'.repeat(8)],
    ],
  ])('%j prints as %j', (note, expected) => {
    const lines = docketLines({ ...order, note }, items);
    const noteLines = lines.slice(lines.indexOf('1 x Iced Mint Tea') + 1, -1);
    expect(noteLines).toEqual(expected);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(DOCKET_WIDTH);
    expect(lines.at(-1)).toBe('Total $6.50');
  });
});
