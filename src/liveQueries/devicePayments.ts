/**
 * This device's payments setting (src/domain/staffDevice.ts), kept in localStorage beside the app
 * mode: a device setting, not the account's, and not the worker's data. Changes made in this tab
 * reach its hooks at once; another tab's arrive by the storage event.
 */
import { useSyncExternalStore } from 'react';
import {
  DEVICE_PAYMENTS_KEY,
  parseDevicePayments,
  type DevicePayments,
} from '@/domain/staffDevice';

const listeners = new Set<() => void>();
/** The choice made in this page when storage refuses to keep it: it lasts until the page goes. */
let unstored: DevicePayments | null = null;

export function readDevicePayments(): DevicePayments {
  if (unstored !== null) return unstored;
  try {
    return typeof window === 'undefined'
      ? 'unset'
      : parseDevicePayments(window.localStorage.getItem(DEVICE_PAYMENTS_KEY));
  } catch {
    return 'unset'; // storage disabled: the device has not said
  }
}

export function setDevicePayments(value: Exclude<DevicePayments, 'unset'>): void {
  try {
    window.localStorage.setItem(DEVICE_PAYMENTS_KEY, value);
    unstored = null;
  } catch {
    unstored = value;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_PAYMENTS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDevicePayments(): DevicePayments {
  return useSyncExternalStore(subscribe, readDevicePayments, () => 'unset');
}
