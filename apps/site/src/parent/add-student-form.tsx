import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  ADD_STUDENT_FIELDS,
  HANDLE_TAKEN_REASON,
  validateNewStudent,
  type AddStudentField,
  type AddStudentValues,
} from './add-student-validation';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { TextField } from '../auth/text-field';
import { useTabDraft } from '../hooks/use-tab-draft';
import { LIMIT_COPY } from './limit-dialog';
import { errorText, limitFromError, type StudentLimit } from './parent-api';

/** What the tab keeps of the form as it is typed: every field but the passcode. */
type KeptValues = Omit<AddStudentValues, 'passcode'>;

const EMPTY: KeptValues = { firstname: '', lastname: '', accountname: '', gradelevel: '' };

/** A stored Add Student draft, if it is one (the four kept fields, each a string). */
function readDraft(value: unknown): KeptValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const kept = Object.keys(EMPTY) as (keyof KeptValues)[];
  return kept.every((field) => typeof stored[field] === 'string')
    ? (Object.fromEntries(kept.map((field) => [field, stored[field]])) as KeptValues)
    : null;
}

const FIELDS: Record<
  AddStudentField,
  {
    label: string;
    type: 'text' | 'password';
    autoComplete: string;
    inputMode?: 'numeric';
    hint?: string;
  }
> = {
  firstname: { label: 'First name', type: 'text', autoComplete: 'off' },
  lastname: { label: 'Last name', type: 'text', autoComplete: 'off' },
  // The student login asks for a 'Student Handle' and a 'Student Passcode': say which is which.
  accountname: {
    label: 'Account name',
    type: 'text',
    autoComplete: 'off',
    hint: 'Your child logs in with this as their Student Handle.',
  },
  passcode: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: 'Their Student Passcode: at least 4 characters.',
  },
  gradelevel: { label: 'Grade level', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
};

/** Props of {@link AddStudentForm}. */
export interface AddStudentFormProps {
  /** The limit that stops another student now (checked before calling the server), if any. */
  limit: StudentLimit | null;
  /** Called with the limit to explain, instead of adding (before the call or on refusal). */
  onLimit: (limit: StudentLimit) => void;
  /** Called after the student was added (the client has updated the session's students). */
  onCreated: () => void;
  /**
   * The start of the fields' ids: the first field is `${idPrefix}-firstname`.
   * @defaultValue a `useId()`
   */
  idPrefix?: string;
}

/**
 * The Add Student form: first name, last name, account name, password and grade level, each
 * with its spec message under it (tied with `aria-describedby`; focus goes to the first invalid
 * field). A limit that already holds is said at the top of the card, with its link ('See
 * Pricing', 'Contact Us'), so the parent learns it before typing anything; pressing Add Student
 * then opens its dialog as the spec asks. A limit is decided before the call (`limit`) and
 * from the server's reason; a handle another student has is said under 'Account name', which
 * takes focus; other failures show the server's text or 'Failed to add student'. The form clears on success.
 * Everything but the passcode is kept in the tab as it is typed (`useTabDraft`): after a session
 * that ended before Add Student, or a reload, the names, handle and grade are back; the
 * passcode, a secret, is never stored and must be typed again. 'Show password' under it shows
 * what was typed, so the parent sees the child's new password before giving it to them.
 * @see spec §2 "Configure Students", §5 "Add student", §8 "Students"
 */
export function AddStudentForm({ limit, onLimit, onCreated, idPrefix }: AddStudentFormProps) {
  const api = useApiClient();
  const [kept, setKept, forgetKept] = useTabDraft('add-student', EMPTY, readDraft);
  const [passcode, setPasscode] = useState('');
  const values: AddStudentValues = { ...kept, passcode };
  const edit = (field: AddStudentField, value: string) => {
    if (field === 'passcode') setPasscode(value);
    else setKept((previous) => ({ ...previous, [field]: value }));
  };
  const [errors, setErrors] = useState<Partial<Record<AddStudentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<AddStudentField, HTMLInputElement | null>>>({});
  const generatedId = useId();
  const id = idPrefix ?? generatedId;
  const limitCopy = limit === null ? null : LIMIT_COPY[limit];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (limit !== null) {
      onLimit(limit);
      return;
    }
    const found = validateNewStudent(values);
    setErrors(found);
    const firstInvalid = ADD_STUDENT_FIELDS.find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.createStudent({
        firstname: values.firstname.trim(),
        lastname: values.lastname.trim(),
        accountname: values.accountname.trim(),
        passcode: values.passcode,
        gradelevel: Number(values.gradelevel.trim()),
      });
      forgetKept();
      setPasscode('');
      onCreated();
    } catch (error) {
      const refusedFor = limitFromError(error);
      const text = errorText(error, API_ERROR_MESSAGES.addStudentFailed);
      if (refusedFor !== null) onLimit(refusedFor);
      else if (text === HANDLE_TAKEN_REASON) {
        // Said where the parent changes it.
        setErrors({ accountname: text });
        inputs.current.accountname?.focus();
      } else setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="parent-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add Student</h2>
      {limitCopy && (
        <p className="parent-limit-note">
          {limitCopy.description} <Link to={limitCopy.to}>{limitCopy.link}</Link>
        </p>
      )}
      <form className="parent-form add-student-form" onSubmit={submit} noValidate>
        {ADD_STUDENT_FIELDS.map((field) => {
          const { label, type, autoComplete, inputMode, hint } = FIELDS[field];
          const password = type === 'password';
          const input = (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={label}
              type={type}
              reveal="Show password"
              autoComplete={autoComplete}
              inputMode={inputMode}
              hint={hint}
              className="parent-field"
              ref={(element) => {
                inputs.current[field] = element;
              }}
              value={values[field]}
              onValueChange={(value) => edit(field, value)}
              error={errors[field]}
            />
          );
          // The password and its 'Show password' share one cell of the form's grid.
          return password ? (
            <div key={field} className="password-field">
              {input}
            </div>
          ) : (
            input
          );
        })}
        <p role="alert" className="parent-error">
          {failure ?? ''}
        </p>
        {/* `aria-disabled`, not `disabled`: that would drop keyboard focus to the page. */}
        <button type="submit" className="button button-primary" aria-disabled={busy}>
          Add Student
        </button>
      </form>
    </section>
  );
}
