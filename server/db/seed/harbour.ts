/**
 * The multi-store brand: Harbour Street Noodle Bar. Two trading locations in Perth (each with its
 * own copy of the menu, so prices and availability can differ per store) and a Fremantle store
 * that is coming soon, in two location groups.
 */
import type { SeedDay, SeedMerchant } from './types';
import { DELIVERY, DINE_IN, PICKUP, PICKUP_POINTS } from './fulfilmentTypes';
import { art, AU_LOCALE, type SeedBrandContent, type SeedGroup, type SeedMenu } from './types';

const GREEN = '#3f8a3a';
const CHILLI = '#d6362b';
const NOODLE = '#f1cf74';

const groups = {
  spice: {
    name: 'Spice level',
    mandatory: true,
    multiselect: false,
    options: [
      ['Mild', 0, true],
      ['Medium', 0],
      ['Hot', 0],
      ['Harbour hot', 0],
    ],
  },
  noodleExtras: {
    name: 'Extras',
    mandatory: false,
    multiselect: true,
    maxSelect: 3,
    options: [
      ['Extra noodles', 300],
      ['Soft-boiled egg', 250],
      ['Fried tofu', 300],
      ['Extra meat', 500],
      ['Half noodles', -200],
    ],
  },
  dumplingCook: {
    name: 'Cook',
    mandatory: true,
    multiselect: false,
    options: [
      ['Steamed', 0, true],
      ['Pan-fried', 100],
    ],
  },
  baoExtras: {
    name: 'Extras',
    mandatory: false,
    multiselect: true,
    maxSelect: 2,
    options: [
      ['Kimchi', 150],
      ['Extra pickles', 100],
      ['No coriander', 0],
    ],
  },
  teaTemp: {
    name: 'Ice',
    mandatory: true,
    multiselect: false,
    options: [
      ['Regular ice', 0, true],
      ['Less ice', 0],
      ['No ice', 0],
    ],
  },
} satisfies Record<string, SeedGroup>;

type GroupKey = keyof typeof groups;
const g = (...keys: GroupKey[]): GroupKey[] => keys;

const menu: SeedMenu = {
  name: 'Noodle Bar Menu',
  groups,
  categories: [
    {
      name: 'Noodles',
      desc: 'Hand-pulled every morning.',
      backdrop: '#f5e6cf',
      items: [
        {
          name: 'Beef Pho',
          price: 1950,
          diet: ['GF', 'DF', 'EF', 'LF'],
          groups: g('spice', 'noodleExtras'),
          art: art('noodles', '#c98a4a', '#f4ead2', '#7a3e24', GREEN),
          desc: 'Twelve-hour beef broth with rice noodles, sliced brisket, Thai basil and lime.',
        },
        {
          name: 'Dan Dan Noodles',
          price: 1800,
          diet: ['DF'],
          groups: g('spice', 'noodleExtras'),
          art: art('noodles', '#b8432b', NOODLE, '#6b2a1a', GREEN),
          desc: 'Wheat noodles with spicy pork mince, sesame, preserved vegetables and chilli oil.',
        },
        {
          name: 'Singapore Noodles',
          price: 1850,
          diet: ['DF', 'GF'],
          groups: g('spice', 'noodleExtras'),
          art: art('noodles', '#f2c94c', '#f6d97a', '#e0673a', GREEN),
          desc: 'Curried rice vermicelli with prawns, char siu, egg and capsicum.',
        },
        {
          name: 'Chicken Laksa',
          price: 2100,
          diet: ['GF', 'EF'],
          groups: g('spice', 'noodleExtras'),
          art: art('noodles', '#e8823a', NOODLE, '#f4f1e8', GREEN),
          desc: 'Coconut curry broth with chicken, tofu puffs, bean sprouts and egg noodles.',
        },
        {
          name: 'Vegetable Ramen',
          price: 1800,
          diet: ['VE', 'DF', 'EF', 'LF'],
          groups: g('spice', 'noodleExtras'),
          art: art('noodles', '#d9b77e', NOODLE, '#7a5a3a', GREEN),
          desc: 'Miso and shiitake broth with ramen noodles, corn, bok choy and nori.',
        },
        {
          name: 'Pad See Ew',
          price: 1900,
          diet: ['DF'],
          groups: g('noodleExtras'),
          art: art('noodles', '#6b4a2f', '#e8c27a', '#3f8a3a', '#c98a4a'),
          desc: 'Wok-fried flat rice noodles with chicken, Chinese broccoli and sweet soy.',
        },
      ],
    },
    {
      name: 'Dumplings',
      desc: 'Folded by hand in the open kitchen.',
      backdrop: '#e7eef3',
      items: [
        {
          name: 'Pork & Chive Dumplings',
          price: 1400,
          diet: ['DF'],
          groups: g('dumplingCook'),
          art: art('dumplings', '#f7f1e3', GREEN, '#e2d6bf'),
          desc: 'Eight pork and garlic chive dumplings with black vinegar.',
        },
        {
          name: 'Prawn Har Gow',
          price: 1500,
          diet: ['DF', 'GF'],
          groups: g('dumplingCook'),
          art: art('dumplings', '#f4e4e0', '#f08a5d', '#e8c8c0'),
          desc: 'Six translucent prawn dumplings.',
        },
        {
          name: 'Vegetable Gyoza',
          price: 1300,
          diet: ['VE', 'DF', 'EF', 'LF'],
          groups: g('dumplingCook'),
          art: art('dumplings', '#f3e7c9', '#6aa84f', '#dcc9a0'),
          desc: 'Eight cabbage, shiitake and carrot gyoza.',
        },
        {
          name: 'Xiao Long Bao',
          price: 1500,
          diet: ['DF'],
          art: art('dumplings', '#fbf6ec', '#c98a4a', '#e6dccb'),
          desc: 'Six soup dumplings filled with pork and hot broth.',
        },
        {
          name: 'Chilli Oil Wontons',
          price: 1450,
          diet: ['DF'],
          art: art('bowl', CHILLI, '#f4e8d2', '#f4e8d2', GREEN),
          desc: 'Pork wontons in Sichuan chilli oil with black vinegar and spring onion.',
        },
      ],
    },
    {
      name: 'Bao',
      desc: 'Soft steamed buns, two per serve.',
      backdrop: '#f3e3ea',
      items: [
        {
          name: 'Pork Belly Bao',
          price: 1600,
          diet: ['DF'],
          groups: g('baoExtras'),
          art: art('bao', '#8a3a24', GREEN, '#e0503a'),
          desc: 'Braised pork belly, hoisin, pickled cucumber and peanuts.',
        },
        {
          name: 'Crispy Chicken Bao',
          price: 1500,
          diet: ['DF', 'H'],
          groups: g('baoExtras'),
          art: art('bao', '#d99a4a', '#6aa84f', '#f2c94c'),
          desc: 'Fried chicken thigh, sriracha mayo and slaw.',
        },
        {
          name: 'Sticky Tofu Bao',
          price: 1400,
          diet: ['VE', 'DF', 'EF', 'LF'],
          groups: g('baoExtras'),
          art: art('bao', '#e0a45c', '#6aa84f', '#e0503a'),
          desc: 'Glazed tofu, pickled carrot, coriander and sesame.',
        },
        {
          name: 'Fish Bao',
          price: 1600,
          diet: ['DF'],
          groups: g('baoExtras'),
          art: art('bao', '#f0d8a8', '#8fbf4d', '#f6d743'),
          desc: 'Tempura fish, yuzu mayo and shredded cabbage.',
        },
      ],
    },
    {
      name: 'Rice & Sides',
      backdrop: '#eef0dd',
      items: [
        {
          name: 'Egg Fried Rice',
          price: 1100,
          diet: ['V', 'DF'],
          art: art('bowl', '#f3e2b0', '#f6d45a', '#6aa84f', '#e58b2b'),
          desc: 'Wok-tossed jasmine rice with egg, peas and spring onion.',
        },
        {
          name: 'Steamed Jasmine Rice',
          price: 400,
          diet: ['VE', 'GF', 'DF', 'EF', 'LF', 'H'],
          art: art('bowl', '#fbf8f0', '#f4efe2'),
          desc: 'A bowl of fluffy jasmine rice.',
        },
        {
          name: 'Smacked Cucumber',
          price: 700,
          diet: ['VE', 'DF', 'EF', 'LF'],
          art: art('salad', '#5f9a3c', '#e8e0c8', CHILLI),
          desc: 'Cucumber with garlic, black vinegar and chilli oil.',
        },
        {
          name: 'Prawn Crackers',
          price: 500,
          diet: ['DF', 'GF'],
          art: art('bowl', '#f6ead2', '#f3c8b8', '#f6ead2'),
          desc: 'Light and crunchy, with sweet chilli.',
        },
      ],
    },
    {
      name: 'Drinks',
      backdrop: '#dbeef0',
      items: [
        {
          name: 'Thai Milk Tea',
          price: 650,
          diet: ['V', 'GF', 'EF'],
          groups: g('teaTemp'),
          art: art('glass', '#e8995a', '#f4efe6', '#0b4f8a'),
          desc: 'Strong black tea with condensed milk, over ice.',
        },
        {
          name: 'Lychee Soda',
          price: 550,
          diet: ['VE', 'GF', 'DF', 'EF', 'LF', 'H'],
          groups: g('teaTemp'),
          art: art('glass', '#f6d5dc', '#fbf3f4', '#c2410c'),
          desc: 'House lychee syrup, lime and soda.',
        },
        {
          name: 'Jasmine Tea Pot',
          price: 450,
          diet: ['VE', 'GF', 'DF', 'EF', 'LF', 'H'],
          art: art('pot', '#3e7a6e', '#f4efe6', '#f4efe6'),
          desc: 'A pot of jasmine green tea for the table.',
        },
        {
          name: 'Coconut Water',
          price: 600,
          diet: ['VE', 'GF', 'DF', 'EF', 'LF', 'H'],
          art: art('bottle', '#e9efe0', '#3f8a3a', '#8a6a3a'),
          desc: 'Chilled young coconut water.',
        },
      ],
    },
  ],
};

const CITY_HOURS: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', SeedDay> = {
  mon: ['11:00', '21:00'],
  tue: ['11:00', '21:00'],
  wed: ['11:00', '21:00'],
  thu: ['11:00', '21:00'],
  fri: ['11:00', '22:00'],
  sat: ['11:00', '22:00'],
  sun: ['12:00', '20:00'],
};

const common = {
  merchantType: 'Noodle bar',
  state: 'WA',
  orderForLater: true,
  timezone: 'Australia/Perth',
  locale: AU_LOCALE,
  paymentMethods: ['visa', 'mastercard', 'apple-pay', 'google-pay'],
  radiusKm: 5,
} as const;

const merchants: SeedMerchant[] = [
  {
    ...common,
    slug: 'harbour-cbd',
    name: 'Harbour Street Noodle Bar – Perth CBD',
    address1: '140 William Street',
    suburb: 'Perth',
    postcode: '6000',
    phone: '08 9322 4400',
    status: 'trading',
    lat: -31.954,
    long: 115.8585,
    hours: CITY_HOURS,
    specials: [{ date: '2026-12-25', name: 'Christmas Day', hours: null }],
    fulfilment: [PICKUP, DELIVERY, DINE_IN],
    menu,
  },
  {
    ...common,
    slug: 'harbour-northbridge',
    name: 'Harbour Street Noodle Bar – Northbridge',
    address1: '88 James Street',
    suburb: 'Northbridge',
    postcode: '6003',
    phone: '08 9328 7711',
    status: 'trading',
    lat: -31.9475,
    long: 115.8573,
    hours: { ...CITY_HOURS, fri: ['11:30', '23:00'], sat: ['11:30', '23:00'] },
    specials: [{ date: '2026-12-25', name: 'Christmas Day', hours: null }],
    fulfilment: [PICKUP_POINTS, DINE_IN],
    menu,
  },
  {
    ...common,
    slug: 'harbour-fremantle',
    name: 'Harbour Street Noodle Bar – Fremantle',
    address1: '3 Mews Road',
    suburb: 'Fremantle',
    postcode: '6160',
    phone: '',
    status: 'coming_soon',
    cstext: 'Opening on the Fishing Boat Harbour in autumn 2027',
    lat: -32.0585,
    long: 115.7455,
    hours: CITY_HOURS,
    specials: [],
    fulfilment: [PICKUP],
  },
];

export const harbour: SeedBrandContent = {
  locationTexts: {
    promo: 'New: Chilli Oil Wontons at every Harbour Street.',
    payment: 'Card, Apple Pay and Google Pay accepted.',
    delivery: 'Delivery from Perth CBD within 5 km.',
    warning: '',
  },
  groups: [
    {
      code: 'perth-city',
      title: 'Perth City',
      subtitle: 'CBD and Northbridge',
      merchants: ['harbour-cbd', 'harbour-northbridge'],
    },
    { code: 'port', title: 'Port', subtitle: 'Fremantle', merchants: ['harbour-fremantle'] },
  ],
  merchants,
};
