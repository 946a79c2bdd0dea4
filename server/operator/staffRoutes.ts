/**
 * The operator console's staff route, so `npm run staff:add` works while the server runs on PGlite
 * (one process holds its directory): `POST /staff/add` with `{ brand, store, name, email,
 * password, kind }` answers `{ ok: true, customerId, store }` or 422 `{ ok: false, message }`.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addStaffAccount } from '../staff/addStaffAccount';

const FIELDS = ['brand', 'store', 'name', 'email', 'password'] as const;

export function registerStaffRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.post<{ Body: Record<string, unknown> }>('/staff/add', async (request, reply) => {
    const body = request.body ?? {};
    const kind = body.kind;
    if (
      FIELDS.some((field) => typeof body[field] !== 'string') ||
      (kind !== 'staff' && kind !== 'kiosk')
    )
      return reply.code(400).send({
        ok: false,
        message: `Send { ${FIELDS.map((field) => `"${field}"`).join(', ')}, "kind": "staff" | "kiosk" }`,
      });
    const text = (field: (typeof FIELDS)[number]) => body[field] as string;
    const outcome = await addStaffAccount(db, {
      brand: text('brand'),
      store: text('store'),
      name: text('name'),
      email: text('email'),
      password: text('password'),
      kind,
    });
    return reply.code(outcome.ok ? 200 : 422).send(outcome);
  });
}
