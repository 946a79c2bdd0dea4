/**
 * The sandbox maps provider: behaves like Google's Places autocomplete and details (same shapes,
 * same habits: a street without a number typed comes back without a street_number, a freeway
 * without a postal_code) over the small gazetteer, so the address form's rules and the server's
 * postcode check run for real without a key or a network.
 */
import { fail, ok } from '@/domain/result';
import { CITIES, LOCALITIES, STREETS, type Locality, type Street } from './gazetteer';
import type {
  AddressComponent,
  AddressDetails,
  LatLng,
  MapsAdapter,
  PlaceSuggestion,
} from './types';

/** Google answers at most five predictions. */
const MAX_SUGGESTIONS = 5;
const WA_STATE_ONLY = { long: 'Western Australia', short: 'WA' };

/** '3/12A South Terrace' → unit 3, number 12A, rest 'south terrace'. */
const NUMBERED = /^(?:(\d+[a-z]?)\s*\/\s*)?(\d+[a-z]?)\s+(.+)$/i;

/** Street-type abbreviations Google understands in a query. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'street',
  rd: 'road',
  tce: 'terrace',
  hwy: 'highway',
  pde: 'parade',
  ave: 'avenue',
  blvd: 'boulevard',
  fwy: 'freeway',
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[,]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word);
}

/**
 * How well the typed words fit a candidate, roughly as Google matches: every word must start a
 * word of the name or its place (else null); more whole words typed, and fewer words of the name
 * left untyped, rank higher.
 */
function matchScore(query: string[], name: string, place: string): number | null {
  const nameWords = words(name);
  const target = [...nameWords, ...words(place)];
  if (!query.every((word) => target.some((part) => part.startsWith(word)))) return null;
  const exact = query.filter((word) => target.includes(word)).length;
  const untyped = nameWords.filter((part) => !query.some((word) => part.startsWith(word))).length;
  return exact * 10 - untyped;
}

function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

function localityOf(entry: Street): Locality | null {
  return entry.locality === null ? null : (LOCALITIES[entry.locality] ?? null);
}

function countryOf(entry: Street): string {
  return localityOf(entry)?.country.short ?? 'AU';
}

/** 'Fremantle WA, Australia', as Google writes an address's secondary text. */
function secondaryText(entry: Street): string {
  const place = localityOf(entry);
  if (!place) return 'WA, Australia';
  return `${place.name} ${place.state.short}, ${place.country.long}`;
}

function streetSuggestion(index: number, entry: Street, number: string): PlaceSuggestion {
  const mainText = number ? `${number} ${entry.name}` : entry.name;
  const secondary = secondaryText(entry);
  return {
    placeId: `sandbox:street:${index}:${number}`,
    description: `${mainText}, ${secondary}`,
    mainText,
    secondaryText: secondary,
  };
}

type Ranked<T> = T & LatLng & { score: number };

/**
 * Best match first; with a point to bias towards, results inside the circle come before those
 * outside it (a bias, not a restriction, as Google's locationBias), nearer first among equals.
 */
function ranked<T>(items: Ranked<T>[], options: { near?: LatLng; radiusKm?: number }): Ranked<T>[] {
  const near = options.near;
  const radius = options.radiusKm ?? 100;
  const outside = (item: LatLng) => (near && distanceKm(near, item) > radius ? 1 : 0);
  const distance = (item: LatLng) => (near ? distanceKm(near, item) : 0);
  return [...items].sort(
    (a, b) => outside(a) - outside(b) || b.score - a.score || distance(a) - distance(b),
  );
}

function components(entry: Street, number: string): AddressComponent[] {
  const place = localityOf(entry);
  const list: AddressComponent[] = [];
  if (number) list.push({ long_name: number, short_name: number, types: ['street_number'] });
  list.push({ long_name: entry.name, short_name: entry.name, types: ['route'] });
  if (place) {
    list.push({ long_name: place.name, short_name: place.name, types: ['locality', 'political'] });
    list.push({
      long_name: place.council,
      short_name: place.council,
      types: ['administrative_area_level_2', 'political'],
    });
  }
  const state = place?.state ?? WA_STATE_ONLY;
  list.push({
    long_name: state.long,
    short_name: state.short,
    types: ['administrative_area_level_1', 'political'],
  });
  const country = place?.country ?? { long: 'Australia', short: 'AU' };
  list.push({
    long_name: country.long,
    short_name: country.short,
    types: ['country', 'political'],
  });
  if (place?.postcode)
    list.push({ long_name: place.postcode, short_name: place.postcode, types: ['postal_code'] });
  return list;
}

function formatted(entry: Street, number: string): string {
  const place = localityOf(entry);
  const line = number ? `${number} ${entry.name}` : entry.name;
  if (!place) return `${line}, WA, Australia`;
  const tail = [place.state.short, place.postcode].filter(Boolean).join(' ');
  return `${line}, ${place.name} ${tail}, ${place.country.long}`;
}

function wantsCountry(countries: string[], code: string): boolean {
  return countries.length === 0 || countries.some((c) => c.toUpperCase() === code);
}

function citySuggestion(index: number, place: Locality): PlaceSuggestion {
  const secondary = `${place.state.short}, ${place.country.long}`;
  return {
    placeId: `sandbox:city:${index}`,
    description: `${place.name} ${secondary}`,
    mainText: place.name,
    secondaryText: secondary,
  };
}

const PLACE_ID = /^sandbox:(street|city):(\d+)(?::(.*))?$/;

export const sandboxMaps: MapsAdapter = {
  provider: 'sandbox',

  async suggestAddresses(text, options) {
    const trimmed = text.trim();
    const numbered = NUMBERED.exec(trimmed);
    const unit = numbered?.[1] ?? '';
    const number = numbered ? `${unit ? `${unit}/` : ''}${numbered[2] ?? ''}`.toUpperCase() : '';
    const query = words(numbered ? (numbered[3] ?? '') : trimmed);
    if (query.length === 0) return ok([]);
    const found = STREETS.flatMap((entry, index) => {
      if (!wantsCountry(options.countries, countryOf(entry))) return [];
      const place = localityOf(entry);
      const where = `${place?.name ?? ''} ${place?.state.short ?? 'WA'} ${place?.postcode ?? ''}`;
      const score = matchScore(query, entry.name, where);
      return score === null ? [] : [{ entry, index, lat: entry.lat, lng: entry.lng, score }];
    });
    return ok(
      ranked(found, options)
        .slice(0, MAX_SUGGESTIONS)
        .map(({ entry, index }) => streetSuggestion(index, entry, number)),
    );
  },

  async addressDetails(placeId) {
    const parsed = PLACE_ID.exec(placeId);
    const entry = parsed?.[1] === 'street' ? STREETS[Number(parsed[2])] : undefined;
    if (!entry) return fail('lookup-failed', `Unknown place ${placeId}`);
    const number = parsed?.[3] ?? '';
    const details: AddressDetails = {
      placeId,
      formattedAddress: formatted(entry, number),
      addressComponents: components(entry, number),
      location: { lat: entry.lat, lng: entry.lng },
    };
    return ok(details);
  },

  async suggestPlaces(text, options) {
    const query = words(text);
    if (query.length === 0) return ok([]);
    const found = CITIES.flatMap((place, index) => {
      if (!wantsCountry(options.countries, place.country.short)) return [];
      const score = matchScore(query, place.name, `${place.state.short} ${place.postcode ?? ''}`);
      return score === null ? [] : [{ place, index, lat: place.lat, lng: place.lng, score }];
    });
    return ok(
      ranked(found, {})
        .slice(0, MAX_SUGGESTIONS)
        .map(({ place, index }) => citySuggestion(index, place)),
    );
  },

  async placeLocation(placeId) {
    const parsed = PLACE_ID.exec(placeId);
    if (parsed?.[1] === 'city') {
      const place = CITIES[Number(parsed[2])];
      if (place) return ok({ lat: place.lat, lng: place.lng });
    }
    if (parsed?.[1] === 'street') {
      const entry = STREETS[Number(parsed[2])];
      if (entry) return ok({ lat: entry.lat, lng: entry.lng });
    }
    return fail('lookup-failed', `Unknown place ${placeId}`);
  },
};
