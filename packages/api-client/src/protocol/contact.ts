/**
 * `user.message`: a signed-in parent writes to support (the Contact page). The server stores the
 * message and e-mails it to the support address; a parent may send only a few per hour.
 * @see spec §2 "Contact", §3 "Contact message", §5 "Contact", §7 `user.message`, §8 Contact
 */
import * as z from 'zod/mini';
import { businessErrorSchema, freeTextSchema, signedInShape } from './common';

export const USER_MESSAGE = 'user.message';

/**
 * The reasons a parent can pick, in the order the Contact page lists them.
 * @see spec §3 "Contact message"
 */
export const CONTACT_SUBJECTS = [
  'question',
  'usability-feedback',
  'bug-report',
  'payment-issue',
  'other',
] as const;

/** A contact reason. */
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * Each reason in words, as the Contact page lists it and the support e-mail names it.
 * @see spec §3 "Contact message"
 */
export const CONTACT_REASON_LABELS: Readonly<Record<ContactSubject, string>> = {
  question: 'Question',
  'usability-feedback': 'Usability feedback',
  'bug-report': 'Bug report',
  'payment-issue': 'Payment issue',
  other: 'Other',
};

/** The answer's `info` once a message is stored and sent on. @see spec §2 "Contact" */
export const CONTACT_THANKS = "Thank you for your message! We'll get back to you within 24 hours.";

/**
 * Limits of a message body, in characters: at most `max` (768); the Contact page turns its
 * counter red above `warnAbove` (700).
 * @see spec §5 "Contact", §9 "Message max 768 (counter red above 700)"
 */
export const CONTACT_MESSAGE_LIMITS = { max: 768, warnAbove: 700 } as const;

/** The validation texts of the Contact form and of this schema. @see spec §5 "Contact" */
export const CONTACT_VALIDATION = {
  reasonRequired: 'Please select a reason',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message must be less than 768 characters',
} as const;

/**
 * `user.message`: `subject` one of {@link CONTACT_SUBJECTS}, `body` 1–768 characters (trimmed),
 * several lines allowed (tab, line feed, carriage return) but no other control character.
 */
export const userMessageRequestSchema = z.object({
  tag: z.literal(USER_MESSAGE),
  ...signedInShape,
  subject: z.enum(CONTACT_SUBJECTS, CONTACT_VALIDATION.reasonRequired),
  body: freeTextSchema({ multiline: true }).check(
    z.trim(),
    z.minLength(1, CONTACT_VALIDATION.messageRequired),
    z.maxLength(CONTACT_MESSAGE_LIMITS.max, CONTACT_VALIDATION.messageTooLong),
  ),
});

/** The message is stored and on its way to support; `info` says so in words. */
export const userMessageResponseSchema = z.object({
  tag: z.literal(USER_MESSAGE),
  info: z.string(),
});

export const userMessageErrorSchema = businessErrorSchema(USER_MESSAGE);

export type UserMessageRequest = z.input<typeof userMessageRequestSchema>;
export type UserMessageResponse = z.infer<typeof userMessageResponseSchema>;
