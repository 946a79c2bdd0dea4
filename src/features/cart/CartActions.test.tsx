// @vitest-environment happy-dom
/**
 * Proceed to Checkout (spec 2 §2.1): someone signed in (a member, a kiosk or staff login) goes
 * straight to the checkout; anyone else gets the proceed popup ('Account Signin'). Pressed before
 * the held customer's live read has answered, it asks the worker once instead of taking the
 * device for a guest (a kiosk journey once met 'Account Signin' here on a loaded machine).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRow } from '@worker/db/rows';
import { GUEST_CUSTOMER } from '@/liveQueries/defaults';
import { CUSTOMER_STATUS } from '@/api/customerStatus';

const state = vi.hoisted(() => ({
  live: undefined as unknown,
  stored: null as unknown,
}));
const readQuery = vi.hoisted(() => vi.fn(async () => state.stored));
vi.mock('@/app/brand', () => ({ BRAND: { menuSlug: 'fig', storeMode: 'single' } }));
vi.mock('@/app/workerClient', () => ({ worker: {}, readQuery }));
vi.mock('@/liveQueries/useWorkerQuery', () => ({ useWorkerQuery: () => state.live }));
vi.mock('@/features/fulfilment/FulfilmentGate', () => ({
  useFulfilmentPopup: () => ({ open: () => undefined }),
}));
vi.mock('./ProceedPopup', () => ({
  default: () => <div role="dialog" aria-label="Account Signin" />,
}));

const { CartActions } = await import('./CartActions');

const KIOSK: CustomerRow = { ...GUEST_CUSTOMER, id: 7, status: CUSTOMER_STATUS.kiosk };

function show() {
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route
          path="/cart"
          element={
            <CartActions
              slug="fig"
              online
              allowPromoCodes={false}
              allowOrderNotes={false}
              requireRegistration={false}
              couponCode=""
              note=""
            />
          }
        />
        <Route path="/checkout" element={<h1>Checkout</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
}

afterEach(() => {
  cleanup();
  readQuery.mockClear();
});

describe('Proceed to Checkout', () => {
  it.each<[string, unknown, unknown, 'checkout' | 'popup']>([
    ['a kiosk, held', KIOSK, null, 'checkout'],
    ['a guest, held', GUEST_CUSTOMER, null, 'popup'],
    ['a kiosk, pressed before the live read answered', undefined, KIOSK, 'checkout'],
    ['nobody stored, pressed before the live read answered', undefined, null, 'popup'],
  ])('%s', async (_name, live, stored, expected) => {
    state.live = live;
    state.stored = stored;
    show();
    if (expected === 'checkout') {
      expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    } else {
      expect(await screen.findByRole('dialog', { name: 'Account Signin' })).toBeTruthy();
    }
    await waitFor(() => expect(readQuery).toHaveBeenCalledTimes(live === undefined ? 1 : 0));
  });
});
