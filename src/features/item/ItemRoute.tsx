/**
 * /menu/:slug/item/:itemId (spec 1 §2.1 'item link', §2.7 item options popup): the options popup
 * over the menu, which MenuScreen keeps rendering behind it (this is its child route). Opened
 * from a product card or cold from a link; the menu loads behind it either way.
 *
 * Data: the menu's copy of the item (name, availability) and the item's details (options), both
 * from Dexie; the details are asked for again on open (useItemLoad), so an item seen once opens
 * offline from Dexie and online shows the current options.
 */
import { useCallback, useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useScreenArrival } from '@/app/screenArrival';
import { seededNow } from '@/app/ssr/seed';
import { menuPath } from '@/app/paths';
import { useOnline } from '@/app/useOnline';
import { useItemDetails } from '@/liveQueries/useItemDetails';
import { useMenu } from '@/liveQueries/useMenu';
import { CloseIcon } from '@/ui/CloseIcon';
import { ModalDialog } from '@/ui/ModalDialog';
import { ItemOptionsForm } from './ItemOptionsForm';
import { ItemLoadFailed, ItemUnavailable } from './ItemStates';
import { useItemLoad } from './useItemLoad';
import './item.css';

/** Item ids in links are positive integers; anything else is no item (id 0). */
function parseItemId(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
}

/**
 * Closing goes back to the menu as it was. Opened from the menu, that is one step back in history
 * (its query and scroll position come back with it, and Back does not reopen the popup); opened
 * cold from a link, the popup's entry is replaced by the menu with the link's query.
 */
function useCloseItem(slug: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { arrival } = useScreenArrival();
  const [openedInApp] = useState(() => arrival === 'PUSH');
  return useCallback(() => {
    if (openedInApp) void navigate(-1);
    else void navigate({ pathname: menuPath(slug), search }, { replace: true });
  }, [navigate, openedInApp, search, slug]);
}

export function ItemRoute() {
  const params = useParams();
  const slug = params.slug ?? '';
  const itemId = parseItemId(params.itemId);
  const online = useOnline();
  const close = useCloseItem(slug);
  const headingId = useId();
  // An item link's server render: the sheet is on screen from the first paint.
  const [still] = useState(() => seededNow() !== undefined);

  const { data: menu } = useMenu(slug);
  const { data: details } = useItemDetails(slug, itemId);
  const menuItem = menu?.items.find((item) => item.id === itemId) ?? null;
  // 'A product can be opened only if is_available is set' (spec 1 §5).
  const unavailable = menuItem !== null && menuItem.is_available !== 1;
  const load = useItemLoad({
    slug,
    itemId,
    enabled: menu !== undefined && details !== undefined && !unavailable,
    cached: details !== null && details !== undefined,
    online,
  });

  const name = details?.name ?? menuItem?.name ?? 'Item';
  const currencySign = menu?.row.merchant.locale.currency_sign ?? '$';

  // While the options load, the form shows the menu's copy of the item (the same picture and
  // description the options show), in the same nodes the options then fill.
  const form = (loaded: typeof details) => (
    <ItemOptionsForm
      key={`${slug}/${itemId}`}
      slug={slug}
      details={loaded ?? null}
      preview={{
        imageUrl: menuItem?.img_url_lge || menuItem?.img_url || '',
        desc: menuItem?.desc ?? '',
      }}
      currencySign={currencySign}
      onAdded={close}
    />
  );
  let body;
  if (menu === undefined || details === undefined) body = form(null);
  else if (unavailable && menuItem !== null) {
    body = (
      <ItemUnavailable
        desc={menuItem.desc}
        imageUrl={menuItem.img_url_lge || menuItem.img_url}
        availableStr={menuItem.available_str}
      />
    );
  } else if (details !== null) body = form(details);
  else if (load.state === 'failed') body = <ItemLoadFailed onRetry={load.retry} />;
  else body = form(null);

  return (
    <ModalDialog
      labelledBy={headingId}
      onClose={close}
      className="modal-dialog item-sheet"
      backdropClassName={`modal-backdrop item-sheet__backdrop${still ? ' modal-backdrop--still' : ''}`}
    >
      <div className="sheet__header">
        <h2 id={headingId} className="sheet__title">
          {name}
        </h2>
        <button type="button" className="sheet__close" aria-label="Close" onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {body}
    </ModalDialog>
  );
}
