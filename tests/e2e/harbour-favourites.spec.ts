// Favourite locations on a multi-store brand (spec 1 §2.3 the 'fave' filter and 'No favourites :(',
// §6 'Only logged-in members get history and favourites'). Named harbour-* so it runs on the
// harbour build (the demo brand is single-store: its /locations goes to the one menu).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { putRow, seriousViolations } from './support/shell';

const NAMES = {
  cbd: 'Harbour Street Noodle Bar – Perth CBD',
  northbridge: 'Harbour Street Noodle Bar – Northbridge',
};

const results = (page: Page) => page.getByRole('region', { name: 'Locations' });
const cards = (page: Page) => results(page).getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name }) });
const filter = (page: Page, name: 'Nearby' | 'Favourites') => page.getByRole('radio', { name });
const favouriteButton = (page: Page, name: string) =>
  card(page, name).getByRole('button', { name: `Favourite ${name}` });

const common = () => ({
  app_token: 'harbour-app-token',
  api_version: '7',
  app_id: 'docket-e2e',
  app_version: '3.1.23',
  app_mode: 'PERSONAL',
  local_ts: String(Math.floor(Date.now() / 1000)),
});

type Envelope<T> = { ResponseCode: string; Response: T; SID?: string };

/** A new member of the harbour brand, signed up on the server; the device then holds them. */
async function signUpMember(page: Page): Promise<{ sid: string }> {
  const email = `fave-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api', {
    form: {
      RequestAction: 'Register',
      ...common(),
      method: 'email',
      name: 'Fay Vourite',
      email,
      mobile: '',
      mobile_metadata: '',
      password1: 'noodles1',
      password2: 'noodles1',
      country_code: 'AU',
      state: 'WA',
    },
  });
  const body = (await response.json()) as Envelope<{ id: number; status: number }>;
  expect(body.ResponseCode, JSON.stringify(body.Response)).toBe('SUCCESS');
  const sid = body.SID!;
  await putRow(page, 'session', { key: 'current', sid, expiresAt: Date.now() + 86_400_000 });
  await putRow(page, 'customer', {
    key: 'current',
    id: body.Response.id,
    status: body.Response.status,
    name: 'Fay Vourite',
    email,
  });
  return { sid };
}

/** The member's favourites as the server lists them (Merchants answers with them). */
async function serverFavourites(page: Page, sid: string): Promise<number[]> {
  const response = await page.request.post('/api', {
    form: { RequestAction: 'Merchants', ...common(), sid, set: 'ALL' },
  });
  const body = (await response.json()) as Envelope<{ favourites: number[] }>;
  return body.Response.favourites;
}

async function atNorthbridge(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -31.947, longitude: 115.857 });
}

test.describe('favourite locations', () => {
  test('a guest is not offered favourites', async ({ page, context }) => {
    await atNorthbridge(context);
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    await expect(filter(page, 'Nearby')).toBeChecked();
    await expect(page.getByRole('radio')).toHaveCount(3);
    await expect(filter(page, 'Favourites')).toHaveCount(0);
    await expect(results(page).getByRole('button', { name: /^Favourite / })).toHaveCount(0);
  });

  test('a member favourites a store, finds it under Favourites, and empties the list again', async ({
    page,
    context,
  }) => {
    await atNorthbridge(context);
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    const { sid } = await signUpMember(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(3);

    // No favourites yet: the spec's empty state, and the screen is axe clean with the filter on.
    await filter(page, 'Favourites').check();
    await expect(results(page).getByRole('status')).toHaveText('No favourites :(');
    expect(await seriousViolations(page)).toEqual([]);

    // Favourite the CBD store from its card: a toggle button, pressed once it is a favourite.
    await filter(page, 'Nearby').check();
    const cbd = favouriteButton(page, NAMES.cbd);
    await expect(cbd).toHaveAttribute('aria-pressed', 'false');
    await cbd.click();
    await expect(cbd).toHaveAttribute('aria-pressed', 'true');
    await expect(favouriteButton(page, NAMES.northbridge)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => serverFavourites(page, sid)).toHaveLength(1);

    await filter(page, 'Favourites').check();
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, NAMES.cbd)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // By keyboard: the toggle is reached and pressed with the keyboard alone.
    await favouriteButton(page, NAMES.cbd).focus();
    await page.keyboard.press('Enter');
    await expect(results(page).getByRole('status')).toHaveText('No favourites :(');
    await expect.poll(() => serverFavourites(page, sid)).toEqual([]);
  });

  test('a favourite made offline shows at once and reaches the server once back online', async ({
    page,
    context,
  }) => {
    await atNorthbridge(context);
    await page.goto('/locations');
    await expect(cards(page)).toHaveCount(3);
    const { sid } = await signUpMember(page);
    await page.reload();
    await expect(cards(page)).toHaveCount(3);

    await context.setOffline(true);
    const northbridge = favouriteButton(page, NAMES.northbridge);
    await northbridge.click();
    await expect(northbridge).toHaveAttribute('aria-pressed', 'true');
    await filter(page, 'Favourites').check();
    await expect(cards(page)).toHaveCount(1);
    expect(await serverFavourites(page, sid)).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => serverFavourites(page, sid)).toHaveLength(1);
    await expect(card(page, NAMES.northbridge)).toBeVisible();
  });
});
