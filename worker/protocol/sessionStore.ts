/** Where the protocol client keeps the server session id between calls. */
export type StoredSession = { sid: string; expiresAt: number };

export type SessionStore = {
  read(): Promise<StoredSession | undefined>;
  write(session: StoredSession): Promise<void>;
};

/** An in-memory store, for tests and for tools that do not persist the session. */
export function memorySessionStore(initial?: StoredSession): SessionStore & {
  current(): StoredSession | undefined;
} {
  let session = initial;
  return {
    read: () => Promise.resolve(session),
    write: (next) => {
      session = next;
      return Promise.resolve();
    },
    current: () => session,
  };
}
