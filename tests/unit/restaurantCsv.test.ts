/**
 * The spreadsheet path (server/restaurant/csv.ts, csvIntoFile.ts): prices, dietary codes, the
 * menu a pair of CSVs makes, every mistake named by file, row and column, and where the menu goes.
 */
import { describe, expect, it } from 'vitest';
import { cents, dietary, menuFromCsv } from '../../server/restaurant/csv';
import { csvMenuIntoFile } from '../../server/restaurant/csvIntoFile';

const ITEMS_HEADER = 'category,name,description,price,dietary,image,key,groups';
const OPTIONS_HEADER = 'group,option,price,default,mandatory,multiselect,max';
const items = (...rows: string[]) => ({
  name: 'items.csv',
  text: [ITEMS_HEADER, ...rows].join('\n'),
});
const options = (...rows: string[]) => ({
  name: 'options.csv',
  text: [OPTIONS_HEADER, ...rows].join('\n'),
});

describe('CSV cells', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['$12.50', 1250],
    [' 0.80 ', 80],
    ['-0.50', -50],
    ['12,5O', null],
    ['12.505', null],
    ['', null],
    ['twelve', null],
  ])('the price %j is %j cents', (text, expected) => {
    expect(cents(text)).toBe(expected);
  });

  it.each([
    ['V GF', ['V', 'GF']],
    ['v, gf', ['V', 'GF']],
    ['VE/DF', ['VE', 'DF']],
    ['', []],
    ['V V', ['V']],
    ['V Keto', { unknown: 'Keto' }],
  ])('the dietary cell %j reads %j', (text, expected) => {
    expect(dietary(text)).toEqual(expected);
  });
});

describe('a menu from CSV', () => {
  it('nests categories by path, keys rows by slug or key column, links groups by name', () => {
    const made = menuFromCsv(
      items(
        'Drinks > Coffee,Flat White,Smooth.,5.00,V GF,flat-white.svg,,Size;milk',
        'Drinks > Coffee,Long Black,,4.50,VE,,black,Size',
        'Food,Toast,"Sourdough, butter",8,,,,',
      ),
      options(
        'Size,Regular,0,yes,yes,no,',
        'Size,Large,0.80,,,,',
        'Milk,Oat,0.70,,no,yes,2',
        'Milk,Soy,0.50,,,,',
      ),
    );
    expect(made).toEqual({
      ok: true,
      menu: {
        modifier_groups: [
          {
            key: 'size',
            name: 'Size',
            mandatory: true,
            multiselect: false,
            max: 0,
            options: [
              { key: 'regular', name: 'Regular', price: 0, default: true },
              { key: 'large', name: 'Large', price: 80, default: false },
            ],
          },
          {
            key: 'milk',
            name: 'Milk',
            mandatory: false,
            multiselect: true,
            max: 2,
            options: [
              { key: 'oat', name: 'Oat', price: 70, default: false },
              { key: 'soy', name: 'Soy', price: 50, default: false },
            ],
          },
        ],
        categories: [
          expect.objectContaining({
            key: 'drinks',
            name: 'Drinks',
            items: [],
            categories: [
              expect.objectContaining({
                key: 'drinks-coffee',
                name: 'Coffee',
                items: [
                  expect.objectContaining({
                    key: 'flat-white',
                    price: 500,
                    diet: ['V', 'GF'],
                    image: 'flat-white.svg',
                    modifier_groups: ['size', 'milk'],
                  }),
                  expect.objectContaining({ key: 'black', name: 'Long Black', price: 450 }),
                ],
              }),
            ],
          }),
          expect.objectContaining({
            key: 'food',
            items: [expect.objectContaining({ key: 'toast', description: 'Sourdough, butter' })],
          }),
        ],
      },
    });
  });

  it.each<[string, ReturnType<typeof items>, ReturnType<typeof options> | null, string]>([
    [
      'a bad price',
      items('Food,Toast,,8,,,,', 'Food,Soup,,12.5.0,,,,'),
      null,
      "items.csv row 3, column price: '12.5.0' is not a price (like 12.50)",
    ],
    [
      'a price with a letter O',
      items('Food,Toast,,"12,5O",,,,'),
      null,
      "items.csv row 2, column price: '12,5O' is not a price (like 12.50)",
    ],
    [
      'a negative price',
      items('Food,Toast,,-1,,,,'),
      null,
      "items.csv row 2, column price: '-1' is not a price (like 12.50)",
    ],
    [
      'no category',
      items(',Toast,,8,,,,'),
      null,
      'items.csv row 2, column category: the item needs a category',
    ],
    ['no name', items('Food,,,8,,,,'), null, 'items.csv row 2, column name: the item needs a name'],
    [
      'an unknown dietary code',
      items('Food,Toast,,8,V Keto,,,'),
      null,
      "items.csv row 2, column dietary: 'Keto' is not a dietary code (V VE GF DF LF EF H)",
    ],
    [
      'a bad key',
      items('Food,Toast,,8,,,Toast!,'),
      null,
      "items.csv row 2, column key: 'Toast!' is not a key (like flat-white)",
    ],
    [
      'a name twice',
      items('Food,Toast,,8,,,,', 'Food,toast,,9,,,,'),
      null,
      "items.csv row 3, column name: the key 'toast' is already on row 2; give one of them its own key",
    ],
    [
      'an unknown group',
      items('Food,Toast,,8,,,,Spreads'),
      options('Size,Regular,0,,,,'),
      "items.csv row 2, column groups: no group 'Spreads' in options.csv",
    ],
    [
      'a group without an options file',
      items('Food,Toast,,8,,,,Spreads'),
      null,
      "items.csv row 2, column groups: no group 'Spreads' in an options CSV (--options)",
    ],
    [
      'an unknown column',
      { name: 'items.csv', text: 'category,name,prise\nFood,Toast,8' },
      null,
      "items.csv: unknown column 'prise' (the columns are category, name, description, price, dietary, image, key, groups)",
    ],
    [
      'a missing column',
      { name: 'items.csv', text: 'category,name\nFood,Toast' },
      null,
      "items.csv: the column 'price' is missing",
    ],
    [
      'a bad option price',
      items('Food,Toast,,8,,,,'),
      options('Size,Large,abc,,,,'),
      "options.csv row 2, column price: 'abc' is not a price (like 0.50)",
    ],
    [
      'a bad yes or no',
      items('Food,Toast,,8,,,,'),
      options('Size,Large,0,maybe,,,'),
      "options.csv row 2, column default: 'maybe' is not yes or no",
    ],
    [
      'a bad max',
      items('Food,Toast,,8,,,,'),
      options('Size,Large,0,,,,two'),
      "options.csv row 2, column max: 'two' is not a whole number",
    ],
    [
      'a group disagreeing with itself',
      items('Food,Toast,,8,,,,'),
      options('Size,Regular,0,,yes,,', 'Size,Large,0,,no,,'),
      "options.csv row 3, column mandatory: the group 'Size' says otherwise on row 2",
    ],
    [
      'an option twice',
      items('Food,Toast,,8,,,,'),
      options('Size,Large,0,,,,', 'Size,large,1,,,,'),
      "options.csv row 3, column option: 'large' is already in the group 'Size'",
    ],
  ])('names %s by file, row and column', (_, itemsFile, optionsFile, message) => {
    const made = menuFromCsv(itemsFile, optionsFile);
    expect(made.ok).toBe(false);
    expect(made.ok ? [] : made.problems).toContain(message);
  });
});

describe('where a CSV menu goes', () => {
  const content = { modifier_groups: [], categories: [] };
  const current = {
    format: 1,
    stores: [
      { slug: 'a', menu: 'shared' },
      { slug: 'b', menu: 'shared' },
      { slug: 'c', menu: 'own' },
      { slug: 'd' },
    ],
    menus: [
      { key: 'shared', name: 'Shared Menu' },
      { key: 'own', name: 'Own Menu' },
    ],
  };
  const menusOf = (result: ReturnType<typeof csvMenuIntoFile>) =>
    result.ok
      ? {
          stores: result.file.stores?.map((store) => `${store.slug}:${store.menu}`),
          menus: result.file.menus?.map((menu) => `${menu.key}:${menu.name}`),
        }
      : result.message;

  it.each<[string, Parameters<typeof csvMenuIntoFile>[2], unknown]>([
    [
      'a store with a menu of its own keeps its key and name',
      { store: 'c' },
      {
        stores: ['a:shared', 'b:shared', 'c:own', 'd:null'],
        menus: ['shared:Shared Menu', 'own:Own Menu'],
      },
    ],
    [
      'a store sharing a menu gets its own, keyed by its slug',
      { store: 'a' },
      {
        stores: ['a:a', 'b:shared', 'c:own', 'd:null'],
        menus: ['shared:Shared Menu', 'own:Own Menu', 'a:Shared Menu'],
      },
    ],
    [
      'a store with no menu gets one, named Menu',
      { store: 'd' },
      {
        stores: ['a:shared', 'b:shared', 'c:own', 'd:d'],
        menus: ['shared:Shared Menu', 'own:Own Menu', 'd:Menu'],
      },
    ],
    [
      'every store selling a menu shares one',
      'all-stores',
      { stores: ['a:menu', 'b:menu', 'c:menu', 'd:null'], menus: ['menu:Shared Menu'] },
    ],
    [
      'an unknown store is refused',
      { store: 'x' },
      'No store "x": import a restaurant file with its stores first',
    ],
  ])('%s', (_, target, expected) => {
    expect(menusOf(csvMenuIntoFile(current, content, target))).toEqual(expected);
  });

  it('keeps the key of the one menu every store sells', () => {
    const one = {
      stores: [
        { slug: 'a', menu: 'm' },
        { slug: 'b', menu: 'm' },
      ],
      menus: [{ key: 'm', name: 'M' }],
    };
    expect(menusOf(csvMenuIntoFile(one, content, 'all-stores'))).toEqual({
      stores: ['a:m', 'b:m'],
      menus: ['m:M'],
    });
  });
});
