import type { Ref } from 'react';
import type { ContactSubject } from '@mathcols/api-client/protocol';
import { CONTACT_REASONS } from './contact-texts';
import { FieldError } from '../auth/field-error';

/** Props of {@link ReasonField}. */
export interface ReasonFieldProps {
  /** The select's id; the message's id is `${id}-error`. */
  id: string;
  /** The picked reason, `''` for none yet. */
  value: ContactSubject | '';
  onValueChange: (value: ContactSubject | '') => void;
  /** The validation message to show under the field; marks the select `aria-invalid`. */
  error?: string;
  /** The select, to focus it when it is the first invalid field. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * The 'Reason' select: a first empty option ('Select a reason'), then Question, Usability
 * feedback, Bug report, Payment issue and Other; its validation message sits under it.
 * @see spec §2 "Contact" ("Select a reason"), §3 "Contact message", §5 "Contact"
 */
export function ReasonField({ id, value, onValueChange, error, ref }: ReasonFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="contact-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>Reason</label>
      <select
        ref={ref}
        id={id}
        name="reason"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValueChange(event.target.value as ContactSubject | '')}
      >
        <option value="">Select a reason</option>
        {CONTACT_REASONS.map(({ value: reason, label }) => (
          <option key={reason} value={reason}>
            {label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
