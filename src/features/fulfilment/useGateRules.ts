/**
 * What happens when the menu has loaded and when a new link arrives (spec 1 §2.4 query
 * parameters, §4 'Menu load', 'Views'): the link's table, fulfil and booking fields are applied
 * and stored; a store with exactly one type that allows ASAP today gets ASAP without a popup;
 * then the popup opens if the choice is incomplete or the link has a table (unless confirm=0).
 * A fresh link (within 5 s) with a new table reopens it. A change of type reloads the menu for
 * that type.
 */
import { useEffect, useRef } from 'react';
import { worker } from '@/app/workerClient';
import type { FulfilmentCode } from '@/api/common';
import type { Menu } from '@/api/merchant';
import { selectionAfterLoad } from '@/domain/fulfilmentLoad';
import { popupAfterLoad, reopenForLink, selectionFromLink } from '@/domain/fulfilmentPopup';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import type { MenuQuery } from '@/domain/menuQuery';
import type { LocalMs } from '@/domain/calendar';
import { checkHeld } from './gateModel';
import type { OfferedType } from './offeredTypes';

function save(slug: string, selection: SelectedFulfilment) {
  void worker.saveFulfilment({ slug, selection });
}

/**
 * What the menu's load does to the held choice: the choice to store (null: keep it) and whether the
 * popup opens on it. The gate also asks it for its first render when that render hydrates the
 * server's markup, so the sheet the server rendered is open from the start.
 */
export function afterLoad(input: {
  held: SelectedFulfilment;
  types: readonly OfferedType[];
  menu: Omit<Menu, 'items'>;
  now: LocalMs;
  postcodeId: number;
  link: MenuQuery;
  /** The link's fields are applied (the first load of this link). */
  applyLink: boolean;
}): { next: SelectedFulfilment | null; show: boolean } {
  const { held, types, menu, now, postcodeId, link, applyLink } = input;
  const offered = types.map((type) => type.settings);
  const next = selectionAfterLoad({ held, offered, menu, now, postcodeId, link, applyLink });
  const check = checkHeld(next ?? held, types, now, postcodeId);
  const show = popupAfterLoad({
    issues: check.issues,
    scheduled: check.scheduled,
    linkTable: applyLink ? link.table : undefined,
    skipPopup: link.skipPopup,
  });
  return { next, show };
}

export function useGateRules(input: {
  slug: string;
  /** The held choice and the type settings are both read. */
  ready: boolean;
  types: readonly OfferedType[];
  menu: Omit<Menu, 'items'> | null;
  held: SelectedFulfilment;
  postcodeId: number;
  now: LocalMs;
  link: MenuQuery;
  linkAt: number;
  /** The menu's cached type and fetch time. */
  menuType: FulfilmentCode | null;
  menuFetchedAt: number;
  /** Opens the popup on this choice (it may not have reached Dexie yet). */
  openPopup: (seed: SelectedFulfilment) => void;
}) {
  const { slug, ready, types, menu, held, postcodeId, now, link, linkAt, openPopup } = input;
  const loadedFor = useRef<string | null>(null);
  const linkApplied = useRef<number | null>(null);
  const reloadKey = useRef<string | null>(null);

  // After load, once per menu.
  useEffect(() => {
    if (!ready || menu === null || loadedFor.current === slug) return;
    loadedFor.current = slug;
    const applyLink = linkApplied.current !== linkAt;
    linkApplied.current = linkAt;
    const { next, show } = afterLoad({ held, types, menu, now, postcodeId, link, applyLink });
    if (next !== null) save(slug, next);
    if (show) openPopup(next ?? held);
  }, [ready, menu, slug, held, types, now, postcodeId, link, linkAt, openPopup]);

  // A new link while the menu is open.
  useEffect(() => {
    if (loadedFor.current !== slug || linkApplied.current === linkAt) return;
    linkApplied.current = linkAt;
    const next = selectionFromLink(
      held,
      link,
      types.map((type) => type.settings),
    );
    if (next !== null) save(slug, next);
    const fresh = reopenForLink({
      linkAt,
      now: Date.now(),
      linkTable: link.table,
      heldTable: held.dineinTableNum,
    });
    if (fresh && !link.skipPopup) openPopup(next ?? held);
  }, [slug, linkAt, link, held, types, openPopup]);

  // 'A fulfilment type change triggers a menu reload': once per type and menu fetch.
  const { menuType, menuFetchedAt } = input;
  useEffect(() => {
    const code = held.code;
    if (code === null || code === menuType) return;
    const key = `${slug}|${code}|${menuFetchedAt}`;
    if (reloadKey.current === key) return;
    reloadKey.current = key;
    void worker.loadMenu({ slug, fulfilmentType: code });
  }, [slug, held.code, menuType, menuFetchedAt]);
}
