/**
 * The payment sandbox: a Fastify app on its own origin that behaves like Braintree's test mode
 * (../shared/payments-sandbox.md). The page reaches it only through the card field frames it serves
 * and the redirect pages; the reference server reaches it server to server under /api/ (JSON only,
 * no CORS, so a page cannot call it). GET /__sandbox/charges lists every transaction and
 * GET /__sandbox/vault every vaulted card, for tests: only to a caller on this machine with the
 * sandbox's admin token (server/sandbox/adminAccess.ts).
 *
 * Card numbers and CVCs reach only POST /tokenize, whose body is never logged or kept: the ledger
 * holds a card's type, last four and behaviour.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { checkCard } from './cards';
import {
  CARD_FIELD_SCRIPT,
  CARD_FIELDS,
  cardFieldCsp,
  cardFieldDocument,
  type CardField,
} from './cardFieldPage';
import { bearerMatches, isLoopback, newAdminToken } from './adminAccess';
import {
  createLedger,
  type ChargeStore,
  type Ledger,
  type SandboxCharge,
  type VaultStore,
} from './ledger';
import type { ChargeResult } from '../payments/types';
import { registerIdentitySandbox, type IdentitySandbox } from './identity';
import { registerPushSandbox, type SandboxPush } from './push';
// Linkly terminal
import { registerLinklySimulator, type LinklySimulator, type SimulatedPad } from './linkly/index';
import { redirectPageCsp, redirectPageDocument } from './redirectPage';

export type PaymentSandboxOptions = {
  /** The app's origins (scheme://host:port): the only pages that may embed the card frames or be returned to. */
  appOrigins: readonly string[];
  now?: () => Date;
  /** pino request logging (off by default; a stream for tests). Bodies are never logged. */
  logger?: boolean | { stream: { write(line: string): void } };
  /** Where vaulted cards are kept across restarts; in memory when not given. */
  vaultStore?: VaultStore;
  /** Where the charge ledger is kept across restarts; in memory when not given. */
  chargeStore?: ChargeStore;
  /** The token the admin routes ask for; a fresh one when not given. */
  adminToken?: string;
  /** The Linkly simulator's pads (server/sandbox/linkly/pads.ts); the demo pad when not given. */
  linklyPads?: readonly SimulatedPad[];
  /**
   * The processor's time to decide a charge: POST /api/charges waits on it between accepting a
   * charge and deciding it, so a charge can be held in flight (a test resolves it on its own
   * event). Decided at once when not given.
   */
  processing?: (charge: { idempotencyKey: string; amountCents: number }) => Promise<void>;
  /** How the Linkly simulator's pad sends async notifications (global fetch when not given). */
  linklyFetch?: typeof fetch;
};

export type PaymentSandbox = {
  app: FastifyInstance;
  charges(): readonly SandboxCharge[];
  /** What the push sandbox received (server/sandbox/push.ts), optionally for one channel. */
  pushes(channel?: string): readonly SandboxPush[];
  /** The identity sandbox (server/sandbox/identity.ts): signs tokens to order for tests. */
  identity: IdentitySandbox;
  /** The Linkly Cloud simulator (server/sandbox/linkly/): its ledger and script. */
  linkly: LinklySimulator;
  ledger: Ledger;
  /** What the admin routes ask for, as `authorization: Bearer <adminToken>`, from loopback. */
  adminToken: string;
  /** Adds app origins once known (an app listening on port 0 learns its port after the sandbox starts). */
  allowAppOrigins(origins: readonly string[]): void;
  close(): Promise<void>;
};

const cardBody = z.object({
  number: z.string().max(40),
  expirationDate: z.string().max(12),
  cvv: z.string().max(8),
  postalCode: z.string().max(16).optional(),
});
const walletBody = z.object({
  kind: z.enum(['apple_pay', 'google_pay']),
  cardNetwork: z.string().max(20),
  lastFour: z.string().regex(/^\d{4}$/),
});
const nonceBody = z.object({ nonce: z.string().min(1).max(200) });
const vaultBody = z.object({
  nonce: z.string().min(1).max(200),
  customerId: z.string().max(100),
  email: z.string().max(320),
});
const amountCents = z.number().int();
const chargeBody = z.object({
  nonce: z.string().min(1).max(200),
  amountCents,
  currencyCode: z.string().length(3),
  // Without one, gateway duplicate checking applies (server/sandbox/duplicates.ts).
  idempotencyKey: z.string().min(1).max(200).optional(),
  orderRef: z.string().max(200),
});
const redirectBody = z.object({
  kind: z.enum(['pp', 'cb', '3ds']),
  amountCents,
  currencyCode: z.string().length(3),
  returnUrl: z.string().max(2000),
  nonce: z.string().max(200).optional(),
});
const captureBody = z.object({ amountCents, idempotencyKey: z.string().min(1).max(200) });
const findBody = z.object({
  idempotencyKey: z.string().min(1).max(200),
  orderRef: z.string().max(200),
});
const voidBody = z.object({ idempotencyKey: z.string().min(1).max(200) });
const choiceBody = z.object({ choice: z.enum(['approve', 'cancel', 'error']) });

const NETWORKS: Record<string, 'Visa' | 'MasterCard' | 'American Express' | 'Discover'> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
};

const isCardField = (field: string): field is CardField =>
  (CARD_FIELDS as readonly string[]).includes(field);

/** The request's own origin, as the browser that sent it names it. */
const ownOrigin = (request: FastifyRequest) =>
  `${request.protocol}://${request.headers.host ?? ''}`;

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('cache-control', 'no-store').send({ message });

/**
 * A charge's answer; a refused repeated key as Braintree's GraphQL answers it, a VALIDATION error
 * on the input's apiRequestKey (read back by server/payments/keyConflicts.ts).
 */
function chargeAnswer(result: ChargeResult) {
  if (!('keyConflict' in result)) return result;
  return {
    data: null,
    errors: [
      {
        message: result.message,
        extensions: { errorClass: 'VALIDATION', inputPath: ['input', 'apiRequestKey'] },
      },
    ],
  };
}

export async function createPaymentSandbox(
  options: PaymentSandboxOptions,
): Promise<PaymentSandbox> {
  const appOrigins = [...options.appOrigins];
  const ledger = createLedger({
    now: options.now ?? (() => new Date()),
    appOrigins,
    ...(options.vaultStore ? { vaultStore: options.vaultStore } : {}),
    ...(options.chargeStore ? { chargeStore: options.chargeStore } : {}),
  });
  const adminToken = options.adminToken || newAdminToken();
  const logger = options.logger
    ? {
        level: 'info',
        ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
      }
    : false;
  const app = Fastify({ logger, bodyLimit: 16 * 1024 });

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // Never echo a body back or log it: an unreadable card is just a 400.
  app.setErrorHandler((error: { statusCode?: unknown; code?: unknown }, request, reply) => {
    const status =
      typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ code: String(error.code) }, 'sandbox request failed');
    return refuse(reply, status, status >= 500 ? 'Sandbox error' : 'Unreadable request');
  });

  app.get('/', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send('Docket payment sandbox (Braintree test mode rules)\n'),
  );

  app.get<{
    Params: { field: string };
    Querystring: { origin?: string; session?: string; styles?: string };
  }>('/fields/:field', async (request, reply) => {
    const { field } = request.params;
    const { origin = '', session = '', styles = '' } = request.query;
    if (!isCardField(field)) return reply.code(404).send();
    if (!appOrigins.includes(origin) || !/^[\w-]{8,64}$/.test(session)) {
      return reply.code(403).type('text/plain').send('This page may only be embedded by the shop.');
    }
    return reply
      .header('content-security-policy', cardFieldCsp(appOrigins))
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(cardFieldDocument(field, session, origin, styles));
  });

  app.get('/fields/field.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CARD_FIELD_SCRIPT),
  );

  // Only the sandbox's own frames tokenise: the browser names their origin, which must be ours.
  app.post('/tokenize', async (request, reply) => {
    if (request.headers.origin !== ownOrigin(request))
      return refuse(reply, 403, 'Tokenise from the card fields');
    const parsed = cardBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Please check your card details');
    const checked = checkCard(parsed.data, options.now?.() ?? new Date());
    if (!checked.ok) return refuse(reply, 422, checked.message);
    const { cardType, lastFour } = checked.card;
    const nonce = ledger.issueCardNonce(checked.card);
    return reply
      .header('cache-control', 'no-store')
      .send({ nonce, details: { cardType, lastFour } });
  });

  // The sandbox's wallets (src/platform/payments/sandboxWallets.ts) turn the browser's payment
  // token into a nonce here, from the app's page: CORS for the app's origins only.
  const allowApp = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin ?? '';
    if (!appOrigins.includes(origin)) return false;
    reply.header('access-control-allow-origin', origin).header('vary', 'origin');
    return true;
  };
  app.options('/wallets/tokenize', async (request, reply) => {
    if (!allowApp(request, reply)) return reply.code(403).send();
    return reply
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .code(204)
      .send();
  });
  app.post('/wallets/tokenize', async (request, reply) => {
    if (!allowApp(request, reply)) return refuse(reply, 403, 'Not from the shop');
    const parsed = walletBody.safeParse(request.body);
    const cardType = parsed.success ? NETWORKS[parsed.data.cardNetwork.toLowerCase()] : undefined;
    if (!parsed.success || !cardType) return refuse(reply, 422, 'Unsupported wallet card');
    const nonce = ledger.issueWalletNonce(parsed.data.kind, cardType, parsed.data.lastFour);
    return reply
      .header('cache-control', 'no-store')
      .send({ nonce, details: { cardType, lastFour: parsed.data.lastFour } });
  });

  // Server to server (server/payments/sandboxGateway.ts).
  app.post('/api/nonces/check', async (request, reply) => {
    const parsed = nonceBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    return ledger.checkNonce(parsed.data.nonce);
  });

  app.post('/api/payment-methods', async (request, reply) => {
    const parsed = vaultBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    return ledger.vault(parsed.data);
  });

  app.post('/api/charges', async (request, reply) => {
    const parsed = chargeBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    const begun = ledger.beginCharge(parsed.data);
    if ('answer' in begun) return chargeAnswer(begun.answer);
    const { idempotencyKey = '', amountCents: cents } = parsed.data;
    await options.processing?.({ idempotencyKey, amountCents: cents });
    return chargeAnswer(begun.finish());
  });

  // The reconciler's question after a crash, and the finaliser's undo.
  app.post('/api/charges/find', async (request, reply) => {
    const parsed = findBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    return ledger.findCharge(parsed.data.idempotencyKey, parsed.data.orderRef);
  });

  app.post<{ Params: { id: string } }>('/api/charges/:id/void', async (request, reply) => {
    const parsed = voidBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    return ledger.voidCharge(request.params.id);
  });

  app.post('/api/redirects', async (request, reply) => {
    const parsed = redirectBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    const started = ledger.startRedirect(parsed.data);
    if (!started.ok) return refuse(reply, 422, started.message);
    return { id: started.id, redirectUrl: `${ownOrigin(request)}/redirect/${started.id}` };
  });

  app.get<{ Params: { id: string } }>('/api/redirects/:id', async (request, reply) => {
    const redirect = ledger.redirect(request.params.id);
    if (!redirect) return refuse(reply, 404, 'Payment not found.');
    return { state: redirect.state };
  });

  app.post<{ Params: { id: string } }>('/api/redirects/:id/capture', async (request, reply) => {
    const parsed = captureBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Unreadable request');
    return chargeAnswer(ledger.captureRedirect({ id: request.params.id, ...parsed.data }));
  });

  // The customer's pages.
  app.get<{ Params: { id: string } }>('/redirect/:id', async (request, reply) => {
    const redirect = ledger.redirect(request.params.id);
    if (!redirect) return reply.code(404).type('text/plain').send('Payment not found.');
    return reply
      .header('content-security-policy', redirectPageCsp(appOrigins))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(redirectPageDocument({ ...redirect, decided: redirect.state !== 'pending' }));
  });

  app.post<{ Params: { id: string } }>('/redirect/:id', async (request, reply) => {
    const parsed = choiceBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).type('text/plain').send('Choose Approve, Cancel or Error.');
    const back = ledger.decideRedirect(request.params.id, parsed.data.choice);
    if (!back) return reply.code(404).type('text/plain').send('Payment not found.');
    return reply.code(303).header('location', back).send();
  });

  // The admin routes: this machine only, with the token.
  const adminOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopback(request.socket.remoteAddress))
      return refuse(reply, 403, 'Only from this machine');
    if (!bearerMatches(request.headers.authorization, adminToken))
      return refuse(reply, 401, 'The sandbox admin token is required');
  };

  app.get('/__sandbox/charges', { onRequest: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ charges: ledger.charges() }),
  );

  app.get('/__sandbox/vault', { onRequest: adminOnly }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ cards: ledger.vaulted() }),
  );

  const push = registerPushSandbox(app, { now: options.now ?? (() => new Date()) });
  const identity = registerIdentitySandbox(app, {
    now: options.now ?? (() => new Date()),
    appOrigins,
  });
  const linkly = registerLinklySimulator(app, {
    appOrigins,
    now: options.now ?? (() => new Date()),
    ...(options.linklyPads ? { pads: options.linklyPads } : {}),
    ...(options.linklyFetch ? { fetch: options.linklyFetch } : {}),
  });

  await app.ready();
  return {
    app,
    ledger,
    adminToken,
    charges: () => ledger.charges(),
    pushes: (channel) => push.pushes(channel),
    identity,
    linkly,
    allowAppOrigins: (origins) => {
      for (const origin of origins) if (!appOrigins.includes(origin)) appOrigins.push(origin);
    },
    close: () => app.close(),
  };
}
