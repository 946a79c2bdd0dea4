/**
 * Turns a failed call into the words the user sees (spec 1 §8), using the spec's texts from
 * src/domain/messages.ts. Worker functions return these texts as `error.message`, so a view may
 * show them as they are.
 */
import {
  ERROR_TRY_AGAIN,
  ERROR_HO1,
  ERROR_PQ1,
  ERROR_ME1,
  ERROR_ME2,
  ERROR_ME3,
  MENU_LOAD_ERROR_TOAST_MS,
} from '@/domain/messages';
import type { Failure } from '@/domain/result';
import { SERVER_PHRASES } from '@/domain/serverPhrases';

/** Spec 1 §9: menu load errors show for 6 s; item load errors are treated the same. */
export const MENU_LOAD_TOAST_MS = MENU_LOAD_ERROR_TOAST_MS;
/** The spec gives no length for other error toasts; 4 s sits between its 3 s and 6 s toasts. */
export const ERROR_TOAST_MS = 4_000;

/** The server's phrase for an unknown item (spec 1 §8 'invalid item id'). */
export const ITEM_MISSING_PHRASE = SERVER_PHRASES.menuItemDoesNotExist;

/**
 * No answer the customer can read: no answer at all, an unreadable one, or an HTTP refusal (its
 * status is for the log, not the customer).
 */
function noAnswer(error: Failure): boolean {
  return error.code === 'network' || error.code === 'invalid-response' || error.code === 'rejected';
}

/** A network failure or an unreadable answer gets `retryText`; a server phrase is shown as sent. */
function retryOrPhrase(error: Failure, retryText: string): string {
  return noAnswer(error) ? retryText : error.message;
}

/** Menu load: network and unreadable answers → ME1; server phrases are shown as sent. */
export function menuLoadFailureText(error: Failure): string {
  return retryOrPhrase(error, ERROR_ME1);
}

/** Item load: network and unreadable answers → ME2, an unknown item → ME3, else the phrase. */
export function itemLoadFailureText(error: Failure): string {
  if (noAnswer(error)) return ERROR_ME2;
  if (error.code === 'not-found' || error.message === ITEM_MISSING_PHRASE) return ERROR_ME3;
  return error.message;
}

/** Home load (spec 3 §8): network and unreadable answers → HO1; server phrases are shown as sent. */
export function homeLoadFailureText(error: Failure): string {
  return retryOrPhrase(error, ERROR_HO1);
}

/** Print Receipt (spec 3 §8): network and unreadable answers → PQ1; server phrases as sent. */
export function printQueueFailureText(error: Failure): string {
  return retryOrPhrase(error, ERROR_PQ1);
}

/**
 * The locations list (spec 1 §8 'Options, slots, stops, locations … failures'): network and
 * unreadable answers → 'Error, please try again'; server phrases are shown as sent.
 */
export function locationsLoadFailureText(error: Failure): string {
  return retryOrPhrase(error, ERROR_TRY_AGAIN);
}
