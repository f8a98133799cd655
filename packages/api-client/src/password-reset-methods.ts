/**
 * The forgotten-password calls of the client (ours; the original API had none): ask for the
 * e-mailed link, read its token, save the new password through it; and undo an e-mail change
 * through the link sent to the old address, which ends in choosing a new password too. None
 * needs a sign-in.
 * @see docs/protocol.md "Forgotten passwords", "Changing the e-mail address"
 */
import { parentState, storeParentSession, type Sender } from './account-methods';
import { ApiError } from './errors';
import { ACCOUNT_MESSAGES, API_ERROR_MESSAGES } from './messages';
import { hashParentPassword } from './protocol';
import type { ParentSessionState, SessionStore } from './session-types';

/**
 * The forgotten-password methods of `ApiClient`. Every one throws {@link ApiError}: the
 * server's reason for a refusal (`code: 'business'`), the tag's text otherwise.
 */
export interface PasswordResetMethods {
  /**
   * Asks for an e-mail with a link to choose a new password (`public.passwordforgot`); no
   * sign-in needed. The answer is the same whether or not a parent uses the address.
   * @returns the server's text, or 'If a parent account uses this email, we have sent it a link
   *   to choose a new password.'
   * @throws {ApiError} the server's wait past its hourly limit (HTTP 429), 'Failed to send the
   *   email. Please try again.'
   */
  requestPasswordReset(email: string): Promise<string>;
  /**
   * Reads the token of a forgotten-password link (`public.passwordreset` without a password),
   * using nothing up.
   * @returns the address the link was sent to
   * @throws {ApiError} 'This link has expired or was used already. Ask for a new one below.'
   *   (`business`), 'Failed to check your link. Please try again.'
   */
  checkPasswordReset(emailtoken: string): Promise<{ email: string }>;
  /**
   * Saves a new password through a forgotten-password link (`public.passwordreset`), sent only
   * as its wire hash salted with `email` (the address {@link checkPasswordReset} answered), and
   * stores the parent session the server opens, as sign-in does. The parent's other sessions end.
   * @throws {ApiError} 'This link has expired or was used already. Ask for a new one below.'
   *   (`business`), 'Failed to save your new password. Please try again.'
   */
  resetPassword(input: {
    emailtoken: string;
    email: string;
    password: string;
  }): Promise<ParentSessionState>;
  /**
   * Undoes an e-mail change through the link the notice to the old address carried
   * (`public.emailundo`): the account is back at the old address, every session of the parent
   * ended (this browser's too, at its next call).
   * @returns the address the account is back at, and a forgotten-password token for it (for
   *   {@link checkPasswordReset} / {@link resetPassword}: whoever changed the address knows the
   *   password)
   * @throws {ApiError} 'This link has expired or was used already.' or 'Another account uses
   *   that email address now. Please write to us.' (`business`), 'Failed to undo the email
   *   change. Please try again.'
   */
  undoEmailChange(emailtoken: string): Promise<{ email: string; emailtoken: string }>;
}

/** The forgotten-password methods over a sender and the session store. */
export function createPasswordResetMethods(
  send: Sender,
  session: SessionStore,
): PasswordResetMethods {
  return {
    async requestPasswordReset(email) {
      const answer = await send('public.passwordforgot', { email: email.trim() });
      return answer.reason.trim() || ACCOUNT_MESSAGES.passwordResetSent;
    },
    async checkPasswordReset(emailtoken) {
      const answer = await send('public.passwordreset', { emailtoken: emailtoken.trim() });
      return { email: answer.email };
    },
    async resetPassword({ emailtoken, email, password }) {
      const answer = await send('public.passwordreset', {
        emailtoken: emailtoken.trim(),
        emailpassword: await hashParentPassword(email, password),
      });
      const { usertoken, data, students } = answer;
      if (usertoken === undefined || !data || !students) {
        throw new ApiError(API_ERROR_MESSAGES.passwordResetError, 'format');
      }
      storeParentSession(
        session,
        { usertoken, data, students },
        API_ERROR_MESSAGES.passwordResetError,
      );
      return parentState(data, students);
    },
    async undoEmailChange(emailtoken) {
      const answer = await send('public.emailundo', { emailtoken: emailtoken.trim() });
      return { email: answer.email, emailtoken: answer.emailtoken };
    },
  };
}
