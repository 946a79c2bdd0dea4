// Accounts, as a new customer would take them: sign up, sign out, sign in by
// email, set a PIN, sign out, sign in by mobile + PIN, change the password and sign in with the new
// one; a hostile next= stays in the app; the guest's session id is worthless after sign-in; forgot
// password by email through the sandbox outbox, the link working once. axe on sign-in and profile.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import type { DocketServer } from '../../server/app';
import {
  accountServer,
  lastMessage,
  sessionOwner,
  signInByEmail,
  signInByPin,
  signOut,
  storedSid,
} from './support/account';
import { waitForServiceWorker } from './support/lifecycle';
import { readCustomerId, seriousViolations } from './support/shell';

let server: DocketServer;
let origin: string;

test.beforeAll(async () => {
  ({ server, origin } = await accountServer());
});
test.afterAll(async () => {
  await server.close();
});
test.use({ baseURL: undefined });

const at = (path: string) => `${origin}${path}`;
const DEMO = { email: 'demo@figandolive.example', password: 'figandolive' };

test('sign up, sign out, email, PIN, mobile + PIN, change password: a new customer’s round', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The page's clock, so the change-password step can hold its timers still.
  await page.clock.install();
  const email = `new-${Date.now()}@example.com`;
  await page.goto(at('/signup'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The form's own rules first.
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('This field is required').first()).toBeVisible();
  await main.getByLabel('Name').fill('Nova Newcomer');
  await main.getByLabel('Email').fill(email);
  await main.getByRole('textbox', { name: 'Mobile (optional)' }).fill('0412 555 019');
  await main.getByLabel('Password', { exact: true }).fill('first-pass');
  await main.getByLabel('Confirm Password').fill('first-pass');
  await expect(main.getByLabel('State or Territory')).toHaveValue('WA');
  await main.getByLabel('Country', { exact: true }).selectOption('NZ');
  await expect(main.getByLabel('State or Territory')).toHaveCount(0);
  await main.getByLabel('Country', { exact: true }).selectOption('AU');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(at('/'));
  const id = await readCustomerId(page);
  expect(id).toBeGreaterThan(0);

  // The profile, titled by role, with what was given.
  await page.goto(at('/account'));
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Nova Newcomer');
  await expect(main.getByRole('textbox', { name: 'Mobile' })).toHaveValue('+61412555019');
  await expect(main.getByRole('heading', { name: 'Account Balance' })).toBeVisible();
  // 'Push Notifications (app only)': this browser can push, so the switch shows, off until allowed.
  await expect(main.getByRole('switch', { name: 'Push Notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByLabel('Birthday (dd/mm)').fill('05/07');
  await main.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Account updated')).toBeVisible();
  await expect(main.getByLabel('Birthday (dd/mm)')).toHaveAttribute('readonly', '');

  await signOut(page, origin);
  expect(await readCustomerId(page)).toBe(0);
  await page.goto(at('/account'));
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);

  await signInByEmail(page, email, 'first-pass');
  await expect(page).toHaveURL(at('/account'));
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();

  // A PIN with a leading zero.
  await page.goto(at('/account/pin'));
  await expect(main.getByRole('heading', { level: 1, name: 'Change PIN' })).toBeVisible();
  await expect(main.getByLabel('Current PIN')).toHaveCount(0);
  await main.getByLabel('New PIN', { exact: true }).fill('024680');
  await main.getByLabel('Confirm New PIN').fill('024680');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('PIN updated')).toBeVisible();
  await expect(main.getByLabel('Current PIN')).toBeVisible();

  await signOut(page, origin);
  await page.goto(at('/login'));
  await signInByPin(page, '0412 555 019', '024681');
  await expect(page.getByText('Incorrect mobile number or PIN')).toBeVisible();
  await main
    .getByRole('group', { name: 'PIN keypad' })
    .getByRole('button', { name: 'Clear' })
    .click();
  await signInByPin(page, '0412 555 019', '024680');
  await expect(page).toHaveURL(at('/'));
  expect(await readCustomerId(page)).toBe(id);

  await page.goto(at('/account/password'));
  await main.getByLabel('Current Password').fill('first-pass');
  await main.getByLabel('New Password', { exact: true }).fill('second-pass');
  // A confirmation that differs: the server's refusal, then fixed. The success takes the
  // refusal's place: 'The passwords do not match' is not left beside 'Password updated'. The
  // page's timers stand still meanwhile, so the refusal's own 6 s cannot be what takes it down.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await main.getByLabel('Confirm New Password').fill('second-pas');
  await main.getByRole('button', { name: 'Save' }).click();
  const mismatch = page.getByText('The passwords do not match');
  await expect(mismatch).toBeVisible();
  await main.getByLabel('Confirm New Password').fill('second-pass');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(mismatch).toHaveCount(0);
  await page.clock.resume();

  await signOut(page, origin);
  await page.goto(at('/login'));
  await signInByEmail(page, email, 'first-pass');
  await expect(page.getByText('Incorrect email address or password')).toBeVisible();
  await signInByEmail(page, email, 'second-pass');
  await expect(page).toHaveURL(at('/'));
  expect(await readCustomerId(page)).toBe(id);
});

test('a hostile next= lands in the app, and the guest’s session id is worthless after sign-in', async ({
  page,
}) => {
  // A guest first: the home page's call gives the device its session.
  await page.goto(at('/'));
  await expect.poll(() => storedSid(page)).not.toBeNull();
  await page.goto(at('/login?next=https://evil.example/'));
  const guestSid = await storedSid(page);
  expect(await sessionOwner(server, guestSid ?? '')).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await signInByEmail(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(at('/'));
  const memberSid = await storedSid(page);
  expect(memberSid).not.toBe(guestSid);
  expect(await sessionOwner(server, memberSid ?? '')).toBeGreaterThan(0);
  // The planted (guest) id was not promoted: the server no longer knows it at all.
  expect(await sessionOwner(server, guestSid ?? '')).toBeNull();
});

test('the profile opens offline once seen, and sign-out clears it from the device', async ({
  page,
  context,
}) => {
  await page.goto(at('/login?next=%2Faccount'));
  await signInByEmail(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(at('/account'));
  const main = page.getByRole('main');
  await expect(main.getByLabel('Name')).toHaveValue('Dana Demo');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Dana Demo');
  await expect(main.getByLabel('Email')).toHaveValue(DEMO.email);
  await context.setOffline(false);
  await signOut(page, origin);
  await page.goto(at('/account'));
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('forgot password by email: the outbox’s link resets once, then fails', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `forgot-${Date.now()}@example.com`;
  await page.goto(at('/signup'));
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Fern Forgetful');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('old-password');
  await main.getByLabel('Confirm Password').fill('old-password');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(at('/'));
  await signOut(page, origin);
  expect(await readCustomerId(page)).toBe(0);

  await page.goto(at('/login'));
  await main.getByRole('link', { name: 'Forgot your password or PIN?' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'If an account matches, we have sent you a message with the next steps.',
  );
  const link = /\/account\/reset\?ri=\d+&ra=[A-Za-z0-9_%-]+/.exec(await lastMessage(server, email));
  expect(link).not.toBeNull();
  const path = link?.[0] ?? '';

  const reset = async (password: string) => {
    await page.goto(at(path));
    await expect(main.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await main.getByLabel('New Password', { exact: true }).fill(password);
    await main.getByLabel('Confirm New Password').fill(password);
    await main.getByRole('button', { name: 'Save' }).click();
  };
  await reset('new-password');
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  await signInByEmail(page, email, 'new-password');
  await expect(page).toHaveURL(at('/account'));

  await signOut(page, origin);
  await reset('third-password');
  await expect(
    page.getByText('This reset link is invalid or has expired. Request a new one.'),
  ).toBeVisible();
});

test('a session in the URL signs in by its one-time token and leaves the address bar', async ({
  page,
}) => {
  const member = await server.db
    .selectFrom('customers')
    .select(['id', 'brand_id'])
    .where('email', '=', DEMO.email)
    .executeTakeFirstOrThrow();
  const token = randomBytes(32).toString('base64url');
  await server.db
    .insertInto('reset_tokens')
    .values({
      brand_id: member.brand_id,
      customer_id: member.id,
      purpose: 'login',
      token_hash: createHash('sha256').update(token).digest('hex'),
      expires_at: new Date(Date.now() + 60 * 60_000),
      created_at: new Date(),
    })
    .execute();
  const link = `/about?sid=planted-sid&userid=${member.id}&usertoken=${token}&x=1`;
  await page.goto(at(link));
  await expect(page).toHaveURL(at('/about?x=1'));
  await expect.poll(() => readCustomerId(page)).toBe(member.id);
  expect(await storedSid(page)).not.toBe('planted-sid');

  // The same link again: the token was used; the server's words follow 'Login result: '.
  await signOut(page, origin);
  await page.goto(at(link));
  await expect(
    page.getByText('Login result: This sign-in link is invalid or has expired.'),
  ).toBeVisible();
  await expect(page).toHaveURL(at('/about?x=1'));
  expect(await readCustomerId(page)).toBe(0);
});

test('Remember me: unticked, the sign-in ends when the browser closes; ticked, it stays', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // The browser closing: its session cookies go (IndexedDB, with the SID, stays).
  const closeAndReopen = async (path: string) => {
    await context.clearCookies();
    await page.goto(at(path));
  };

  await page.goto(at('/login'));
  await page.getByRole('main').getByLabel('Remember me').uncheck();
  await signInByEmail(page, DEMO.email, DEMO.password);
  await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);
  const forgotten = await storedSid(page);
  // A reload is the same browser session: still signed in.
  await page.goto(at('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);

  await closeAndReopen('/account');
  await expect.poll(() => readCustomerId(page)).toBe(0);
  await expect(page).toHaveURL(/\/login\?next=%2Faccount/);
  // Signed out on the server too: Logout ended the member's session.
  expect(forgotten).not.toBeNull();
  expect(await sessionOwner(server, forgotten ?? '')).toBeNull();

  // Remembered (the default): the 14-day session outlives the browser.
  await signInByEmail(page, DEMO.email, DEMO.password);
  await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);
  await closeAndReopen('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);
});
