import type { Page } from '@playwright/test';

/**
 * The page as the server sends it when it does not render the path (a render that
 * failed, a build without the server entry): the plain index.html.
 * For the journeys of what the page does on its own when the HTML carries no content.
 */
export async function withoutServerRender(page: Page, paths: (pathname: string) => boolean) {
  await page.route(
    (url) => paths(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
      return route.fulfill({ response: shell });
    },
  );
}
