/**
 * Page-side toasts and snackbars (the worker's own toasts arrive through `listen('toast')`).
 * Views call showToast / showSnackbar; ToastHost and PageSnackbars, mounted once by the shell,
 * render them. A tiny pub/sub rather than context, so non-React code (e.g. a popup's close rule)
 * can raise one too.
 */
import type { SnackbarAction } from './Snackbar';

export type PageToast = {
  message: string;
  tone: 'error' | 'info' | 'success';
  durationMs: number;
  /** A toast with the same key replaces the one on screen (one submission's steps). */
  key?: string;
};
export type PageSnackbar = {
  /** Showing a snackbar with the same key replaces the one on screen. */
  key: string;
  message: string;
  /** A second line naming what the message is about ('Added to Cart' + 'Flat White'). */
  detail?: string;
  action?: SnackbarAction;
  durationMs: number;
};

/**
 * Takes down the toast shown under `key` when the cause of its message has gone (the field is
 * fixed, the step it reported has ended): only if its message is one of `messages`, when given,
 * so a later outcome shown under the same key stays.
 */
export type ToastDismissal = { key: string; messages?: readonly string[] };

type Listener<T> = (value: T) => void;

const toastListeners = new Set<Listener<PageToast>>();
const dismissalListeners = new Set<Listener<ToastDismissal>>();
const snackbarListeners = new Set<Listener<PageSnackbar>>();

export function showToast(toast: PageToast): void {
  for (const listener of toastListeners) listener(toast);
}

/**
 * A snackbar raised before its host has mounted (the host loads once the first screen is up, and
 * an early tap can beat it): the newest one is kept and shown, for what is left of its time, when
 * the host arrives.
 */
let unheard: { snackbar: PageSnackbar; at: number } | null = null;

export function showSnackbar(snackbar: PageSnackbar): void {
  if (snackbarListeners.size === 0) {
    unheard = { snackbar, at: Date.now() };
    return;
  }
  for (const listener of snackbarListeners) listener(snackbar);
}

export function dismissToast(dismissal: ToastDismissal): void {
  for (const listener of dismissalListeners) listener(dismissal);
}

export function onToast(listener: Listener<PageToast>): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

export function onToastDismissal(listener: Listener<ToastDismissal>): () => void {
  dismissalListeners.add(listener);
  return () => dismissalListeners.delete(listener);
}

export function onSnackbar(listener: Listener<PageSnackbar>): () => void {
  snackbarListeners.add(listener);
  if (unheard !== null) {
    const { snackbar, at } = unheard;
    unheard = null;
    const left = snackbar.durationMs - (Date.now() - at);
    if (left > 0) listener({ ...snackbar, durationMs: left });
  }
  return () => snackbarListeners.delete(listener);
}
