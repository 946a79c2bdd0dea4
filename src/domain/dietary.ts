/**
 * Dietary tags for a menu item (spec 1 §9: GF, EF, DF, LF, V, VE, Halal, in that order).
 * The flags are the server's 0/1 fields on a menu item; the labels are what a screen reader says.
 */

export type DietaryFlags = {
  is_gluten_free: 0 | 1;
  is_egg_free: 0 | 1;
  is_dairy_free: 0 | 1;
  is_lactose_free: 0 | 1;
  is_vegetarian: 0 | 1;
  is_vegan: 0 | 1;
  is_halal: 0 | 1;
};

export type DietaryCode = 'GF' | 'EF' | 'DF' | 'LF' | 'V' | 'VE' | 'Halal';

export type DietaryTag = { code: DietaryCode; label: string };

/** The spec's order; each code with its item flag and its accessible label. */
export const DIETARY_TAGS = [
  { code: 'GF', flag: 'is_gluten_free', label: 'Gluten free' },
  { code: 'EF', flag: 'is_egg_free', label: 'Egg free' },
  { code: 'DF', flag: 'is_dairy_free', label: 'Dairy free' },
  { code: 'LF', flag: 'is_lactose_free', label: 'Lactose free' },
  { code: 'V', flag: 'is_vegetarian', label: 'Vegetarian' },
  { code: 'VE', flag: 'is_vegan', label: 'Vegan' },
  { code: 'Halal', flag: 'is_halal', label: 'Halal' },
] as const satisfies readonly { code: DietaryCode; flag: keyof DietaryFlags; label: string }[];

/** The tags an item carries, in the spec's order. */
export function dietaryTags(flags: DietaryFlags): DietaryTag[] {
  return DIETARY_TAGS.filter((tag) => flags[tag.flag] === 1).map(({ code, label }) => ({
    code,
    label,
  }));
}
