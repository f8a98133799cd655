/**
 * The account e-mails' words, shared by their text parts (../templates.ts) and HTML parts
 * (./documents.tsx), so the two say the same. A sentence the text part wraps over two lines is a
 * pair of lines here; the HTML part joins them with a space.
 * @see spec §4 "Email verification"; docs/protocol.md "Forgotten passwords", "Changing the e-mail
 *   address"
 */

/** '1 hour', '24 hours'. */
export const hours = (count: number): string => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/**
 * The HTML part's greeting: 'Hello Pat,', or 'Hello,' for a blank first name (the text part keeps
 * `Hello <firstname>,` as it always was).
 */
export function htmlGreeting(firstname: string): string {
  return firstname.trim() ? `Hello ${firstname.trim()},` : 'Hello,';
}

/**
 * The verification e-mail's sentences.
 * @param validHours how long the code and the link stay valid, in hours
 */
export function verificationWords(validHours: number) {
  return {
    ask: 'Please confirm that this is your email address.',
    /** Followed by the code. */
    codeIs: 'Your verification code is:',
    where: 'Type it in your mathcols dashboard under "Enter a Code".',
    /** Followed by the link. */
    orLink: 'Or open this link:',
    button: 'Verify my email',
    valid: [
      `The code and the link work once, for ${hours(validHours)}. If you ask for a new email,`,
      'use the newest one: it replaces the codes and links sent before.',
    ],
    ignore: 'If you did not sign up or change your address, you can ignore this email.',
  } as const;
}

/**
 * The forgotten-password e-mail's sentences.
 * @param validHours how long the link stays valid, in hours
 */
export function passwordResetWords(validHours: number) {
  return {
    asked: 'Someone (hopefully you) asked to choose a new password for your mathcols account.',
    /** Followed by the link. */
    toChoose: 'To choose one, open this link:',
    button: 'Choose a new password',
    valid: [
      `The link works once, for ${hours(validHours)}. If you ask for another email, use the`,
      'newest one: it replaces the links sent before.',
    ],
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  } as const;
}

/** '1 day', '7 days'. */
export const days = (count: number): string => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The sentences of the notice to the old address; the new address goes between the two parts of
 * `changed`, the support address between those of `notYou` (the notice without an undo link) or
 * of `linkFailed` (with one).
 */
export const EMAIL_CHANGED_WORDS = {
  changed: ['The email address of your mathcols account was changed to', '.'],
  signIn: 'From now on, sign in with that address; this one no longer signs in.',
  notYou: ['If you did not do this, write to us at', 'straight away.'],
  linkFailed: ['If the link does not work, write to us at', 'straight away.'],
} as const;

/**
 * The undo link's sentences in the notice to the old address.
 * @param validDays how long the link stays valid, in days
 */
export function emailUndoWords(validDays: number) {
  return {
    /** Followed by the link. */
    undo: `If you did not do this, undo the change within ${days(validDays)}:`,
    button: 'Undo this change',
    what: [
      'The link works once. It moves the account back to this address and signs it out',
      'everywhere; then you choose a new password.',
    ],
  } as const;
}

/** What the HTML part says under a button, before the link written out. */
export const BUTTON_FALLBACK = 'If the button does not work, copy this link:';
