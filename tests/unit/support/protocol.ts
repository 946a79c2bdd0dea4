import type { Upgrade } from '@/api/envelope';
import { createProtocolClient } from '@worker/protocol/createProtocolClient';
import { memorySessionStore, type StoredSession } from '@worker/protocol/sessionStore';
import { demoBrand } from './brand';

/** A protocol client with an in-memory session and recorded AUTH / Upgrade callbacks. */
export function testProtocol(options: {
  origin: string;
  fetch: typeof fetch;
  now: () => number;
  session?: StoredSession;
  timeoutMs?: number;
  apiBaseUrl?: string;
}) {
  const brand = {
    ...demoBrand(),
    ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
  };
  const sessionStore = memorySessionStore(options.session);
  const authResets: number[] = [];
  const upgrades: Upgrade[] = [];
  const client = createProtocolClient({
    brand,
    origin: options.origin,
    fetch: options.fetch,
    now: options.now,
    sessionStore,
    timeoutMs: options.timeoutMs,
    onAuthReset: () => {
      authResets.push(options.now());
    },
    onUpgrade: (upgrade) => {
      upgrades.push(upgrade);
    },
  });
  return { client, sessionStore, authResets, upgrades, brand };
}
