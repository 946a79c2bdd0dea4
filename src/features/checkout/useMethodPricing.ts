/**
 * Keeps the server's cart priced for the chosen payment method (update_checkout payment_method
 * reprices the surcharge, spec 2 §2.2): whenever the shown cart's method differs from the chosen
 * one and no update is in flight, the chosen one is sent, so a cart row that goes back to an
 * older method (another device, an answer arriving late) is priced again instead of showing a
 * total without the surcharge that will be charged.
 *
 * One update at a time; when it settles the rule is checked again. A method whose update failed
 * or that the server did not take is not sent again for the same shown method until the choice,
 * the shown method or the connection changes, so a failure toasts once instead of looping.
 */
import { useEffect, useRef, useState } from 'react';

type Input = {
  online: boolean;
  /** The payment tab chosen on the page; null when there is none. */
  chosen: string | null;
  /** The payment method of the cart the page shows (the server's, as last stored). */
  shown: string;
  /**
   * Sends update_checkout payment_method (keep it stable, e.g. useCallback); resolves with the
   * method the answer's cart holds, or null on failure.
   */
  send: (method: string) => Promise<string | null>;
};

export function useMethodPricing({ online, chosen, shown, send }: Input): void {
  const busy = useRef(false);
  const refused = useRef<string | null>(null);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    if (!online) refused.current = null;
  }, [online]);

  useEffect(() => {
    if (!online || chosen === null || chosen === shown || busy.current) return;
    const key = `${chosen}\n${shown}`;
    if (refused.current === key) return;
    busy.current = true;
    void send(chosen).then((held) => {
      busy.current = false;
      refused.current = held === chosen ? null : key;
      setSettled((count) => count + 1);
    });
  }, [online, chosen, shown, send, settled]);
}
