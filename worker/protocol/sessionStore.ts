/**
 * Where the protocol client keeps the server session id between calls, and the session's
 * generation: a counter that sign-out, an AUTH answer and the kiosk reset move on. Work made under
 * one generation (an outbox row) is sent and applied only under that generation.
 */
export type StoredSession = { sid: string; expiresAt: number };

/** The session and its generation, read together. */
export type SessionSnapshot = { session: StoredSession | undefined; generation: number };

export type SessionStore = {
  read(): Promise<StoredSession | undefined>;
  snapshot(): Promise<SessionSnapshot>;
  /**
   * Stores `next` only if the stored SID (null for none) and generation are still those a request
   * was sent with, so an answer to a call made under another session never replaces this one.
   * Resolves whether it wrote.
   */
  writeIfUnchanged(
    sent: { sid: string | null; generation: number },
    next: StoredSession,
  ): Promise<boolean>;
};

/** An in-memory store, for tests and for tools that do not persist the session. */
export function memorySessionStore(initial?: StoredSession): SessionStore & {
  current(): StoredSession | undefined;
  /** What sign-out or a kiosk reset does: forget the SID and start a new generation. */
  endGeneration(): void;
} {
  let session = initial;
  let generation = 0;
  return {
    read: () => Promise.resolve(session),
    snapshot: () => Promise.resolve({ session, generation }),
    writeIfUnchanged: (sent, next) => {
      if ((session?.sid ?? null) !== sent.sid || generation !== sent.generation) {
        return Promise.resolve(false);
      }
      session = next;
      return Promise.resolve(true);
    },
    current: () => session,
    endGeneration: () => {
      session = undefined;
      generation += 1;
    },
  };
}
