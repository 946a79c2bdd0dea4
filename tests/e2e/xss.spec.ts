/**
 * Script placed in a product name, the menu's public notice,
 * an announcement's title and its HTML body renders as text (or is sanitised away) and never runs,
 * under the production Content-Security-Policy (the CSP check of support/test.ts fails the journey
 * on any violation, so markup that reached the DOM as HTML and was blocked would fail it too).
 * A server of its own, so the payloads touch no other journey's data.
 */
import type { Page } from '@playwright/test';
import { createServer, type DocketServer } from '../../server/app';
import { expect, test } from './support/test';

declare global {
  interface Window {
    __xss?: number;
  }
}

const PRODUCT = '<img src=x onerror="window.__xss=1">Moussaka';
const NOTICE = '<script>window.__xss=2</script>Kitchen closes at 8 tonight';
const TITLE = '<svg onload="window.__xss=3">Half-price Tuesdays';
const CONTENT =
  '<p>Every Tuesday.</p><img src="/x.png" onerror="window.__xss=4" alt=""><script>window.__xss=5</script>';

let server: DocketServer;
let origin: string;

test.beforeAll(async () => {
  server = await createServer({
    staticDir: process.env.E2E_DIST_DIR ?? 'dist',
    dataDir: 'memory://',
    logger: false,
  });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  const menu = await server.db
    .selectFrom('menus')
    .select(['id', 'merchant_id'])
    .where('slug', '=', 'fig-and-olive')
    .executeTakeFirstOrThrow();
  await server.db
    .updateTable('menu_items')
    .set({ name: PRODUCT })
    .where('menu_id', '=', menu.id)
    .where('name', '=', 'Moussaka')
    .execute();
  await server.db
    .updateTable('merchants')
    .set({ public_notice: NOTICE })
    .where('id', '=', menu.merchant_id)
    .execute();
  await server.db
    .insertInto('home_announcements')
    .values({ brand_id: brand.id, title: TITLE, content: CONTENT, created_at: new Date() })
    .execute();
});

test.afterAll(async () => {
  await server?.close();
});

async function noScriptRan(page: Page) {
  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
}

test('an announcement’s title is text and its HTML body is sanitised: nothing runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${origin}/`);
  await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
  await expect(page.getByText('Every Tuesday.')).toBeVisible();
  const image = page.locator('main img[src$="/x.png"]');
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('main [onerror], main [onload]')).toHaveCount(0);
  await noScriptRan(page);
  expect(dialogs).toEqual([]);
});

test('a product name and the public notice show their markup as text on the menu', async ({
  page,
}) => {
  // ?confirm=0: no fulfilment sheet over the menu (spec 1 §2.4), so the store line takes a click.
  await page.goto(`${origin}/menu/fig-and-olive?confirm=0`);
  await expect(page.getByText(PRODUCT, { exact: true }).first()).toBeVisible();
  // The store's notes are behind the store line, a disclosure named by the store's heading.
  await page.getByRole('heading', { level: 1 }).getByRole('button').click();
  await expect(page.getByText(NOTICE, { exact: true })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await noScriptRan(page);
});
