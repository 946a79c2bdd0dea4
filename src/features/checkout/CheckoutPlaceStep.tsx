import type { CartOrder, CheckoutMenu } from '@/api/manageCart';
import type { CheckoutDraft } from '@/domain/submitOrderFields';
import type { CheckoutDialog } from './CheckoutDialogs';
import { AgreementsBlock, ContactlessBlock } from './OrderOptionsBlocks';
import { PromoInstructionsButtons } from './PromoInstructionsButtons';

/**
 * The checkout's last step (spec 2 §2.2): contactless, the promo and instruction buttons, terms
 * and age, and Place Order, held while an order is being placed or the total priced again.
 */
export function CheckoutPlaceStep({
  menu,
  order,
  code,
  draft,
  update,
  submitting,
  busy,
  onOpen,
}: {
  menu: CheckoutMenu;
  order: CartOrder;
  /** The held fulfilment type's code. */
  code: string;
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
  submitting: boolean;
  /** Submitting, or the total is being priced again. */
  busy: boolean;
  onOpen: (dialog: CheckoutDialog) => void;
}) {
  return (
    <>
      <ContactlessBlock menu={menu} code={code} draft={draft} update={update} />
      <PromoInstructionsButtons menu={menu} order={order} disabled={submitting} onOpen={onOpen} />
      <AgreementsBlock menu={menu} draft={draft} update={update} />
      <button
        type="submit"
        className="button button--primary checkout-place"
        disabled={busy}
        aria-busy={busy}
      >
        Place Order
      </button>
    </>
  );
}
