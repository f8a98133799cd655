/**
 * The Contact page's words: the reasons a parent picks from, and the thanks once a message is
 * sent. The wire values and the validation texts come from the protocol.
 * @see spec §2 "Contact", §3 "Contact message"
 */
import {
  CONTACT_REASON_LABELS,
  CONTACT_SUBJECTS,
  type ContactSubject,
} from '@mathcols/api-client/protocol';

export { CONTACT_THANKS } from '@mathcols/api-client/protocol';

/** The reason select's options, in the protocol's order. */
export const CONTACT_REASONS: readonly { value: ContactSubject; label: string }[] =
  CONTACT_SUBJECTS.map((value) => ({ value, label: CONTACT_REASON_LABELS[value] }));
