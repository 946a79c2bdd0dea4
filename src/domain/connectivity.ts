/**
 * Connectivity (spec 3 §4 'Session in URL', §9: 'Connectivity poll 15000 ms, timeout 10000 ms').
 * The device's own online/offline flag is only half the story: on captive or flaky in-store Wi-Fi
 * the device says online while the server cannot be reached. So the app pings the server, and this
 * state machine combines both: the device saying offline is believed at once; the device saying
 * online is checked with a ping before the app believes it.
 */

/** 'Connectivity poll 15000 ms'. */
export const PING_INTERVAL_MS = 15_000;
/** '… timeout 10000 ms'. */
export const PING_TIMEOUT_MS = 10_000;

/** 'unknown' until the first ping answers (views then trust the device's flag). */
export type ConnectivityStatus = 'unknown' | 'online' | 'offline';

export type ConnectivityEvent =
  /** The ping answered 2xx within the time-out. */
  | 'ping-ok'
  /** The ping failed: no answer in time, a network error, a redirect or a non-2xx status. */
  | 'ping-failed'
  /** The device reported losing its connection ('offline' event). */
  | 'device-offline'
  /** The device reported a connection ('online' event): worth a ping now. */
  | 'device-online';

export function nextConnectivity(
  status: ConnectivityStatus,
  event: ConnectivityEvent,
): { status: ConnectivityStatus; pingNow: boolean } {
  switch (event) {
    case 'ping-ok':
      return { status: 'online', pingNow: false };
    case 'ping-failed':
      return { status: 'offline', pingNow: false };
    case 'device-offline':
      return { status: 'offline', pingNow: false };
    case 'device-online':
      return { status, pingNow: true };
  }
}

/** A ping answer means the server is reachable only when it is a 2xx (204 from /api/ping). */
export function isPingAnswer(httpStatus: number): boolean {
  return httpStatus >= 200 && httpStatus < 300;
}
