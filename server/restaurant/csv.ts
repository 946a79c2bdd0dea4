/**
 * The spreadsheet path: a menu from items.csv (one row per item) and an optional options.csv (one
 * row per option), converted to the restaurant file's menu so it imports through the same path.
 * Errors name the file, the row as a spreadsheet numbers it (the header is row 1) and the column.
 *
 * Keys: a category's is the slug of its path ('Drinks > Coffee' → 'drinks-coffee'), an item's the
 * key column or else the slug of its name, a group's the slug of its name, an option's the slug of
 * its name.
 */
import { parse } from 'csv-parse/sync';
import { slugify } from '../db/seed/write';
import {
  DIET_CODES,
  type DietCode,
  type RestaurantCategory,
  type RestaurantItem,
  type RestaurantMenu,
  type RestaurantModifierGroup,
} from './format';

export const ITEM_COLUMNS = [
  'category',
  'name',
  'description',
  'price',
  'dietary',
  'image',
  'key',
  'groups',
] as const;
export const OPTION_COLUMNS = [
  'group',
  'option',
  'price',
  'default',
  'mandatory',
  'multiselect',
  'max',
] as const;

export type CsvFile = { name: string; text: string };
export type CsvMenuContent = Omit<RestaurantMenu, 'key' | 'name'>;
export type CsvMenu = { ok: true; menu: CsvMenuContent } | { ok: false; problems: string[] };

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PRICE = /^-?\$?(\d+)(?:\.(\d{1,2}))?$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** The category path's separator in the category column. */
const PATH = '>';

export function menuFromCsv(items: CsvFile, options: CsvFile | null): CsvMenu {
  const problems: string[] = [];
  const groups = options ? groupsFromCsv(options, problems) : [];
  const groupByName = new Map<string, RestaurantModifierGroup>();
  for (const group of groups) {
    groupByName.set(group.name.toLowerCase(), group);
    groupByName.set(group.key, group);
  }

  const rows = table(items, ITEM_COLUMNS, ['category', 'name', 'price'], problems);
  const top: RestaurantCategory[] = [];
  const categories = new Map<string, RestaurantCategory>();
  const itemRows = new Map<string, number>();
  for (const { row, at } of rows) {
    const where = (column: string) => `${items.name} row ${at}, column ${column}`;
    const path = (row.category ?? '')
      .split(PATH)
      .map((part) => part.trim())
      .filter(Boolean);
    const name = (row.name ?? '').trim();
    if (!path.length) problems.push(`${where('category')}: the item needs a category`);
    if (!name) problems.push(`${where('name')}: the item needs a name`);
    const price = cents(row.price ?? '');
    if (price === null || price < 0)
      problems.push(`${where('price')}: '${row.price ?? ''}' is not a price (like 12.50)`);
    const diet = dietary(row.dietary ?? '');
    if (!Array.isArray(diet))
      problems.push(
        `${where('dietary')}: '${diet.unknown}' is not a dietary code (${DIET_CODES.join(' ')})`,
      );
    const key = (row.key ?? '').trim() || slugify(name);
    if ((row.key ?? '').trim() && !KEY.test(key))
      problems.push(`${where('key')}: '${key}' is not a key (like flat-white)`);
    const earlier = itemRows.get(key);
    if (earlier !== undefined && name)
      problems.push(
        `${where((row.key ?? '').trim() ? 'key' : 'name')}: the key '${key}' is already on row ${earlier}; give one of them its own key`,
      );
    itemRows.set(key, earlier ?? at);
    const groupKeys: string[] = [];
    for (const groupName of (row.groups ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const group = groupByName.get(groupName.toLowerCase());
      if (group) groupKeys.push(group.key);
      else
        problems.push(
          `${where('groups')}: no group '${groupName}' in ${options?.name ?? 'an options CSV (--options)'}`,
        );
    }
    if (!path.length || !name || price === null || !Array.isArray(diet)) continue;
    const item: RestaurantItem = {
      key,
      name,
      description: (row.description ?? '').trim(),
      notes: '',
      price,
      image: (row.image ?? '').trim(),
      diet,
      modifier_groups: groupKeys,
      available: true,
      unavailable_text: '',
      max_qty: null,
    };
    categoryAt(path, top, categories).items.push(item);
  }
  if (problems.length) return { ok: false, problems };
  if (!top.length) return { ok: false, problems: [`${items.name}: no items`] };
  return { ok: true, menu: { modifier_groups: groups, categories: top } };
}

function categoryAt(
  path: readonly string[],
  top: RestaurantCategory[],
  categories: Map<string, RestaurantCategory>,
): RestaurantCategory {
  let siblings = top;
  let found: RestaurantCategory | undefined;
  for (let depth = 1; depth <= path.length; depth += 1) {
    const key = slugify(path.slice(0, depth).join(' ')) || 'category';
    found = categories.get(key);
    if (!found) {
      found = {
        key,
        name: path[depth - 1]!,
        description: '',
        image: '',
        items: [],
        categories: [],
      };
      categories.set(key, found);
      siblings.push(found);
    }
    siblings = found.categories;
  }
  return found!;
}

function groupsFromCsv(file: CsvFile, problems: string[]): RestaurantModifierGroup[] {
  const groups = new Map<string, RestaurantModifierGroup & { row: number }>();
  for (const { row, at } of table(file, OPTION_COLUMNS, ['group', 'option'], problems)) {
    const where = (column: string) => `${file.name} row ${at}, column ${column}`;
    const groupName = (row.group ?? '').trim();
    const optionName = (row.option ?? '').trim();
    if (!groupName) problems.push(`${where('group')}: the option needs a group`);
    if (!optionName) problems.push(`${where('option')}: the option needs a name`);
    const price = (row.price ?? '').trim() === '' ? 0 : cents(row.price ?? '');
    if (price === null)
      problems.push(`${where('price')}: '${row.price}' is not a price (like 0.50)`);
    const flags = {
      default: yesNo(row.default, where('default'), problems),
      mandatory: yesNo(row.mandatory, where('mandatory'), problems),
      multiselect: yesNo(row.multiselect, where('multiselect'), problems),
    };
    const maxText = (row.max ?? '').trim();
    const max = maxText === '' ? 0 : /^\d+$/.test(maxText) ? Number(maxText) : null;
    if (max === null) problems.push(`${where('max')}: '${maxText}' is not a whole number`);
    if (!groupName || !optionName || price === null || max === null) continue;
    const key = slugify(groupName) || 'group';
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        name: groupName,
        mandatory: flags.mandatory ?? false,
        multiselect: flags.multiselect ?? false,
        max,
        options: [],
        row: at,
      };
      groups.set(key, group);
    } else {
      for (const setting of ['mandatory', 'multiselect'] as const)
        if ((row[setting] ?? '').trim() !== '' && flags[setting] !== group[setting])
          problems.push(
            `${where(setting)}: the group '${groupName}' says otherwise on row ${group.row}`,
          );
      if (maxText !== '' && max !== group.max)
        problems.push(
          `${where('max')}: the group '${groupName}' says otherwise on row ${group.row}`,
        );
    }
    const optionKey = slugify(optionName) || 'option';
    if (group.options.some((option) => option.key === optionKey))
      problems.push(`${where('option')}: '${optionName}' is already in the group '${groupName}'`);
    else
      group.options.push({
        key: optionKey,
        name: optionName,
        price,
        default: flags.default ?? false,
      });
  }
  return [...groups.values()].map(({ row: _row, ...group }) => group);
}

type Row = Partial<Record<string, string>>;

/** The file's rows by header name, each with its spreadsheet row number. */
function table(
  file: CsvFile,
  columns: readonly string[],
  required: readonly string[],
  problems: string[],
): { row: Row; at: number }[] {
  let records: string[][];
  try {
    records = parse(file.text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    problems.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
  const [header = [], ...body] = records;
  const names = header.map((name) => name.trim().toLowerCase());
  for (const name of names)
    if (!columns.includes(name))
      problems.push(
        `${file.name}: unknown column '${name}' (the columns are ${columns.join(', ')})`,
      );
  for (const name of required)
    if (!names.includes(name)) problems.push(`${file.name}: the column '${name}' is missing`);
  return body.map((cells, index) => ({
    row: Object.fromEntries(names.map((name, column) => [name, cells[column] ?? ''])),
    at: index + 2,
  }));
}

/** '12.50', '12.5', '12', '$12.50' → cents; null when it is not a price. */
export function cents(text: string): number | null {
  const match = PRICE.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return text.trim().startsWith('-') ? -value : value;
}

/** 'V GF', 'v, gf' → codes; the first unknown code otherwise. */
export function dietary(text: string): DietCode[] | { unknown: string } {
  const codes: DietCode[] = [];
  for (const token of text.split(/[\s,;/]+/).filter(Boolean)) {
    const code = DIET_CODES.find((known) => known === token.toUpperCase());
    if (!code) return { unknown: token };
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

function yesNo(value: string | undefined, where: string, problems: string[]): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return text === '' ? null : false;
  problems.push(`${where}: '${value}' is not yes or no`);
  return null;
}
