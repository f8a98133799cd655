/**
 * `user.emailchange` (ours; the original API had none): a signed-in parent moves the account to
 * another e-mail address, proven with the current password.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { moveParentEmail } from '../../accounts/email-change';
import { EMAIL_UNDO_LIFETIME_MS, issueEmailUndo } from '../../accounts/email-undo';
import { findParentByEmail, findParentById } from '../../accounts/parents';
import { toParentData } from '../../accounts/serialize';
import { sendVerification } from '../../accounts/verification';
import { hashStoredSecret } from '../../auth/passwords';
import { authenticate } from '../../auth/sessions';
import {
  EMAIL_CHANGE_PER_EMAIL,
  EMAIL_CHANGE_PER_PARENT,
  reserveOrRefuse,
} from '../../auth/throttle-rules';
import { unauthorized } from '../../auth/unauthorized';
import type { Database } from '../../db/open';
import type { ParentRow } from '../../db/schema';
import { emailChangedEmail, emailUndoLink } from '../../email/templates';
import { refusalEnvelope } from '../../http/error-envelope';
import { isUniqueViolation } from '../students/access';
import type { Handler, HandlerContext, HandlerResult } from '../types';
import { afterCommit, followCustomerEmail } from './after-commit';
import { checkCurrentPassword } from './current-password';

/** The tag this file answers, as its log lines begin. */
const TAG = 'user.emailchange';

type EmailChangeRequest = Parameters<Handler<'user.emailchange'>>[0];

/** A business refusal of `user.emailchange`: HTTP 200 `{ tag: 'user.emailchange_error', … }`. */
const refuse = (reason: string): HandlerResult => ({
  status: 200,
  body: refusalEnvelope('user.emailchange', reason),
});

/**
 * Stores the move (see `moveParentEmail`), hashing `emailpassword` first.
 * @returns the parent after it, or the refusal: `emailTaken` when another parent took the
 *   address between the check and the write (the unique index), `currentPasswordWrong` when
 *   the parent's password or address changed meanwhile (the proof no longer holds)
 * @throws other database errors
 */
async function storeMove(
  db: Database,
  parent: ParentRow,
  request: EmailChangeRequest,
): Promise<ParentRow | HandlerResult> {
  const passwordHash = await hashStoredSecret(request.emailpassword);
  try {
    const moved = await moveParentEmail(db, {
      parent,
      email: request.email,
      passwordHash,
      keepUsertoken: request.usertoken,
    });
    return moved ?? refuse(ERROR_REASONS.currentPasswordWrong);
  } catch (error) {
    if (isUniqueViolation(error)) return refuse(ERROR_REASONS.emailTaken);
    throw error;
  }
}

/** A committed move: the parent before and after it. */
interface Move {
  before: ParentRow;
  after: ParentRow;
}

/**
 * What follows a committed move, each best-effort (see `afterCommit`): the verification
 * e-mail to the new address (a new code and link, as `user.emailverify` sends), the undo link
 * (see `issueEmailUndo`: valid 7 days; none while an earlier change's link is live, which
 * leads back to the first address), the notice to the old address ('Your mathcols email
 * address was changed', with the undo link, or without it when there is none or it could not
 * be made; the token is the message's secret, masked in the outbox copy under SMTP), and the
 * payment provider's customer e-mail (see `followCustomerEmail`).
 */
async function announceMove(context: HandlerContext, move: Move, now: Date): Promise<void> {
  const { db, mailer, publicUrl, supportEmail } = context;
  const { before, after } = move;
  await afterCommit(TAG, after.id, 'the verification e-mail', () =>
    sendVerification(db, mailer, after, publicUrl, now),
  );
  let undoToken: string | null = null;
  await afterCommit(TAG, after.id, 'the undo link', async () => {
    undoToken = await issueEmailUndo(db, { parentId: after.id, oldEmail: before.email }, now);
  });
  const notice = {
    to: before.email,
    firstname: after.firstname,
    newEmail: after.email,
    support: supportEmail,
  };
  const message =
    undoToken === null
      ? emailChangedEmail(notice)
      : {
          ...emailChangedEmail({
            ...notice,
            undoLink: emailUndoLink(publicUrl, undoToken),
            validDays: EMAIL_UNDO_LIFETIME_MS / 86_400_000,
          }),
          secrets: [undoToken],
        };
  await afterCommit(TAG, after.id, 'the notice to the old address', () =>
    mailer.send(message, now),
  );
  await followCustomerEmail(context, TAG, after);
}

/**
 * Moves the signed-in parent's account to the address `email`. In order: the token (401), the
 * new address against the present one (`emailUnchanged`, nothing counted), the current password
 * (see {@link checkCurrentPassword}: 429 / `currentPasswordWrong`), the new address against
 * other parents' (`emailTaken`; also when one takes it at the same moment), the change counted
 * under `EMAIL_CHANGE_PER_PARENT` (5 per hour) and `EMAIL_CHANGE_PER_EMAIL` (3 per hour to one
 * new address, by any parents; 429 past either), then the change in
 * one transaction (see `moveParentEmail`: new address and password, not verified, the old
 * address's codes and links deleted, the parent's other sessions ended), and after it the
 * undo link, the e-mails and the payment provider (see {@link announceMove}; their failures are
 * logged, the change stands).
 * @returns 200 `{ tag: 'user.emailchange', data }` (the parent's data: the new `email`,
 *   `emailverified` 'false'); 200 `{ tag: 'user.emailchange_error', reason }` with
 *   'This is already the email address of your account', 'Your current password is not right'
 *   or 'An account with this email already exists'; 429 with `Retry-After` and 'Too many wrong
 *   passwords. Please wait N minutes and try again.' or 'Too many email changes. Please wait N
 *   minutes and try again.' (nothing changed, nothing sent); 401 for a missing, expired or
 *   student token
 * @see docs/protocol.md "Changing the e-mail address"
 */
export const userEmailChange: Handler<'user.emailchange'> = async (request, context) => {
  const { db } = context;
  const now = context.now();
  const principal = await authenticate(db, request.usertoken, 'parent', now);
  const parent = principal && (await findParentById(db, principal.parentId));
  if (!parent) return unauthorized(request.tag);
  if (request.email === parent.email) return refuse(ERROR_REASONS.emailUnchanged);
  const refusal = await checkCurrentPassword(db, request.tag, parent, request.currentpassword, now);
  if (refusal) return refusal;
  if (await findParentByEmail(db, request.email)) return refuse(ERROR_REASONS.emailTaken);
  const hits = [
    { rule: EMAIL_CHANGE_PER_PARENT, subject: parent.id },
    { rule: EMAIL_CHANGE_PER_EMAIL, subject: request.email },
  ];
  const throttledChange = await reserveOrRefuse(db, request.tag, hits, 'emailChange', now);
  if (throttledChange) return throttledChange;
  const moved = await storeMove(db, parent, request);
  if ('status' in moved) return moved;
  await announceMove(context, { before: parent, after: moved }, now);
  return { status: 200, body: { tag: 'user.emailchange', data: toParentData(moved) } };
};
