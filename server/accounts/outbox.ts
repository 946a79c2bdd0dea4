/**
 * Mail and SMS: the server sends through a MessageSender. The only
 * one built is the sandbox, which writes each message to the message_outbox table; tests and the
 * demo read them there (server/README.md 'Mail and SMS'). A real provider would implement the same
 * interface and be chosen where createServer builds its dependencies.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ActionContext } from '../protocol/context';

export type OutgoingMessage = {
  brandId: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  at: Date;
};

export type MessageSender = (db: Kysely<Database>, message: OutgoingMessage) => Promise<void>;

export const sandboxSender: MessageSender = async (db, message) => {
  await db
    .insertInto('message_outbox')
    .values({
      brand_id: message.brandId,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      created_at: message.at,
    })
    .execute();
};

/** Emails a customer what `mail` says, from the caller's brand, now. */
export async function emailCustomer(
  ctx: ActionContext,
  recipient: string,
  mail: { subject: string; body: string },
): Promise<void> {
  await sandboxSender(ctx.db, {
    brandId: ctx.brand.id,
    channel: 'email',
    recipient,
    subject: mail.subject,
    body: mail.body,
    at: ctx.now,
  });
}
