/**
 * The Contact form's checks and the state of its character counter.
 * @see spec §5 "Contact", §9 "Message max 768 (counter red above 700)"
 */
import {
  CONTACT_MESSAGE_LIMITS,
  CONTACT_VALIDATION,
  type ContactSubject,
} from '@mathcols/api-client/protocol';
import type { FieldErrors } from '../auth/validation';

/** What the parent has typed: a reason (`''` until one is picked) and the message. */
export interface ContactDraft {
  reason: ContactSubject | '';
  message: string;
}

/** The form's fields, in the order shown (the first invalid one gets focus). */
export const CONTACT_FIELDS = ['reason', 'message'] as const;

/** A field of the Contact form. */
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The spec §5 messages of a draft: 'Please select a reason' without a reason; 'Please enter a
 * message' when the message is empty or only spaces; 'Message must be less than 768 characters'
 * when the message, trimmed as the server trims it, is longer than 768.
 * @returns field → message, only for fields that fail (`{}` when the draft can be sent)
 * @see spec §5 "Contact"
 */
export function checkContact(draft: ContactDraft): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {};
  if (draft.reason === '') errors.reason = CONTACT_VALIDATION.reasonRequired;
  const message = draft.message.trim();
  if (message === '') errors.message = CONTACT_VALIDATION.messageRequired;
  else if (message.length > CONTACT_MESSAGE_LIMITS.max) {
    errors.message = CONTACT_VALIDATION.messageTooLong;
  }
  return errors;
}

/**
 * The counter's state for a message of `length` characters (UTF-16 units, as the server counts):
 * `'ok'` up to 700, `'warn'` from 701 to 768 (red, nearly full), `'over'` above 768 (red, cannot
 * be sent).
 * @see spec §5 "counter turns red above 700"
 */
export function counterState(length: number): 'ok' | 'warn' | 'over' {
  if (length > CONTACT_MESSAGE_LIMITS.max) return 'over';
  if (length > CONTACT_MESSAGE_LIMITS.warnAbove) return 'warn';
  return 'ok';
}
