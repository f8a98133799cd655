/**
 * The texts of the e-mails the server sends to parents about their account: the verification
 * e-mail, the forgotten-password e-mail and the notice that the address was changed (plain
 * text, greeting the parent by first name).
 * @see spec §4 "Email verification"; issue 3 "E-mail"; docs/protocol.md "Forgotten passwords",
 *   "Changing the e-mail address"
 */
import type { EmailMessage } from './mailer';

/** Subject of the verification e-mail. */
export const VERIFICATION_SUBJECT = 'Verify your mathcols email address';

/** Subject of the forgotten-password e-mail. */
export const PASSWORD_RESET_SUBJECT = 'Choose a new mathcols password';

/** Subject of the notice to the old address after the parent changed their e-mail address. */
export const EMAIL_CHANGED_SUBJECT = 'Your mathcols email address was changed';

/**
 * `<publicUrl>/#/<page>`: a page of the site (hash routes).
 * @param publicUrl the site's base URL; trailing slashes are dropped
 * @param page the route without its leading slash, e.g. `parent-contact`
 */
function siteLink(publicUrl: string, page: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/${page}`;
}

/**
 * `<publicUrl>/#/<page>?emailtoken=<token>`: a page of the site that posts an e-mailed token.
 * @param publicUrl the site's base URL; trailing slashes are dropped
 */
function tokenLink(publicUrl: string, page: string, token: string): string {
  return `${siteLink(publicUrl, page)}?emailtoken=${encodeURIComponent(token)}`;
}

/** '1 hour', '24 hours'. */
const hours = (count: number): string => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/** A plain-text e-mail to a parent: 'Hello <firstname>,', a blank line, then `lines`. */
function toParent(
  to: string,
  firstname: string,
  subject: string,
  lines: readonly string[],
): EmailMessage {
  return { to, subject, text: [`Hello ${firstname},`, '', ...lines].join('\n') };
}

/**
 * The link a parent follows to verify their address: `<publicUrl>/#/verifyemail?emailtoken=…`
 * (the site's `/verifyemail` page posts the token as `public.emailverify`).
 * @param publicUrl the site's base URL without a trailing slash
 * @param linkToken the random link token (base64url, URL-safe as it is)
 */
export function verificationLink(publicUrl: string, linkToken: string): string {
  return tokenLink(publicUrl, 'verifyemail', linkToken);
}

/**
 * The link a parent follows to choose a new password:
 * `<publicUrl>/#/reset-password?emailtoken=…` (the site's `/reset-password` page posts the token
 * as `public.passwordreset`).
 * @param publicUrl the site's base URL without a trailing slash
 * @param token the random reset token (base64url, URL-safe as it is)
 */
export function passwordResetLink(publicUrl: string, token: string): string {
  return tokenLink(publicUrl, 'reset-password', token);
}

/**
 * The verification e-mail: the 6-digit code to type in the dashboard and the link.
 * @param validHours how long both stay valid, in hours
 */
export function verificationEmail(options: {
  to: string;
  firstname: string;
  code: string;
  link: string;
  validHours: number;
}): EmailMessage {
  const { to, firstname, code, link, validHours } = options;
  return toParent(to, firstname, VERIFICATION_SUBJECT, [
    'Please confirm that this is your email address.',
    '',
    `Your verification code is: ${code}`,
    '(Type it in your mathcols dashboard under "Enter a Code".)',
    '',
    'Or open this link:',
    link,
    '',
    `The code and the link work once, for ${hours(validHours)}. If you ask for a new email,`,
    'use the newest one: it replaces the codes and links sent before.',
    'If you did not create a mathcols account, you can ignore this email.',
  ]);
}

/**
 * The forgotten-password e-mail: the link to choose a new password, how long it works, and
 * that nothing changes if the parent did not ask.
 * @param link see {@link passwordResetLink}
 * @param validHours how long the link stays valid, in hours
 */
export function passwordResetEmail(options: {
  to: string;
  firstname: string;
  link: string;
  validHours: number;
}): EmailMessage {
  const { to, firstname, link, validHours } = options;
  return toParent(to, firstname, PASSWORD_RESET_SUBJECT, [
    'Someone (hopefully you) asked to choose a new password for your mathcols account.',
    '',
    'To choose one, open this link:',
    link,
    '',
    `The link works once, for ${hours(validHours)}. If you ask for another email, use the`,
    'newest one: it replaces the links sent before.',
    'If you did not ask for this, you can ignore this email: your password stays the same.',
  ]);
}

/**
 * The notice sent to the OLD address after a parent moved their account to another one: the
 * new address, that signing in now takes it, and where to turn if it was not them: the support
 * address (`SUPPORT_EMAIL`), since a parent who did not make the change cannot sign in to the
 * Contact page any more. Nothing in it is secret.
 * @param to the address the account had before
 * @param newEmail the address it has now
 * @param support the address support reads (`SUPPORT_EMAIL`)
 */
export function emailChangedEmail(options: {
  to: string;
  firstname: string;
  newEmail: string;
  support: string;
}): EmailMessage {
  const { to, firstname, newEmail, support } = options;
  return toParent(to, firstname, EMAIL_CHANGED_SUBJECT, [
    `The email address of your mathcols account was changed to ${newEmail}.`,
    'From now on, sign in with that address; this one no longer signs in.',
    '',
    `If you did not do this, write to us at ${support} straight away.`,
  ]);
}
