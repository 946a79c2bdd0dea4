/**
 * Apple and Google sign-in through the identity sandbox (server/sandbox/identity.ts) as a customer
 * would: press the app's button, fill the provider's popup, Continue; and what a signed-in
 * third-party customer sees (the profile's email locked, no Change Password).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { readCustomerId, seriousViolations } from './shell';

export type Provider = 'apple' | 'google';

const LABELS: Record<Provider, string> = {
  apple: 'Sign in with Apple',
  google: 'Sign in with Google',
};

/** Presses Sign in with Apple/Google inside `scope` and continues in the sandbox's popup. */
export async function signInThroughSandbox(
  page: Page,
  scope: Locator,
  provider: Provider,
  who: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await scope.getByRole('button', { name: LABELS[provider] }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: `${LABELS[provider]} (sandbox)` })).toBeVisible();
  await popup.getByLabel('Email', { exact: true }).fill(who.email);
  await popup.getByLabel('First name').fill(who.firstName);
  await popup.getByLabel('Last name').fill(who.lastName);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Continue' }).click();
  await closed;
}

/** Signed in: the profile shows the provider's email, locked; the account nav has no Change Password. */
export async function expectThirdPartyMember(page: Page, email: string): Promise<void> {
  await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);
  await page.goto('/account');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  const field = main.getByLabel('Email');
  await expect(field).toHaveValue(email);
  await expect(field).toHaveAttribute('readonly', '');
  // The profile and its account navigation leave Change Password out; Change PIN stays.
  await expect(main.getByRole('link', { name: 'Change PIN' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/account/orders');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Feedback' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
}
