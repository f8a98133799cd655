import { useRef, useState, type FormEvent } from 'react';
import { useTabDraft } from '../hooks/use-tab-draft';
import { Link } from 'react-router-dom';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { CONTACT_SUBJECTS, type ContactSubject } from '@mathcols/api-client/protocol';
import { useApiClient } from '../api/api-client-context';
import type { FieldErrors } from '../auth/validation';
import { FlashMessage } from '../parent/flash-message';
import { useFlash } from '../parent/use-flash';
import { useServerCall } from '../parent/use-server-call';
import { CONTACT_THANKS } from './contact-texts';
import { checkContact, type ContactDraft, type ContactField } from './contact-validation';
import { MessageField } from './message-field';
import { ReasonField } from './reason-field';

const EMPTY: ContactDraft = { reason: '', message: '' };

/** A stored contact draft, if it is one (a reason of the list or none, and the message). */
function readDraft(value: unknown): ContactDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { reason, message } = value as Record<string, unknown>;
  const known = reason === '' || CONTACT_SUBJECTS.some((subject) => subject === reason);
  return known && typeof message === 'string'
    ? { reason: reason as ContactDraft['reason'], message }
    : null;
}

/**
 * The Contact form: 'Reason' and 'Message' (with its counter), then 'Send Message' ('Sending...'
 * while busy) and 'Back to Dashboard'.
 * - Send checks the spec §5 rules first: each failing field shows its message under it and the
 *   first one gets focus; nothing is sent.
 * - Sent: 'Thank you for your message! We'll get back to you within 24 hours.' shows
 *   (`role="status"`) for 3 s and the form is emptied.
 * - Failed: the client's text ('Failed to send message. Please try again.' when the server did
 *   not answer, the server's reason when it refused, e.g. too many messages) shows
 *   (`role="alert"`) and everything typed stays.
 * - The draft is kept in the tab as it is typed (`useTabDraft`): a session that ended before
 *   Send, a reload, loses nothing; after the parent logs in again the form has it back.
 * @see spec §2 "Contact", §4 "Success message auto-clears after 3 s", §5 "Contact", §8 Contact
 */
export function ContactForm() {
  const api = useApiClient();
  const [draft, setDraft, forgetDraft] = useTabDraft('contact', EMPTY, readDraft);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [flash, showFlash] = useFlash();
  const { busy, error: serverError, run } = useServerCall();
  const reasonRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const edit = <K extends ContactField>(field: K, value: ContactDraft[K]) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = checkContact(draft);
    setErrors(found);
    if (found.reason) return reasonRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    showFlash(null);
    const sent = await run(
      () => api.sendMessage(draft.reason as ContactSubject, draft.message.trim()),
      API_ERROR_MESSAGES.sendMessageError,
    );
    if (!sent.ok) return;
    forgetDraft();
    showFlash({ kind: 'success', text: CONTACT_THANKS });
  };

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
      <ReasonField
        ref={reasonRef}
        id="contact-reason"
        value={draft.reason}
        onValueChange={(value: ContactSubject | '') => edit('reason', value)}
        error={errors.reason}
      />
      <MessageField
        ref={messageRef}
        id="contact-message"
        value={draft.message}
        onValueChange={(value) => edit('message', value)}
        error={errors.message}
      />
      <FlashMessage flash={serverError ? { kind: 'error', text: serverError } : flash} />
      <div className="contact-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          {busy ? 'Sending...' : 'Send Message'}
        </button>
        <Link className="button" to="/parent-dashboard">
          Back to Dashboard
        </Link>
      </div>
    </form>
  );
}
