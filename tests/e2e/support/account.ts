/**
 * The account journeys' helpers: a server of the built demo app in this process
 * (so a test can read its database: sessions, the mail/SMS sandbox outbox), the stored SID, and
 * the sign-in form driven as a person would.
 */
import { expect, type Page } from '@playwright/test';
import { createServer, type DocketServer } from '../../../server/app';
import { appDatabaseReady } from './shell';
import { storeNow } from './storeClock';

/** A server of the built demo app with its own in-memory database, on a free port. */
export async function accountServer(
  options: { storeNoon?: boolean } = {},
): Promise<{ server: DocketServer; origin: string }> {
  const server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    // At noon in the store (support/storeClock.ts) for journeys that order ASAP at any hour.
    ...(options.storeNoon ? { now: () => new Date(storeNow()) } : {}),
  });
  const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, origin };
}

/** The SID the app holds in IndexedDB, or null. */
export async function storedSid(page: Page): Promise<string | null> {
  await appDatabaseReady(page);
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { sid?: string } | undefined)?.sid ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** Who the server says a SID belongs to: a customer id, 0 for a guest, null when unknown. */
export async function sessionOwner(server: DocketServer, sid: string): Promise<number | null> {
  const row = await server.db
    .selectFrom('sessions')
    .select('customer_id')
    .where('sid', '=', sid)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/** The newest message the sandbox 'sent' to `recipient`. */
export async function lastMessage(server: DocketServer, recipient: string): Promise<string> {
  const row = await server.db
    .selectFrom('message_outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no message to ${recipient}`);
  return row.body;
}

export async function signInByEmail(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('main');
  await expect(form.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await form.getByRole('button', { name: 'Email and Password' }).click();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInByPin(page: Page, mobile: string, pin: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByRole('button', { name: 'Mobile and PIN' }).click();
  await form.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  // The numpad, as a thumb would (leading zero included).
  const keypad = form.getByRole('group', { name: 'PIN keypad' });
  for (const digit of pin) await keypad.getByRole('button', { name: digit, exact: true }).click();
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs out through /logout on `origin` and waits for home. */
export async function signOut(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/logout`);
  await expect(page).toHaveURL(`${origin}/`);
}
