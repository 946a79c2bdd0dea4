import { describe, expect, it } from 'vitest';
import { dietaryTags, type DietaryFlags } from './dietary';

const none: DietaryFlags = {
  is_gluten_free: 0,
  is_egg_free: 0,
  is_dairy_free: 0,
  is_lactose_free: 0,
  is_vegetarian: 0,
  is_vegan: 0,
  is_halal: 0,
};

describe('dietaryTags (spec 1 §9: dietary codes GF, EF, DF, LF, V, VE, Halal)', () => {
  it.each<[string, Partial<DietaryFlags>, string[]]>([
    ['no flags', {}, []],
    ['gluten free', { is_gluten_free: 1 }, ['GF']],
    ['egg free', { is_egg_free: 1 }, ['EF']],
    ['dairy free', { is_dairy_free: 1 }, ['DF']],
    ['lactose free', { is_lactose_free: 1 }, ['LF']],
    ['vegetarian', { is_vegetarian: 1 }, ['V']],
    ['vegan', { is_vegan: 1 }, ['VE']],
    ['halal', { is_halal: 1 }, ['Halal']],
    ['vegan and gluten free, in spec order', { is_vegan: 1, is_gluten_free: 1 }, ['GF', 'VE']],
    [
      'every flag',
      {
        is_halal: 1,
        is_vegan: 1,
        is_vegetarian: 1,
        is_lactose_free: 1,
        is_dairy_free: 1,
        is_egg_free: 1,
        is_gluten_free: 1,
      },
      ['GF', 'EF', 'DF', 'LF', 'V', 'VE', 'Halal'],
    ],
  ])('%s → %j', (_name, flags, codes) => {
    expect(dietaryTags({ ...none, ...flags }).map((tag) => tag.code)).toEqual(codes);
  });

  it.each([
    ['is_gluten_free', 'Gluten free'],
    ['is_egg_free', 'Egg free'],
    ['is_dairy_free', 'Dairy free'],
    ['is_lactose_free', 'Lactose free'],
    ['is_vegetarian', 'Vegetarian'],
    ['is_vegan', 'Vegan'],
    ['is_halal', 'Halal'],
  ] as const)('%s is labelled %s', (flag, label) => {
    expect(dietaryTags({ ...none, [flag]: 1 })).toEqual([expect.objectContaining({ label })]);
  });
});
