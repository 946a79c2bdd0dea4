// The pause after signing in (spec 1 §4 'setting the customer … may navigate after 2 s', §9
// 'Navigation delay after customer or guest set 2 s'), on the page's own clock (Playwright's).
import type { Page } from '@playwright/test';
import { CUSTOMER_NAVIGATION_DELAY_MS } from '../../src/domain/messages';
import { expect, test } from './support/test';

/** A new member of the harbour brand, signed up on the server only. */
async function registerMember(page: Page): Promise<{ email: string; password: string }> {
  const email = `pause-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'noodles1';
  const response = await page.request.post('/api', {
    form: {
      RequestAction: 'Register',
      app_token: 'harbour-app-token',
      api_version: '7',
      app_id: 'docket-e2e',
      app_version: '3.1.23',
      app_mode: 'PERSONAL',
      local_ts: String(Math.floor(Date.now() / 1000)),
      method: 'email',
      name: 'Paws Atwo',
      email,
      mobile: '',
      mobile_metadata: '',
      password1: password,
      password2: password,
      country_code: 'AU',
      state: 'WA',
    },
  });
  expect(((await response.json()) as { ResponseCode: string }).ResponseCode).toBe('SUCCESS');
  return { email, password };
}

test('after signing in the screen says so and moves on 2 s later', async ({ page }) => {
  const member = await registerMember(page);
  await page.clock.install();
  await page.goto('/login?next=%2Fabout');
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await form.getByRole('button', { name: 'Email and Password' }).click();
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  // The page's clock stands still from here: only runFor moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(form.getByRole('status')).toHaveText('Signed in. Just a moment...');
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
  await page.clock.runFor(CUSTOMER_NAVIGATION_DELAY_MS - 100);
  await expect(page).toHaveURL(/\/login/);

  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/about$/);
});
