// The configurable home (spec 3 §2 'Home (configurable)'): the demo
// brand's seeded home has a block of every type, one of them an embed whose HTML carries an
// <img onerror>, a <script>, an onclick and a javascript: link.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { HOME_BLOCK_TYPES } from '../../src/api/appHome';
import { contrastRatio } from '../../src/brand/contrast';
import { ERROR_HO1 } from '../../src/domain/messages';
import { withoutServerRender } from './support/serverRender';
import { seriousViolations } from './support/shell';
import { appTakenOver } from './support/hydrationWatch';

declare global {
  interface Window {
    __xss?: number;
  }
}

const MENU_PATH = '/menu/fig-and-olive';

/** 'rgb(12, 34, 56)' as '#0c2238'. */
function hexOf(rgb: string): string {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function block(page: Page, type: string) {
  return page.locator(`[data-block-type="${type}"]`);
}

function embedBlock(page: Page, title: string) {
  return block(page, 'embed_link').filter({ has: page.getByRole('heading', { name: title }) });
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Fremantle Fig & Olive' }),
  ).toBeVisible();
  // The heading comes with the server's HTML; its buttons answer once the app has taken over
  // (CI once pressed Copy link before that, and no 'Link copied' came).
  await appTakenOver(page);
}

test.describe('home page', () => {
  test('renders a block of every type, in the server order', async ({ page }) => {
    await openHome(page);
    for (const type of HOME_BLOCK_TYPES) {
      await expect(block(page, type).first(), type).toBeVisible();
    }
    const order = await page
      .locator('[data-block-type]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-block-type')));
    expect(order.slice(0, 3)).toEqual(['welcome', 'place_order', 'announcements']);

    // welcome, image, announcements
    await expect(block(page, 'welcome')).toContainText('12 South Terrace, Fremantle');
    await expect(
      block(page, 'image').getByRole('img', { name: 'Our summer mezze platter' }),
    ).toBeVisible();
    const news = block(page, 'announcements');
    await expect(news.getByRole('heading', { level: 2, name: 'News' })).toBeVisible();
    await expect(news.getByRole('heading', { name: 'Christmas trading' })).toBeVisible();
    await expect(news.locator('time').first()).toHaveAttribute(
      'datetime',
      '2026-11-16T01:00:00.000Z',
    );
    // DESIGN's dates, on the device's calendar (01:00 UTC: the 15th west of UTC-1).
    await expect(news.locator('time').first()).toHaveText(/^(Mon 16|Sun 15) Nov$/);
    await expect(news.getByText('18 December')).toBeVisible();

    // Links: in the app by route, out of it in a new tab without an opener.
    await expect(block(page, 'account').getByRole('link', { name: 'Your orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await expect(
      block(page, 'internal_link').getByRole('link', { name: 'About Fig & Olive' }),
    ).toHaveAttribute('href', '/about');
    for (const type of ['external_link', 'google_review']) {
      const link = block(page, type).getByRole('link').first();
      await expect(link, type).toHaveAttribute('target', '_blank');
      await expect(link, type).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link, type).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(block(page, 'google_review')).toContainText('Review us on Google');

    // The iframe block frames its page, titled and sandboxed (a same-origin page gets an opaque
    // origin: never allow-same-origin).
    const frame = block(page, 'iframe').locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Catering for your event');
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    await expect(
      page.frameLocator('[data-block-type="iframe"] iframe').getByRole('heading', {
        name: 'Catering for your event',
      }),
    ).toBeVisible();

    // Share, push and app download offer what this browser can do.
    await expect(
      block(page, 'share').getByRole('button', { name: /^(Share|Copy link)$/ }),
    ).toBeVisible();
    await expect(block(page, 'app_download')).toContainText('Get the app');
    await expect(block(page, 'push_notifs')).toContainText('Get order updates');

    // Hidden blocks and blocks for signed-in customers are not on a guest's home.
    await expect(page.getByText('Winter menu preview')).toHaveCount(0);
    await expect(page.getByText('Your rewards')).toHaveCount(0);
  });

  test('an embed carrying <img onerror>, <script>, onclick and javascript: shows its text and runs none of them', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openHome(page);
    const notice = embedBlock(page, 'Kitchen notice');
    await expect(notice.getByText('Our wood-fired oven is back from its service')).toBeVisible();
    await expect(notice.getByText('Thanks for your patience')).toBeVisible();

    // The image stays (without its handler) and has finished failing to load by now.
    const image = notice.locator('.safe-html img');
    await expect(image).toHaveCount(1);
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete)).toBe(true);
    await notice.getByText('Thanks for your patience').click();

    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(notice.locator('script')).toHaveCount(0);
    await expect(notice.locator('[onerror], [onclick], [style]')).toHaveCount(0);
    // The javascript: link keeps its words and loses its href (so it is no longer a link).
    const link = notice.locator('a', { hasText: 'See what is baking' });
    await expect(link).toHaveCount(1);
    expect(await link.getAttribute('href')).toBeNull();

    // The other embed's links were kept, made safe and routed in the app.
    const story = embedBlock(page, 'Our story');
    await expect(story.getByText('Fremantle Fig & Olive opened on South Terrace')).toBeVisible();
    await expect(story.getByRole('link', { name: 'See the menu' })).toHaveAttribute(
      'href',
      MENU_PATH,
    );
  });

  test('a place_order block leads to the menu', async ({ page }) => {
    await openHome(page);
    await block(page, 'place_order').getByRole('link', { name: 'Place an Order' }).click();
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));
    await expect(page.getByRole('navigation', { name: 'Menu categories' })).toBeVisible();
  });

  test('embedded views: Back to Home, Place an Order, and the frame-height rule', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 860 });
    await openHome(page);

    // Our story: an embed_link with place_order_btn → window height minus 180.
    await embedBlock(page, 'Our story')
      .getByRole('link', { name: 'Open full page: Our story' })
      .click();
    await expect(page).toHaveURL(/\/home\/embed\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our story' })).toBeVisible();
    await expect(page.getByText('What we cook')).toBeVisible();
    await expect(page.locator('.home-embed-view__page')).toHaveCSS('height', '680px');
    await page.getByRole('link', { name: 'Place an Order' }).click();
    await expect(page).toHaveURL(new RegExp(`${MENU_PATH}$`));

    // Kitchen notice: no place-order button → minus 90, and still sanitised.
    await openHome(page);
    await embedBlock(page, 'Kitchen notice')
      .getByRole('link', { name: 'Open full page: Kitchen notice' })
      .click();
    await expect(page.getByText('Our wood-fired oven is back')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Place an Order' })).toHaveCount(0);
    await expect(page.locator('.home-embed-view__page')).toHaveCSS('height', '770px');
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The iframe block full-page: framed at minus 180 (it offers Place an Order).
    await block(page, 'iframe')
      .getByRole('link', { name: /^Open full page/ })
      .click();
    const frame = page.getByTitle('Catering for your event');
    await expect(frame).toHaveCSS('height', '680px');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Place an Order' })).toBeVisible();
  });

  test('push_notifs asks for permission and shows the answer', async ({ page, context }) => {
    await openHome(page);
    const push = block(page, 'push_notifs');
    const ask = push.getByRole('button', { name: 'Turn on notifications' });
    const permission = await page.evaluate(() => Notification.permission);
    if (permission === 'default') await expect(ask).toBeVisible();

    await context.grantPermissions(['notifications']);
    await openHome(page);
    await expect(push.getByRole('status')).toHaveText('Notifications are on.');
    await expect(ask).toHaveCount(0);
  });

  test('share copies the link where there is no share sheet', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A browser without a share sheet, whatever this one has: the block then offers Copy link.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });
    await openHome(page);
    const share = block(page, 'share');
    const button = share.getByRole('button', { name: 'Copy link' });
    await button.click();
    await expect(share.getByRole('status')).toHaveText('Link copied');
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/`);
  });

  const failHomeLoads = (page: Page) =>
    page.route('**/api', (route) =>
      route.request().postData()?.includes('RequestAction=AppHome')
        ? route.abort('connectionreset')
        : route.continue(),
    );

  test('a failed home load says HO1 (spec 3 §8)', async ({ page }) => {
    // The page without the server's render, so the page's own load is all there is.
    await withoutServerRender(page, (pathname) => pathname === '/');
    await failHomeLoads(page);
    await page.goto('/');
    await expect(page.getByText(ERROR_HO1)).toBeVisible();
    await expect(page.getByText('The home page could not be loaded.')).toBeVisible();
  });

  test('a server-rendered home whose own load fails says HO1 and keeps showing', async ({
    page,
  }) => {
    await failHomeLoads(page);
    await page.goto('/');
    await expect(page.getByText(ERROR_HO1)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Fremantle Fig & Olive' }),
    ).toBeVisible();
  });

  test("an embed's page does not repeat the block's title, and the bag on 'Place an Order' shows in both modes", async ({
    page,
  }) => {
    await openHome(page);
    // 'Our story' once (the block's title), not again as the page's own first heading.
    const story = embedBlock(page, 'Our story');
    await expect(story.getByText('Maria and Yannis Petrakis')).toBeVisible();
    await expect(story.getByRole('heading', { name: 'Our story' })).toHaveCount(1);
    await expect(story.getByRole('heading', { name: 'What we cook' })).toBeVisible();
    const notice = embedBlock(page, 'Kitchen notice');
    await expect(notice.getByText('Our wood-fired oven')).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Kitchen notice' })).toHaveCount(1);

    // The bag is drawn in the button's text colour: at least 3:1 (WCAG non-text) on the button.
    const button = block(page, 'place_order').getByRole('link', { name: 'Place an Order' });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const [icon, background] = await button.evaluate((link) => [
        getComputedStyle(link.querySelector('svg')!).color,
        getComputedStyle(link).backgroundColor,
      ]);
      expect(contrastRatio(hexOf(icon!), hexOf(background!)), colorScheme).toBeGreaterThanOrEqual(
        3,
      );
    }
  });

  test('an iframe block whose page is not there is left out, not shown as an empty box', async ({
    page,
  }) => {
    await page.route('**/embeds/demo/catering.html', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    await openHome(page);
    await expect(embedBlock(page, 'Kitchen notice').getByText('Our wood-fired oven')).toBeVisible();
    await expect(block(page, 'iframe')).toHaveCount(0);
    await expect(page.getByText('Catering for your event')).toHaveCount(0);
  });

  test('axe: no serious or critical violations on the home page', async ({ page }) => {
    await openHome(page);
    await expect(embedBlock(page, 'Kitchen notice').getByText('Our wood-fired oven')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
