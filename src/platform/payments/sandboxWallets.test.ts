// @vitest-environment happy-dom
/** The sandbox's wallets: offered only where the browser offers them; Google Pay's card → a sandbox nonce. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSandboxWallets, googlePayMethodData } from './sandboxWallets';

const SANDBOX = 'http://127.0.0.1:4483';
const AMOUNT = { totalCents: 1234, currencyCode: 'AUD', countryCode: 'AU', label: 'Fig & Olive' };

type FakeRequest = { methods: unknown; details: unknown };

function browserWithPaymentRequest(options: { canPay: boolean; show?: () => Promise<unknown> }) {
  const made: FakeRequest[] = [];
  const complete = vi.fn(async () => undefined);
  class FakePaymentRequest {
    constructor(methods: unknown, details: unknown) {
      made.push({ methods, details });
    }
    canMakePayment = async () => options.canPay;
    show =
      options.show ??
      (async () => ({
        details: { paymentMethodData: { info: { cardNetwork: 'VISA', cardDetails: '1111' } } },
        complete,
      }));
  }
  const win = Object.assign(Object.create(window), {
    PaymentRequest: FakePaymentRequest,
    fetch: vi.fn(),
  }) as Window & {
    fetch: ReturnType<typeof vi.fn>;
  };
  win.setTimeout = window.setTimeout.bind(window);
  return { win, made, complete };
}

afterEach(() => vi.restoreAllMocks());

describe('sandbox wallets', () => {
  it('Apple Pay is never offered by the sandbox (no Apple merchant session without a real provider)', async () => {
    const { applePay } = createSandboxWallets({ sandboxOrigin: SANDBOX, window });
    expect(await applePay.available()).toBe(false);
  });

  it('Google Pay is not offered without Payment Request (headless Chromium has no Google Pay app either)', async () => {
    const win = Object.assign(Object.create(window), { PaymentRequest: undefined }) as Window;
    expect(
      await createSandboxWallets({ sandboxOrigin: SANDBOX, window: win }).googlePay.available(),
    ).toBe(false);
    const { win: refusing } = browserWithPaymentRequest({ canPay: false });
    expect(
      await createSandboxWallets({
        sandboxOrigin: SANDBOX,
        window: refusing,
      }).googlePay.available(),
    ).toBe(false);
  });

  it('asks for Mastercard and Visa with PAN_ONLY and CRYPTOGRAM_3DS in TEST', () => {
    expect(googlePayMethodData('Fig & Olive').data).toMatchObject({
      environment: 'TEST',
      apiVersion: 2,
      allowedPaymentMethods: [
        {
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: ['MASTERCARD', 'VISA'],
          },
        },
      ],
    });
  });

  it("turns the sheet's card into a sandbox nonce", async () => {
    const { win, made, complete } = browserWithPaymentRequest({ canPay: true });
    win.fetch.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ nonce: 'tokencc_sb_g', details: { cardType: 'Visa', lastFour: '1111' } }),
      ),
    );
    const { googlePay } = createSandboxWallets({ sandboxOrigin: SANDBOX, window: win });
    expect(await googlePay.available()).toBe(true);
    expect(await googlePay.pay(AMOUNT)).toEqual({
      nonce: 'tokencc_sb_g',
      details: { cardType: 'Visa', lastFour: '1111' },
    });
    expect(made.at(-1)!.details).toEqual({
      total: { label: 'Fig & Olive', amount: { currency: 'AUD', value: '12.34' } },
    });
    expect(win.fetch).toHaveBeenCalledWith(
      `${SANDBOX}/wallets/tokenize`,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(JSON.parse(win.fetch.mock.calls[0]![1].body)).toEqual({
      kind: 'google_pay',
      cardNetwork: 'VISA',
      lastFour: '1111',
    });
    expect(complete).toHaveBeenCalledWith('success');
  });

  it.each([
    [
      'a closed sheet',
      Object.assign(new Error('closed'), { name: 'AbortError' }),
      'Payment cancelled',
    ],
    ['a failing sheet', new Error('boom'), 'Google Pay is not currently available'],
  ])('%s → %s', async (_name, error, message) => {
    const { win } = browserWithPaymentRequest({ canPay: true, show: () => Promise.reject(error) });
    await expect(
      createSandboxWallets({ sandboxOrigin: SANDBOX, window: win }).googlePay.pay(AMOUNT),
    ).rejects.toThrow(message);
  });

  it('refuses an amount of zero', async () => {
    const { win } = browserWithPaymentRequest({ canPay: true });
    await expect(
      createSandboxWallets({ sandboxOrigin: SANDBOX, window: win }).googlePay.pay({
        ...AMOUNT,
        totalCents: 0,
      }),
    ).rejects.toThrow('Invalid payment amount');
  });
});
