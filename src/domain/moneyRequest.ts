/**
 * A money call's request_id (src/api/money.ts): made in the tap's handler, and kept while that
 * same request got no answer, so tapping again after a lost connection repeats it under the same
 * key and the server charges once. Any answer, paid or refused, ends it: the next tap is new.
 */
export type HeldRequest = {
  /** What the request asks for ('TopupNewCard:3000'): another amount or method is a new request. */
  key: string;
  id: string;
};

export function requestIdFor(
  held: HeldRequest | null,
  key: string,
  newId: () => string,
): HeldRequest {
  return held !== null && held.key === key ? held : { key, id: newId() };
}

/** What is held after the call: kept for a retry only when no answer came back. */
export function settleRequest(
  held: HeldRequest,
  outcome: 'answered' | 'no-answer',
): HeldRequest | null {
  return outcome === 'no-answer' ? held : null;
}
