/**
 * The menu page's schema.org description, for search engines and link previews: the restaurant and
 * its menu as JSON-LD, Restaurant → Menu → MenuSection (a category, its sub-categories nested) →
 * MenuItem with an Offer (price in the menu's currency). Hidden categories and items are left out,
 * as the page leaves them out; an item that is not available now is still on the menu, its offer
 * marked so. Pure: the page's address and the data are passed in.
 */
export type JsonLdMerchant = {
  name: string;
  address1: string;
  suburb: string;
  phone: string;
  logo_square_url: string;
  hero_img_url: string;
  locale: { currency_code: string };
};

export type JsonLdCategory = {
  name: string;
  desc: string;
  is_visible: 0 | 1;
  itemIds: number[];
  children: JsonLdCategory[];
};

export type JsonLdItem = {
  id: number;
  name: string;
  desc: string;
  price: number;
  img_url: string;
  is_visible: 0 | 1;
  is_available: 0 | 1;
};

export type MenuJsonLdInput = {
  /** The page's canonical address. */
  url: string;
  /** The brand's description, for the restaurant when the menu has none. */
  description: string;
  merchant: JsonLdMerchant;
  categories: JsonLdCategory[];
  items: JsonLdItem[];
};

type Node = Record<string, unknown>;

/** Cents as schema.org wants a price: a plain decimal string with two places. */
export const offerPrice = (cents: number) => (cents / 100).toFixed(2);

/** An absolute address for an image (a full address, or a root-relative one on `base`'s origin). */
function absolute(path: string, base: string): string | undefined {
  if (/^https?:\/\//.test(path)) return path;
  const origin = /^https?:\/\/[^/]+/.exec(base)?.[0];
  return path.startsWith('/') && !path.startsWith('//') && origin !== undefined
    ? `${origin}${path}`
    : undefined;
}

/** Leaves out the properties that have no value. */
function compact(node: Node): Node {
  return Object.fromEntries(
    Object.entries(node).filter(([, value]) => value !== undefined && value !== ''),
  );
}

export function menuJsonLd(input: MenuJsonLdInput): Node {
  const { url, merchant } = input;
  const items = new Map(input.items.map((item) => [item.id, item]));
  const currency = merchant.locale.currency_code;

  const menuItem = (item: JsonLdItem): Node =>
    compact({
      '@type': 'MenuItem',
      name: item.name,
      description: item.desc,
      image: absolute(item.img_url, url),
      offers: {
        '@type': 'Offer',
        price: offerPrice(item.price),
        priceCurrency: currency,
        availability:
          item.is_available === 1 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });

  const section = (category: JsonLdCategory): Node | null => {
    const shownItems = category.itemIds
      .map((id) => items.get(id))
      .filter((item): item is JsonLdItem => item !== undefined && item.is_visible === 1)
      .map(menuItem);
    const children = sections(category.children);
    if (shownItems.length === 0 && children.length === 0) return null;
    return compact({
      '@type': 'MenuSection',
      name: category.name,
      description: category.desc,
      hasMenuItem: shownItems.length > 0 ? shownItems : undefined,
      hasMenuSection: children.length > 0 ? children : undefined,
    });
  };
  const sections = (categories: JsonLdCategory[]): Node[] =>
    categories
      .filter((category) => category.is_visible === 1)
      .map(section)
      .filter((node): node is Node => node !== null);

  return compact({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${url}#restaurant`,
    name: merchant.name,
    description: input.description,
    url,
    telephone: merchant.phone,
    image: absolute(merchant.hero_img_url, url) ?? absolute(merchant.logo_square_url, url),
    logo: absolute(merchant.logo_square_url, url),
    address:
      merchant.address1 === '' && merchant.suburb === ''
        ? undefined
        : compact({
            '@type': 'PostalAddress',
            streetAddress: merchant.address1,
            addressLocality: merchant.suburb,
          }),
    hasMenu: {
      '@type': 'Menu',
      name: `${merchant.name} menu`,
      url,
      hasMenuSection: sections(input.categories),
    },
  });
}
