/** Document titles (spec 1 §2.4: the menu's title is merchant name, suburb and 'Online Menu'). */

/** 'Fremantle Fig & Olive Fremantle Online Menu'; blank parts are left out. */
export function menuPageTitle(merchant: { name: string; suburb: string }): string {
  return [merchant.name, merchant.suburb, 'Online Menu']
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(' ');
}
