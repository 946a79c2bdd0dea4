/**
 * The menu link's query (spec 1 §2.4: table, fulfil, bookingname/ref/pax, confirm, promo, userid)
 * and when the link was opened, for 'a fresh deep link (within 5 s)' (§4 Menu load). A link is its
 * query: coming back to the same query (say after an item's options) is the same link, with the
 * time it was first opened, and its one-time effects (the promo) do not repeat.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { parseQuery } from '@/domain/deepLinks';
import { menuQuery, type MenuQuery } from '@/domain/menuQuery';

export type MenuLink = {
  link: MenuQuery;
  /** ms since epoch when this history entry was first shown. */
  linkAt: number;
  /** The link's identity: its one-time effects (the promo) key on it. */
  linkKey: string;
};

const openedAt = new Map<string, number>();

function firstSeen(key: string): number {
  let at = openedAt.get(key);
  if (at === undefined) {
    at = Date.now();
    openedAt.set(key, at);
  }
  return at;
}

export function useMenuLink(): MenuLink {
  const { search } = useLocation();
  return useMemo(
    () => ({ link: menuQuery(parseQuery(search)), linkAt: firstSeen(search), linkKey: search }),
    [search],
  );
}
