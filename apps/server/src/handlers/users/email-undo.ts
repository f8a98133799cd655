/**
 * `public.emailundo` (ours): undo an e-mail address change through the link e-mailed to the old
 * address. No sign-in: whoever made the change may hold every session of the account.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { useEmailUndo, type EmailUndoOutcome } from '../../accounts/email-undo';
import { refusalEnvelope } from '../../http/error-envelope';
import { isUniqueViolation } from '../students/access';
import type { Handler } from '../types';
import { followCustomerEmail } from './after-commit';

/**
 * Uses the undo link's token (see `useEmailUndo`: in one transaction the account goes back to
 * the old address, verified; the verification codes and links of the new address are deleted;
 * every session of the parent ends; no device stays trusted, the changer's may be among them; a
 * forgotten-password token is issued), then puts the payment provider's customer
 * e-mail back (see `followCustomerEmail`). Not throttled: tokens are 32 random bytes, too
 * many to guess.
 * @returns 200 `{ tag: 'public.emailundo', email, emailtoken }`: the address the account is back
 *   at and a `public.passwordreset` token for it (the site goes on to choosing a new password:
 *   the stored one is salted with the other address and known to whoever made the change); 200
 *   `{ tag: 'public.emailundo_error', reason }` with 'This link has expired or was used
 *   already.' (`invalidEmailUndoToken`: unknown, used or expired) or
 *   'Another account uses that email address now. Please write to us.' (`emailUndoTaken`, also
 *   when another parent takes it at the same moment); nothing changed on a refusal
 */
export const publicEmailUndo: Handler<'public.emailundo'> = async (request, context) => {
  const { db } = context;
  let undone: EmailUndoOutcome;
  try {
    undone = await useEmailUndo(db, request.emailtoken, context.now());
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    undone = { outcome: 'taken' };
  }
  if (undone.outcome !== 'undone') {
    const reason =
      undone.outcome === 'taken'
        ? ERROR_REASONS.emailUndoTaken
        : ERROR_REASONS.invalidEmailUndoToken;
    return { status: 200, body: refusalEnvelope(request.tag, reason) };
  }
  const { parent, resetToken } = undone;
  await followCustomerEmail(context, request.tag, parent);
  return {
    status: 200,
    body: { tag: 'public.emailundo', email: parent.email, emailtoken: resetToken },
  };
};
