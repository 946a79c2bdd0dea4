/**
 * Worker → page notifications (STYLE habit 8). Events are for moments (a toast to show, an upgrade
 * just announced); anything a view must still know after a reload is also written to Dexie.
 */
import type { Upgrade } from '@/api/envelope';

export type ToastTone = 'error' | 'info' | 'success';
export type Toast = {
  message: string;
  tone: ToastTone;
  durationMs: number;
  /** A toast with the same key replaces the one on screen (one submission's steps). */
  key?: string;
};

export type WorkerEvents = {
  toast: Toast;
  upgrade: Upgrade;
  'outbox-changed': { pending: number };
  /** Linkly terminal: what the pairing or payment is doing, or the pad's prompt. */
  'terminal-status': { text: string };
};

export type WorkerEventName = keyof WorkerEvents;

/** A page callback arrives as a Comlink proxy, so calling it returns a promise. */
export type WorkerEventListener<K extends WorkerEventName> = (
  payload: WorkerEvents[K],
) => void | Promise<void>;
