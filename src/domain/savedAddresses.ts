/** A member's saved delivery addresses as the address step offers them (spec 1 §2.6, §3). */

export type SavedAddress = { id: number; address: string };

/**
 * A member's saved delivery addresses (spec 1 §3 Customer delivery_addresses {id, address}), from
 * each customer given that carries them (the held customer row; load_checkout's customer, which
 * the cart and checkout load for a member), once each; none otherwise.
 */
export function savedAddressesOf(...customers: (object | null | undefined)[]): SavedAddress[] {
  const byId = new Map<number, SavedAddress>();
  for (const customer of customers) {
    if (!customer) continue;
    for (const entry of addressesOf(customer)) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  }
  return [...byId.values()];
}

function addressesOf(customer: object): SavedAddress[] {
  const list: unknown = (customer as { delivery_addresses?: unknown }).delivery_addresses;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, address } = entry as { id?: unknown; address?: unknown };
    return typeof id === 'number' && id > 0 && typeof address === 'string' ? [{ id, address }] : [];
  });
}
