import { useEffect, useState } from 'react';
import { useAppState } from '@/liveQueries/useAppState';
import { REFRESH_NOW, SNACKBAR_MS, UPDATE_AVAILABLE, UPDATE_REQUIRED_WEB } from '@/domain/messages';
import { updateOffer } from '@/domain/upgradePrompt';
import { Snackbar } from '@/ui/Snackbar';
import { PAGE_STARTED_AT } from './pageStart';
import { usePaymentInProgress } from './paymentGuard';
import { refreshNow, useUpdateWaiting } from './refresh';

/**
 * The update prompt, driven by the server's Upgrade field (appState 'upgrade', written by the
 * worker) and by a service worker waiting to take over. Required stays until acted on; an optional
 * update shows for 10 s (spec 1 §9), once per announcement. 'Refresh Now' is held back while a
 * payment is in progress.
 */
export function UpdateSnackbar() {
  const { data: upgrade } = useAppState('upgrade');
  const swWaiting = useUpdateWaiting();
  const paying = usePaymentInProgress();
  const offer = updateOffer({
    upgrade: upgrade ?? null,
    pageStartedAt: PAGE_STARTED_AT,
    swWaiting,
  });
  const availableKey = offer?.kind === 'available' ? offer.key : null;
  const [expired, setExpired] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (availableKey === null) return;
    const timer = window.setTimeout(
      () => setExpired((keys) => new Set(keys).add(availableKey)),
      SNACKBAR_MS,
    );
    return () => window.clearTimeout(timer);
  }, [availableKey]);

  if (offer === null || (availableKey !== null && expired.has(availableKey))) return null;
  const required = offer.kind === 'required';
  return (
    <Snackbar
      urgent={required}
      message={required ? UPDATE_REQUIRED_WEB : UPDATE_AVAILABLE}
      action={{ label: REFRESH_NOW, onClick: () => void refreshNow(), disabled: paying }}
    />
  );
}
