/**
 * Where the checkout goes after a placed order (spec 2 §4.2 step 5, §6): a kiosk to /order/{id} (or
 * back to the menu when no order id came back), staff stay put, a member to /account/orders/{id}, a
 * guest to its order's receipt /order/{id}.
 */
import type { DetailsRole } from './checkoutDetails';

const menuPath = (slug: string) => `/menu/${encodeURIComponent(slug)}`;

/** null: stay on the checkout. */
export function submissionDestination(input: {
  role: DetailsRole;
  orderId: number;
  menuSlug: string;
}): string | null {
  const { role, orderId } = input;
  const id = encodeURIComponent(String(orderId));
  switch (role) {
    case 'staff':
      return null;
    case 'kiosk':
      return orderId > 0 ? `/order/${id}` : menuPath(input.menuSlug);
    case 'member':
      return orderId > 0 ? `/account/orders/${id}` : menuPath(input.menuSlug);
    case 'guest':
      return orderId > 0 ? `/order/${id}` : menuPath(input.menuSlug);
  }
}
