/**
 * Helpers for the item popup and cart journeys: the product card's Add button, the options
 * popup, the header's cart link, an item's id from the cached menu, and the cart as the SERVER
 * holds it for the page's own session (read with the app's protocol, not from Dexie).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { appDatabaseReady } from './shell';

/** The demo brand's one store (brands/demo/brand.json menuSlug). */
export const SLUG = 'fig-and-olive';
/** confirm=0 keeps the fulfilment popup away (spec 1 §2.4). */
export const MENU_URL = `/menu/${SLUG}?confirm=0`;

const brand = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../brands/demo/brand.json'), 'utf8'),
) as { id: string; appToken: string; appVersion: string; appMode: string };

/** The menu's 'Add {name}' button, which opens the item's options popup. */
export function productButton(page: Page, name: string) {
  return page.getByRole('button', { name: `Add ${name}`, exact: true });
}

export function itemDialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/** The popup's primary action: 'Add to cart · $19.00', 'Add 2 to cart · $38.00'. */
export function addButton(page: Page) {
  return page.getByRole('dialog').getByRole('button', { name: /^Add (\d+ )?to cart · / });
}

/** The header's cart link, named 'Cart, 2 items' once the order has items. */
export function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** Opens an item from its product card and waits for its options. */
export async function openItem(page: Page, name: string) {
  await productButton(page, name).click();
  await addButton(page).waitFor();
}

/** An item's id, from the menu the app cached in IndexedDB. */
export async function itemIdByName(page: Page, name: string): Promise<number> {
  await appDatabaseReady(page);
  const id = await page.evaluate(
    ({ slug, name }) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('docket');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          // Items are stored in pages (worker/db/itemPages.ts).
          const request = db.transaction('itemPages').objectStore('itemPages').getAll();
          request.onsuccess = () => {
            db.close();
            const pages = request.result as {
              slug: string;
              items: { id: number; name: string }[];
            }[];
            const rows = pages.filter((page) => page.slug === slug).flatMap((page) => page.items);
            resolve(rows.find((row) => row.name === name)?.id ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { slug: SLUG, name },
  );
  if (id === null) throw new Error(`no cached item named ${name}`);
  return id;
}

export type ServerCartLine = { name: string; quantity: number; options: string[] };

/**
 * The open order's lines as the server has them for this page's session: an update_checkout that
 * changes nothing answers the whole order. Uses the SID and menu ids the app stored.
 */
export async function serverCartLines(page: Page): Promise<ServerCartLine[]> {
  await appDatabaseReady(page);
  return page.evaluate(
    async ({ slug, brand }) => {
      const read = (store: string, key: string) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('docket');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const request = db.transaction(store).objectStore(store).get(key);
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
            request.onerror = () => reject(request.error);
          };
        });
      const session = (await read('session', 'current')) as { sid: string } | undefined;
      const menu = (await read('menus', slug)) as
        { merchantId: number; menu: { id: number } | null } | undefined;
      if (!session || !menu?.menu) throw new Error('no session or menu stored');
      const body = new URLSearchParams({
        RequestAction: 'ManageCart',
        sub_action: 'update_checkout',
        store_id: String(menu.merchantId),
        menu_id: String(menu.menu.id),
        request_id: crypto.randomUUID(),
        checkout_options: '{}',
        app_token: brand.appToken,
        api_version: '7',
        app_id: brand.id,
        app_version: brand.appVersion,
        app_mode: brand.appMode,
        sid: session.sid,
        local_ts: String(Math.floor(Date.now() / 1000)),
      });
      const response = await fetch('/api', { method: 'POST', body });
      const envelope = (await response.json()) as {
        ResponseCode: string;
        Response: {
          order: {
            items: {
              name: string;
              quantity: number;
              option_lines: { desc: string }[];
            }[];
          };
        };
      };
      if (envelope.ResponseCode !== 'SUCCESS') throw new Error(JSON.stringify(envelope.Response));
      return envelope.Response.order.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        options: item.option_lines.map((line) => line.desc),
      }));
    },
    { slug: SLUG, brand },
  );
}
