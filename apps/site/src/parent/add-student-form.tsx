import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ADD_STUDENT_FIELDS,
  validateNewStudent,
  type AddStudentField,
  type AddStudentValues,
} from './add-student-validation';
import { API_ERROR_MESSAGES } from '@mathcols/api-client';
import { useApiClient } from '../api/api-client-context';
import { TextField } from '../auth/text-field';
import { errorText, limitFromError, type StudentLimit } from './parent-api';

const EMPTY: AddStudentValues = {
  firstname: '',
  lastname: '',
  accountname: '',
  passcode: '',
  gradelevel: '',
};

const FIELDS: Record<
  AddStudentField,
  { label: string; type: 'text' | 'password'; autoComplete: string; inputMode?: 'numeric' }
> = {
  firstname: { label: 'First name', type: 'text', autoComplete: 'off' },
  lastname: { label: 'Last name', type: 'text', autoComplete: 'off' },
  accountname: { label: 'Account name', type: 'text', autoComplete: 'off' },
  passcode: { label: 'Password', type: 'password', autoComplete: 'new-password' },
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
}

/**
 * The Add Student form: first name, last name, account name, password and grade level, each
 * with its spec message under it (tied with `aria-describedby`; focus goes to the first invalid
 * field). A limit is decided before the call (`limit`) and from the server's reason; other
 * failures show the server's text or 'Failed to add student'. The form clears on success.
 * @see spec §2 "Configure Students", §5 "Add student", §8 "Students"
 */
export function AddStudentForm({ limit, onLimit, onCreated }: AddStudentFormProps) {
  const api = useApiClient();
  const [values, setValues] = useState<AddStudentValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<AddStudentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<AddStudentField, HTMLInputElement | null>>>({});
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
      setValues(EMPTY);
      onCreated();
    } catch (error) {
      const refusedFor = limitFromError(error);
      if (refusedFor === null) setFailure(errorText(error, API_ERROR_MESSAGES.addStudentFailed));
      else onLimit(refusedFor);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="parent-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add Student</h2>
      <form className="parent-form add-student-form" onSubmit={submit} noValidate>
        {ADD_STUDENT_FIELDS.map((field) => {
          const { label, type, autoComplete, inputMode } = FIELDS[field];
          return (
            <TextField
              key={field}
              id={`${id}-${field}`}
              label={label}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              className="parent-field"
              ref={(element) => {
                inputs.current[field] = element;
              }}
              value={values[field]}
              onValueChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
              error={errors[field]}
            />
          );
        })}
        <p role="alert" className="parent-error">
          {failure ?? ''}
        </p>
        <button type="submit" className="button button-primary" disabled={busy}>
          Add Student
        </button>
      </form>
    </section>
  );
}
