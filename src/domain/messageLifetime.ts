/**
 * When a message leaves (DESIGN 'Words'): a message stays only while its cause does. An inline
 * error goes once its field passes the check again; a toast goes when the step it reported ends
 * or a later outcome of the same action replaces it; an action that succeeds takes down what its
 * failed attempts said.
 */

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The inline errors to keep while the customer edits after a failed check: each field shown with
 * an error that still fails, in the check's current words. A field that was not in error gets no
 * error while it is typed in (that waits for the next submit).
 */
export function standingErrors<K extends string>(shown: Errors<K>, now: Errors<K>): Errors<K> {
  const kept: Errors<K> = {};
  for (const field of Object.keys(shown) as K[]) {
    const message = now[field];
    if (shown[field] !== undefined && message !== undefined) kept[field] = message;
  }
  return kept;
}

/** Whether a check's message (a toast raised for it) still stands: the check still finds it. */
export function messageStands(message: string, now: readonly string[]): boolean {
  return now.includes(message);
}

export type KeyedMessage = { message: string; key?: string };

/**
 * The toasts left after one is dismissed under `key`: every toast with that key, or, when
 * `messages` are named, only one whose message is among them (a progress step like 'Validating
 * order...' is taken down without taking the outcome that replaced it).
 */
export function afterDismissal<T extends KeyedMessage>(
  toasts: readonly T[],
  dismissal: { key: string; messages?: readonly string[] },
): T[] {
  return toasts.filter(
    (toast) =>
      toast.key !== dismissal.key ||
      (dismissal.messages !== undefined && !dismissal.messages.includes(toast.message)),
  );
}
