/**
 * The configurable home (spec 3 §2 'Home (configurable)', §3 'Home response'): per-brand settings,
 * the ordered blocks, the announcements, and the pages embed_link and iframe blocks point at
 * (served at /embeds/{brand}/{slug}.html). All of it is plain rows, so a restaurant edits its home
 * in the database and the next AppHome call shows the change (nothing here is cached).
 */
import { sql, type Kysely } from 'kysely';

const BLOCK_TYPES = [
  'welcome',
  'image',
  'announcements',
  'place_order',
  'embed_link',
  'share',
  'account',
  'google_review',
  'internal_link',
  'external_link',
  'iframe',
  'push_notifs',
  'app_download',
];

const upStatements = [
  `create table home_settings (
    brand_id integer primary key references brands (id) on delete cascade,
    layout text not null default 'list' check (layout in ('list', 'grid')),
    form_style text not null default '',
    redirect_uri text,
    merchant_id integer references merchants (id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
  `create table home_blocks (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    position integer not null default 0,
    block text not null check (block in (${BLOCK_TYPES.map((type) => `'${type}'`).join(', ')})),
    title text not null default '',
    content text not null default '',
    image_url text not null default '',
    link_url text not null default '',
    target text not null default '',
    icon text not null default '',
    visible boolean not null default true,
    audience text not null default 'all' check (audience in ('all', 'guest', 'member')),
    use_card boolean not null default true,
    form_group_style text not null default '',
    image_card_style text not null default '',
    place_order_btn boolean not null default false,
    share_url text not null default '',
    heading text not null default '',
    alignment text not null default 'left' check (alignment in ('left', 'center', 'right')),
    show_push_register boolean not null default false,
    nocontent boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index home_blocks_brand_idx on home_blocks (brand_id, position)`,
  `create table home_announcements (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    title text not null,
    content text not null default '',
    published boolean not null default true,
    created_at timestamptz not null default now(),
    expires_at timestamptz
  )`,
  `create index home_announcements_brand_idx on home_announcements (brand_id, created_at)`,
  `create table home_pages (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    slug text not null check (slug ~ '^[a-z0-9-]+$'),
    title text not null,
    body text not null,
    updated_at timestamptz not null default now(),
    unique (brand_id, slug)
  )`,
];

const downStatements = ['home_pages', 'home_announcements', 'home_blocks', 'home_settings'].map(
  (table) => `drop table if exists ${table}`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
