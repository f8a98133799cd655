/**
 * `public.emailundo` (ours): undo an e-mail address change through the link e-mailed to the old
 * address. No sign-in: whoever made the change may hold every session of the account.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { useEmailUndo, type EmailUndoOutcome } from '../../accounts/email-undo';
import type { ParentRow } from '../../db/schema';
import { refusalEnvelope } from '../../http/error-envelope';
import { errorText } from '../../payments/provider';
import { isUniqueViolation } from '../students/access';
import type { Handler, HandlerContext } from '../types';

/** Anything in a text that looks like an e-mail address. */
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * After a committed undo, best effort: when the parent has a customer id and the provider keeps
 * customers' addresses (Stripe), the customer's e-mail goes back to the old address. A failure
 * is logged (`public.emailundo: updating the <provider> customer's e-mail for parent <id> failed:
 * <error>`) with every address in the error's text written `<address>`, and swallowed.
 */
async function restoreCustomerEmail(context: HandlerContext, parent: ParentRow): Promise<void> {
  const { payments } = context;
  const { customer } = parent;
  const updateCustomerEmail = payments.updateCustomerEmail?.bind(payments);
  if (!customer || !updateCustomerEmail) return;
  try {
    await updateCustomerEmail(customer, parent.email);
  } catch (error) {
    const reason = errorText(error)
      .replaceAll(parent.email, '<address>')
      .replace(ADDRESS, '<address>');
    console.error(
      `public.emailundo: updating the ${payments.kind} customer's e-mail for parent ${parent.id} failed: ${reason}`,
    );
  }
}

/**
 * Uses the undo link's token (see `useEmailUndo`: in one transaction the account goes back to
 * the old address, verified; the verification codes and links of the new address are deleted;
 * every session of the parent ends; the new address's trusted devices are trusted under the old
 * one again; a forgotten-password token is issued), then puts the payment provider's customer
 * e-mail back (see {@link restoreCustomerEmail}). Not throttled: tokens are 32 random bytes, too
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
  await restoreCustomerEmail(context, parent);
  return {
    status: 200,
    body: { tag: 'public.emailundo', email: parent.email, emailtoken: resetToken },
  };
};
