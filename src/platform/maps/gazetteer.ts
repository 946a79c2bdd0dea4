/**
 * The sandbox's small gazetteer: real Perth and Fremantle streets and suburbs with approximate
 * positions, covering Fremantle Fig & Olive's delivery postcodes (6160, 6162, 6158, 6159, 6163),
 * Harbour CBD's (6000, 6003, 6004, 6005, 6006, 6050), a few suburbs outside both (so the server
 * can refuse them), two New Zealand streets and a highway Google answers without a postcode.
 */

export type Locality = {
  name: string;
  /** Null for places Google answers without one. */
  postcode: string | null;
  state: { long: string; short: string };
  country: { long: string; short: string };
  /** The local government area (administrative_area_level_2). */
  council: string;
  lat: number;
  lng: number;
};

export type Street = {
  name: string;
  /** Index into LOCALITIES; null for a road that spans suburbs (no locality, no postcode). */
  locality: number | null;
  lat: number;
  lng: number;
};

const WA = { long: 'Western Australia', short: 'WA' };
const AU = { long: 'Australia', short: 'AU' };
const NZ = { long: 'New Zealand', short: 'NZ' };

function au(name: string, postcode: string, council: string, lat: number, lng: number): Locality {
  return { name, postcode, state: WA, country: AU, council, lat, lng };
}

export const LOCALITIES: readonly Locality[] = [
  au('Fremantle', '6160', 'City of Fremantle', -32.0569, 115.7439), // 0
  au('South Fremantle', '6162', 'City of Fremantle', -32.0686, 115.7543), // 1
  au('White Gum Valley', '6162', 'City of Fremantle', -32.0598, 115.7679), // 2
  au('Beaconsfield', '6162', 'City of Fremantle', -32.0689, 115.7656), // 3
  au('East Fremantle', '6158', 'Town of East Fremantle', -32.0369, 115.7672), // 4
  au('North Fremantle', '6159', 'City of Fremantle', -32.0334, 115.7522), // 5
  au('Hilton', '6163', 'City of Fremantle', -32.0652, 115.7808), // 6
  au('Perth', '6000', 'City of Perth', -31.9523, 115.8613), // 7
  au('Northbridge', '6003', 'City of Vincent', -31.9472, 115.8571), // 8
  au('East Perth', '6004', 'City of Perth', -31.9588, 115.8722), // 9
  au('West Perth', '6005', 'City of Perth', -31.9493, 115.8421), // 10
  au('North Perth', '6006', 'City of Vincent', -31.9272, 115.8534), // 11
  au('Mount Lawley', '6050', 'City of Stirling', -31.9338, 115.8714), // 12
  au('Cottesloe', '6011', 'Town of Cottesloe', -31.9947, 115.7582), // 13
  au('Subiaco', '6008', 'City of Subiaco', -31.9486, 115.8268), // 14
  au('Coogee', '6166', 'City of Cockburn', -32.1189, 115.7661), // 15
  au('Joondalup', '6027', 'City of Joondalup', -31.7448, 115.7661), // 16
  au('Mandurah', '6210', 'City of Mandurah', -32.5269, 115.7217), // 17
  au('Bunbury', '6230', 'City of Bunbury', -33.3271, 115.6414), // 18
  {
    name: 'Auckland Central',
    postcode: '1010',
    state: { long: 'Auckland', short: 'Auckland' },
    country: NZ,
    council: 'Auckland',
    lat: -36.8485,
    lng: 174.7633,
  }, // 19
  {
    name: 'Wellington Central',
    postcode: '6011',
    state: { long: 'Wellington', short: 'Wellington' },
    country: NZ,
    council: 'Wellington City',
    lat: -41.2865,
    lng: 174.7762,
  }, // 20
];

/** Cities for the locations screen's place box (spec 1 §2.3: cities in AU and NZ). */
export const CITIES: readonly Locality[] = [
  ...LOCALITIES,
  {
    name: 'Melbourne',
    postcode: '3000',
    state: { long: 'Victoria', short: 'VIC' },
    country: AU,
    council: 'City of Melbourne',
    lat: -37.8136,
    lng: 144.9631,
  },
  {
    name: 'Sydney',
    postcode: '2000',
    state: { long: 'New South Wales', short: 'NSW' },
    country: AU,
    council: 'Council of the City of Sydney',
    lat: -33.8688,
    lng: 151.2093,
  },
  {
    name: 'Adelaide',
    postcode: '5000',
    state: { long: 'South Australia', short: 'SA' },
    country: AU,
    council: 'City of Adelaide',
    lat: -34.9285,
    lng: 138.6007,
  },
  {
    name: 'Brisbane City',
    postcode: '4000',
    state: { long: 'Queensland', short: 'QLD' },
    country: AU,
    council: 'Brisbane City',
    lat: -27.4698,
    lng: 153.0251,
  },
  {
    name: 'Christchurch Central City',
    postcode: '8011',
    state: { long: 'Canterbury', short: 'Canterbury' },
    country: NZ,
    council: 'Christchurch City',
    lat: -43.5321,
    lng: 172.6362,
  },
];

function street(name: string, locality: number | null, lat: number, lng: number): Street {
  return { name, locality, lat, lng };
}

export const STREETS: readonly Street[] = [
  street('South Terrace', 0, -32.0575, 115.7478),
  street('High Street', 0, -32.0543, 115.7467),
  street('Market Street', 0, -32.0541, 115.7458),
  street('Henderson Street', 0, -32.0561, 115.7484),
  street('Adelaide Street', 0, -32.0522, 115.7487),
  street('Queen Victoria Street', 0, -32.0475, 115.7497),
  street('Marine Terrace', 0, -32.0588, 115.744),
  street('Essex Street', 0, -32.0578, 115.745),
  street('Packenham Street', 0, -32.0538, 115.7477),
  street('Cliff Street', 0, -32.0551, 115.7428),
  street('Hampton Road', 1, -32.0681, 115.7583),
  street('Douro Road', 1, -32.0649, 115.7548),
  street('Scott Street', 1, -32.0719, 115.7538),
  street('Stevens Street', 2, -32.0611, 115.7661),
  street('Watkins Street', 2, -32.0586, 115.7702),
  street('Lefroy Road', 3, -32.0701, 115.7632),
  street('Hale Street', 3, -32.0676, 115.7689),
  street('Canning Highway', 4, -32.0375, 115.7663),
  street('George Street', 4, -32.0405, 115.7612),
  street('Preston Point Road', 4, -32.0332, 115.7701),
  street('Stirling Highway', 5, -32.0339, 115.7513),
  street('Harvest Road', 5, -32.0306, 115.7548),
  street('Paget Street', 6, -32.0664, 115.7801),
  street('Carrington Street', 6, -32.0623, 115.7839),
  street('Hay Street', 7, -31.9539, 115.8589),
  street('Murray Street', 7, -31.953, 115.8596),
  street('St Georges Terrace', 7, -31.9555, 115.8566),
  street('William Street', 7, -31.9528, 115.8575),
  street('Barrack Street', 7, -31.9558, 115.8606),
  street('James Street', 8, -31.9474, 115.8586),
  street('Lake Street', 8, -31.9459, 115.8575),
  street('Aberdeen Street', 8, -31.9454, 115.8602),
  street('Royal Street', 9, -31.9561, 115.8752),
  street('Plain Street', 9, -31.9593, 115.8735),
  street('Ord Street', 10, -31.9482, 115.8398),
  street('Colin Street', 10, -31.9514, 115.8444),
  street('Fitzgerald Street', 11, -31.9281, 115.8569),
  street('View Street', 11, -31.9297, 115.8523),
  street('Beaufort Street', 12, -31.9316, 115.8718),
  street('Walcott Street', 12, -31.9262, 115.8686),
  street('Marine Parade', 13, -31.9962, 115.7524),
  street('Napoleon Street', 13, -31.9942, 115.7624),
  street('Rokeby Road', 14, -31.949, 115.8262),
  street('Bagot Road', 14, -31.9458, 115.824),
  street('Cockburn Road', 15, -32.1178, 115.7649),
  street('Grand Boulevard', 16, -31.7461, 115.7672),
  street('Mandurah Terrace', 17, -32.5306, 115.7225),
  street('Victoria Street', 18, -33.3266, 115.6394),
  street('Queen Street', 19, -36.8478, 174.7654),
  street('Karangahape Road', 19, -36.858, 174.758),
  street('Lambton Quay', 20, -41.2822, 174.776),
  street('Cuba Street', 20, -41.2936, 174.7752),
  // A freeway that crosses many suburbs: Google answers it without a locality or postcode.
  street('Kwinana Freeway', null, -32.09, 115.845),
];
