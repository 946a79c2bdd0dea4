/**
 * What the cart and the checkout show, from Dexie (so both open offline with what was last
 * known): the order as the server last answered it, load_checkout's menu, customer and merchant,
 * the menu and the held fulfilment choice. Online they load the menu and then load_checkout on
 * open, when the connection comes back, and when the fulfilment choice changes (the delivery fee
 * and the preorder fee follow it). A load that gets no answer is said in the screen's own words
 * (spec 2 §8: CA1 on the cart, CH1 on the checkout). While open and online they follow the menu's
 * live channel, so an item sold out meanwhile shows on its line.
 */
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useCart } from '@/liveQueries/useCart';
import { useCheckoutContext } from '@/liveQueries/useCheckoutContext';
import { useFulfilment } from '@/liveQueries/useFulfilment';
import { useMenu } from '@/liveQueries/useMenu';
import { useFollowMenu } from '@/features/menu/useFollowMenu';

export function useCartReads(slug: string, screen: 'cart' | 'checkout' = 'cart') {
  const online = useOnline();
  const cart = useCart().data;
  const context = useCheckoutContext(slug).data;
  const menu = useMenu(slug).data;
  const held = useFulfilment(slug).data;
  useFollowMenu(slug);
  const selection = held?.selection;
  const loadKey = [
    slug,
    selection?.code ?? '',
    selection?.asap ?? '',
    selection?.datetime ?? '',
    held?.delivery?.postcodeId ?? 0,
  ].join('|');
  const load = useWorkerCall(online && held !== undefined ? loadKey : null, async () => {
    const menuLoad = await worker.loadMenu({ slug });
    if (!menuLoad.ok) return menuLoad;
    return worker.loadCheckout({ slug, screen });
  });
  return { online, cart, context, menu, held, load };
}
