import { useCallback, useState } from 'react';
import type { CheckoutDraft } from '@/domain/submitOrderFields';
import { readDraft, writeDraft } from './checkoutDraftStore';

/** The checkout's draft for slug, written through to sessionStorage on every change. */
export function useCheckoutDraft(slug: string) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => readDraft(slug));
  const update = useCallback(
    (change: Partial<CheckoutDraft>) => {
      setDraft((current) => {
        const next = { ...current, ...change };
        writeDraft(slug, next);
        return next;
      });
    },
    [slug],
  );
  return { draft, update };
}
