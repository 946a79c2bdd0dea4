/**
 * Which push endpoints the server will send to. A subscription's endpoint comes from the browser,
 * so it is a URL the client chose: the server only POSTs to the push services browsers use
 * (https, their own hosts), or to this machine's push sandbox. Anything else is refused at
 * registration, so the server cannot be pointed at an internal address.
 */

/** Hosts of the browsers' push services (and their subdomains, for the dotted entries). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  'web.push.apple.com', // Safari
  '.push.apple.com',
  '.notify.windows.com', // Edge on Windows
];

export type PushSettings = {
  /** The push sandbox's origins (scheme://host:port), allowed besides the real services. */
  sandboxOrigins: readonly string[];
};

export const noPushSandbox: PushSettings = { sandboxOrigins: [] };

export function isPushEndpointAllowed(endpoint: string, settings: PushSettings): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (settings.sandboxOrigins.includes(url.origin)) return url.pathname.startsWith('/push/');
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) =>
    allowed.startsWith('.')
      ? host.endsWith(allowed) && host.length > allowed.length
      : host === allowed,
  );
}
