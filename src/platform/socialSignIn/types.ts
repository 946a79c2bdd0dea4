/** Apple and Google sign-in on the page: one interface, the real SDKs and the sandbox behind it. */

export type SocialMethod = 'apple' | 'google';

export type SocialSignInResult =
  /** The SDK's answer, sent to Login as its payload. */
  | { ok: true; payload: unknown }
  /** The customer closed the provider's window: nothing to say. */
  | { ok: false; reason: 'cancelled' }
  /** The SDK could not load or start, or answered an error: `message` is the spec's. */
  | { ok: false; reason: 'unavailable' | 'failed'; message: string };

export type SocialSignInProvider = {
  /** Loads the SDK (once); the spec's message when it cannot. */
  prepare(): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Runs the provider's sign-in. Call from a click: the providers open a popup. */
  signIn(): Promise<SocialSignInResult>;
};
