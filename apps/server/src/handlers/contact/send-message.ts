/**
 * `user.message`: a signed-in parent writes to support from the Contact page.
 * @see spec §2 "Contact", §5 "Contact", §7 `user.message`, §8 Contact
 */
import { and, count, eq, gt } from 'drizzle-orm';
import { CONTACT_THANKS, ERROR_REASONS } from '@mathcols/api-client/protocol';
import { unauthorized } from '../../auth/unauthorized';
import { contactMessages, parents } from '../../db/schema';
import type { Handler } from '../types';
import { signedInParent } from '../students/access';
import { contactEmail, type ContactSender } from './contact-email';

/** Messages one parent may send within {@link CONTACT_WINDOW_MS}; the next one gets HTTP 429. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/** The window messages are counted in, in ms (one hour, sliding). */
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Stores the message in `contact_messages`, e-mails it to the support address through the
 * mailer (see {@link contactEmail}) and records the outbox id on the stored row.
 *
 * Needs a parent token (401 otherwise; a student's token too). The body is already valid: a
 * reason of `CONTACT_SUBJECTS` and a trimmed message of 1–768 characters (400 otherwise, by the
 * schema). A parent who already sent {@link CONTACT_MESSAGES_PER_HOUR} messages within the last
 * hour is refused with HTTP 429 `{ tag: 'user.message_error', reason:
 * ERROR_REASONS.tooManyMessages }` and nothing is stored or sent. The count and the insert run
 * in one transaction holding the parent's row, so requests at once cannot pass the limit
 * together. The e-mail goes out after that transaction (the mailer writes the outbox with its
 * own connection); if the outbox cannot be written the request fails (500) and the stored row
 * keeps a null `outbox_id`.
 * @returns 200 `{ tag: 'user.message', info: CONTACT_THANKS }`
 * @see spec §7 `user.message`; docs/protocol.md `user.message`
 */
export const sendContactMessage: Handler<'user.message'> = async (
  request,
  { db, now, mailer, supportEmail },
) => {
  const at = now();
  const parent = await signedInParent(db, request.usertoken, at);
  if (!parent) return unauthorized(request.tag);
  const since = new Date(at.getTime() - CONTACT_WINDOW_MS);

  // null: the parent was deleted after their token was checked.
  const outcome = await db.transaction(
    async (tx): Promise<'throttled' | { sender: ContactSender; messageId: string } | null> => {
      const [sender] = await tx
        .select({
          parentId: parents.id,
          email: parents.email,
          firstname: parents.firstname,
          lastname: parents.lastname,
        })
        .from(parents)
        .where(eq(parents.id, parent.parentId))
        .for('update');
      if (!sender) return null;
      const [recent] = await tx
        .select({ messages: count() })
        .from(contactMessages)
        .where(
          and(eq(contactMessages.parentId, sender.parentId), gt(contactMessages.createdAt, since)),
        );
      if ((recent?.messages ?? 0) >= CONTACT_MESSAGES_PER_HOUR) return 'throttled';
      const [row] = await tx
        .insert(contactMessages)
        .values({
          parentId: sender.parentId,
          subject: request.subject,
          body: request.body,
          createdAt: at,
        })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('Inserting a contact message returned no row');
      return { sender, messageId: row.id };
    },
  );
  if (!outcome) return unauthorized(request.tag);
  if (outcome === 'throttled') {
    return {
      status: 429,
      body: { tag: `${request.tag}_error`, reason: ERROR_REASONS.tooManyMessages },
    };
  }

  const outboxId = await mailer.send(
    contactEmail({
      to: supportEmail,
      sender: outcome.sender,
      subject: request.subject,
      body: request.body,
      sentAt: at,
    }),
    at,
  );
  await db
    .update(contactMessages)
    .set({ outboxId })
    .where(eq(contactMessages.id, outcome.messageId));
  return { status: 200, body: { tag: request.tag, info: CONTACT_THANKS } };
};
