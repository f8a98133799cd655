/**
 * The e-mail a contact message becomes: to the support address, with a subject support can sort
 * by ("[mathcols contact] Bug report from Pat Lee") and the parent's name and address in the
 * text to reply to.
 * @see spec §2 "Contact", §3 "Contact message"
 */
import { CONTACT_REASON_LABELS, type ContactSubject } from '@mathcols/api-client/protocol';
import type { EmailMessage } from '../../email/mailer';

/** The tag every contact e-mail's subject starts with, for support's mail filters. */
export const CONTACT_EMAIL_PREFIX = '[mathcols contact]';

/** Who wrote the message: the signed-in parent's account details. */
export interface ContactSender {
  parentId: string;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * The support e-mail of one contact message.
 * - subject: `[mathcols contact] <Reason> from <First> <Last>` (white space in the name folded to
 *   single spaces, so a name can never break the header);
 * - text: a 'Reply to:' line with the parent's name and address, the reason, the parent account
 *   id and the time sent (ISO 8601, UTC), a blank line, then the message as the parent wrote it.
 * @param options.to the support address (`SUPPORT_EMAIL`)
 * @param options.body the message, already trimmed by the protocol schema (1–768 characters)
 * @param options.sentAt when the server received it
 */
export function contactEmail(options: {
  to: string;
  sender: ContactSender;
  subject: ContactSubject;
  body: string;
  sentAt: Date;
}): EmailMessage {
  const { to, sender, subject, body, sentAt } = options;
  const name = `${sender.firstname} ${sender.lastname}`.replace(/\s+/g, ' ').trim();
  const reason = CONTACT_REASON_LABELS[subject];
  return {
    to,
    subject: `${CONTACT_EMAIL_PREFIX} ${reason} from ${name}`,
    text: [
      `Reply to: ${name} <${sender.email}>`,
      `Reason: ${reason}`,
      `Parent account: ${sender.parentId}`,
      `Sent: ${sentAt.toISOString()}`,
      '',
      body,
    ].join('\n'),
  };
}
