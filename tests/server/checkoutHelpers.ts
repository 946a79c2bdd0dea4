/**
 * Helpers for the checkout suites: a server with the recording payment double, a guest with a
 * pickup-ASAP cart of Iced Mint Tea, and SubmitOrder calls with a complete guest's fields.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { SubmitOrderResponse } from '../../src/api/submitOrder';
import { cartClient, teaSuite, type CartClient, type TeaSuite } from './cartHelpers';
import type { Backend } from './helpers';
import { createPaymentDouble, type PaymentDouble } from './paymentDouble';

export const SANDBOX_ORIGIN = 'https://sandbox.test';

export type CheckoutSuite = TeaSuite & { payments: PaymentDouble };

export function checkoutSuite(
  backend: Backend,
  extra: Omit<Parameters<typeof teaSuite>[1], 'payments'> = {},
): CheckoutSuite {
  const payments = createPaymentDouble();
  const suite = teaSuite(backend, {
    ...extra,
    payments: { gateway: payments, sandboxOrigin: SANDBOX_ORIGIN },
  }) as CheckoutSuite;
  suite.payments = payments;
  return suite;
}

/** A complete guest's SubmitOrder fields, paying by card with a valid fake nonce. */
export const GUEST_FIELDS: Readonly<Record<string, string>> = {
  order_source: 'rmobi',
  payment_method: 'CC',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_mobile: '0400 000 000',
  terms_agreed: '1',
  braintree_nonce: 'fake-valid-nonce',
  return_url: 'http://localhost/checkout',
};

/** A new guest with `quantity` Iced Mint Teas for pickup ASAP. */
export async function teaCart(suite: TeaSuite, quantity = 1): Promise<CartClient> {
  const client = await cartClient(suite.server, suite.demo);
  await client.add({ menu_item_id: suite.teaId, quantity });
  await client.checkout({ fulfilment_type: 'pickup', fulfilment_asap: 1 });
  return client;
}

export type Submitter = {
  fields(
    preorder: '0' | '1',
    extra?: Record<string, string>,
    requestId?: string,
  ): Record<string, string>;
  ok(
    preorder: '0' | '1',
    extra?: Record<string, string>,
    requestId?: string,
  ): Promise<SubmitOrderResponse>;
  fails(preorder: '0' | '1', extra?: Record<string, string>, requestId?: string): Promise<string>;
};

export function submitter(suite: TeaSuite, client: CartClient): Submitter {
  const fields = (preorder: '0' | '1', extra: Record<string, string> = {}, requestId?: string) => ({
    merchant_id: suite.demo.store_id,
    menu_id: suite.demo.menu_id,
    preorder,
    request_id: requestId ?? randomUUID(),
    ...GUEST_FIELDS,
    ...extra,
  });
  return {
    fields,
    ok: (preorder, extra, requestId) =>
      suite.server.ok('SubmitOrder', fields(preorder, extra, requestId), client.options),
    fails: async (preorder, extra, requestId) => {
      const { code, message } = await suite.server.failure(
        'SubmitOrder',
        fields(preorder, extra, requestId),
        client.options,
      );
      expect(code).toBe('ERROR');
      return message;
    },
  };
}

/** Orders placed from a cart. */
export async function ordersOfCart(suite: TeaSuite, cartId: number) {
  return suite.server.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).execute();
}

/** Unix seconds of a Perth wall-clock time. */
export function perthSeconds(date: string, time: string): string {
  return String(Math.floor(new Date(`${date}T${time}:00+08:00`).getTime() / 1000));
}
