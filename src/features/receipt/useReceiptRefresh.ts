/**
 * The receipt's live status: loads the order on open and when the connection comes back, keeps the
 * order's live channel open while the page is (worker.watchOrder: a staff move reaches the receipt
 * at once), and, as the fallback, loads it every 15 s while the page is open. The period is a page
 * timer (window.setInterval), so a test's clock drives it.
 */
import { useEffect } from 'react';
import { useOnline } from '@/app/useOnline';
import { useWorkerCall } from '@/app/useWorkerCall';
import { worker } from '@/app/workerClient';
import { RECEIPT_REFRESH_MS } from '@/domain/cartMessages';

export function useReceiptRefresh(id: number) {
  const online = useOnline();
  const load = useWorkerCall(online ? String(id) : null, () => worker.loadOrder({ id }));
  const { reload } = load;
  useEffect(() => {
    if (!online) return;
    const timer = window.setInterval(reload, RECEIPT_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [online, reload]);
  useEffect(() => {
    if (!online || id <= 0) return;
    void worker.watchOrder({ id });
    return () => void worker.unwatchOrder({ id });
  }, [online, id]);
  return { online, state: load.state };
}
