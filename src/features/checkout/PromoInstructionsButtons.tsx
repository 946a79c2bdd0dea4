import type { CartOrder, CheckoutMenu } from '@/api/manageCart';
import type { CheckoutDialog } from './CheckoutDialogs';

/** The Voucher/Promo Code and instructions buttons, where the menu allows them (spec 2 §2.2). */
export function PromoInstructionsButtons({
  menu,
  order,
  disabled,
  onOpen,
}: {
  menu: CheckoutMenu;
  order: CartOrder;
  disabled: boolean;
  onOpen: (dialog: CheckoutDialog) => void;
}) {
  if (menu.allow_promo_codes !== 1 && menu.allow_order_notes !== 1) return null;
  return (
    <div className="checkout-buttons">
      {menu.allow_promo_codes === 1 ? (
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => onOpen('promo')}
        >
          {order.coupon_code !== '' ? `Promo code ${order.coupon_code}` : 'Voucher/Promo Code'}
        </button>
      ) : null}
      {menu.allow_order_notes === 1 ? (
        <button
          type="button"
          className="button"
          disabled={disabled}
          onClick={() => onOpen('instructions')}
        >
          {order.note !== '' ? 'Edit instructions' : 'Add instructions'}
        </button>
      ) : null}
    </div>
  );
}
