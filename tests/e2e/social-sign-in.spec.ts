// Apple and Google sign-in through the identity sandbox (server/sandbox/identity.ts) in a real
// browser: the app asks the server which sign-in to run (GET /api/identity-providers), opens the
// provider's page as a popup as the SDKs do, and receives the SDK's answer by postMessage from the
// provider's origin once the customer continues; the page passes axe and works by keyboard.
// From /login, the answer goes to Login and the customer lands signed in, the profile's email
// locked and Change Password gone from the account nav (the cart's popup: social-sign-in-cart.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { seriousViolations } from './support/shell';
import { expectThirdPartyMember, signInThroughSandbox } from './support/socialSignIn';

type Answer = { origin: string; data: { type: string; provider: string; response: unknown } };

async function openProvider(page: Page, provider: 'apple' | 'google') {
  const config = (await (
    await page.request.get('/api/identity-providers?brand=demo')
  ).json()) as Record<string, { mode: string; client_id: string; authorize_url: string }>;
  const entry = config[provider]!;
  expect(entry.mode).toBe('sandbox');
  const answer = page.evaluate(
    () =>
      new Promise<Answer>((resolve) => {
        window.addEventListener(
          'message',
          (event) => resolve({ origin: event.origin, data: event.data as Answer['data'] }),
          { once: true },
        );
      }),
  );
  const popupOpened = page.waitForEvent('popup');
  await page.evaluate(
    ({ url, clientId }) => {
      const target = new URL(url);
      target.search = new URLSearchParams({
        client_id: clientId,
        origin: window.location.origin,
        state: 'st-1',
        nonce: 'n-1',
      }).toString();
      window.open(target.href, 'idp', 'popup,width=480,height=640');
    },
    { url: entry.authorize_url, clientId: entry.client_id },
  );
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return { popup, answer, entry };
}

test('Sign in with Apple (sandbox) hands the SDK answer back to the app', async ({ page }) => {
  await page.goto('/');
  const { popup, answer, entry } = await openProvider(page, 'apple');
  await expect(popup.getByRole('heading', { name: 'Sign in with Apple (sandbox)' })).toBeVisible();
  const results = await new AxeBuilder({ page: popup }).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  await popup.getByLabel('Email', { exact: true }).fill('kath@example.com');
  await popup.getByLabel('First name').fill('Katherine');
  await popup.getByLabel('Last name').fill('Johnson');
  // By keyboard: to Continue, then Enter.
  await popup.getByRole('checkbox', { name: 'Share my name and email' }).focus();
  await popup.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: 'Continue' })).toBeFocused();
  const closed = popup.waitForEvent('close');
  await popup.keyboard.press('Enter');
  const { origin, data } = await answer;
  await closed;
  expect(origin).toBe(new URL(entry.authorize_url).origin);
  expect(data.type).toBe('docket-sandbox-idp');
  expect(data.provider).toBe('apple');
  const response = data.response as {
    authorization: { id_token: string; state: string };
    user: unknown;
  };
  expect(response.authorization.state).toBe('st-1');
  expect(response.user).toEqual({
    email: 'kath@example.com',
    name: { firstName: 'Katherine', lastName: 'Johnson' },
  });
  const claims = JSON.parse(
    Buffer.from(response.authorization.id_token.split('.')[1]!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(claims).toMatchObject({
    iss: `${new URL(entry.authorize_url).origin}/idp/apple`,
    aud: entry.client_id,
    email: 'kath@example.com',
    nonce: 'n-1',
  });
});

test('Sign in with Google (sandbox): Cancel answers an error and closes', async ({ page }) => {
  await page.goto('/');
  const { popup, answer } = await openProvider(page, 'google');
  await expect(popup.getByRole('heading', { name: 'Sign in with Google (sandbox)' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  const { data } = await answer;
  await closed;
  expect(data).toEqual({
    type: 'docket-sandbox-idp',
    provider: 'google',
    response: { error: 'cancelled' },
  });
});

for (const provider of ['google', 'apple'] as const) {
  test(`/login: Sign in with ${provider === 'apple' ? 'Apple' : 'Google'} signs in; email locked, no Change Password`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `${provider}-${Date.now()}@example.com`;
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughSandbox(page, main, provider, {
      email,
      firstName: 'Sandy',
      lastName: 'Provider',
    });
    // The same outcome as an email sign-in: home, the new member held.
    await expect(page).toHaveURL(/\/$/);
    await expectThirdPartyMember(page, email);
  });
}
