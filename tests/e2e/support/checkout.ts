/**
 * Helpers for the checkout journeys: start an order from Home, fill the cart, check out
 * as a guest with the payment sandbox's card frames, and read what the server and the sandbox hold
 * (the sandbox's test listing, and the app's own protocol for this page's session: nothing new is
 * exposed for the tests).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addButton, itemDialog, SLUG } from './cart';
import { appDatabaseReady } from './shell';

const brand = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../brands/demo/brand.json'), 'utf8'),
) as { id: string; appToken: string; appVersion: string; appMode: string };

/** scripts/serve.ts starts the sandbox on the app's port + 10. */
export function sandboxOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  return `${url.protocol}//${url.hostname}:${Number(url.port) + 10}`;
}

export type SandboxCharge = {
  transactionId: string;
  status: string;
  approved: boolean;
  amountCents: number;
  idempotencyKey: string;
  orderRef: string;
};

/** The payment sandbox's admin token (playwright.config.ts sets it for the servers too). */
export const sandboxAdmin = () => ({
  authorization: `Bearer ${process.env.SANDBOX_ADMIN_TOKEN ?? ''}`,
});

/** Every transaction the sandbox has recorded (GET /__sandbox/charges, its test listing). */
export async function sandboxCharges(
  request: APIRequestContext,
  baseURL: string,
): Promise<SandboxCharge[]> {
  const response = await request.get(`${sandboxOrigin(baseURL)}/__sandbox/charges`, {
    headers: sandboxAdmin(),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { charges: SandboxCharge[] }).charges;
}

export const approvedCharges = (charges: SandboxCharge[]) => charges.filter((c) => c.approved);

/** One RequestAction from the page with the app's stored SID (its own session), answered raw. */
export async function serverCall(
  page: Page,
  action: string,
  fields: Record<string, string>,
): Promise<{ ResponseCode: string; Response: unknown }> {
  await appDatabaseReady(page);
  return page.evaluate(
    async ({ action, fields, brand }) => {
      const session = await new Promise<{ sid: string } | undefined>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('session').objectStore('session').get('current');
          request.onsuccess = () => {
            db.close();
            resolve(request.result as { sid: string } | undefined);
          };
          request.onerror = () => reject(request.error);
        };
      });
      const body = new URLSearchParams({
        RequestAction: action,
        ...fields,
        app_token: brand.appToken,
        api_version: '7',
        app_id: brand.id,
        app_version: brand.appVersion,
        app_mode: brand.appMode,
        sid: session?.sid ?? '',
        local_ts: String(Math.floor(Date.now() / 1000)),
      });
      const response = await fetch('/api', { method: 'POST', body });
      return (await response.json()) as { ResponseCode: string; Response: unknown };
    },
    { action, fields, brand },
  );
}

/** Whether this session can read order `id` (OrderStatusDetailed: its own orders only). */
export async function orderExists(page: Page, id: number): Promise<boolean> {
  const answer = await serverCall(page, 'OrderStatusDetailed', { order_id: String(id) });
  return answer.ResponseCode === 'SUCCESS';
}

/** The open order's item count on the server ('No order present' counts as 0). */
export async function serverCartCount(page: Page): Promise<number> {
  await appDatabaseReady(page);
  const menu = await page.evaluate(
    (slug) =>
      new Promise<{ merchantId: number; menu: { id: number } | null } | undefined>(
        (resolve, reject) => {
          const open = indexedDB.open('docket');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const request = db.transaction('menus').objectStore('menus').get(slug);
            request.onsuccess = () => {
              db.close();
              resolve(request.result as { merchantId: number; menu: { id: number } | null });
            };
            request.onerror = () => reject(request.error);
          };
        },
      ),
    SLUG,
  );
  if (!menu?.menu) throw new Error('no menu stored');
  const answer = await serverCall(page, 'ManageCart', {
    sub_action: 'load_checkout',
    store_id: String(menu.merchantId),
    menu_id: String(menu.menu.id),
    checkout_options: '{}',
  });
  if (answer.ResponseCode !== 'SUCCESS') return 0;
  return (answer.Response as { order: { num_items: number } }).order.num_items;
}

export function fulfilmentPopup(page: Page) {
  return page.getByRole('dialog', { name: 'How would you like your order?' });
}

/** Home → Place an Order → Pickup, ASAP → Set. */
export async function startPickupAsap(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Place an Order' }).click();
  const popup = fulfilmentPopup(page);
  await expect(popup).toBeVisible();
  await popup.getByRole('tab', { name: 'Pickup' }).click();
  await popup.getByRole('checkbox', { name: /ASAP/ }).check();
  await popup.getByRole('button', { name: 'Set' }).click();
  await expect(popup).toBeHidden();
}

/** A cached item without options (the menu gives it a stepper on its card). */
export async function plainItemName(page: Page): Promise<string> {
  await appDatabaseReady(page);
  const name = await page.evaluate(
    (slug) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('itemPages').objectStore('itemPages').getAll();
          request.onsuccess = () => {
            db.close();
            const items = (
              request.result as {
                slug: string;
                items: {
                  name: string;
                  option_count: number;
                  is_available: number;
                  price: number;
                }[];
              }[]
            )
              .filter((page) => page.slug === slug)
              .flatMap((page) => page.items);
            resolve(
              items.find((item) => item.option_count === 0 && item.is_available === 1)?.name ??
                null,
            );
          };
          request.onerror = () => reject(request.error);
        };
      }),
    SLUG,
  );
  if (name === null) throw new Error('the demo menu needs an item without options');
  return name;
}

/** Flat White with oat milk (through its options popup) and one item without options. */
export async function addTwoItems(page: Page): Promise<{ plain: string }> {
  await page.getByRole('button', { name: 'Add Flat White', exact: true }).click();
  const dialog = itemDialog(page, 'Flat White');
  await dialog.getByRole('radio', { name: 'Oat +$0.80' }).check();
  await addButton(page).click();
  await expect(dialog).toBeHidden();
  const plain = await plainItemName(page);
  await page.getByRole('button', { name: `Add ${plain}`, exact: true }).click();
  await expect(page.getByRole('group', { name: `${plain} in cart` })).toBeVisible();
  return { plain };
}

/** Cart → one more Flat White → Proceed to Checkout → Continue as Guest. */
export async function cartToCheckout(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, \d+ items?$/ })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Increase quantity of Flat White' }).click();
  await expect(page.getByRole('group', { name: 'Quantity of Flat White' })).toContainText('2');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
}

export async function fillGuestDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Jo Citizen');
  await page.getByRole('textbox', { name: 'Email' }).fill('jo@example.com');
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill('0412 345 678');
}

/** Types into the sandbox's card frames (their own origin: the page never sees the digits). */
export async function fillCard(
  page: Page,
  card: { number: string; expiry?: string; cvv?: string },
) {
  const field = (title: string) => page.frameLocator(`iframe[title="${title}"]`).locator('input');
  await field('Card number').fill(card.number);
  await field('Expiry date').fill(card.expiry ?? '12/30');
  await field('Security code (CVV)').fill(card.cvv ?? '123');
}

/** Ticks the terms and age boxes where the menu asks for them. */
export async function agreeIfAsked(page: Page) {
  for (const box of await page.getByRole('checkbox', { name: /terms of use|age/i }).all()) {
    await box.check();
  }
}

export function toast(page: Page, text: string | RegExp) {
  return page.locator('.toast').filter({ hasText: text });
}

/** Home → pickup ASAP → two items → cart → guest checkout with the details and boxes filled. */
export async function toGuestCheckout(page: Page) {
  await startPickupAsap(page);
  const items = await addTwoItems(page);
  await cartToCheckout(page);
  await fillGuestDetails(page);
  await agreeIfAsked(page);
  return items;
}

/** The receipt's order id, from /order/{id}. */
export async function receiptId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}
