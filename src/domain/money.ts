/**
 * Money for display. Amounts are integer cents everywhere (wire, Dexie, rules); this is the one
 * place they become text. Prices show the merchant's currency sign and 2 decimals (spec 1 §9).
 * No Intl: the output must not depend on the device's locale.
 */

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function magnitude(cents: number, sign: string): string {
  // Cents are integers on the wire; round defensively so a stray float never prints 12.4999.
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${groupThousands(whole)}.${fraction}`;
}

/** 1250 → '$12.50'; -100 → '-$1.00'; 123456 → '$1,234.56'. */
export function formatMoney(cents: number, sign: string): string {
  const text = magnitude(cents, sign);
  return Math.round(cents) < 0 ? `-${text}` : text;
}

/**
 * A signed price change, as shown beside a modifier option: 150 → '+$1.50', -50 → '-$0.50'.
 * A zero offset is '' because an option that costs nothing extra shows no price.
 */
export function formatOffset(cents: number, sign: string): string {
  const rounded = Math.round(cents);
  if (rounded === 0) return '';
  return `${rounded > 0 ? '+' : '-'}${magnitude(rounded, sign)}`;
}
