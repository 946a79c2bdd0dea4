/**
 * Linkly Cloud, asked by the server whether the store's terminal really approved a purchase before
 * an eftpos order is placed (ARCHITECTURE.md 'Money': the server believes no client about money).
 * The kiosk sends its purchase's session id and TxnRef; the server looks that session up itself,
 * `GET {rest}/v1/sessions/{sessionId}/transaction?async=false` with its own Bearer token
 * (../shared/linkly-cloud.md §2.3, §2.4, §2.7), and accepts only a finished purchase ('P') that
 * Linkly reports as a success, for exactly the order's amount, with that TxnRef.
 *
 * Whose token: a Linkly secret belongs to a pairing with one pad. The server has its own pairing
 * with each of the store's pads, made once with the pad's pair code as the kiosk's was
 * (POST {auth}/v1/pairing/cloudpos), whose secret is given in LINKLY_SECRET (several pads:
 * comma-separated; a session is looked for on each). The demo's simulator has one pad whose
 * pair code never lapses: the server pairs with it itself. Which Linkly: the brand's
 * `providers.linklyCloudUrl`, as for the kiosk (worker/linkly/linklyHosts.ts).
 *
 * Answers: an approval is ok; a definite no (unknown session, declined, another amount, TxnRef or
 * type) is 'Transaction Failed (MSG-CO2)'; no definite answer (no token, a time-out, 408, 5xx,
 * still running) is 'Transaction Status Failed (MSG-CO4)', and the kiosk, which keeps its paid
 * record, tries the placement again. Secrets and tokens are never logged.
 */
import { LINKLY_HOSTS, type LinklyHosts } from '@domain/linklyHosts';
import { createHash } from 'node:crypto';
import { DEFAULT_BRAND, loadBrand } from '@brand/load';
import type { Brand } from '@brand/schema';
import { TRANSACTION_FAILED, TRANSACTION_STATUS_FAILED } from '@domain/terminalMessages';
import { REPO_ROOT } from '../db/seed/index';
import { DEMO_PAD, type PadCredentials } from '../sandbox/linkly/pads';
import { paymentTimeoutMsOf } from './index';

export type TerminalConfirmation =
  | { ok: true; transactionId: string; cardType: string; lastFour: string }
  /**
   * `unanswered`: Linkly gave no definite answer (MSG-CO4). The pad may have taken the money, so
   * this is no refusal: ask again later (the kiosk retries with the same request_id).
   */
  | { ok: false; message: string; unanswered?: true };

export type LinklyTerminal = {
  confirmPurchase(input: {
    sessionId: string;
    txnRef: string;
    amountCents: number;
  }): Promise<TerminalConfirmation>;
};

export const LINKLY_TIMEOUT_MS = 15_000;
/** Docket as a Linkly POS product: the kiosk's values (worker/linkly/terminalClient.ts). */
export const POS_NAME = 'Docket';
export const POS_VENDOR_ID = '6f1d2c3b-8e4a-4f57-9b0c-1d2e3f4a5b6c';
const POS_VERSION = '3.1.23';
/** The official SDK asks for a new token within 5 minutes of the old one's expiry (§2.3). */
const REFRESH_BEFORE_MS = 5 * 60_000;

/** How the server gets a token for one pad: its stored secret, or a pairing it may make itself. */
export type PadAccess = { secret: string } | { pairing: PadCredentials };

export type LinklyTerminalOptions = {
  hosts: LinklyHosts;
  pads: readonly PadAccess[];
  /** The server as a POS (a UUID v4). */
  posId: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Per request (default 15 s; the server passes PAYMENT_TIMEOUT_MS, as for the gateway). */
  timeoutMs?: number;
  /** The signal that ends a request after `ms`: AbortSignal.timeout unless a test gives its own. */
  timeoutSignal?: (ms: number) => AbortSignal;
};

type Json = { [key: string]: unknown };
type Answer = { status: number; body: Json | null };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Linkly answers camelCase and documents PascalCase (§2.6): every key read lower-cased. */
function lowerKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(lowerKeys);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), lowerKeys(v)]));
}

/** The session as 32 hex digits, or null when it is no UUID. */
function sessionHex(raw: string): string | null {
  const hex = raw.trim().toLowerCase().replaceAll('-', '');
  return /^[0-9a-f]{32}$/.test(hex) ? hex : null;
}

/** Hyphenated, as Linkly's own v1 POS sends it (§2.4). */
const hyphenated = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

const cents = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const failed = (message: string): TerminalConfirmation => ({ ok: false, message });
const unanswered = (): TerminalConfirmation => ({
  ok: false,
  message: TRANSACTION_STATUS_FAILED,
  unanswered: true,
});

/** Whether a finished session's result is the purchase the order claims. */
function judge(body: Json | null, input: { txnRef: string; amountCents: number }) {
  const response = isObject(body?.response) ? body.response : {};
  const purchase =
    response.success === true &&
    text(response.txntype).toUpperCase() === 'P' &&
    cents(response.amtpurchase) === input.amountCents &&
    text(response.txnref) === input.txnRef;
  if (!purchase) return failed(TRANSACTION_FAILED);
  return {
    ok: true as const,
    transactionId: `linkly-${input.txnRef}`,
    cardType: text(response.cardtype),
    lastFour: /(\d{4})$/.exec(text(response.pan))?.[1] ?? '',
  };
}

export function createLinklyTerminal(options: LinklyTerminalOptions): LinklyTerminal {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? LINKLY_TIMEOUT_MS;
  const timeoutSignal = options.timeoutSignal ?? ((ms: number) => AbortSignal.timeout(ms));
  const pads = options.pads.map((access) => ({
    access,
    secret: 'secret' in access ? access.secret : '',
    token: null as { value: string; expiresAt: number } | null,
  }));
  type Pad = (typeof pads)[number];

  /** One exchange; null when nothing came back in time. */
  async function send(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    token?: string,
  ): Promise<Answer | null> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const response = await fetchFn(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: timeoutSignal(timeoutMs),
      });
      const raw = await response.text();
      let parsed: unknown = null;
      try {
        parsed = raw.trim() === '' ? null : lowerKeys(JSON.parse(raw));
      } catch {
        parsed = null;
      }
      return { status: response.status, body: isObject(parsed) ? parsed : null };
    } catch {
      return null;
    }
  }

  async function pair(pad: Pad): Promise<boolean> {
    if (!('pairing' in pad.access)) return false;
    const answer = await send('POST', `${options.hosts.auth}/v1/pairing/cloudpos`, {
      username: pad.access.pairing.username,
      password: pad.access.pairing.password,
      pairCode: pad.access.pairing.pairCode,
    });
    const secret = answer?.status === 200 ? text(answer.body?.secret) : '';
    pad.secret = secret;
    return secret !== '';
  }

  async function tokenOf(pad: Pad): Promise<string | null> {
    if (pad.token && now() < pad.token.expiresAt - REFRESH_BEFORE_MS) return pad.token.value;
    pad.token = null;
    if (pad.secret === '' && !(await pair(pad))) return null;
    const request = () =>
      send('POST', `${options.hosts.auth}/v1/tokens/cloudpos`, {
        secret: pad.secret,
        posName: POS_NAME,
        posVersion: POS_VERSION,
        posId: options.posId,
        posVendorId: POS_VENDOR_ID,
      });
    let answer = await request();
    // A refused secret: a pairing the server made may be made again (§2.3 '401 ⇒ re-pair').
    if (answer?.status === 401 && (await pair(pad))) answer = await request();
    const token = answer?.status === 200 ? text(answer.body?.token) : '';
    const seconds = Number(answer?.body?.expiryseconds);
    if (token === '' || !Number.isFinite(seconds) || seconds <= 0) return null;
    pad.token = { value: token, expiresAt: now() + seconds * 1000 };
    return token;
  }

  /** The session's status as this pad's pairing sees it; null when there was no answer. */
  async function statusOn(pad: Pad, sessionId: string): Promise<Answer | null> {
    const url = `${options.hosts.rest}/v1/sessions/${sessionId}/transaction?async=false`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const token = await tokenOf(pad);
      if (token === null) return null;
      const answer = await send('GET', url, undefined, token);
      // A 401 ends the token: the SDK discards it and authenticates again (§2.3).
      if (answer?.status !== 401) return answer;
      pad.token = null;
    }
    return null;
  }

  return {
    async confirmPurchase(input) {
      const hex = sessionHex(input.sessionId);
      if (hex === null) return failed(TRANSACTION_FAILED);
      let noAnswer = pads.length === 0;
      for (const pad of pads) {
        const answer = await statusOn(pad, hyphenated(hex));
        if (answer?.status === 200) return judge(answer.body, input);
        // Still on the pad: not paid yet, and not declined either.
        if (answer?.status === 202) return unanswered();
        // 404: this pad never had it. Anything else (400 too, as the kiosk reads a status check:
        // src/domain/terminalPolicy.ts) leaves it unknown.
        if (answer?.status !== 404) noAnswer = true;
      }
      return noAnswer ? unanswered() : failed(TRANSACTION_FAILED);
    },
  };
}

type Env = Readonly<Record<string, string | undefined>>;

/** A stable POS id for the server's pairing when LINKLY_POS_ID is not set (UUID v4 form). */
function posIdOf(seed: string): string {
  const hex = createHash('sha256').update(`docket-server:${seed}`).digest('hex');
  return hyphenated(`${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17, 32)}`);
}

/**
 * The server's Linkly, chosen as the kiosk's is by `providers.linklyCloudUrl`: '' is the
 * simulator in the payment sandbox (none without one), 'sandbox' and 'production' Linkly's own
 * hosts with the secrets in LINKLY_SECRET (required then, as Braintree's keys are).
 */
export function linklyTerminalFor(
  providers: Pick<Brand['providers'], 'linklyCloudUrl'> & { paymentTimeoutMs?: number },
  sandboxOrigin: string,
  env: Env = process.env,
  fetchFn: typeof fetch = fetch,
  now: () => number = Date.now,
): LinklyTerminal | null {
  const environment = providers.linklyCloudUrl;
  const timeoutMs = paymentTimeoutMsOf(providers, env);
  if (environment === '') {
    if (sandboxOrigin === '') return null;
    const root = `${sandboxOrigin.replace(/\/$/, '')}/linkly`;
    return createLinklyTerminal({
      hosts: { auth: `${root}/auth`, rest: `${root}/rest` },
      pads: [{ pairing: DEMO_PAD }],
      posId: posIdOf(root),
      fetch: fetchFn,
      now,
      timeoutMs,
    });
  }
  const secrets = (env.LINKLY_SECRET ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
  if (secrets.length === 0) {
    throw new Error(
      `The brand takes eftpos through Linkly's ${environment} hosts: set LINKLY_SECRET (the server's pairing with the store's pad)`,
    );
  }
  return createLinklyTerminal({
    hosts: LINKLY_HOSTS[environment],
    pads: secrets.map((secret) => ({ secret })),
    posId: env.LINKLY_POS_ID?.trim() || posIdOf(secrets.join(',')),
    fetch: fetchFn,
    now,
    timeoutMs,
  });
}

/** createServer's default: the brand this process serves (BRAND, default demo). */
export function linklyTerminalForBrand(
  sandboxOrigin: string,
  now: () => number,
  env: Env = process.env,
): LinklyTerminal | null {
  const brand = loadBrand(REPO_ROOT, env.BRAND || DEFAULT_BRAND);
  return linklyTerminalFor(brand.providers, sandboxOrigin, env, fetch, now);
}
