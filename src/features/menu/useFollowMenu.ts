/**
 * While a screen of the menu `slug` is open and online (the menu, the cart, the checkout, a kiosk),
 * the worker follows the menu's live channel: a change staff make (sold out, paused) is fetched
 * and written to Dexie, so the screen's live reads redraw it without a reload.
 */
import { useEffect } from 'react';
import { useOnline } from '@/app/useOnline';
import { worker } from '@/app/workerClient';

export function useFollowMenu(slug: string): void {
  const online = useOnline();
  useEffect(() => {
    if (!online || slug === '') return;
    void worker.watchMenu({ slug });
    return () => void worker.unwatchMenu({ slug });
  }, [online, slug]);
}
