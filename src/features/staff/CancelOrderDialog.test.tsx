// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefundKind } from '@/domain/cancelRefund';
import { CancelOrderDialog } from './CancelOrderDialog';

afterEach(cleanup);

const orderPaidBy = (kind: RefundKind, amount: number) => ({
  id: 42,
  order_number: '00042',
  status: 'accepted' as const,
  nstatus: 2,
  status_label: 'Confirmed',
  placed_at: '2026-11-24T11:00:00',
  fulfilment_type: 'pickup',
  fulfilment_when: 'ASAP',
  fulfilment_detail: '',
  customer_name: 'Jo Citizen',
  items: [{ name: 'Iced Mint Tea', quantity: 2, option_lines: [] }],
  note: '',
  grand_total: 1320,
  payment: { kind, amount },
  refund: null,
  date: '2026-11-24',
  fetchedAt: 0,
  move: null,
});

function open(kind: RefundKind, amount = 1320) {
  const onKeep = vi.fn();
  const onCancel = vi.fn();
  render(
    <CancelOrderDialog
      order={orderPaidBy(kind, amount)}
      currencySign="$"
      onKeep={onKeep}
      onCancel={onCancel}
    />,
  );
  return { onKeep, onCancel };
}

describe('CancelOrderDialog: asks, names the amount and says what happens to the payment', () => {
  it.each<[RefundKind, number, string, string]>([
    ['card', 1320, 'Paid $13.20', 'voided or refunded through the card provider'],
    ['balance', 1320, 'Paid $13.20', 'goes back to their balance'],
    ['terminal', 1320, 'Paid $13.20', 'refund it on the pinpad'],
    ['none', 0, 'Order total $0.00', 'there is nothing to refund'],
  ])('%s', (kind, amount, paid, payment) => {
    open(kind, amount);
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 00042?' });
    expect(dialog.textContent).toContain(paid);
    expect(dialog.textContent).toContain(payment);
  });

  it("starts on 'Keep order', which (like Escape) cancels nothing", () => {
    const { onKeep, onCancel } = open('card');
    const keep = screen.getByRole('button', { name: 'Keep order' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onKeep).toHaveBeenCalledTimes(2);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("'Cancel order' confirms", () => {
    const { onCancel } = open('card');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
