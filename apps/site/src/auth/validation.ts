/**
 * The form checks of spec §5 for the sign-in and registration forms. Each returns the spec's
 * message for the first rule a value breaks, or `undefined` when it passes.
 * @see spec §5 Validation rules
 */
import { parentNameSchema } from '@mathcols/api-client/protocol';

/** Field name → message, only for fields that fail. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** An address with no spaces: something, `@`, a domain with a dot. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 printable ASCII characters with a lowercase letter, an uppercase letter and a digit. */
const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x20-\x7e]{8,}$/;

/** 'Email is required' / 'Please enter a valid email address'. @see spec §5 "Email" */
export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return undefined;
}

/** 'Password is required' (sign-in only checks presence). @see spec §5 */
export function checkPasswordPresent(value: string): string | undefined {
  return value ? undefined : 'Password is required';
}

/** 'Please enter your current password' (the proof a password or e-mail change asks for). Ours. */
export function checkCurrentPassword(value: string): string | undefined {
  return value ? undefined : 'Please enter your current password';
}

/**
 * A new parent password: required, then at least 8 printable characters with lowercase,
 * uppercase and a digit. @see spec §5 "Password (registration)", §9 (min 8 for parents)
 */
export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Password is required';
  if (!STRONG_PASSWORD.test(value)) {
    return 'Password must be at least 8 characters with uppercase, lowercase, number, and can include symbols';
  }
  return undefined;
}

/** 'Please confirm your password' / 'Passwords do not match'. @see spec §5 "Confirm" */
export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Please confirm your password';
  if (confirmation !== password) return 'Passwords do not match';
  return undefined;
}

/** A wire-protocol schema, as far as {@link protocolRefusal} reads it. */
interface ProtocolSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * Why a protocol schema refuses `value`, in its first issue's words, or `undefined` when it
 * accepts it: after `label` when one is given ('First name must be at most 64 characters
 * long'), else with its first letter capitalised ('Student handle must be at least 3
 * characters long'). So a form refuses exactly what the server would, and says why.
 */
export function protocolRefusal(
  schema: ProtocolSchema,
  value: string,
  label?: string,
): string | undefined {
  const result = schema.safeParse(value);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  if (message === undefined) return undefined;
  return label === undefined
    ? message.charAt(0).toUpperCase() + message.slice(1)
    : `${label} ${message}`;
}

/**
 * A parent's name: required, then as the protocol's `parentNameSchema` wants it — at least 2
 * and at most 64 characters after trimming, no control characters — with its words after the
 * label ('First name must be at least 2 characters'), so the form refuses what the server
 * would, and says why.
 * @param label - the field's name as the message says it: 'First name', 'Last name'
 * @see spec §5 "First name, last name"
 */
export function checkName(label: string, value: string): string | undefined {
  if (!value.trim()) return `${label} is required`;
  return protocolRefusal(parentNameSchema, value, label);
}

/** Student handle: required, at least 3 characters. @see spec §5 "Student login" */
export function checkHandle(value: string): string | undefined {
  const handle = value.trim();
  if (!handle) return 'Student handle is required';
  if (handle.length < 3) return 'Student handle must be at least 3 characters long';
  return undefined;
}

/** Student passcode: required, at least 4 characters. @see spec §5 "Student login" */
export function checkPasscode(value: string): string | undefined {
  if (!value) return 'Student passcode is required';
  if (value.length < 4) return 'Student passcode must be at least 4 characters long';
  return undefined;
}
