import { homeMenuSlug } from '@/app/paths';
import { useAppState } from '@/db/useAppState';
import { useCart } from '@/db/useCart';

/**
 * The menu whose order the checkout places: the open order's, else the last menu loaded, else the
 * brand's (as the cart screen does). undefined while those reads load.
 */
export function useCheckoutSlug(): string | undefined {
  const cart = useCart().data;
  const menuSlug = useAppState('menuSlug').data;
  if (cart === undefined || menuSlug === undefined) return undefined;
  if (cart !== null && cart.slug !== '') return cart.slug;
  return menuSlug ?? homeMenuSlug();
}
