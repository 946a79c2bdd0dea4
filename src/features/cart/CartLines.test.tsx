// @vitest-environment happy-dom
/**
 * The cart's quantity editors (spec 2 §2.1, §5.3): a change goes to the worker as update_quantity;
 * setting a line to 0 asks first, Remove sends 0 and Keep reloads the cart without sending. A line
 * whose item the menu now says is unavailable shows the menu's words on that line.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/api/manageCart';

const calls = vi.hoisted(() => ({
  updateQuantity: vi.fn(async () => ({ ok: true, data: { state: 'sent', answer: null } })),
}));
vi.mock('@/app/workerClient', () => ({ worker: calls }));
vi.mock('@/liveQueries/useOutbox', () => ({ useOutbox: () => ({ data: [], isLoading: false }) }));

const { CartLines } = await import('./CartLines');

const LINE: CartItem = {
  cart_item_slot_id: 11,
  menu_item_id: 1,
  name: 'Flat white',
  quantity: 1,
  options: {},
  option_lines: [],
  unit_price: 450,
  line_total: 450,
};

type MenuItem = { id: number; is_available: 0 | 1; available_str: string };
const AVAILABLE: MenuItem[] = [{ id: 1, is_available: 1, available_str: '' }];

function show(onReload = vi.fn(), menuItems = AVAILABLE) {
  render(
    <CartLines
      slug="fig"
      items={[LINE]}
      menuItems={menuItems}
      currencySign="$"
      onReload={onReload}
    />,
  );
  return onReload;
}

afterEach(() => {
  cleanup();
  calls.updateQuantity.mockClear();
});

describe('CartLines', () => {
  it("'+' sends the new quantity for the line", async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Flat white' }));
    await waitFor(() => expect(calls.updateQuantity).toHaveBeenCalledTimes(1));
    expect(calls.updateQuantity).toHaveBeenCalledWith({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'fig',
      line: { cart_item_slot_id: 11, quantity: 2 },
      label: 'Flat white',
    });
  });

  it("'−' to 0 asks first; Keep sends nothing and reloads the cart", async () => {
    const onReload = show();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Flat white' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Flat white from your cart?' });
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(calls.updateQuantity).not.toHaveBeenCalled();
  });

  it("'−' to 0 then Remove sends quantity 0", async () => {
    const onReload = show();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Flat white' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.updateQuantity).toHaveBeenCalledTimes(1));
    expect(calls.updateQuantity).toHaveBeenCalledWith({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: 'fig',
      line: { cart_item_slot_id: 11, quantity: 0 },
      label: 'Flat white',
    });
    expect(onReload).not.toHaveBeenCalled();
  });

  it('a line whose item is sold out says so on that line; an available one says nothing', () => {
    show(vi.fn(), [{ id: 1, is_available: 0, available_str: 'Sold out today' }]);
    const line = screen.getByText('Flat white').closest('li');
    expect(line?.textContent).toContain('Sold out today');
    cleanup();
    show();
    expect(screen.queryByText('Sold out today')).toBeNull();
  });
});
