/**
 * 'A promo code from the link … is applied after load with the toast 'Promo code {code} applied''
 * (spec 1 §4 Promo). Applied once per link and menu, after the menu has loaded (the cart call
 * names the store and menu): not on every render, nor when the customer opens an item and comes
 * back. The worker raises the success and failure toasts.
 */
import { useEffect } from 'react';
import { worker } from '@/app/workerClient';

const applied = new Set<string>();

export function useLinkPromo(input: {
  slug: string;
  code: string | undefined;
  linkKey: string;
  /** The menu is in Dexie and the latest load has finished. */
  ready: boolean;
  online: boolean;
}): void {
  const { slug, code, linkKey, ready, online } = input;
  useEffect(() => {
    if (!code || !ready || !online) return;
    const key = `${linkKey} ${slug} ${code}`;
    if (applied.has(key)) return;
    applied.add(key);
    void worker.applyPromo({ slug, code });
  }, [slug, code, linkKey, ready, online]);
}
