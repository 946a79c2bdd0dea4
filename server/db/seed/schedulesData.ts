/**
 * The seeded delivery areas, slots, stops, pickup locations and promo codes of both brands. Tests
 * and the client's journeys rely on these: Fremantle Fig & Olive delivers to 6160 Fremantle but not
 * 6000 Perth; its 12:00 and 6:00 pm slots are almost full (capacity under 20); WELCOME10 takes 10 %
 * off, FIGS5 $5 off an order of $30 or more, SPRING20 has expired.
 */
import type { WeekdayKey } from '@api/weekdays';
import type { SeedSchedules } from './schedules';

const WEEKDAYS: WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
const WEEKEND: WeekdayKey[] = ['sat', 'sun'];

export const figAndOliveSchedules: SeedSchedules = {
  merchants: {
    'fig-and-olive': {
      postcodes: [
        ['6160', 'Fremantle', 'WA', 500, 2000],
        ['6162', 'White Gum Valley', 'WA', 700, 2500],
        ['6162', 'Beaconsfield', 'WA', 700, 2500],
        ['6162', 'South Fremantle', 'WA', 600, 2000],
        ['6158', 'East Fremantle', 'WA', 700, 2500],
        ['6159', 'North Fremantle', 'WA', 800, 2500],
        ['6163', 'Hilton', 'WA', 900, 3000, 50],
      ],
      slots: [
        { start: '11:30', end: '12:00', cutOff: '10:30', capacity: 40 },
        { start: '12:00', end: '12:30', cutOff: '11:00', capacity: 15 },
        { start: '12:30', end: '13:00', cutOff: '11:30', capacity: 40 },
        { start: '13:00', end: '13:30', cutOff: '12:00', capacity: 30 },
        { start: '17:30', end: '18:00', cutOff: '16:30', capacity: 30 },
        { start: '18:00', end: '18:30', cutOff: '17:00', capacity: 12 },
        { start: '18:30', end: '19:00', cutOff: '17:30', capacity: 30 },
        { start: '19:00', end: '19:30', cutOff: '18:00', capacity: 30 },
        // Christmas Eve brunch: one extra slot, ordered by the afternoon before.
        {
          start: '10:00',
          end: '10:30',
          onlyDate: '2026-12-24',
          cutOff: '16:00',
          cutOffDaysBefore: 1,
          capacity: 20,
        },
      ],
      stops: [
        {
          label: 'Fremantle Markets car park',
          address: 'Corner of South Terrace and Henderson Street, Fremantle',
          time: '12:00',
          days: ['fri', 'sat', 'sun'],
          cutOff: '10:00',
          capacity: 25,
        },
        {
          label: 'South Beach Reserve',
          address: 'Ocean Drive, South Fremantle',
          time: '12:30',
          days: WEEKEND,
          cutOff: '10:30',
          capacity: 15,
        },
        {
          label: 'Fremantle Train Station forecourt',
          address: 'Elder Place, Fremantle',
          time: '12:15',
          days: WEEKDAYS,
          cutOff: '16:00',
          cutOffDaysBefore: 1,
          capacity: 30,
        },
      ],
      locations: [
        { label: 'Front counter', desc: 'Inside, at the register.', capacity: 200 },
        { label: 'Kerbside bay 2', desc: 'South Terrace, outside the café.', capacity: 10 },
        {
          label: 'Fremantle Markets stall 14',
          desc: 'Our weekend stall in the markets hall.',
          days: ['fri', 'sat', 'sun'],
          cutOff: '10:00',
          capacity: 40,
        },
      ],
    },
  },
  promos: [
    { code: 'WELCOME10', description: '10% off your order', kind: 'percent', value: 10 },
    {
      code: 'FIGS5',
      description: '$5 off orders of $30 or more',
      kind: 'amount',
      value: 500,
      minOrder: 3000,
      merchant: 'fig-and-olive',
    },
    {
      code: 'SPRING20',
      description: '20% off during spring',
      kind: 'percent',
      value: 20,
      startsOn: '2026-09-01',
      endsOn: '2026-10-31',
    },
  ],
};

export const harbourSchedules: SeedSchedules = {
  merchants: {
    'harbour-cbd': {
      postcodes: [
        ['6000', 'Perth', 'WA', 400, 2000],
        ['6003', 'Northbridge', 'WA', 500, 2000],
        ['6004', 'East Perth', 'WA', 500, 2000],
        ['6005', 'West Perth', 'WA', 500, 2000],
        ['6006', 'North Perth', 'WA', 700, 3000],
        ['6050', 'Mount Lawley', 'WA', 700, 3000, 45],
      ],
      slots: [
        { start: '12:00', end: '12:30', cutOff: '11:15', capacity: 30 },
        { start: '12:30', end: '13:00', cutOff: '11:45', capacity: 18 },
        { start: '18:00', end: '18:30', cutOff: '17:00', capacity: 30 },
        { start: '18:30', end: '19:00', cutOff: '17:30', capacity: 25 },
        { start: '19:00', end: '19:30', cutOff: '18:00', capacity: 10 },
      ],
      stops: [
        {
          label: 'Elizabeth Quay bus station',
          address: 'Mounts Bay Road, Perth',
          time: '12:15',
          days: WEEKDAYS,
          cutOff: '11:00',
          capacity: 20,
        },
        {
          label: 'Perth Arena forecourt',
          address: '700 Wellington Street, Perth',
          time: '18:30',
          days: ['fri', 'sat'],
          cutOff: '17:00',
          capacity: 12,
        },
      ],
      locations: [
        { label: 'Front counter', capacity: 150 },
        { label: 'Kerbside bay 2', desc: 'William Street loading zone.', capacity: 8 },
      ],
    },
    'harbour-northbridge': {
      postcodes: [],
      slots: [],
      stops: [],
      locations: [
        { label: 'Front counter', capacity: 150 },
        { label: 'Lake Street pickup window', capacity: 30 },
      ],
    },
  },
  promos: [
    { code: 'WELCOME10', description: '10% off your order', kind: 'percent', value: 10 },
    {
      code: 'NOODLE5',
      description: '$5 off orders of $30 or more',
      kind: 'amount',
      value: 500,
      minOrder: 3000,
    },
  ],
};
