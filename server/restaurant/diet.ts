/**
 * Dietary codes (spec 1 §9) ↔ the item's flag columns. VE implies V and DF implies LF, as the seed
 * writes them; reading back gives the fewest codes that say the same (VE rather than V VE), in one
 * order, so an export is canonical.
 */
import type { DietCode } from './format';

export type DietColumns = {
  is_vegetarian: boolean;
  is_vegan: boolean;
  is_gluten_free: boolean;
  is_dairy_free: boolean;
  is_lactose_free: boolean;
  is_egg_free: boolean;
  is_halal: boolean;
};

export function dietColumns(codes: readonly DietCode[]): DietColumns {
  const diet = new Set(codes);
  return {
    is_vegetarian: diet.has('V') || diet.has('VE'),
    is_vegan: diet.has('VE'),
    is_gluten_free: diet.has('GF'),
    is_dairy_free: diet.has('DF'),
    is_lactose_free: diet.has('LF') || diet.has('DF'),
    is_egg_free: diet.has('EF'),
    is_halal: diet.has('H'),
  };
}

export function dietCodes(columns: DietColumns): DietCode[] {
  const codes: DietCode[] = [];
  if (columns.is_vegan) codes.push('VE');
  else if (columns.is_vegetarian) codes.push('V');
  if (columns.is_gluten_free) codes.push('GF');
  if (columns.is_dairy_free) codes.push('DF');
  else if (columns.is_lactose_free) codes.push('LF');
  if (columns.is_egg_free) codes.push('EF');
  if (columns.is_halal) codes.push('H');
  return codes;
}
