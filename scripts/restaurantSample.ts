/**
 * Writes the sample restaurant in examples/larder/: restaurant.json (four stores, three selling
 * one all-day menu of 180-odd items), the same menu as items.csv and options.csv, and the few
 * pictures the menu names by file. `node --import tsx scripts/restaurantSample.ts`; the output is
 * committed, so this runs only when the sample changes. The menu uses only what the CSV columns
 * can say, so both paths import the same menu.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderDish, type DishArt } from '../server/media/dishArt';
import { AU_LOCALE } from '../server/db/seed/types';
import { slugify } from '../server/db/seed/write';
import type { RestaurantFileInput } from '../server/restaurant/format';
import { restaurantJson } from '../server/restaurant/restaurantJson';

const OUT = join(import.meta.dirname, '..', 'examples', 'larder');

/** [file, art, backdrop]: small SVGs the menu refers to by file name. */
const PICTURES: readonly [string, DishArt, string][] = [
  ['flat-white.svg', { kind: 'cup', food: '#c89b6d', accents: ['#f5e9d8'] }, '#efe4d2'],
  [
    'big-breakfast.svg',
    { kind: 'plate', food: '#b5533c', accents: ['#f2c230', '#7a4a2a'] },
    '#f6e7c8',
  ],
  ['green-bowl.svg', { kind: 'bowl', food: '#6a9b3c', accents: ['#e8d6b0', '#c0392b'] }, '#e6efd8'],
  [
    'margherita.svg',
    { kind: 'pizza', food: '#d9442b', accents: ['#f7f0d8', '#3f7d3a'] },
    '#f3e2c7',
  ],
  ['lemon-tart.svg', { kind: 'cake', food: '#f2d14b', accents: ['#fdf6e3'] }, '#fbf1d0'],
  ['cold-brew.svg', { kind: 'glass', food: '#4a2c17', accents: ['#dfe9ef'] }, '#dde8ee'],
];

type Dish = [name: string, price: number, diet?: string, groups?: string, picture?: string];

/** Category path → dishes: name, price in dollars, dietary codes, modifier group names. */
const MENU: Record<string, Dish[]> = {
  Breakfast: [
    ['Big Breakfast', 27, '', 'Eggs;Bread;Breakfast sides', 'big-breakfast.svg'],
    ['Eggs on Toast', 14, 'V', 'Eggs;Bread;Breakfast sides'],
    ['Smashed Avocado', 21, 'V', 'Bread;Breakfast sides'],
    ['Shakshuka', 23, 'V GF', 'Bread'],
    ['Eggs Benedict with Ham', 24, '', 'Bread'],
    ['Eggs Benedict with Salmon', 26, '', 'Bread'],
    ['Mushroom Benedict', 23, 'V', 'Bread'],
    ['Corn Fritters', 22, 'V', 'Breakfast sides'],
    ['Ricotta Hotcakes', 21, 'V'],
    ['Buttermilk Pancakes', 19, 'V'],
    ['French Toast', 19, 'V'],
    ['Bircher Muesli', 15, 'V'],
    ['Granola and Yoghurt', 15, 'V'],
    ['Chilli Scrambled Eggs', 21, 'V', 'Bread'],
    ['Breakfast Burrito', 19, '', 'Breakfast sides'],
    ['Bacon and Egg Roll', 13, ''],
    ['Halloumi Stack', 22, 'V', 'Bread'],
    ['Vegan Big Breakfast', 25, 'VE', 'Bread'],
  ],
  'Brunch Bowls': [
    ['Green Goddess Bowl', 22, 'VE GF', '', 'green-bowl.svg'],
    ['Poke Bowl with Salmon', 24, 'GF DF'],
    ['Poke Bowl with Tofu', 22, 'VE GF'],
    ['Chicken Quinoa Bowl', 23, 'GF DF'],
    ['Miso Eggplant Bowl', 21, 'VE'],
    ['Brekkie Rice Bowl', 20, 'GF'],
    ['Acai Bowl', 18, 'VE GF'],
    ['Pumpkin and Lentil Bowl', 20, 'VE GF'],
    ['Korean Beef Bowl', 24, 'DF'],
    ['Falafel Bowl', 21, 'VE'],
  ],
  'Sandwiches & Toasties': [
    ['Ham and Cheese Toastie', 12, ''],
    ['Three Cheese Toastie', 12, 'V'],
    ['Reuben', 18, ''],
    ['Chicken Club', 19, ''],
    ['BLT', 16, ''],
    ['Cubano', 18, ''],
    ['Tuna Melt', 16, ''],
    ['Caprese Focaccia', 15, 'V'],
    ['Roast Veg Wrap', 15, 'VE'],
    ['Chicken Schnitzel Sandwich', 19, ''],
    ['Pulled Pork Roll', 18, 'DF'],
    ['Egg and Lettuce Sandwich', 11, 'V'],
    ['Salmon Bagel', 17, ''],
    ['Mushroom Melt', 16, 'V'],
  ],
  Burgers: [
    ['Classic Beef Burger', 22, '', 'Burger extras'],
    ['Double Cheeseburger', 26, '', 'Burger extras'],
    ['Fried Chicken Burger', 23, '', 'Burger extras'],
    ['Grilled Chicken Burger', 22, '', 'Burger extras'],
    ['Lamb Burger', 24, '', 'Burger extras'],
    ['Mushroom Burger', 21, 'V', 'Burger extras'],
    ['Beyond Burger', 23, 'VE', 'Burger extras'],
    ['Fish Burger', 22, '', 'Burger extras'],
    ['Pulled Pork Burger', 23, '', 'Burger extras'],
    ['Halloumi Burger', 21, 'V', 'Burger extras'],
  ],
  Pizza: [
    ['Margherita', 21, 'V', 'Pizza base', 'margherita.svg'],
    ['Marinara', 18, 'VE', 'Pizza base'],
    ['Pepperoni', 24, '', 'Pizza base'],
    ['Prosciutto and Rocket', 26, '', 'Pizza base'],
    ['Four Cheese', 24, 'V', 'Pizza base'],
    ['Mushroom and Truffle', 25, 'V', 'Pizza base'],
    ['Hawaiian', 23, '', 'Pizza base'],
    ['Capricciosa', 25, '', 'Pizza base'],
    ['Pumpkin and Feta', 23, 'V', 'Pizza base'],
    ['Spicy Salami', 25, '', 'Pizza base'],
    ['Garlic Pizza Bread', 12, 'V', 'Pizza base'],
    ['Chicken and Pesto', 25, '', 'Pizza base'],
  ],
  Pasta: [
    ['Spaghetti Bolognese', 24, ''],
    ['Carbonara', 25, ''],
    ['Penne Arrabbiata', 22, 'VE'],
    ['Gnocchi with Burnt Butter', 26, 'V'],
    ['Prawn Linguine', 31, ''],
    ['Mushroom Risotto', 26, 'V GF'],
    ['Lasagne', 26, ''],
    ['Pesto Rigatoni', 23, 'V'],
    ['Beef Ragu Pappardelle', 28, ''],
    ['Pumpkin Ravioli', 25, 'V'],
  ],
  Salads: [
    ['Caesar Salad', 19, '', 'Dressing'],
    ['Greek Salad', 18, 'V GF', 'Dressing'],
    ['Roast Pumpkin Salad', 19, 'VE GF', 'Dressing'],
    ['Chicken and Avocado Salad', 22, 'GF', 'Dressing'],
    ['Beetroot and Goats Cheese', 19, 'V GF', 'Dressing'],
    ['Thai Beef Salad', 23, 'GF DF', 'Dressing'],
    ['Quinoa Tabouli', 17, 'VE', 'Dressing'],
    ['Nicoise Salad', 23, 'GF DF', 'Dressing'],
    ['Garden Salad', 12, 'VE GF', 'Dressing'],
    ['Haloumi and Watermelon', 19, 'V GF', 'Dressing'],
  ],
  'Small Plates': [
    ['Salt and Pepper Squid', 18, 'DF'],
    ['Arancini', 15, 'V'],
    ['Chicken Wings', 16, 'GF'],
    ['Pork Belly Bites', 18, 'GF DF'],
    ['Bruschetta', 14, 'VE'],
    ['Hummus and Flatbread', 14, 'VE'],
    ['Burrata', 21, 'V GF'],
    ['Prawn Tacos', 19, ''],
    ['Fish Tacos', 18, ''],
    ['Cauliflower Bites', 15, 'VE GF'],
    ['Meatballs in Sugo', 17, ''],
    ['Marinated Olives', 9, 'VE GF'],
  ],
  Sides: [
    ['Fries', 8, 'VE GF'],
    ['Sweet Potato Fries', 10, 'VE GF'],
    ['Onion Rings', 9, 'V'],
    ['Garlic Bread', 8, 'V'],
    ['Steamed Greens', 9, 'VE GF'],
    ['Mashed Potato', 8, 'V GF'],
    ['Side Salad', 8, 'VE GF'],
    ['Hash Browns', 7, 'VE'],
    ['Grilled Corn', 8, 'V GF'],
    ['Roast Potatoes', 9, 'VE GF'],
  ],
  Kids: [
    ['Kids Pancakes', 10, 'V'],
    ['Kids Nuggets and Chips', 12, ''],
    ['Kids Fish and Chips', 13, ''],
    ['Kids Pasta', 11, 'V'],
    ['Kids Cheeseburger', 12, ''],
    ['Kids Margherita', 11, 'V'],
    ['Kids Toast Soldiers', 8, 'V'],
    ['Kids Fruit Cup', 7, 'VE GF'],
  ],
  Desserts: [
    ['Sticky Date Pudding', 15, 'V', 'Sweet extras'],
    ['Chocolate Fondant', 16, 'V', 'Sweet extras'],
    ['Tiramisu', 15, 'V'],
    ['Panna Cotta', 14, 'V GF'],
    ['Affogato', 12, 'V GF'],
    ['Creme Brulee', 15, 'V GF'],
    ['Apple Crumble', 14, 'V', 'Sweet extras'],
    ['Pavlova', 15, 'V GF'],
    ['Gelato Trio', 12, 'V GF'],
    ['Vegan Chocolate Mousse', 14, 'VE GF'],
  ],
  'Cakes & Pastries': [
    ['Lemon Tart', 8, 'V', '', 'lemon-tart.svg'],
    ['Banana Bread', 7, 'V', 'Sweet extras'],
    ['Almond Croissant', 7, 'V'],
    ['Butter Croissant', 5, 'V'],
    ['Ham and Cheese Croissant', 9, ''],
    ['Pain au Chocolat', 6, 'V'],
    ['Carrot Cake', 8, 'V'],
    ['Orange and Almond Cake', 8, 'V GF'],
    ['Caramel Slice', 6, 'V'],
    ['Cinnamon Scroll', 6, 'V'],
    ['Blueberry Muffin', 6, 'V'],
    ['Brownie', 6, 'V GF'],
  ],
  'Drinks > Coffee': [
    ['Flat White', 5, 'V GF', 'Size;Milk;Coffee extras', 'flat-white.svg'],
    ['Latte', 5, 'V GF', 'Size;Milk;Coffee extras'],
    ['Cappuccino', 5, 'V GF', 'Size;Milk;Coffee extras'],
    ['Long Black', 4.5, 'VE GF', 'Size;Coffee extras'],
    ['Espresso', 4, 'VE GF', 'Coffee extras'],
    ['Macchiato', 4.5, 'V GF', 'Milk;Coffee extras'],
    ['Piccolo', 4.5, 'V GF', 'Milk;Coffee extras'],
    ['Mocha', 5.5, 'V GF', 'Size;Milk;Coffee extras'],
    ['Hot Chocolate', 5, 'V GF', 'Size;Milk'],
    ['Chai Latte', 5.5, 'V GF', 'Size;Milk'],
    ['Batch Brew', 5, 'VE GF', 'Size'],
    ['Cold Brew', 6, 'VE GF', '', 'cold-brew.svg'],
  ],
  'Drinks > Tea': [
    ['English Breakfast', 5, 'VE GF', 'Size'],
    ['Earl Grey', 5, 'VE GF', 'Size'],
    ['Peppermint', 5, 'VE GF', 'Size'],
    ['Chamomile', 5, 'VE GF', 'Size'],
    ['Sencha Green', 5, 'VE GF', 'Size'],
    ['Lemongrass and Ginger', 5, 'VE GF', 'Size'],
    ['Matcha Latte', 6, 'V GF', 'Size;Milk'],
    ['Turmeric Latte', 6, 'V GF', 'Size;Milk'],
  ],
  'Drinks > Cold Drinks': [
    ['Iced Latte', 6.5, 'V GF', 'Milk;Coffee extras'],
    ['Iced Chocolate', 7, 'V GF'],
    ['Iced Tea', 6, 'VE GF'],
    ['Lemon Lime Bitters', 6, 'VE GF'],
    ['Sparkling Water', 5, 'VE GF'],
    ['Cola', 4.5, 'VE GF'],
    ['Ginger Beer', 5, 'VE GF'],
    ['Kombucha', 6.5, 'VE GF'],
    ['Chocolate Milkshake', 8.5, 'V GF'],
    ['Vanilla Milkshake', 8.5, 'V GF'],
  ],
  'Drinks > Juices & Smoothies': [
    ['Orange Juice', 7, 'VE GF', 'Juice size'],
    ['Apple Juice', 7, 'VE GF', 'Juice size'],
    ['Green Juice', 9, 'VE GF', 'Juice size'],
    ['Carrot and Ginger Juice', 8.5, 'VE GF', 'Juice size'],
    ['Watermelon Juice', 8, 'VE GF', 'Juice size'],
    ['Berry Smoothie', 9.5, 'V GF', 'Juice size'],
    ['Mango Smoothie', 9.5, 'V GF', 'Juice size'],
    ['Banana and Honey Smoothie', 9, 'V GF', 'Juice size'],
    ['Peanut Butter Smoothie', 10, 'V GF', 'Juice size'],
    ['Acai Smoothie', 10, 'VE GF', 'Juice size'],
  ],
};

/** [group, mandatory, multiselect, max, options as [name, price in dollars, default]]. */
const GROUPS: readonly [string, boolean, boolean, number, [string, number, boolean?][]][] = [
  [
    'Size',
    true,
    false,
    0,
    [
      ['Regular', 0, true],
      ['Large', 0.8],
    ],
  ],
  [
    'Milk',
    false,
    false,
    0,
    [
      ['Full cream', 0, true],
      ['Skim', 0],
      ['Lactose free', 0.5],
      ['Soy', 0.5],
      ['Oat', 0.7],
      ['Almond', 0.7],
    ],
  ],
  [
    'Coffee extras',
    false,
    true,
    3,
    [
      ['Extra shot', 0.6],
      ['Decaf', 0],
      ['Vanilla syrup', 0.7],
      ['Caramel syrup', 0.7],
      ['Extra hot', 0],
    ],
  ],
  [
    'Eggs',
    true,
    false,
    0,
    [
      ['Poached', 0, true],
      ['Scrambled', 0],
      ['Fried', 0],
    ],
  ],
  [
    'Bread',
    false,
    false,
    0,
    [
      ['Sourdough', 0, true],
      ['Rye', 0],
      ['Gluten-free bread', 1.5],
    ],
  ],
  [
    'Breakfast sides',
    false,
    true,
    0,
    [
      ['Bacon', 5],
      ['Halloumi', 5],
      ['Avocado', 4.5],
      ['Mushrooms', 4],
      ['Spinach', 3],
      ['Hash brown', 3],
    ],
  ],
  [
    'Burger extras',
    false,
    true,
    0,
    [
      ['Cheese', 1.5],
      ['Bacon', 3],
      ['Fried egg', 2.5],
      ['Pickles', 0],
    ],
  ],
  [
    'Pizza base',
    true,
    false,
    0,
    [
      ['Classic', 0, true],
      ['Gluten-free base', 4],
    ],
  ],
  [
    'Dressing',
    false,
    false,
    0,
    [
      ['House dressing', 0, true],
      ['On the side', 0],
      ['No dressing', 0],
    ],
  ],
  [
    'Sweet extras',
    false,
    true,
    2,
    [
      ['Vanilla ice cream', 3],
      ['Double cream', 2],
    ],
  ],
  [
    'Juice size',
    true,
    false,
    0,
    [
      ['Regular', 0, true],
      ['Large', 2],
    ],
  ],
];

const cents = (dollars: number) => Math.round(dollars * 100);
const money = (dollars: number) => dollars.toFixed(2);
const codes = (diet = '') => diet.split(' ').filter(Boolean);

function description(name: string, category: string): string {
  const where = category.split(' > ').at(-1)!.toLowerCase();
  return `${name}, made fresh in our kitchen every day. A ${where} favourite at every Larder.`;
}

const HOURS: RestaurantFileInput['stores'][number]['hours'] = {
  mon: ['07:00', '16:00'],
  tue: ['07:00', '16:00'],
  wed: ['07:00', '16:00'],
  thu: ['07:00', '21:00'],
  fri: ['07:00', '22:00'],
  sat: ['08:00', '22:00'],
  sun: ['08:00', '16:00'],
};

const PICKUP = {
  type: 'pickup',
  icon: 'walking',
  verb: 'Pickup',
  description: 'Order ahead and collect from the counter.',
  settings: { asap: 1, min_notice: 10 },
} as const;
const DELIVERY = {
  type: 'delivery',
  icon: 'motorcycle',
  verb: 'Delivery',
  description: 'Delivered by our own riders within 4 km.',
  settings: { min_notice: 40, time_block: 15, address_required: 1, delivery_mins: 35 },
} as const;
const DINE_IN = {
  type: 'dinein',
  icon: 'utensils',
  verb: 'Dine In',
  description: 'Order from your table.',
  settings: { asap: 1, time_frame: 'none', time_type: 'none', table_num_required: 1 },
} as const;

function store(
  slug: string,
  name: string,
  line1: string,
  suburb: string,
  postcode: string,
  geo: [number, number],
  extra: Partial<RestaurantFileInput['stores'][number]> = {},
): RestaurantFileInput['stores'][number] {
  return {
    slug,
    name,
    type: 'Cafe and kitchen',
    address: { line1, suburb, state: 'VIC', postcode },
    contact: { phone: '03 9000 0000' },
    geo: { lat: geo[0], long: geo[1], radius_km: 4 },
    timezone: 'Australia/Melbourne',
    locale: AU_LOCALE,
    texts: { payment: 'Card, Apple Pay and Google Pay.' },
    payment_methods: ['visa', 'mastercard', 'amex', 'apple-pay', 'google-pay'],
    hours: HOURS,
    special_dates: [
      { date: '2026-12-25', name: 'Christmas Day', hours: null },
      { date: '2026-12-26', name: 'Boxing Day', hours: ['09:00', '14:00'] },
    ],
    fulfilment: [PICKUP, DINE_IN],
    menu: 'all-day',
    ...extra,
  };
}

const categories = new Map<
  string,
  { key: string; name: string; items: unknown[]; categories: unknown[] }
>();
const top: unknown[] = [];
for (const [path, dishes] of Object.entries(MENU)) {
  const parts = path.split(' > ');
  let siblings = top;
  for (let depth = 1; depth <= parts.length; depth += 1) {
    const key = slugify(parts.slice(0, depth).join(' '));
    let category = categories.get(key);
    if (!category) {
      category = { key, name: parts[depth - 1]!, items: [], categories: [] };
      categories.set(key, category);
      siblings.push(category);
    }
    siblings = category.categories;
  }
  categories.get(slugify(parts.join(' ')))!.items.push(
    ...dishes.map(([name, price, diet, groups, picture]) => ({
      key: slugify(name),
      name,
      description: description(name, path),
      price: cents(price),
      ...(picture ? { image: picture } : {}),
      ...(codes(diet).length ? { diet: codes(diet) } : {}),
      ...(groups ? { modifier_groups: groups.split(';').map(slugify) } : {}),
    })),
  );
}

const restaurant = {
  $schema: '../../docs/restaurant.schema.json',
  format: 1,
  location_texts: {
    promo: 'New: the autumn menu, with pumpkin everything.',
    payment: 'Card, Apple Pay and Google Pay at every Larder.',
    delivery: 'Fitzroy delivers within 4 km.',
  },
  stores: [
    store(
      'larder-fitzroy',
      'Larder & Co – Fitzroy',
      '210 Brunswick Street',
      'Fitzroy',
      '3065',
      [-37.7994, 144.9783],
      {
        fulfilment: [PICKUP, DELIVERY, DINE_IN],
        texts: {
          payment: 'Card, Apple Pay and Google Pay.',
          delivery: 'Delivery within 4 km, about 35 minutes.',
        },
      },
    ),
    store(
      'larder-carlton',
      'Larder & Co – Carlton',
      '85 Lygon Street',
      'Carlton',
      '3053',
      [-37.8001, 144.9669],
    ),
    store(
      'larder-richmond',
      'Larder & Co – Richmond',
      '300 Swan Street',
      'Richmond',
      '3121',
      [-37.8251, 144.9972],
      {
        hours: { ...HOURS, sun: null },
      },
    ),
    store(
      'larder-geelong',
      'Larder & Co – Geelong',
      '12 Moorabool Street',
      'Geelong',
      '3220',
      [-38.1482, 144.3612],
      {
        status: 'coming_soon',
        status_text: 'Opening on the waterfront in autumn',
        fulfilment: [PICKUP],
        menu: null,
        special_dates: [],
      },
    ),
  ],
  menus: [
    {
      key: 'all-day',
      name: 'All Day Menu',
      modifier_groups: GROUPS.map(([name, mandatory, multiselect, max, options]) => ({
        key: slugify(name),
        name,
        ...(mandatory ? { mandatory } : {}),
        ...(multiselect ? { multiselect } : {}),
        ...(max ? { max } : {}),
        options: options.map(([option, price, isDefault]) => ({
          key: slugify(option),
          name: option,
          ...(price ? { price: cents(price) } : {}),
          ...(isDefault ? { default: true } : {}),
        })),
      })),
      categories: top,
    },
  ],
  home: {
    layout: 'list',
    blocks: [
      {
        type: 'welcome',
        title: 'Welcome to Larder & Co',
        content:
          '<p>All-day breakfast, lunch and good coffee in Fitzroy, Carlton and Richmond.</p>',
        alignment: 'center',
      },
      {
        type: 'place_order',
        title: 'Order now',
        content: '<p>Pickup, delivery or at your table.</p>',
        icon: 'bag',
      },
      {
        type: 'embed_link',
        title: 'Our story',
        link_url: '/embeds/larder/our-story.html',
        icon: 'info',
      },
    ],
    pages: [
      {
        slug: 'our-story',
        title: 'Our story',
        body: '<p>Larder & Co opened on Brunswick Street in 2015 with one coffee machine and a toaster.</p>',
      },
    ],
  },
  location_groups: [
    {
      code: 'inner-north',
      title: 'Inner North',
      subtitle: 'Fitzroy and Carlton',
      stores: ['larder-fitzroy', 'larder-carlton'],
    },
    { code: 'inner-east', title: 'Inner East', stores: ['larder-richmond'] },
    { code: 'regional', title: 'Regional', subtitle: 'Geelong', stores: ['larder-geelong'] },
  ],
};

const csvCell = (value: string) =>
  /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
const csvLine = (cells: readonly string[]) => cells.map(csvCell).join(',');

const items = [
  csvLine(['category', 'name', 'description', 'price', 'dietary', 'image', 'key', 'groups']),
  ...Object.entries(MENU).flatMap(([path, dishes]) =>
    dishes.map(([name, price, diet = '', groups = '', picture = '']) =>
      csvLine([
        path,
        name,
        description(name, path),
        money(price),
        diet,
        picture,
        slugify(name),
        groups,
      ]),
    ),
  ),
];
const options = [
  csvLine(['group', 'option', 'price', 'default', 'mandatory', 'multiselect', 'max']),
  ...GROUPS.flatMap(([group, mandatory, multiselect, max, entries]) =>
    entries.map(([option, price, isDefault], index) =>
      csvLine([
        group,
        option,
        money(price),
        isDefault ? 'yes' : '',
        index === 0 ? (mandatory ? 'yes' : 'no') : '',
        index === 0 ? (multiselect ? 'yes' : 'no') : '',
        index === 0 && max ? String(max) : '',
      ]),
    ),
  ),
];

mkdirSync(join(OUT, 'images'), { recursive: true });
writeFileSync(join(OUT, 'restaurant.json'), restaurantJson(restaurant));
writeFileSync(join(OUT, 'items.csv'), `${items.join('\n')}\n`);
writeFileSync(join(OUT, 'options.csv'), `${options.join('\n')}\n`);
for (const [file, art, backdrop] of PICTURES)
  writeFileSync(join(OUT, 'images', file), `${renderDish(art, backdrop, file)}\n`);
const count = Object.values(MENU).reduce((sum, dishes) => sum + dishes.length, 0);
process.stdout.write(`Wrote examples/larder: ${restaurant.stores.length} stores, ${count} items\n`);
