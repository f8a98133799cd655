import type { Ref } from 'react';
import { CONTACT_MESSAGE_LIMITS } from '@mathcols/api-client/protocol';
import { counterState } from './contact-validation';
import { FieldError } from '../auth/field-error';

/** Props of {@link MessageField}. */
export interface MessageFieldProps {
  /** The textarea's id; the counter's id is `${id}-counter`, the message's `${id}-error`. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The validation message to show under the field; marks the textarea `aria-invalid`. */
  error?: string;
  /** The textarea, to focus it when it is the first invalid field. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** The note beside the counter in its red states: an icon and words, never colour alone. */
const NOTES = {
  warn: 'Nearly at the limit',
  over: 'Over the limit',
} as const;

/**
 * The message textarea with its live counter "N/768" below it. Above 700 characters the
 * counter turns red and says 'Nearly at the limit' (above 768 'Over the limit') with a warning
 * icon; only that note is a polite live region, so a screen reader speaks when the state
 * changes, not at every key. The counter and the validation message describe the textarea
 * (`aria-describedby`). Typing is never cut off at 768 (a paste stays whole); the form refuses
 * to send a message that is too long.
 * @see spec §5 "Contact" (max 768, counter red above 700), §9
 */
export function MessageField({ id, value, onValueChange, error, ref }: MessageFieldProps) {
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const state = counterState(value.length);
  return (
    <div className="contact-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>Message</label>
      <textarea
        ref={ref}
        id={id}
        name="message"
        rows={8}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <p id={counterId} className="contact-counter" data-state={state}>
        <span role="status" className="contact-counter-note">
          {state === 'ok' ? (
            ''
          ) : (
            <>
              <span aria-hidden="true">⚠ </span>
              {NOTES[state]}
            </>
          )}
        </span>
        <span className="contact-counter-count">
          {value.length}/{CONTACT_MESSAGE_LIMITS.max}{' '}
          <span className="mc-visually-hidden">characters</span>
        </span>
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
