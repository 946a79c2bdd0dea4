/**
 * Kiosks and staff devices. Assumes nothing of 0011 (the terminal's).
 *
 * - staff_devices: a kiosk's (customer status 3) or staff member's (status 8) device settings:
 *   the merchant it works at (whose orders the staff board lists, whose printer prints its
 *   dockets) and spec 3 §3 'Eftpos settings' as the server keeps them: is_eftpos_enabled,
 *   eftpos_provider ('LINKLY'), pos_guid (assigned by an admin; '' until then), receipt_cut,
 *   receipt_auto_print. The Linkly username, password and pair code are typed on the pairing
 *   screen and never reach the server; the secret lives on the device.
 * - print_jobs: `PrintQueue add` (spec 3 §7): a docket to print for an order, for the device that
 *   asked (pos_guid), queued until a printer bridge takes it. Unique per brand by request_id,
 *   as a backstop behind the idempotency store.
 * - print_bridges: a printer bridge's credential (only the token's SHA-256 is kept) and the
 *   merchant whose jobs it may take.
 */
import { sql, type Kysely } from 'kysely';

const upStatements = [
  `create table staff_devices (
    customer_id integer primary key references customers (id) on delete cascade,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer references merchants (id) on delete set null,
    is_eftpos_enabled boolean not null default false,
    eftpos_provider text not null default '' check (eftpos_provider in ('', 'LINKLY')),
    pos_guid text not null default '',
    receipt_cut boolean not null default true,
    receipt_auto_print boolean not null default false,
    updated_at timestamptz not null default now()
  )`,
  `create table print_bridges (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    name text not null,
    token_sha256 text not null unique,
    created_at timestamptz not null default now()
  )`,
  `create table print_jobs (
    id serial primary key,
    brand_id integer not null references brands (id) on delete cascade,
    merchant_id integer not null references merchants (id) on delete cascade,
    order_id integer not null references orders (id) on delete cascade,
    pos_guid text not null,
    requested_by integer not null references customers (id) on delete cascade,
    request_id text not null,
    status text not null default 'queued' check (status in ('queued', 'taken', 'printed', 'failed')),
    created_at timestamptz not null,
    taken_at timestamptz,
    taken_by integer references print_bridges (id) on delete set null,
    done_at timestamptz,
    unique (brand_id, request_id)
  )`,
  `create index print_jobs_queue_idx on print_jobs (merchant_id, status, id)`,
];

const downStatements = [
  `drop table if exists print_jobs`,
  `drop table if exists print_bridges`,
  `drop table if exists staff_devices`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db);
}
