/**
 * The e-mails the server sends to parents about their account: the verification e-mail, the
 * forgotten-password e-mail and the notice that the address was changed (with its undo link).
 * Each has a plain-text part (greeting the parent by first name; the fallback) and an HTML part
 * with the same sentences (./account/documents.tsx; the words both use are ./account/words.ts).
 * @see spec §4 "Email verification"; issue 3 "E-mail"; docs/protocol.md "Forgotten passwords",
 *   "Changing the e-mail address"
 */
import { emailChangedHtml, passwordResetHtml, verificationHtml } from './account/documents';
import {
  EMAIL_CHANGED_WORDS,
  emailUndoWords,
  passwordResetWords,
  verificationWords,
} from './account/words';
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

/**
 * An e-mail to a parent: the text part is 'Hello <firstname>,', a blank line, then `lines`; the
 * HTML part is given whole.
 */
function toParent(
  to: string,
  firstname: string,
  subject: string,
  lines: readonly string[],
  html: string,
): EmailMessage {
  return { to, subject, text: [`Hello ${firstname},`, '', ...lines].join('\n'), html };
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
 * The link in the notice to the old address that undoes an e-mail change:
 * `<publicUrl>/#/undo-email-change?emailtoken=…` (the site's `/undo-email-change` page posts
 * the token as `public.emailundo`).
 * @param publicUrl the site's base URL without a trailing slash
 * @param token the random undo token (base64url, URL-safe as it is)
 */
export function emailUndoLink(publicUrl: string, token: string): string {
  return tokenLink(publicUrl, 'undo-email-change', token);
}

/**
 * The verification e-mail: the 6-digit code to type in the dashboard and the link; the HTML
 * part shows the code large and the link as a 'Verify my email' button, written out under it.
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
  const words = verificationWords(validHours);
  return toParent(
    to,
    firstname,
    VERIFICATION_SUBJECT,
    [
      words.ask,
      '',
      `${words.codeIs} ${code}`,
      `(${words.where})`,
      '',
      words.orLink,
      link,
      '',
      ...words.valid,
      words.ignore,
    ],
    verificationHtml({ subject: VERIFICATION_SUBJECT, firstname, code, link, validHours }),
  );
}

/**
 * The forgotten-password e-mail: the link to choose a new password (in the HTML part a 'Choose
 * a new password' button, the link written out under it), how long it works, and that nothing
 * changes if the parent did not ask.
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
  const words = passwordResetWords(validHours);
  return toParent(
    to,
    firstname,
    PASSWORD_RESET_SUBJECT,
    [words.asked, '', words.toChoose, link, '', ...words.valid, words.ignore],
    passwordResetHtml({ subject: PASSWORD_RESET_SUBJECT, firstname, link, validHours }),
  );
}

/**
 * The notice sent to the OLD address after a parent moved their account to another one: the
 * new address, that signing in now takes it, and where to turn if it was not them. With
 * `undoLink`: 'If you did not do this, undo the change within N days:', the link (in the HTML
 * part an 'Undo this change' button, the link written out under it), what it does, and the
 * support address (`SUPPORT_EMAIL`) if the link does not work; the link's token is then the
 * caller's to pass as the message's `secrets`. Without it (the link could not be made): only
 * the support address, since a parent who did not make the change cannot sign in to the
 * Contact page any more, and nothing in the notice is secret. The HTML part has the new address
 * in bold.
 * @param to the address the account had before
 * @param newEmail the address it has now
 * @param support the address support reads (`SUPPORT_EMAIL`)
 * @param undoLink see {@link emailUndoLink}
 * @param validDays how long the undo link stays valid, in days (with `undoLink`)
 */
export function emailChangedEmail(
  options: { to: string; firstname: string; newEmail: string; support: string } & (
    { undoLink?: undefined; validDays?: undefined } | { undoLink: string; validDays: number }
  ),
): EmailMessage {
  const { to, firstname, newEmail, support, undoLink, validDays } = options;
  const { changed, signIn, notYou, linkFailed } = EMAIL_CHANGED_WORDS;
  let after = [`${notYou[0]} ${support} ${notYou[1]}`];
  if (undoLink !== undefined) {
    const undo = emailUndoWords(validDays);
    after = [undo.undo, undoLink, ...undo.what, '', `${linkFailed[0]} ${support} ${linkFailed[1]}`];
  }
  return toParent(
    to,
    firstname,
    EMAIL_CHANGED_SUBJECT,
    [`${changed[0]} ${newEmail}${changed[1]}`, signIn, '', ...after],
    emailChangedHtml({
      subject: EMAIL_CHANGED_SUBJECT,
      firstname,
      newEmail,
      support,
      undo: undoLink === undefined ? undefined : { link: undoLink, validDays },
    }),
  );
}
