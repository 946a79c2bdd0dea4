// The payment sandbox's card frames in a real browser: a tiny page on the app's origin hosts them
// through the page's own adapter (src/platform/payments/sandboxCardFields.ts, bundled here), and
// tokenises a test card. The frames are cross-origin, so the page can neither read them nor see
// the digits; the nonce is then charged server to server, as the reference server would.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Page } from '@playwright/test';
import { sandboxAdmin } from './support/checkout';
import { expect, test } from './support/test';

test.use({ serviceWorkers: 'block' });

const CARD = '4111 1111 1111 1111';

let adapterBundle = '';
test.beforeAll(async () => {
  const entry = fileURLToPath(
    new URL('../../src/platform/payments/sandboxCardFields.ts', import.meta.url),
  );
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: 'sandboxCardFields',
    write: false,
    target: 'es2022',
  });
  adapterBundle = result.outputFiles[0]!.text;
});

/** The sandbox beside the app under test: the app's port + 10 (scripts/serve.ts). */
function sandboxOriginOf(baseURL: string): string {
  const url = new URL(baseURL);
  url.port = String(Number(url.port) + 10);
  return url.origin;
}

function testPage(sandboxOrigin: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Card frames</title></head>
<body>
<main>
<h1>Pay by card</h1>
<p>Card number</p><div id="number"></div>
<p>Expiry</p><div id="expiry"></div>
<p>CVV</p><div id="cvv"></div>
<p>Card details: <output id="validity">incomplete</output></p>
</main>
<script>${adapterBundle}</script>
<script>
  window.fieldsReady = sandboxCardFields.createSandboxCardFields({
    sandboxOrigin: ${JSON.stringify(sandboxOrigin)},
    containers: {
      number: document.getElementById('number'),
      expirationDate: document.getElementById('expiry'),
      cvv: document.getElementById('cvv'),
    },
    onValidityChange: (complete) => {
      document.getElementById('validity').textContent = complete ? 'complete' : 'incomplete';
    },
  }).then((fields) => {
    window.fields = fields;
    document.body.dataset.ready = 'yes';
  });
</script>
</body>
</html>`;
}

async function openTestPage(page: Page, baseURL: string) {
  const sandboxOrigin = sandboxOriginOf(baseURL);
  // A document the app's server really sent (a fulfilled route counts as a public address, and
  // Chromium's local network access checks would then block the frames on 127.0.0.1), rewritten.
  await page.goto('/robots.txt');
  await page.setContent(testPage(sandboxOrigin));
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'yes');
  return sandboxOrigin;
}

const field = (page: Page, name: string, label: string) =>
  page.frameLocator(`iframe[name="docket-card-${name}"]`).getByLabel(label);

type Tokenised = { nonce: string; details: { cardType: string; lastFour: string } };

function tokenize(page: Page): Promise<Tokenised | { error: string }> {
  return page.evaluate(() => {
    const fields = (window as unknown as { fields: { tokenize(): Promise<Tokenised> } }).fields;
    return fields.tokenize().catch((error: Error) => ({ error: error.message }));
  });
}

test.describe('payment sandbox card frames', () => {
  test('tokenise 4111… in frames the page cannot read, then charge the nonce once', async ({
    page,
    baseURL,
    request,
  }) => {
    const sandboxOrigin = await openTestPage(page, baseURL!);

    await field(page, 'number', 'Card number').fill(CARD);
    await field(page, 'expirationDate', 'Expiry date (MM/YY)').fill('12/30');
    await expect(page.locator('#validity')).toHaveText('incomplete');
    await field(page, 'cvv', 'Security code (CVV)').fill('123');
    await expect(page.locator('#validity')).toHaveText('complete');

    const tokenised = await tokenize(page);
    expect(tokenised).toEqual({
      nonce: expect.stringMatching(/^tokencc_sb_/),
      details: { cardType: 'Visa', lastFour: '1111' },
    });

    // The frames are another origin: no document to read, no property to reach.
    const isolation = await page.evaluate(() =>
      [...document.querySelectorAll('iframe')].map((frame) => {
        let reached: string;
        try {
          reached = String(
            (frame.contentWindow as unknown as { docketCardField?: unknown }).docketCardField,
          );
        } catch (error) {
          reached = (error as Error).name;
        }
        return { src: new URL(frame.src).origin, document: frame.contentDocument, reached };
      }),
    );
    expect(isolation).toEqual(
      ['number', 'expirationDate', 'cvv'].map(() => ({
        src: sandboxOrigin,
        document: null,
        reached: 'SecurityError',
      })),
    );
    const pageText = await page.evaluate(
      () => document.documentElement.outerHTML + JSON.stringify(Object.keys(window)),
    );
    expect(pageText.replace(/\s/g, '')).not.toContain('4111111111111111');

    const listing = `${sandboxOrigin}/__sandbox/charges`;
    const before = (await (await request.get(listing, { headers: sandboxAdmin() })).json()).charges
      .length;
    const charge = {
      nonce: (tokenised as Tokenised).nonce,
      amountCents: 1250,
      currencyCode: 'AUD',
      idempotencyKey: `e2e-${Date.now()}`,
      orderRef: 'payment-sandbox.spec',
    };
    const first = await (
      await request.post(`${sandboxOrigin}/api/charges`, { data: charge })
    ).json();
    expect(first).toMatchObject({ ok: true, cardType: 'Visa', lastFour: '1111' });
    expect(
      await (await request.post(`${sandboxOrigin}/api/charges`, { data: charge })).json(),
    ).toEqual(first);
    const after = (await (await request.get(listing, { headers: sandboxAdmin() })).json()).charges;
    expect(after).toHaveLength(before + 1);
  });

  test('a Luhn-invalid number is marked invalid and refused', async ({ page, baseURL }) => {
    await openTestPage(page, baseURL!);
    const number = field(page, 'number', 'Card number');
    await number.fill('4111 1111 1111 1112');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await field(page, 'expirationDate', 'Expiry date (MM/YY)').fill('12/30');
    await field(page, 'cvv', 'Security code (CVV)').fill('123');
    await expect(page.locator('#validity')).toHaveText('incomplete');
    expect(await tokenize(page)).toEqual({ error: 'Please check your card details' });
  });

  test('a card that is not a test card is refused by the sandbox with its message', async ({
    page,
    baseURL,
  }) => {
    await openTestPage(page, baseURL!);
    await field(page, 'number', 'Card number').fill('4242 4242 4242 4242');
    await field(page, 'expirationDate', 'Expiry date (MM/YY)').fill('12/2030');
    await field(page, 'cvv', 'Security code (CVV)').fill('007');
    await expect(page.locator('#validity')).toHaveText('complete');
    expect(await tokenize(page)).toEqual({
      error: 'Credit card number is not an accepted test number.',
    });
  });
});
