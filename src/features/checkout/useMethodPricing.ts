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
 *
 * Answers whether the shown total is still being priced for the chosen method: Place Order waits
 * for it, so an order is never sent with the total of the method chosen before (the server
 * would refuse it as a changed total).
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

export function useMethodPricing({ online, chosen, shown, send }: Input): boolean {
  const busy = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [settled, setSettled] = useState(0);

  // Going offline forgets the refusal: the update is tried again once back online.
  const [wasOnline, setWasOnline] = useState(online);
  if (online !== wasOnline) {
    setWasOnline(online);
    if (!online) setRefused(null);
  }

  // A new choice forgets it too: choosing another method and then the refused one again is the
  // customer's retry, and it must be sent (the key alone would still match the refusal).
  const [lastChosen, setLastChosen] = useState(chosen);
  if (chosen !== lastChosen) {
    setLastChosen(chosen);
    setRefused(null);
  }

  const key = `${chosen}\n${shown}`;
  const due = online && chosen !== null && chosen !== shown && refused !== key;

  useEffect(() => {
    if (!due || chosen === null || busy.current) return;
    busy.current = true;
    void send(chosen).then((held) => {
      busy.current = false;
      setRefused(held === chosen ? null : key);
      setSettled((count) => count + 1);
    });
  }, [due, chosen, key, send, settled]);

  return due;
}
