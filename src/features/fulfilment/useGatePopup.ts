import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fulfilmentOpenRefusal } from '@/domain/fulfilmentOpen';
import type { SelectedFulfilment } from '@/domain/fulfilmentReset';
import { REOPEN_DELAY_MS, VALIDATION_TOAST_MS } from '@/domain/messages';
import { showToast } from '@/ui/notify';

/**
 * The popup is open on `seed` (the choice to start from), or closed (null). `still`: open from the
 * first paint (the server's HTML), so it does not animate in.
 */
export type GatePopup = { seed: SelectedFulfilment; key: number; still?: boolean };

export type PopupControl = { open: () => void };

/**
 * The fulfilment popup's open state for the menu's gate: opened by the gate's rules, by Change or
 * the Fulfilment tab (control.open, refused with a toast while there is nothing to choose), and
 * opened again after a delay when it is closed without a valid choice.
 */
export function useGatePopup(input: {
  /** The popup as the first render shows it. */
  initial: () => GatePopup | null;
  held: SelectedFulfilment;
  ready: boolean;
  typeCount: number;
}) {
  const { held, ready, typeCount } = input;
  const [popup, setPopup] = useState<GatePopup | null>(input.initial);
  const reopenTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reopenTimer.current), []);

  const openPopup = useCallback((seed: SelectedFulfilment) => {
    window.clearTimeout(reopenTimer.current);
    setPopup((current) => current ?? { seed, key: Date.now() });
  }, []);
  const latest = useRef({ held, ready, typeCount });
  useEffect(() => {
    latest.current = { held, ready, typeCount };
  });
  const control = useMemo<PopupControl>(
    () => ({
      open: () => {
        const refusal = fulfilmentOpenRefusal(latest.current);
        if (refusal === null) openPopup(latest.current.held);
        else showToast({ message: refusal, tone: 'error', durationMs: VALIDATION_TOAST_MS });
      },
    }),
    [openPopup],
  );

  const close = useCallback(() => setPopup(null), []);
  /** Opens the popup again after the delay, on `seed` or else the choice held by then. */
  const reopenLater = (seed: SelectedFulfilment | null) => {
    reopenTimer.current = window.setTimeout(
      () => setPopup({ seed: seed ?? latest.current.held, key: Date.now() }),
      REOPEN_DELAY_MS,
    );
  };
  return { popup, openPopup, control, close, reopenLater };
}
