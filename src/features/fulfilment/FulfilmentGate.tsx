/**
 * The menu's fulfilment gate (spec 1 §2.4 'Before delivery or pickup details are valid…', §2.5,
 * §4 'Fulfilment popup', 'Menu load', 'Views'). CONTRACT for the menu screen:
 *
 *   <FulfilmentGate slug={slug} data={menuData} link={menuQuery} linkAt={ms}>
 *     {the menu's categories and products}
 *   </FulfilmentGate>
 *
 * It shows a one-line summary of the held choice with Change, then the children (showMenu) or,
 * when a required delivery address, slot, stop or pickup location is not valid, the preparation
 * view; and the fulfilment popup. It applies the link's table, fulfil and booking fields and
 * confirm=0 (useGateRules). useFulfilmentPopup() lets other menu parts (the Fulfilment tab) open
 * the popup. A closed store (not ready, no ordering for later) shows the children only.
 */
import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { holdHydrationFor, hydrating } from '@/app/ssr/boot';
import { seededNow } from '@/app/ssr/seed';
import { worker } from '@/app/workerClient';
import { useCustomer } from '@/liveQueries/useCustomer';
import { useCheckoutContext } from '@/liveQueries/useCheckoutContext';
import { useFulfilment } from '@/liveQueries/useFulfilment';
import { useFulfilmentSettings } from '@/liveQueries/useFulfilmentSettings';
import type { MenuData } from '@worker/db/queries';
import { fulfilmentSummary } from '@/domain/fulfilmentDisplay';
import {
  closeNeedsReopen,
  normaliseSelection,
  popupIssues,
  selectionAfterClose,
} from '@/domain/fulfilmentPopup';
import { EMPTY_SELECTION, type SelectedFulfilment } from '@/domain/fulfilmentReset';
import { needsPreparationView } from '@/domain/fulfilmentValidation';
import type { MenuQuery } from '@/domain/menuQuery';
import { FULFILMENT_REQUIRED, FULFILMENT_REQUIRED_TOAST_MS } from '@/domain/messages';
import { showToast } from '@/ui/notify';
import { preloadableLazy } from '@/ui/preloadableLazy';
import { FulfilmentSummaryBar, FulfilmentSummaryPlaceholder } from './FulfilmentSummaryBar';
import { checkHeld } from './gateModel';
import { kioskFulfilmentCodes } from '@/app/kioskOffer';
import { offeredTypes } from './offeredTypes';
import { PreparationStep } from './PreparationStep';
import { typeTiming } from '@/domain/typeTiming';
import { afterLoad, useGateRules } from './useGateRules';
import { useGatePopup, type PopupControl } from './useGatePopup';
import { useMerchantNow } from './useMerchantNow';
import './fulfilment.css';

export type FulfilmentGateProps = {
  slug: string;
  data: MenuData;
  /** The menu link's query (table, fulfil, booking fields, confirm=0). */
  link: MenuQuery;
  /** When the link was opened (ms since epoch), for 'a fresh deep link (within 5 s)'. */
  linkAt: number;
  children: ReactNode;
  /** The preparation view's button: 'Proceed to Menu' unless the screen says otherwise. */
  proceedLabel?: string;
  /** The preparation view's proceed button stays disabled until the choice is complete. */
  holdUntilValid?: boolean;
};

// Their own chunks: the popup, the address form and the maps adapter are not needed to show the
// menu, so the menu's first load stays within its size budget without them.
// Preloadable: a cold menu's server render shows the popup, and renderToString cannot wait for a
// lazy component.
const FulfilmentPopup = preloadableLazy(() =>
  import('./FulfilmentPopup').then((module) => module.FulfilmentPopup),
);

/** Loads the popup's chunk, so a render can show it without suspending (src/entry-server.tsx). */
export const preloadFulfilmentPopup = FulfilmentPopup.preload;

// The page hydrates the sheet the server rendered together with the menu (src/app/ssr/boot.ts).
if (hydrating && document.querySelector('#root .fulfilment-dialog') !== null) {
  holdHydrationFor(preloadFulfilmentPopup());
}
const PopupContext = createContext<PopupControl>({ open: () => undefined });

export function useFulfilmentPopup(): PopupControl {
  return useContext(PopupContext);
}

export function FulfilmentGate({
  slug,
  data,
  link,
  linkAt,
  children,
  proceedLabel,
  holdUntilValid,
}: FulfilmentGateProps) {
  const { merchant, menu } = data.row;
  const fulfilment = useFulfilment(slug).data;
  const settingsRows = useFulfilmentSettings(slug).data;
  const customer = useCustomer();
  // load_checkout's customer carries a member's saved addresses (the cart loads it).
  const checkoutCustomer = useCheckoutContext(slug).data?.customer ?? null;
  const now = useMerchantNow(merchant.timezone);
  const types = useMemo(
    () => offeredTypes(merchant.fulfilment, settingsRows ?? [], kioskFulfilmentCodes(customer)),
    [merchant.fulfilment, settingsRows, customer],
  );
  const held = fulfilment?.selection ?? EMPTY_SELECTION;
  const delivery = fulfilment?.delivery ?? null;
  const postcodeId = delivery?.postcodeId ?? 0;
  const check = checkHeld(held, types, now, postcodeId);

  const closed =
    menu === null || (menu.is_merchant_ready === 0 && menu.is_order_for_later_enabled === 0);
  const ready =
    fulfilment !== undefined &&
    settingsRows !== undefined &&
    (types.length > 0 || merchant.fulfilment.length === 0);

  // A render from the server's seed (the server's, and the page's hydrating one) opens the popup
  // as the load's rules will once they have run (useGateRules), so the sheet is in the HTML and
  // hydrates as it is.
  const { popup, openPopup, control, close, reopenLater } = useGatePopup({
    initial: () => {
      if (seededNow() === undefined || !ready || closed || menu === null) return null;
      const { next, show } = afterLoad({
        held,
        types,
        menu,
        now,
        postcodeId,
        link,
        applyLink: true,
      });
      return show ? { seed: next ?? held, key: 0, still: true } : null;
    },
    held,
    ready,
    typeCount: types.length,
  });
  const [skipped, setSkipped] = useState(false);

  useGateRules({
    slug,
    ready: ready && !closed,
    types,
    menu,
    held,
    postcodeId,
    now,
    link,
    linkAt,
    menuType: data.row.fulfilmentType,
    menuFetchedAt: data.row.menuFetchedAt,
    openPopup,
  });

  if (closed || menu === null) {
    return <PopupContext.Provider value={control}>{children}</PopupContext.Provider>;
  }

  const save = (selection: SelectedFulfilment) => worker.saveFulfilment({ slug, selection });

  const onSet = (draft: SelectedFulfilment) => {
    void save(normaliseSelection(draft));
    close();
    setSkipped(false);
  };

  const onDismiss = (draft: SelectedFulfilment) => {
    const after = selectionAfterClose(held, draft);
    if (after !== null) void save(after);
    close();
    const kept = checkHeld(after ?? held, types, now, postcodeId);
    // With no types to choose from there is nothing to reopen for ('No fulfilment types').
    if (types.length > 0 && closeNeedsReopen(kept.issues, kept.scheduled)) {
      showToast({
        message: FULFILMENT_REQUIRED,
        tone: 'error',
        durationMs: FULFILMENT_REQUIRED_TOAST_MS,
      });
      reopenLater(after);
    }
  };

  const type = check.type;
  const timing = type ? typeTiming(type.settings, menu, now) : null;
  const summary = fulfilmentSummary({
    selection: held,
    verb: type?.summary.verb ?? '',
    timeType: type?.settings.time_type ?? 'none',
    asapAt: timing?.asapAt ?? null,
  });
  const preparing =
    !skipped &&
    type !== null &&
    popupIssues(check.issues, check.scheduled).length === 0 &&
    needsPreparationView(check.issues);

  return (
    <PopupContext.Provider value={control}>
      {ready && types.length > 0 ? (
        <FulfilmentSummaryBar
          summary={type === null ? null : summary}
          icon={type?.summary.icon ?? ''}
          code={type?.summary.code ?? ''}
          onChange={control.open}
        />
      ) : !ready && !closed && merchant.fulfilment.length > 0 ? (
        // The held choice is still being read: keep the bar's room so the menu does not jump down
        // when it arrives (layout shift).
        <FulfilmentSummaryPlaceholder />
      ) : null}
      {preparing && type !== null ? (
        <PreparationStep
          slug={slug}
          type={type}
          held={held}
          delivery={delivery}
          now={now}
          locale={merchant.locale}
          location={merchant.location}
          customer={customer}
          checkoutCustomer={checkoutCustomer}
          onProceed={(draft) => void save(normaliseSelection(draft))}
          onSkip={() => setSkipped(true)}
          proceedLabel={proceedLabel}
          holdUntilValid={holdUntilValid}
        />
      ) : (
        children
      )}
      {popup !== null ? (
        <Suspense fallback={null}>
          <FulfilmentPopup
            key={popup.key}
            slug={slug}
            types={types}
            menu={menu}
            now={now}
            held={popup.seed}
            still={popup.still}
            postcodeId={postcodeId}
            deliveryMins={delivery?.mins ?? 0}
            onSet={onSet}
            onDismiss={onDismiss}
          />
        </Suspense>
      ) : null}
    </PopupContext.Provider>
  );
}
