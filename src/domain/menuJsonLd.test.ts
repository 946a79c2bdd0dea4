import { describe, expect, it } from 'vitest';
import { jsonLdProblems } from '../../tests/support/schemaOrg';
import { menuJsonLd, offerPrice, type JsonLdCategory, type JsonLdItem } from './menuJsonLd';

// The menu's HTML carries the restaurant and its menu as schema.org JSON-LD (Restaurant, Menu,
// MenuItem with offers), and the JSON-LD parses and validates against schema.org types.
const URL = 'https://order.example.com/menu/fig-and-olive';

const merchant = {
  name: 'Fig & Olive',
  address1: '12 South Terrace',
  suburb: 'Fremantle',
  phone: '08 9335 1234',
  logo_square_url: '/brand/logo.svg',
  hero_img_url: '',
  locale: { currency_code: 'AUD' },
};

const item = (id: number, over: Partial<JsonLdItem> = {}): JsonLdItem => ({
  id,
  name: `Item ${id}`,
  desc: '',
  price: 450,
  img_url: '',
  is_visible: 1,
  is_available: 1,
  ...over,
});

const category = (name: string, itemIds: number[], over: Partial<JsonLdCategory> = {}) => ({
  name,
  desc: '',
  is_visible: 1 as const,
  itemIds,
  children: [],
  ...over,
});

const build = (categories: JsonLdCategory[], items: JsonLdItem[]) =>
  menuJsonLd({ url: URL, description: 'Order from Fig & Olive.', merchant, categories, items });

type Node = Record<string, unknown>;
const sections = (node: Node) => (node.hasMenu as Node).hasMenuSection as Node[];
const itemNames = (section: Node) =>
  ((section.hasMenuItem as Node[] | undefined) ?? []).map((n) => n.name);

describe('offerPrice', () => {
  it.each([
    [450, '4.50'],
    [2450, '24.50'],
    [0, '0.00'],
    [5, '0.05'],
    [100000, '1000.00'],
  ])('%i cents → %s', (cents, price) => expect(offerPrice(cents)).toBe(price));
});

describe('menuJsonLd', () => {
  const cases: {
    name: string;
    categories: JsonLdCategory[];
    items: JsonLdItem[];
    expectSections: { name: unknown; items: unknown[] }[];
  }[] = [
    {
      name: 'each visible category a section, its items in menu order',
      categories: [category('Breakfast', [2, 1]), category('Drinks', [3])],
      items: [item(1), item(2), item(3)],
      expectSections: [
        { name: 'Breakfast', items: ['Item 2', 'Item 1'] },
        { name: 'Drinks', items: ['Item 3'] },
      ],
    },
    {
      name: 'hidden categories and hidden items are left out, as the page leaves them out',
      categories: [category('Secret', [1], { is_visible: 0 }), category('Mains', [2, 3])],
      items: [item(1), item(2, { is_visible: 0 }), item(3)],
      expectSections: [{ name: 'Mains', items: ['Item 3'] }],
    },
    {
      name: 'a category left with nothing to show is left out',
      categories: [category('Empty', [9]), category('Sides', [1])],
      items: [item(1)],
      expectSections: [{ name: 'Sides', items: ['Item 1'] }],
    },
    {
      name: 'sub-categories nest as sections of their section',
      categories: [category('Drinks', [], { children: [category('Coffee', [1])] })],
      items: [item(1)],
      expectSections: [{ name: 'Drinks', items: [] }],
    },
  ];
  it.each(cases)('$name', ({ categories, items, expectSections }) => {
    const node = build(categories, items);
    expect(jsonLdProblems(node)).toEqual([]);
    expect(
      sections(node).map((section) => ({ name: section.name, items: itemNames(section) })),
    ).toEqual(expectSections);
  });

  it('describes the restaurant from the merchant, with absolute addresses', () => {
    const node = build([category('Mains', [1])], [item(1, { img_url: '/media/a.svg' })]);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Fig & Olive',
      url: URL,
      telephone: '08 9335 1234',
      logo: 'https://order.example.com/brand/logo.svg',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 South Terrace',
        addressLocality: 'Fremantle',
      },
    });
    const menuItem = (sections(node)[0]!.hasMenuItem as Node[])[0]!;
    expect(menuItem).toEqual({
      '@type': 'MenuItem',
      name: 'Item 1',
      image: 'https://order.example.com/media/a.svg',
      offers: {
        '@type': 'Offer',
        price: '4.50',
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('an item not available now stays on the menu, its offer out of stock', () => {
    const node = build([category('Mains', [1])], [item(1, { is_available: 0 })]);
    const offer = (sections(node)[0]!.hasMenuItem as Node[])[0]!.offers as Node;
    expect(offer.availability).toBe('https://schema.org/OutOfStock');
  });

  it('the nested section carries its own items', () => {
    const node = build(
      [category('Drinks', [], { children: [category('Coffee', [1])] })],
      [item(1)],
    );
    const nested = (sections(node)[0]!.hasMenuSection as Node[])[0]!;
    expect(itemNames(nested)).toEqual(['Item 1']);
  });
});

describe('the schema.org check itself', () => {
  // A check that cannot fail is no check: each broken document is refused.
  const good = () => build([category('Mains', [1])], [item(1)]);
  const cases: { name: string; breakIt: (node: Node) => void; problem: RegExp }[] = [
    { name: 'no context', breakIt: (node) => delete node['@context'], problem: /@context/ },
    { name: 'no name', breakIt: (node) => delete node.name, problem: /Restaurant lacks name/ },
    {
      name: 'a price with a currency sign',
      breakIt: (node) =>
        (((sections(node)[0]!.hasMenuItem as Node[])[0]!.offers as Node).price = '$4.50'),
      problem: /not a valid price/,
    },
    {
      name: 'an item without offers',
      breakIt: (node) => delete (sections(node)[0]!.hasMenuItem as Node[])[0]!.offers,
      problem: /MenuItem lacks offers/,
    },
    {
      name: 'a property the type does not have',
      breakIt: (node) => ((node.hasMenu as Node).price = '1.00'),
      problem: /not a property of Menu/,
    },
    {
      name: 'a wrong nested type',
      breakIt: (node) => (sections(node)[0]!['@type'] = 'Menu'),
      problem: /@type Menu, not MenuSection/,
    },
  ];
  it.each(cases)('refuses $name', ({ breakIt, problem }) => {
    const node = good();
    breakIt(node);
    expect(jsonLdProblems(node).join('\n')).toMatch(problem);
  });
});
