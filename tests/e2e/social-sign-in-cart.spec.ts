// Apple and Google sign-in from the cart's proceed popup (spec 2 §2.1): the provider's answer goes
// to Login and the customer goes on to checkout signed in, the cart kept; the profile's email is
// locked and Change Password is not offered. Project 'checkout': the store is open at noon, and the
// identity sandbox signs on the server's clock.
import { expect, test } from './support/test';
import { addButton, cartLink, itemDialog, openItem } from './support/cart';
import { readCustomerId, seriousViolations } from './support/shell';
import { expectThirdPartyMember, signInThroughSandbox } from './support/socialSignIn';
import { installStoreClock } from './support/storeClock';

test.beforeEach(({ page }) => installStoreClock(page));

for (const provider of ['google', 'apple'] as const) {
  test(`cart popup: Sign in with ${provider === 'apple' ? 'Apple' : 'Google'} goes on to checkout signed in`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `cart-${provider}-${Date.now()}@example.com`;
    await page.goto('/menu/fig-and-olive?table=12');
    const fulfilment = page.getByRole('dialog', { name: 'How would you like your order?' });
    await fulfilment.getByRole('button', { name: 'Set' }).click();
    await expect(fulfilment).toBeHidden();
    await openItem(page, 'Flat White');
    await addButton(page).click();
    await expect(itemDialog(page, 'Flat White')).toBeHidden();
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect((await readCustomerId(page)) ?? 0).toBe(0);

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const popup = page.getByRole('dialog', { name: 'Account Signin' });
    await expect(popup.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Sign in with Apple' })).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await signInThroughSandbox(page, popup, provider, {
      email,
      firstName: 'Casey',
      lastName: 'Cart',
    });
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(popup).toBeHidden();
    await expect.poll(() => readCustomerId(page)).toBeGreaterThan(0);
    // The guest's cart went with them.
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    await expectThirdPartyMember(page, email);
  });
}
