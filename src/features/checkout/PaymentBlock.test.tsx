// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentTab } from '@/domain/paymentMethods';
import type { CardFields, PaymentProviders } from '@/platform/payments/types';
import { PaymentBlock } from './PaymentBlock';

// The card fields take the brand's theme, which only the build defines (__BRAND__).
vi.mock('@/app/brand', () => ({
  BRAND: {
    theme: {
      light: {
        colourText: '#1f1a14',
        colourTextMuted: '#5c554d',
        colourDanger: '#b3261e',
        fontFamily: 'system-ui',
      },
    },
  },
}));

afterEach(cleanup);

const tab = (id: number, code: string, desc: string): PaymentTab => ({
  id,
  code,
  icon: '',
  desc,
  info: '',
  surchargeNote: '',
});
const TABS = [
  tab(1, 'CC', 'Credit Card'),
  tab(2, 'PAYPAL', 'PayPal'),
  tab(3, 'SAVED', 'Saved Card'),
];

/** A provider that counts the card forms it makes and tears down. */
function countingProviders() {
  const made = { created: 0, tornDown: 0 };
  const providers: PaymentProviders = {
    createCardFields: vi.fn(async () => {
      made.created += 1;
      const fields: CardFields = {
        tokenize: async () => ({ nonce: 'fake-valid-nonce' }) as never,
        teardown: async () => {
          made.tornDown += 1;
        },
      };
      return fields;
    }),
    applePay: {} as never,
    googlePay: {} as never,
  };
  return { providers, made };
}

function Checkout({ first, providers }: { first: string; providers: PaymentProviders }) {
  const [chosen, setChosen] = useState(first);
  const fieldsRef = useRef<CardFields | null>(null);
  return (
    <PaymentBlock
      tabs={TABS}
      chosen={chosen}
      onChoose={setChosen}
      providers={providers}
      fieldsRef={fieldsRef}
      billingPostcode={false}
      disabled={false}
      member={null}
      currencySign="$"
    />
  );
}

const choose = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name }));
  });
};
const cardForm = () => document.querySelector('.checkout-card');

describe('PaymentBlock: the card form (spec 2 §5.3)', () => {
  it('is made once, when the card is first chosen, and only hidden while another method is', async () => {
    const { providers, made } = countingProviders();
    render(<Checkout first="CC" providers={providers} />);
    await act(async () => {});
    expect(made.created).toBe(1);
    expect(screen.getByRole('group', { name: 'Card details' })).toBeTruthy();

    await choose('PayPal');
    expect(cardForm()?.parentElement?.hidden).toBe(true);
    expect(screen.queryByRole('group', { name: 'Card details' })).toBeNull();
    await choose('Credit Card');
    expect(cardForm()?.parentElement?.hidden).toBe(false);
    await choose('Saved Card');
    await choose('Credit Card');
    expect(made).toEqual({ created: 1, tornDown: 0 });
  });

  it('is not made for a customer who never chooses the card (a saved card, PayPal)', async () => {
    const { providers, made } = countingProviders();
    render(<Checkout first="SAVED" providers={providers} />);
    await act(async () => {});
    await choose('PayPal');
    expect(made.created).toBe(0);
    expect(cardForm()).toBeNull();
    await choose('Credit Card');
    expect(made.created).toBe(1);
  });

  it('is torn down when the checkout goes', async () => {
    const { providers, made } = countingProviders();
    const { unmount } = render(<Checkout first="CC" providers={providers} />);
    await act(async () => {});
    unmount();
    await act(async () => {});
    expect(made.tornDown).toBe(1);
  });
});
