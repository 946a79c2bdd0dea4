import { useSyncExternalStore } from 'react';
import { useAppState } from '@/liveQueries/useAppState';
import { PAGE_STARTED_AT } from './pageStart';

function subscribeDevice(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const deviceOnline = () => navigator.onLine;

export type Connectivity = {
  /** The device has a connection and the server answered the last ping (or none has answered yet). */
  online: boolean;
  /** The device says offline: certain. */
  deviceOnline: boolean;
  /** The last ping of this visit: true, false, or null before the first one settles. */
  serverReachable: boolean | null;
};

/**
 * Connectivity as the page should believe it (spec 3 §4): the device's online/offline flag, and
 * the API worker's ping of the server every 15 s (appState 'connectivity'), which catches captive
 * or dead Wi-Fi that the device still calls online.
 */
export function useConnectivity(): Connectivity {
  const device = useSyncExternalStore(subscribeDevice, deviceOnline, () => true);
  const { data } = useAppState('connectivity');
  const serverReachable = data && data.checkedAt >= PAGE_STARTED_AT ? data.online : null;
  return { online: device && serverReachable !== false, deviceOnline: device, serverReachable };
}
