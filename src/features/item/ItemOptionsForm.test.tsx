// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemDetailsResponse } from '@/api/menuItemDetails';

// Adding goes through the worker; this test is about what the form shows.
vi.mock('./useAddItem', () => ({ useAddItem: () => ({ busy: false, add: async () => {} }) }));
const { ItemOptionsForm } = await import('./ItemOptionsForm');

afterEach(cleanup);

const PICTURE = '/media/shakshuka.svg';
const DESC = 'Free-range eggs baked in a spiced tomato sauce.';

const details: MenuItemDetailsResponse = {
  item_id: 1,
  name: 'Shakshuka',
  desc: DESC,
  min_qty: 0,
  max_qty: 0,
  qty_label: '',
  availability_notice: '',
  base_price: 2_150,
  thumb_url: PICTURE,
  image_url: PICTURE,
  cart_item_slot_id: -1,
  options: [
    {
      id: 7,
      name: 'Eggs',
      mandatory: 1,
      multiselect: 0,
      max_select: 1,
      options: [
        { id: 70, desc: 'Poached', price_offset: 0, is_default: 1 },
        { id: 71, desc: 'Fried', price_offset: 150, is_default: 0 },
      ],
    },
  ],
};

function form(loaded: MenuItemDetailsResponse | null) {
  return (
    <ItemOptionsForm
      slug="fig-and-olive"
      details={loaded}
      preview={{ imageUrl: PICTURE, desc: DESC }}
      currencySign="$"
      onAdded={() => undefined}
    />
  );
}

describe('ItemOptionsForm', () => {
  it('shows the menu’s picture and description with skeletons while the options load', () => {
    const { container } = render(form(null));
    expect(container.querySelector('img.item-sheet__media')?.getAttribute('src')).toBe(PICTURE);
    expect(screen.getByText(DESC)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('.sheet__body')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the picture and description nodes when the options arrive (no second paint)', () => {
    const { container, rerender } = render(form(null));
    const picture = container.querySelector('img.item-sheet__media');
    const desc = screen.getByText(DESC);

    rerender(form(details));

    expect(container.querySelector('img.item-sheet__media')).toBe(picture);
    expect(screen.getByText(DESC)).toBe(desc);
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.sheet__body')?.hasAttribute('aria-busy')).toBe(false);
    // The defaults are chosen from the options that arrived, not from the empty loading state.
    expect(screen.getByRole('radio', { name: /Poached/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: /Add/ }).textContent).toContain('$21.50');
  });
});
