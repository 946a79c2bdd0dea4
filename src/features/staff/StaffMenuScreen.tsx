/**
 * /staff/menu, the staff Menu tab (beyond the spec), beside the order board: staff search an item
 * and mark it sold out or back on, choose how long a mark lasts (until the store's close, the
 * default, or until turned back on), pause or resume a fulfilment type, and read the store's
 * changes list. Every change goes through the worker's outbox like the board's moves: made
 * offline, it waits on its row and is sent once when the network returns. While open and online
 * the worker follows the store's menu channel, so other devices' changes show too.
 */
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { useStaffMenu } from '@/liveQueries/useStaffMenu';
import { SERVER_PHRASES } from '@/domain/serverPhrases';
import { matchesMenuSearch, UNTIL_TURNED_BACK_ON, untilCloseLabel } from '@/domain/staffMenu';
import type { SoldOutUntil } from '@/domain/staffMenuChange';
import { OfflineNote } from '@/ui/OfflineNote';
import { PageSkeleton } from '@/ui/PageSkeleton';
import { showToast } from '@/ui/notify';
import type { StaffMenuView } from '@worker/staff/staffMenuQuery';
import { StaffFulfilmentRow } from './StaffFulfilmentRow';
import { StaffMenuChangesList } from './StaffMenuChangesList';
import { StaffMenuItemRow } from './StaffMenuItemRow';
import { StaffRefusal } from './StaffRefusal';
import { StaffTabs } from './StaffTabs';
import './staff.css';
import './staffMenu.css';

const TITLE = 'Menu';
const ERROR_TOAST_MS = 6000;
/** Items drawn at once; a search finds the rest (a large menu stays quick to draw). */
const SHOWN_ITEMS = 60;

type Item = StaffMenuView['items'][number];
type FulfilmentType = StaffMenuView['fulfilment'][number];

export function StaffMenuScreen() {
  const online = useOnline();
  const menu = useStaffMenu().data;
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [until, setUntil] = useState<SoldOutUntil>('close');
  const ids = useId();
  const load = useWorkerCall(online ? 'staff-menu' : null, () => worker.loadStaffMenu({}));
  const changesLoad = useWorkerCall(online ? 'staff-menu-changes' : null, () =>
    worker.loadStaffMenuChanges({}),
  );
  const refusal =
    load.state.status === 'error' &&
    [SERVER_PHRASES.staffOnly, SERVER_PHRASES.staffNoMerchant].includes(
      load.state.error.message as never,
    )
      ? load.state.error.message
      : null;

  const report = useCallback((result: { ok: boolean; error?: { message: string } }) => {
    if (!result.ok && result.error)
      showToast({ message: result.error.message, tone: 'error', durationMs: ERROR_TOAST_MS });
  }, []);
  const mark = useCallback(
    async (item: Item, available: boolean) => {
      report(
        await worker.changeStaffMenu({
          requestId: crypto.randomUUID(),
          target: 'item',
          itemId: item.id,
          available,
          until,
        }),
      );
    },
    [report, until],
  );
  const pause = useCallback(
    async (type: FulfilmentType, paused: boolean) => {
      report(
        await worker.changeStaffMenu({
          requestId: crypto.randomUUID(),
          target: 'fulfilment',
          code: type.code,
          paused,
        }),
      );
    },
    [report],
  );
  const dismiss = useCallback((outboxId: number) => {
    void worker.dismissStaffMenuChange({ outboxId });
  }, []);

  // While open and online, another device's change or a mark ending at close reloads the tab.
  const slug = menu?.merchant.slug ?? '';
  useEffect(() => {
    if (!online || slug === '') return;
    void worker.watchStaffMenu({});
    return () => void worker.unwatchStaffMenu({});
  }, [online, slug]);

  const matched = useMemo(
    () => menu?.items.filter((item) => matchesMenuSearch(item, search)) ?? [],
    [menu, search],
  );

  const title = <title>{`${TITLE} · ${__BRAND__.name}`}</title>;
  if (refusal !== null)
    return (
      <StaffRefusal
        current="menu"
        title={TITLE}
        className="staff-board staff-menu"
        message={refusal}
      />
    );
  if (menu === undefined || (menu === null && online && load.state.status === 'loading')) {
    return <PageSkeleton title={TITLE} className="staff-board staff-menu" />;
  }
  const searchId = `${ids}-search`;
  return (
    <main id="main" className="page staff-board staff-menu">
      {title}
      <StaffTabs current="menu" />
      <header className="staff-board__head">
        <h1>{TITLE}</h1>
        {menu ? <p className="staff-board__store">{menu.merchant.name}</p> : null}
      </header>
      {!online ? (
        <OfflineNote>
          Offline: changes wait here and are sent when the connection returns.
        </OfflineNote>
      ) : null}
      {menu === null ? (
        load.state.status === 'error' ? (
          <p role="alert">{load.state.error.message}</p>
        ) : null
      ) : (
        <>
          <section className="staff-menu__section" aria-labelledby={`${ids}-items`}>
            <h2 id={`${ids}-items`}>Items</h2>
            <div className="staff-menu__controls">
              <div className="staff-menu__search">
                <label htmlFor={searchId}>Search items</label>
                <input
                  id={searchId}
                  type="search"
                  value={query}
                  placeholder="Name or category"
                  autoComplete="off"
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <fieldset className="staff-menu__until">
                <legend>Sold out lasts</legend>
                {(
                  [
                    ['close', untilCloseLabel(menu.merchant.closes_at)],
                    ['manual', UNTIL_TURNED_BACK_ON],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="staff-menu__choice">
                    <input
                      type="radio"
                      name={`${ids}-until`}
                      value={value}
                      checked={until === value}
                      onChange={() => setUntil(value)}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            </div>
            {matched.length === 0 ? (
              <p className="staff-menu__note" role="status">
                No items match.
              </p>
            ) : (
              <>
                <ul className="staff-menu__list" aria-label="Items">
                  {matched.slice(0, SHOWN_ITEMS).map((item) => (
                    <StaffMenuItemRow key={item.id} item={item} onMark={mark} onDismiss={dismiss} />
                  ))}
                </ul>
                {matched.length > SHOWN_ITEMS ? (
                  <p className="staff-menu__note">
                    Showing {SHOWN_ITEMS} of {matched.length} items: search to find the rest.
                  </p>
                ) : null}
              </>
            )}
          </section>
          <section className="staff-menu__section" aria-labelledby={`${ids}-types`}>
            <h2 id={`${ids}-types`}>Ordering</h2>
            <ul className="staff-menu__list">
              {menu.fulfilment.map((type) => (
                <StaffFulfilmentRow
                  key={type.code}
                  type={type}
                  onPause={pause}
                  onDismiss={dismiss}
                />
              ))}
            </ul>
          </section>
          <section className="staff-menu__section" aria-labelledby={`${ids}-changes`}>
            <h2 id={`${ids}-changes`}>Changes</h2>
            {changesLoad.state.status === 'error' && menu.changes === null ? (
              <p role="alert">{changesLoad.state.error.message}</p>
            ) : (
              <StaffMenuChangesList changes={menu.changes} />
            )}
          </section>
        </>
      )}
    </main>
  );
}
