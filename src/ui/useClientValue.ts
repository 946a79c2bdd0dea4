import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * A value only the browser knows (the display mode, the user agent...), read during render. A
 * server render has `onServer` instead, and so has the page's hydrating render, which
 * must match the server's markup; React then renders again with the browser's value.
 */
export function useClientValue<T>(read: () => T, onServer: T): T {
  return useSyncExternalStore(noChanges, read, () => onServer);
}
