import { useEffect, useState } from 'react';
import { listen } from '@/app/workerClient';
import { afterDismissal } from '@/domain/messageLifetime';
import { onToast, onToastDismissal } from '@/ui/notify';
import '@/ui/ui.css';

type Toast = {
  id: number;
  message: string;
  tone: 'error' | 'info' | 'success';
  durationMs: number;
  key?: string;
};

let nextId = 1;

/**
 * Shows the toasts the worker raises and the page's own (showToast in ./notify) (spec 1 §8: errors
 * are red toasts); a keyed one leaves early when dismissed (dismissToast). The live region is
 * always in the DOM so screen readers announce each message as it arrives; each toast hides
 * itself after its own duration.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let disposed = false;
    const add = (toast: Omit<Toast, 'id'>) => {
      const id = nextId++;
      setToasts((current) => [
        ...current.filter(
          (t) => t.message !== toast.message && (toast.key === undefined || t.key !== toast.key),
        ),
        { id, ...toast },
      ]);
    };
    const offPage = onToast(add);
    const offDismissal = onToastDismissal((dismissal) =>
      setToasts((current) => afterDismissal(current, dismissal)),
    );
    void listen('toast', add).then((off) => {
      if (disposed) off();
      else unsubscribe = off;
    });
    return () => {
      disposed = true;
      offPage();
      offDismissal();
      unsubscribe?.();
    };
  }, []);

  return (
    <div className="toast-host" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onDone={() => setToasts((current) => current.filter((t) => t.id !== toast.id))}
        />
      ))}
    </div>
  );
}

function ToastItem({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, toast.durationMs);
    return () => window.clearTimeout(timer);
    // The timer belongs to this toast: restarting it when the parent re-renders would keep it up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast.id, toast.durationMs]);

  return (
    <div className={`toast toast--${toast.tone}`}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" onClick={onDone} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
