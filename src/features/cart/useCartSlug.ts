import { homeMenuSlug } from '@/app/paths';
import { useAppState } from '@/liveQueries/useAppState';
import { useCart } from '@/liveQueries/useCart';

/**
 * The menu whose cart the screen shows: the open order's, else the last menu loaded, else the
 * brand's. undefined while those reads load.
 */
export function useCartSlug(): string | undefined {
  const cart = useCart().data;
  const menuSlug = useAppState('menuSlug').data;
  if (cart === undefined || menuSlug === undefined) return undefined;
  if (cart !== null && cart.slug !== '') return cart.slug;
  return menuSlug ?? homeMenuSlug();
}
