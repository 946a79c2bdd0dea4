// @vitest-environment happy-dom
/**
 * A snackbar raised for a screen ('Added to Cart' with 'Proceed to Cart', within the menu) goes
 * when the customer leaves that screen's paths; one raised for no path stays whatever the route.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showSnackbar } from './notify';
import { isWithin, PageSnackbars } from './PageSnackbars';

afterEach(cleanup);

describe('isWithin', () => {
  it.each([
    ['/menu/fig', '/menu/fig', true],
    ['/menu/fig/item/12', '/menu/fig', true],
    ['/menu/figs', '/menu/fig', false],
    ['/cart', '/menu/fig', false],
  ])('%s within %s: %s', (path, within, expected) => {
    expect(isWithin(path, within)).toBe(expected);
  });
});

describe('PageSnackbars', () => {
  it.each([
    ['/menu/fig/item/12', ['Added to Cart', 'Update available']],
    ['/menu/fig', ['Added to Cart', 'Update available']],
    ['/cart', ['Update available']],
    ['/checkout', ['Update available']],
  ])('after moving to %s it shows %j', (to, expected) => {
    const { rerender } = render(<PageSnackbars path="/menu/fig" />);
    act(() => {
      showSnackbar({
        key: 'cart',
        message: 'Added to Cart',
        durationMs: 10_000,
        within: '/menu/fig',
      });
      showSnackbar({ key: 'update', message: 'Update available', durationMs: 10_000 });
    });
    rerender(<PageSnackbars path={to} />);
    const shown = ['Added to Cart', 'Update available'].filter((text) => screen.queryByText(text));
    expect(shown).toEqual(expected);
  });
});
