// @vitest-environment happy-dom
/**
 * One item on the staff Menu tab: its state in words, the one button that turns it around (named
 * with the item, so a screen reader hears which), and a change waiting to be sent or refused.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingMenuChange } from '@worker/staff/staffMenuQuery';
import { StaffMenuItemRow } from './StaffMenuItemRow';

afterEach(cleanup);

const available = {
  id: 11,
  name: 'Moussaka',
  category: 'Mains',
  price: 2400,
  is_available: 1 as const,
  available_str: '',
  sold_out_until: null,
  change: null,
};
const soldOut = {
  ...available,
  is_available: 0 as const,
  available_str: 'Sold out today',
  sold_out_until: '2026-11-24T21:00',
};

function show(item: typeof available | typeof soldOut, change: PendingMenuChange | null = null) {
  const onMark = vi.fn();
  const onDismiss = vi.fn();
  render(
    <ul>
      <StaffMenuItemRow item={{ ...item, change }} onMark={onMark} onDismiss={onDismiss} />
    </ul>,
  );
  return { onMark, onDismiss };
}

describe('StaffMenuItemRow', () => {
  it.each([
    [
      'available: Sold out marks it unavailable',
      available,
      'Available',
      'Sold out: Moussaka',
      false,
    ],
    [
      'sold out: Back on marks it available',
      soldOut,
      'Sold out until 9:00 pm',
      'Back on: Moussaka',
      true,
    ],
  ])('%s', (_case, item, state, button, next) => {
    const { onMark } = show(item);
    expect(screen.getByText(state)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(onMark).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 11 }), next);
  });

  it('a change waiting for the network says so', () => {
    show(soldOut, { state: 'waiting', error: null, outboxId: 3, label: 'Moussaka: sold out' });
    expect(screen.getByRole('status').textContent).toBe('Waiting to send: Moussaka: sold out');
  });

  it('a refused change shows the server’s words and Dismiss', () => {
    const { onDismiss } = show(available, {
      state: 'failed',
      error: 'Staff account required',
      outboxId: 4,
      label: 'Moussaka: sold out',
    });
    expect(screen.getByRole('alert').textContent).toContain('Staff account required');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith(4);
  });
});
