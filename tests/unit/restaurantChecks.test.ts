/**
 * The restaurant file's checks beyond the schema (server/restaurant/checks.ts), as a table: each
 * row breaks one rule of a valid file and names the path and message the import reports.
 */
import { describe, expect, it } from 'vitest';
import { crossReferenceProblems } from '../../server/restaurant/checks';
import { restaurantFileSchema, type RestaurantFileInput } from '../../server/restaurant/format';
import { validateRestaurant } from '../../server/restaurant/validate';

const day = ['08:00', '16:00'] as [string, string];

function validFile(): RestaurantFileInput {
  const store = (slug: string, menu: string | null) => ({
    slug,
    name: slug,
    address: { line1: '1 Main Street', suburb: 'Town' },
    geo: { lat: -32, long: 115 },
    timezone: 'Australia/Perth',
    locale: {
      currency_sign: '$',
      currency_code: 'AUD',
      country_code: 'AU',
      labels: { address1: 'a', address2: 'b', city_suburb: 'c', state: 'd', postcode: 'e' },
    },
    hours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: null, sun: null },
    special_dates: [{ date: '2026-12-25', hours: null }],
    fulfilment: [{ type: 'pickup' as const, icon: 'walking', verb: 'Pickup' }],
    menu,
  });
  return {
    format: 1,
    stores: [store('north', 'main'), store('south', 'main')],
    menus: [
      {
        key: 'main',
        name: 'Main',
        modifier_groups: [
          {
            key: 'size',
            name: 'Size',
            options: [
              { key: 'regular', name: 'Regular', default: true },
              { key: 'large', name: 'Large', price: 80 },
            ],
          },
        ],
        categories: [
          {
            key: 'coffee',
            name: 'Coffee',
            items: [{ key: 'latte', name: 'Latte', price: 500, modifier_groups: ['size'] }],
            categories: [
              {
                key: 'iced',
                name: 'Iced',
                items: [{ key: 'iced-latte', name: 'Iced Latte', price: 650 }],
              },
            ],
          },
        ],
      },
    ],
    home: { store: 'north', pages: [{ slug: 'about', title: 'About', body: '<p>Hi</p>' }] },
    location_groups: [{ code: 'city', title: 'City', stores: ['north', 'south'] }],
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each row reaches into the file freely
type File = any;

const problemsOf = (change: (file: File) => void) => {
  const file = validFile() as File;
  change(file);
  return crossReferenceProblems(restaurantFileSchema.parse(file));
};

describe('restaurant file checks', () => {
  it('finds nothing wrong with a valid file', () => {
    expect(problemsOf(() => {})).toEqual([]);
  });

  it.each<[string, (file: File) => void, string, string]>([
    [
      'a store slug twice',
      (f) => {
        f.stores[1].slug = 'north';
        f.location_groups[0].stores = ['north'];
      },
      '$.stores[1].slug',
      'the store slug "north" is already used at $.stores[0]',
    ],
    [
      'a store naming an unknown menu',
      (f) => (f.stores[1].menu = 'brunch'),
      '$.stores[1].menu',
      'no menu has the key "brunch"',
    ],
    [
      'opening after closing',
      (f) => (f.stores[0].hours.tue = ['16:00', '08:00']),
      '$.stores[0].hours.tue',
      'opens at 16:00 but closes at 08:00',
    ],
    [
      'opening when closing',
      (f) => (f.stores[0].hours.mon = ['09:00', '09:00']),
      '$.stores[0].hours.mon',
      'opens at 09:00 but closes at 09:00',
    ],
    [
      'a special date opening after closing',
      (f) => (f.stores[0].special_dates[0].hours = ['12:00', '10:00']),
      '$.stores[0].special_dates[0].hours',
      'opens at 12:00 but closes at 10:00',
    ],
    [
      'a special date twice',
      (f) => f.stores[0].special_dates.push({ date: '2026-12-25', hours: null }),
      '$.stores[0].special_dates[1].date',
      'the special date "2026-12-25" is already used at $.stores[0].special_dates[0]',
    ],
    [
      'a fulfilment type twice',
      (f) => f.stores[0].fulfilment.push({ type: 'pickup', icon: 'x', verb: 'Pickup' }),
      '$.stores[0].fulfilment[1].type',
      'the fulfilment type "pickup" is already used at $.stores[0].fulfilment[0]',
    ],
    [
      'a menu key twice',
      (f) => f.menus.push({ ...f.menus[0] }),
      '$.menus[1].key',
      'the menu key "main" is already used at $.menus[0]',
    ],
    [
      'an unknown modifier group',
      (f) => (f.menus[0].categories[0].items[0].modifier_groups = ['milk']),
      '$.menus[0].categories[0].items[0].modifier_groups[0]',
      'no modifier group of this menu has the key "milk"',
    ],
    [
      'a modifier group twice on an item',
      (f) => (f.menus[0].categories[0].items[0].modifier_groups = ['size', 'size']),
      '$.menus[0].categories[0].items[0].modifier_groups[1]',
      'the modifier group "size" is already used at $.menus[0].categories[0].items[0].modifier_groups[0]',
    ],
    [
      'an item key twice across categories',
      (f) => (f.menus[0].categories[0].categories[0].items[0].key = 'latte'),
      '$.menus[0].categories[0].categories[0].items[0].key',
      'the item key "latte" is already used at $.menus[0].categories[0].items[0]',
    ],
    [
      'a category key twice across levels',
      (f) => (f.menus[0].categories[0].categories[0].key = 'coffee'),
      '$.menus[0].categories[0].categories[0].key',
      'the category key "coffee" is already used at $.menus[0].categories[0]',
    ],
    [
      'a modifier group key twice',
      (f) => f.menus[0].modifier_groups.push({ ...f.menus[0].modifier_groups[0] }),
      '$.menus[0].modifier_groups[1].key',
      'the modifier group key "size" is already used at $.menus[0].modifier_groups[0]',
    ],
    [
      'an option key twice in a group',
      (f) => (f.menus[0].modifier_groups[0].options[1].key = 'regular'),
      '$.menus[0].modifier_groups[0].options[1].key',
      'the option key "regular" is already used at $.menus[0].modifier_groups[0].options[0]',
    ],
    [
      'two defaults where a customer picks one',
      (f) => (f.menus[0].modifier_groups[0].options[1].default = true),
      '$.menus[0].modifier_groups[0].options',
      '2 options are the default, but a customer picks only one',
    ],
    [
      'more defaults than a customer may pick',
      (f) =>
        Object.assign(f.menus[0].modifier_groups[0], {
          multiselect: true,
          max: 1,
          options: f.menus[0].modifier_groups[0].options.map((o: object) => ({
            ...o,
            default: true,
          })),
        }),
      '$.menus[0].modifier_groups[0].options',
      '2 options are the default, but a customer picks at most 1',
    ],
    [
      'a location group naming an unknown store',
      (f) => (f.location_groups[0].stores[1] = 'east'),
      '$.location_groups[0].stores[1]',
      'no store has the slug "east"',
    ],
    [
      'a store twice in a location group',
      (f) => (f.location_groups[0].stores[1] = 'north'),
      '$.location_groups[0].stores[1]',
      'the store "north" is already used at $.location_groups[0].stores[0]',
    ],
    [
      'a location group code twice',
      (f) => f.location_groups.push({ code: 'city', title: 'Again', stores: [] }),
      '$.location_groups[1].code',
      'the group code "city" is already used at $.location_groups[0]',
    ],
    [
      'a home naming an unknown store',
      (f) => (f.home.store = 'east'),
      '$.home.store',
      'no store has the slug "east"',
    ],
    [
      'a home page slug twice',
      (f) => f.home.pages.push({ slug: 'about', title: 'Again', body: '' }),
      '$.home.pages[1].slug',
      'the page slug "about" is already used at $.home.pages[0]',
    ],
  ])('%s', (_, change, path, message) => {
    expect(problemsOf(change)).toEqual([{ path, message }]);
  });

  it('does not report a reference to an entry that failed the schema', () => {
    const file = validFile() as File;
    file.menus = [];
    file.stores = [file.stores[0]];
    const parsed = restaurantFileSchema.parse({
      ...file,
      location_groups: [{ code: 'c', title: 'C', stores: ['south'] }],
    });
    expect(crossReferenceProblems(parsed, { menuKeys: ['main'], storeSlugs: ['south'] })).toEqual(
      [],
    );
  });

  it('reports the schema problems and the checks of the entries that pass, at their own paths', async () => {
    const file = validFile() as File;
    file.stores[0].geo.lat = 123;
    file.stores[1].hours.fri = ['18:00', '17:00'];
    file.menus.unshift({ key: 'broken', name: 'Broken', categories: [] });
    file.menus[1].categories[0].items[0].modifier_groups = ['milk'];
    const validated = await validateRestaurant(file, {
      images: null,
      storedMedia: async () => new Set(),
    });
    expect(validated).toEqual({
      ok: false,
      problems: [
        { path: '$.stores[0].geo.lat', message: 'must be at most 90' },
        { path: '$.menus[0].categories', message: 'a menu needs at least one category' },
        { path: '$.stores[1].hours.fri', message: 'opens at 18:00 but closes at 17:00' },
        {
          path: '$.menus[1].categories[0].items[0].modifier_groups[0]',
          message: 'no modifier group of this menu has the key "milk"',
        },
      ],
    });
  });
});
