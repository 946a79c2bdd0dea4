// The app installs, for the demo brand (harbour-install.spec.ts runs the same for harbour),
// and the installed app's deep links on resume.
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { VERIFYING_LINK } from '../../src/domain/messages';
import { installJourneys } from './support/installJourneys';

installJourneys('demo');

// Spec 3 §4 'listens for deep links on resume' (spec 1 §2.2 for what a link does).
test.describe('deep links on resume', () => {
  /** The app coming back to the foreground with `path` in its address. */
  async function resumeAt(page: Page, path: string): Promise<void> {
    await page.evaluate((to) => {
      history.replaceState(history.state, '', to);
      document.dispatchEvent(new Event('visibilitychange'));
    }, path);
  }

  test('a link to another screen goes there; one to this screen refreshes with Verifying link...', async ({
    page,
  }) => {
    await page.goto('/menu/fig-and-olive');
    // The screen itself, not the loading frame (the shell's listeners are up by then).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await resumeAt(page, '/menu/fig-and-olive?menu=fig-and-olive&table=12');
    await expect(page.getByRole('status').filter({ hasText: VERIFYING_LINK })).toBeVisible();
    // Handled once: the link leaves the address, the ordering data stays.
    await expect(page).toHaveURL(/\/menu\/fig-and-olive\?table=12$/);
    await expect(page.getByRole('status').filter({ hasText: VERIFYING_LINK })).toBeHidden({
      timeout: 5_000,
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await resumeAt(page, '/?menu=fig-and-olive');
    await expect(page).toHaveURL(/\/menu\/fig-and-olive$/);
  });
});
