/**
 * The menu's cart bar (DESIGN 'A persistent cart bar at the bottom once the cart has items': '3
 * items · $41.00 · View cart'): shown while this menu's cart, or adds still waiting to be sent,
 * hold something. The total is the server's; while adds wait it is not known yet, so the bar gives
 * the count alone rather than a total that leaves them out.
 */
import { formatMoney } from './money';

export type CartBarInput = {
  /** The menu's slug: a cart of another store is not this menu's. */
  slug: string;
  /** The open order as the server last answered it. */
  cart: { slug: string; order: { num_items: number; total: number } } | null;
  /** Items of adds still waiting in the outbox for this menu. */
  waitingItems: number;
  currencySign: string;
};

export type CartBar = { count: number; summary: string };

export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

export function cartBar({ slug, cart, waitingItems, currencySign }: CartBarInput): CartBar | null {
  const order = cart !== null && cart.slug === slug ? cart.order : null;
  const held = Math.max(0, order?.num_items ?? 0);
  const waiting = Math.max(0, waitingItems);
  const count = held + waiting;
  if (count === 0) return null;
  if (waiting > 0 || order === null) return { count, summary: itemCountText(count) };
  return { count, summary: `${itemCountText(count)} · ${formatMoney(order.total, currencySign)}` };
}
