// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type CheckoutDraft } from '@/domain/submitOrderFields';
import { CardExtrasBlock } from './CardExtrasBlock';

afterEach(cleanup);

const AUTO = /^Top up my account \$20\.00 with this card when my balance falls below \$5\.00$/;

function Checkout({ saveCard, offered }: { saveCard: boolean; offered: boolean }) {
  const [draft, setDraft] = useState<CheckoutDraft>({ ...EMPTY_DRAFT, saveCard });
  return (
    <>
      <CardExtrasBlock
        draft={draft}
        update={(patch) => setDraft((held) => ({ ...held, ...patch }))}
        customer={{ billing_addresses: [], auto_topup_amount: 2000 }}
        billingRequired={false}
        autoTopupOffered={offered}
        countryCode="AU"
        currencySign="$"
        disabled={false}
      />
      <output data-testid="draft">{String(draft.autoTopup)}</output>
    </>
  );
}

describe('CardExtrasBlock: auto top-up (spec 2 §7, spec 3 §3 checkout state auto_topup)', () => {
  it.each([
    ['a member keeping the card, top-up on', true, true, 1],
    ['the card not kept (auto top-up charges a saved card)', false, true, 0],
    ['the account has no top-up', true, false, 0],
  ])('%s: %s', (_name, saveCard, offered, shown) => {
    render(<Checkout saveCard={saveCard} offered={offered} />);
    expect(screen.queryAllByRole('checkbox', { name: AUTO })).toHaveLength(shown);
  });

  it('goes into the draft, at the auto top-up amount the member has', () => {
    render(<Checkout saveCard offered />);
    const box = screen.getByRole('checkbox', { name: AUTO });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(screen.getByTestId('draft').textContent).toBe('true');
  });
});
