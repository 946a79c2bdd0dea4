/**
 * Steps the cross-engine journeys share, written against EnginePage so that WebKit and Firefox
 * take them alike.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import type { EnginePage } from './engine';
import type { ApiCall } from './switchableProxy';
import type { World } from './world';

export const SLUG = 'fig-and-olive';
/** A demo dish without options: its card has the stepper. */
export const PLAIN_ITEM = 'Marinated Olives';
export const VISA = '4111 1111 1111 1111';
/** The receipt's items and totals (src/features/receipt/ReceiptScreen.tsx). */
export const RECEIPT_ITEMS = 'section[aria-labelledby="receipt-items"]';

/** The app has taken over the page (src/main.tsx marks `<html data-app="live">`). */
export function appLive(page: EnginePage): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const live = () => document.documentElement.dataset.app === 'live';
        if (live()) return resolve();
        const observer = new MutationObserver(() => {
          if (!live()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.documentElement, { attributes: true });
      }),
    null,
  );
}

/** Opens the menu and waits for the app to take it over. */
export async function openMenu(page: EnginePage, origin: string): Promise<void> {
  await page.goto(`${origin}/menu/${SLUG}`);
  await appLive(page);
}

/** The fulfilment sheet a fresh visit opens: Pickup, ASAP, Set. */
export async function pickupAsap(page: EnginePage): Promise<void> {
  const sheet = '[role=dialog]';
  await page.click({ role: 'tab', name: 'Pickup', within: sheet });
  await page.click({ role: 'checkbox', name: /ASAP/, within: sheet });
  await page.click({ role: 'button', name: 'Set', within: sheet });
  await page.waitForText(/Pickup · ASAP/);
}

/** The add_to_order calls the worker sent among `calls`, one per distinct request id. */
export function addRequests(calls: readonly ApiCall[]): string[] {
  return [
    ...new Set(
      calls
        .filter((call) => call.action === 'ManageCart' && call.fields.sub_action === 'add_to_order')
        .map((call) => call.fields.request_id ?? ''),
    ),
  ];
}

export type ServerLine = { name: string; quantity: number };

const brand = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../brands/demo/brand.json'), 'utf8'),
) as { id: string; appToken: string; appVersion: string; appMode: string };

/** The common fields of every call (spec 1 §7), as the demo app sends them. */
const COMMON = {
  app_token: brand.appToken,
  api_version: '7',
  app_id: brand.id,
  app_version: brand.appVersion,
  app_mode: brand.appMode,
};

/** The open order's lines on the server, asked with the app's own session (load_checkout). */
export function serverLines(page: EnginePage): Promise<ServerLine[]> {
  return page.evaluate(
    async ({ slug, common }) => {
      const read = <T>(store: string, key: string) =>
        new Promise<T | undefined>((resolve, reject) => {
          const open = indexedDB.open('docket');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction(store).objectStore(store).get(key);
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result as T | undefined);
            };
            request.onerror = () => reject(request.error);
          };
        });
      const session = await read<{ sid: string }>('session', 'current');
      const menu = await read<{ merchantId: number; menu: { id: number } }>('menus', slug);
      const body = new URLSearchParams({
        ...common,
        local_ts: String(Math.floor(Date.now() / 1000)),
        RequestAction: 'ManageCart',
        sub_action: 'load_checkout',
        store_id: String(menu?.merchantId ?? ''),
        menu_id: String(menu?.menu.id ?? ''),
        checkout_options: '{}',
        sid: session?.sid ?? '',
      });
      const answer = (await (await fetch('/api', { method: 'POST', body })).json()) as {
        ResponseCode: string;
        Response: { order?: { items?: Array<{ name: string; quantity: number }> } };
      };
      if (answer.ResponseCode !== 'SUCCESS') return [];
      return (answer.Response.order?.items ?? []).map((line) => ({
        name: line.name,
        quantity: Number(line.quantity),
      }));
    },
    { slug: SLUG, common: COMMON },
  );
}

/** Waits until the server holds exactly `expected` (asked again after each answer). */
export async function expectServerLines(page: EnginePage, expected: ServerLine[]): Promise<void> {
  await expect.poll(() => serverLines(page), { timeout: 15_000 }).toEqual(expected);
}

/** Resolves once a service worker controls the page and has finished installing (precached). */
export function serviceWorkerInControl(page: EnginePage): Promise<boolean> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return true;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
    return navigator.serviceWorker.controller !== null;
  }, null);
}

/** Dollars as the screen shows them ('$12.34') in cents. */
export function cents(money: string): number {
  return Math.round(Number(money.replace(/[^0-9.]/g, '')) * 100);
}

/**
 * A guest's whole order: menu, pickup ASAP, one dish, cart, guest checkout with the sandbox card
 * (typed into the provider's frames), Place Order, the receipt. Checks that the one approved
 * charge is the total the checkout showed; answers the receipt's URL and that total.
 */
export async function guestOrder(
  page: EnginePage,
  world: World,
): Promise<{ receipt: string; shown: string }> {
  await openMenu(page, world.origin);
  await pickupAsap(page);
  await page.click({ role: 'button', name: `Add ${PLAIN_ITEM}` });
  await page.waitForText('Added to Cart');

  await page.click({ role: 'link', name: /^Cart, 1 item$/ });
  // The cart as load_checkout answered it: its lines and its summary's rows.
  await page.waitForText(PLAIN_ITEM, 'main');
  await page.waitForText('Order total', 'main');
  await page.click({ role: 'button', name: 'Proceed to Checkout' });
  await page.click({ role: 'button', name: 'Continue as Guest' });
  await page.waitForText('Your Details');
  await page.fill({ role: 'textbox', name: 'Name' }, 'Jo Citizen');
  await page.fill({ role: 'textbox', name: 'Email' }, 'jo@example.com');
  await page.fill({ role: 'textbox', name: 'Mobile phone' }, '0412 345 678');
  await page.fillInFrame('Card number', VISA);
  await page.fillInFrame('Expiry date', '12/30');
  await page.fillInFrame('Security code (CVV)', '123');
  for (const name of [/terms of use/i, /age/i]) {
    const asked = await page.evaluate(
      (source) =>
        [...document.querySelectorAll('input[type=checkbox]')].some((box) =>
          new RegExp(source, 'i').test((box as HTMLInputElement).labels?.[0]?.textContent ?? ''),
        ),
      name.source,
    );
    if (asked) await page.click({ role: 'checkbox', name });
  }
  const shown = await page.evaluate(
    () => document.querySelector('.checkout-totals__row--total dd')?.textContent ?? '',
    null,
  );
  expect(shown).toMatch(/^\$\d+\.\d{2}$/);

  const approvedBefore = (await world.charges()).filter((charge) => charge.approved).length;
  await page.click({ role: 'button', name: 'Place Order' });
  await page.waitForText('Thank you for your order');
  await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/\/order\/\d+$/);
  const receipt = await page.url();
  // The receipt's own items and totals: until its screen has loaded the checkout's stay on show.
  await page.waitForText(shown, RECEIPT_ITEMS);
  const approved = (await world.charges()).filter((charge) => charge.approved);
  expect(approved.length - approvedBefore).toBe(1);
  expect(approved.at(-1)?.amountCents).toBe(cents(shown));
  return { receipt, shown };
}
