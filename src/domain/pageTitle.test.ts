import { describe, expect, it } from 'vitest';
import { menuPageTitle } from './pageTitle';

describe('menuPageTitle (spec 1 §2.4: merchant name, suburb and "Online Menu")', () => {
  it.each([
    ['Fig & Olive', 'Fremantle', 'Fig & Olive Fremantle Online Menu'],
    ['Harbour Street Noodle Bar', 'Perth', 'Harbour Street Noodle Bar Perth Online Menu'],
    ['Fig & Olive', '', 'Fig & Olive Online Menu'],
    ['  Fig   & Olive ', ' North  Fremantle ', 'Fig & Olive North Fremantle Online Menu'],
    ['', '', 'Online Menu'],
  ])('%j in %j → %j', (name, suburb, expected) => {
    expect(menuPageTitle({ name, suburb })).toBe(expected);
  });
});
