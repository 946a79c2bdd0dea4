/**
 * Top-ups the customer approves at the provider first: PayPal (PP), crypto (CB) and a card that
 * needs 3-D Secure (3DS). The first call starts the redirect and answers its URL; the server adds
 * redirect_id to return_url, so the customer comes back to /account/topup with it. The return call
 * (any redirect Topup action with redirect_id) captures the approved payment through reserve →
 * charge → finalise, once per redirect (server/money/reserveTopup.ts).
 */
import type { TopupResponse } from '@api/money';
import { sql, type Kysely } from 'kysely';
import { customerBalanceCents } from '../accounts/balance';
import type { Database, RedirectKind } from '../db/schema';
import { PaymentProviderError } from '../payments/errors';
import { RedirectRefused } from '../payments/sandboxGateway';
import { fail, succeed, type ActionContext, type ActionResult } from '../protocol/context';
import { storedRequest, withIdempotency, type IdempotencyKey } from '../protocol/idempotency';
import { MESSAGES } from '../protocol/messages';
import type { TopupPlan } from './reserveTopup';
import type { TopupDraft } from './topupAttempt';

const METHOD_OF: Readonly<Record<RedirectKind, string>> = { pp: 'PP', cb: 'CB', '3ds': '3DS' };

/** return_url with redirect_id added, or null when it is not an absolute http(s) URL. */
function returnUrlWith(returnUrl: string, redirectId: number): string | null {
  try {
    const url = new URL(returnUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('redirect_id', String(redirectId));
    return url.toString();
  } catch {
    return null;
  }
}

function startFailure(kind: RedirectKind, error: unknown): ActionResult<never> {
  if (kind === 'cb') return fail(MESSAGES.coinbaseRedirectFailed);
  if (error instanceof RedirectRefused) return fail(error.message);
  return fail(MESSAGES.braintreeUnavailable);
}

/**
 * Starts a redirect top-up: the provider is asked outside any transaction, then the redirect and
 * the answer are kept for the request id in one short one. A repeat gets the first answer.
 */
export async function startRedirectTopup(
  ctx: ActionContext,
  key: IdempotencyKey,
  action: string,
  input: {
    kind: RedirectKind;
    customerId: number;
    amountCents: number;
    currencyCode: string;
    returnUrl: string;
    nonce: string;
  },
): Promise<ActionResult<TopupResponse>> {
  const stored = await storedRequest<ActionResult<TopupResponse>>(ctx.db, key, action);
  if (stored?.answer) return stored.answer;
  const gateway = ctx.payments?.gateway;
  if (!gateway) return fail(MESSAGES.braintreeUnavailable);
  const { id } = await sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('payment_redirects', 'id'))::int as id`
    .execute(ctx.db)
    .then((result) => result.rows[0] ?? { id: 0 });
  const returnUrl = returnUrlWith(input.returnUrl, id);
  if (returnUrl === null) return startFailure(input.kind, null);
  let started: { id: string; redirectUrl: string };
  try {
    started = await gateway.startRedirect({
      kind: input.kind,
      amountCents: input.amountCents,
      currencyCode: input.currencyCode,
      returnUrl,
      ...(input.nonce ? { nonce: input.nonce } : {}),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error.message, kind: input.kind }, 'top-up redirect not started');
    return startFailure(input.kind, error);
  }
  return withIdempotency(ctx.db, key, action, async (trx) => {
    await trx
      .insertInto('payment_redirects')
      .values({
        id,
        brand_id: key.brandId,
        cart_id: null,
        customer_id: input.customerId,
        gateway_id: started.id,
        kind: input.kind,
        amount_cents: input.amountCents,
        nonce: input.nonce,
        redirect_url: started.redirectUrl,
        created_at: ctx.now,
      })
      .execute();
    return succeed({
      topup_id: 0,
      amount: 0,
      payment_method: METHOD_OF[input.kind],
      payment_redirect: 1,
      requires_redirect: 1,
      redirect_url: started.redirectUrl,
      balance: await customerBalanceCents(trx, input.customerId),
      message: '',
    });
  });
}

/**
 * The return's plan, inside reserve: the member's own redirect, locked so two returns capture one
 * after the other, approved or still to be asked about; its amount is the top-up's.
 */
export async function returnPlan(
  trx: Kysely<Database>,
  input: { brandId: number; customerId: number; redirectId: number; currencyCode: string },
): Promise<ActionResult<TopupPlan>> {
  const redirect = await trx
    .selectFrom('payment_redirects')
    .select(['id', 'gateway_id', 'kind', 'amount_cents', 'state'])
    .where('id', '=', input.redirectId)
    .where('brand_id', '=', input.brandId)
    .where('customer_id', '=', input.customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!redirect || redirect.state === 'cancelled' || redirect.state === 'failed')
    return fail(MESSAGES.paymentRedirectInvalid);
  const draft: TopupDraft = {
    customerId: input.customerId,
    method: METHOD_OF[redirect.kind],
    currencyCode: input.currencyCode,
    autoTopupCents: null,
    source: 'member',
  };
  return succeed({
    amountCents: redirect.amount_cents,
    draft,
    charge: { kind: 'redirect', redirectId: redirect.id, gatewayId: redirect.gateway_id },
    redirectId: redirect.id,
  });
}
