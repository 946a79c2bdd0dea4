/**
 * A new member of the brand in the server's database, held by a worker as a sign-in leaves it:
 * the session row and the customer row, the session a day long from `now`.
 */
import { insertMember } from '../../support/memberRows';
import type { TestServer } from './server';
import type { workerHarness } from './workerHarness';

const DAY_MS = 86_400_000;

export async function signInMember(
  server: TestServer,
  harness: ReturnType<typeof workerHarness>,
  member: { brandId: number; name: string; email: string; now: number },
): Promise<number> {
  const { customerId, sid } = await insertMember(server.db, {
    brandId: member.brandId,
    name: member.name,
    createdAt: new Date(member.now),
    expiresAt: new Date(member.now + DAY_MS),
  });
  await harness.db.session.put({ key: 'current', sid, expiresAt: member.now + DAY_MS });
  await harness.db.customer.put({
    key: 'current',
    id: customerId,
    status: 1,
    name: member.name,
    email: member.email,
  });
  return customerId;
}
