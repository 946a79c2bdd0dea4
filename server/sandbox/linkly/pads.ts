/**
 * The simulator's PIN pads and their credentials (../shared/linkly-cloud.md §2.3): pairing with a
 * username, password and the pair code the pad shows gives a non-expiring secret; a secret gives a
 * Bearer token that lasts `expirySeconds`. A new pair code on the pad invalidates the secrets
 * issued for the old one, as Linkly's FAQ says.
 */
import { randomBytes } from 'node:crypto';

export type PadCredentials = {
  username: string;
  password: string;
  /** The code the pad shows (FUNC 8880 on a real pad). */
  pairCode: string;
};

/** A simulated pad: its credentials and how it behaves. */
export type SimulatedPad = PadCredentials & {
  /**
   * Linkly's virtual pinpad amount rules (cents .50 system error, .51 declined, .55 PIN, .08
   * signature; timeline.ts). Off on the demo pad: ordinary menu totals end in .50 ($24.50 + $1.00).
   */
  amountRules: boolean;
  /** The delay between a purchase's steps on the pad's clock (0: it runs through at once). */
  stepMs: number;
};

/**
 * The demo pad: documented in docs/kiosks-and-staff.md 'The Linkly terminal and its simulator'.
 * No amount rules; its purchases run through at once unless scripted (`npm start` gives it
 * DEMO_PAD_PACE_MS).
 */
export const DEMO_PAD: SimulatedPad = {
  username: 'docket-demo',
  password: 'linkly-demo',
  pairCode: '123456',
  amountRules: false,
  stepMs: 0,
};

/** The demo pad's pace under `npm start` (server/main.ts): each prompt shows for 2 s. */
export const DEMO_PAD_PACE_MS = 2_000;

/** The pad tests of Linkly's amount rules use: the demo pad's credentials, with the rules on. */
export const TEST_PAD: SimulatedPad = { ...DEMO_PAD, amountRules: true };

/** A pad's code is good for 180 s once shown (3P reports); the demo pad's configured code never lapses. */
export const PAIR_CODE_LIFE_MS = 180_000;
/** Linkly's mock leases a token for 6 h; the client must read expirySeconds, never assume it. */
export const DEFAULT_TOKEN_LIFE_SECONDS = 6 * 60 * 60;

type Pad = SimulatedPad & {
  /** When a shown code lapses; null for a configured code. */
  pairCodeExpiresAt: number | null;
  generation: number;
};

type Secret = { username: string; generation: number };
type Token = { username: string; expiresAt: number };

export type PadRegistry = ReturnType<typeof createPadRegistry>;

const opaque = () => randomBytes(24).toString('base64url');

export function createPadRegistry(options: {
  pads: readonly SimulatedPad[];
  now: () => number;
  tokenLifeSeconds?: number;
}) {
  const pads = new Map<string, Pad>();
  const secrets = new Map<string, Secret>();
  const tokens = new Map<string, Token>();
  let tokenLifeSeconds = options.tokenLifeSeconds ?? DEFAULT_TOKEN_LIFE_SECONDS;
  for (const pad of options.pads) {
    pads.set(pad.username, { ...pad, pairCodeExpiresAt: null, generation: 0 });
  }

  return {
    /** POST /v1/pairing/cloudpos: the secret, or null (Linkly answers 401 with an empty body). */
    pair(input: { username: string; password: string; pairCode: string }): string | null {
      const pad = pads.get(input.username);
      if (!pad || pad.password !== input.password || pad.pairCode !== input.pairCode) return null;
      if (pad.pairCodeExpiresAt !== null && options.now() > pad.pairCodeExpiresAt) return null;
      const secret = opaque();
      secrets.set(secret, { username: pad.username, generation: pad.generation });
      return secret;
    },

    /** POST /v1/tokens/cloudpos: a token and its life, or null for an unknown or revoked secret. */
    token(secret: string): { token: string; expirySeconds: number } | null {
      const owner = secrets.get(secret);
      const pad = owner ? pads.get(owner.username) : undefined;
      if (!owner || !pad || pad.generation !== owner.generation) return null;
      const token = opaque();
      tokens.set(token, {
        username: pad.username,
        expiresAt: options.now() + tokenLifeSeconds * 1000,
      });
      return { token, expirySeconds: tokenLifeSeconds };
    },

    /** The pad a Bearer token speaks for, or null (401). */
    authorise(header: string | undefined): string | null {
      const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
      const token = match ? tokens.get(match[1] ?? '') : undefined;
      if (!token || options.now() >= token.expiresAt) return null;
      return token.username;
    },

    /** Shows a new pair code on the pad (valid 180 s); earlier secrets stop working. */
    newPairCode(username: string): string | null {
      const pad = pads.get(username);
      if (!pad) return null;
      pad.pairCode = String(100000 + (randomBytes(4).readUInt32BE() % 900000));
      pad.pairCodeExpiresAt = options.now() + PAIR_CODE_LIFE_MS;
      pad.generation += 1;
      return pad.pairCode;
    },

    /** How the pad behaves (its amount rules and pace); null for an unknown pad. */
    behaviour(username: string): Pick<SimulatedPad, 'amountRules' | 'stepMs'> | null {
      const pad = pads.get(username);
      return pad ? { amountRules: pad.amountRules, stepMs: pad.stepMs } : null;
    },

    /** Every token lapses now (tests of the client's refresh on 401). */
    expireTokens() {
      tokens.clear();
    },

    setTokenLife(seconds: number) {
      tokenLifeSeconds = seconds;
    },
  };
}
