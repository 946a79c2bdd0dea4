/**
 * Stable keys for a restaurant file (server/restaurant/): every category, item and modifier group
 * has a key unique in its menu, and every option one unique in its group, so re-importing a file
 * updates the rows in place and keeps their ids, which carts and orders refer to. A menu keeps the
 * key of the file's menu it was copied from, since several stores may sell one menu.
 *
 * Rows that exist get the slug of their name (and '-<id>' where two would clash); a row inserted
 * without a key (seed scripts, tests, admin SQL) gets the slug of its name and its id.
 *
 * An import writes thousands of rows below one menu, and 0001's trigger bumps menus.version for
 * each (10,000 items took 8 s instead of 2 on PGlite). A transaction that sets
 * docket.menu_bulk_write bumps each menu it wrote once itself, before it commits.
 */
import { sql, type Kysely } from 'kysely';

const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';

/** [table, column the key is made from, the columns a key is unique within]. */
const KEYED = [
  ['categories', 'name', 'menu_id'],
  ['menu_items', 'name', 'menu_id'],
  ['modifier_groups', 'name', 'menu_id'],
  ['modifier_options', 'description', 'group_id'],
] as const;

const bumpMenuVersion = (guard: string) => `create or replace function docket_bump_menu_version()
  returns trigger language plpgsql as $$
  begin
    ${guard}
    if tg_op <> 'INSERT' then
      update menus set version = version + 1, updated_at = now() where id = old.menu_id;
    end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.menu_id is distinct from old.menu_id) then
      update menus set version = version + 1, updated_at = now() where id = new.menu_id;
    end if;
    return null;
  end $$`;

const upStatements = [
  bumpMenuVersion(
    `if current_setting('docket.menu_bulk_write', true) = 'on' then return null; end if;`,
  ),
  `create function docket_slug(text text) returns text language sql immutable as $$
    select coalesce(nullif(trim(both '-' from regexp_replace(
      translate(lower(text), '${ACCENTED}', '${PLAIN}'), '[^a-z0-9]+', '-', 'g')), ''), 'row')
  $$`,
  ...KEYED.flatMap(([table, source, scope]) => [
    `alter table ${table} add column key text`,
    `update ${table} set key = docket_slug(${source})`,
    `update ${table} t set key = t.key || '-' || t.id
     from (select id, row_number() over (partition by ${scope}, key order by id) as n from ${table}) r
     where r.id = t.id and r.n > 1`,
    `create function docket_key_${table}() returns trigger language plpgsql as $$
    begin
      if new.key is null then new.key := docket_slug(new.${source}) || '-' || new.id; end if;
      return new;
    end $$`,
    `create trigger ${table}_key before insert on ${table}
     for each row execute function docket_key_${table}()`,
    `alter table ${table} alter column key set not null`,
    `alter table ${table} add constraint ${table}_key_check check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`,
    `create unique index ${table}_key_idx on ${table} (${scope}, key)`,
  ]),
  `alter table menus add column key text`,
  `update menus set key = slug`,
  `create function docket_key_menus() returns trigger language plpgsql as $$
  begin
    if new.key is null then new.key := new.slug; end if;
    return new;
  end $$`,
  `create trigger menus_key before insert on menus for each row execute function docket_key_menus()`,
  `alter table menus alter column key set not null`,
];

const downStatements = [
  bumpMenuVersion(''),
  ...[...KEYED.map(([table]) => table), 'menus'].flatMap((table) => [
    `drop trigger if exists ${table}_key on ${table}`,
    `drop function if exists docket_key_${table}()`,
    `alter table ${table} drop column if exists key`,
  ]),
  'drop function if exists docket_slug(text)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
