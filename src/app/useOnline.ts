import { useConnectivity } from './lifecycle/useConnectivity';

/**
 * Whether the app can reach its server: the device has a connection and the server answered the
 * connectivity ping (spec 3 §4; src/app/lifecycle/useConnectivity.ts). Until the first ping of
 * this visit settles, the device's own flag decides.
 */
export function useOnline(): boolean {
  return useConnectivity().online;
}
