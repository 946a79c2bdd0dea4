// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffOrderCard } from './StaffOrderCard';

afterEach(cleanup);

/** A board order whose customer text carries right-to-left overrides, which must stay inside. */
const order = {
  id: 7,
  order_number: '00007',
  status: 'placed' as const,
  nstatus: 1,
  status_label: 'Submitted',
  placed_at: '2026-11-24T11:00:00',
  fulfilment_type: 'table',
  fulfilment_when: 'ASAP',
  fulfilment_detail: 'Table \u202E4 elbat',
  customer_name: 'Ada \u202Eecalevol',
  items: [{ name: 'Iced Mint Tea', quantity: 1, option_lines: [] }],
  note: 'No ice \u202EDIAP',
  grand_total: 650,
  date: '2026-11-24',
  fetchedAt: 0,
  move: null,
};

describe('StaffOrderCard: what a customer typed cannot reorder the card', () => {
  it.each([
    ['the customer name', 'Ada \u202Eecalevol'],
    ['the fulfilment detail', 'Table \u202E4 elbat'],
    ['the note', 'No ice \u202EDIAP'],
  ])('%s sits in its own bidi isolate', (_field, text) => {
    render(
      <StaffOrderCard
        order={order}
        currencySign="$"
        onMove={() => {}}
        onCancel={() => {}}
        onDismiss={() => {}}
      />,
    );
    const element = screen.getByText(text, { exact: false, selector: 'bdi' });
    expect(element.tagName).toBe('BDI');
    expect(element.textContent).toBe(text);
  });
});

describe('StaffOrderCard: Cancel asks first; a cancelled order says where its money went', () => {
  it('Cancel opens the question and moves nothing', () => {
    const onMove = vi.fn();
    const onCancel = vi.fn();
    render(
      <StaffOrderCard
        order={order}
        currencySign="$"
        onMove={onMove}
        onCancel={onCancel}
        onDismiss={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel: order 00007' }));
    expect(onCancel).toHaveBeenCalledWith(order);
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: order 00007' }));
    expect(onMove).toHaveBeenCalledWith(7, 'accepted');
  });

  it.each([
    ['card', 'refunded', '$6.60 refunded to card'],
    ['card', 'pending', 'Refund of $6.60 pending'],
    ['balance', 'refunded', '$6.60 returned to balance'],
    ['terminal', 'owed', 'Refund $6.60 on the pinpad'],
  ] as const)('%s %s: %s', (kind, state, line) => {
    const cancelled = {
      ...order,
      status: 'cancelled' as const,
      refund: { kind, state, amount: 660 },
    };
    render(
      <StaffOrderCard
        order={cancelled}
        currencySign="$"
        onMove={() => {}}
        onCancel={() => {}}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByText(line)).toBeTruthy();
  });
});
