/**
 * `user.message`: a signed-in parent writes to support from the Contact page.
 * @see spec §2 "Contact", §5 "Contact", §7 `user.message`, §8 Contact
 */
import { eq } from 'drizzle-orm';
import { CONTACT_THANKS, ERROR_REASONS } from '@mathcols/api-client/protocol';
import { reserveAttempt } from '../../auth/throttle';
import { CONTACT_PER_PARENT, throttled } from '../../auth/throttle-rules';
import { unauthorized } from '../../auth/unauthorized';
import { contactMessages, parents } from '../../db/schema';
import type { Handler } from '../types';
import { signedInParent } from '../students/access';
import { contactEmail } from './contact-email';

/**
 * Stores the message in `contact_messages`, e-mails it to the support address through the
 * mailer (see {@link contactEmail}) and records the outbox id on the stored row.
 *
 * Needs a parent token (401 otherwise; a student's token too). The body is already valid: a
 * reason of `CONTACT_SUBJECTS` and a trimmed message of 1–768 characters (400 otherwise, by the
 * schema). Each message counts under `CONTACT_PER_PARENT` (5 per hour, in the database, so it
 * holds across requests at once and across servers) before anything is stored: past it, HTTP
 * 429 with `Retry-After` and `{ tag: 'user.message_error', reason:
 * ERROR_REASONS.tooManyMessages }`, nothing stored or sent. If the outbox cannot be written the
 * request fails (500) and the stored row keeps a null `outbox_id`.
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
  const [sender] = await db
    .select({
      parentId: parents.id,
      email: parents.email,
      firstname: parents.firstname,
      lastname: parents.lastname,
    })
    .from(parents)
    .where(eq(parents.id, parent.parentId));
  if (!sender) return unauthorized(request.tag);
  const verdict = await reserveAttempt(
    db,
    [{ rule: CONTACT_PER_PARENT, subject: sender.parentId }],
    at,
  );
  if (!verdict.allowed) {
    return throttled(request.tag, verdict.retryAfterSeconds, ERROR_REASONS.tooManyMessages);
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      parentId: sender.parentId,
      subject: request.subject,
      body: request.body,
      createdAt: at,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('Inserting a contact message returned no row');

  const outboxId = await mailer.send(
    contactEmail({
      to: supportEmail,
      sender: sender,
      subject: request.subject,
      body: request.body,
      sentAt: at,
    }),
    at,
  );
  await db.update(contactMessages).set({ outboxId }).where(eq(contactMessages.id, row.id));
  return { status: 200, body: { tag: request.tag, info: CONTACT_THANKS } };
};
