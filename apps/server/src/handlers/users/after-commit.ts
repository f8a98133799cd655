/**
 * Work that follows a committed change of a parent's address (`user.emailchange` and its undo,
 * `public.emailundo`) and must not fail the request: e-mails and the payment provider.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import type { ParentRow } from '../../db/schema';
import { errorText } from '../../payments/provider';
import type { HandlerContext } from '../types';

/** Anything in a text that looks like an e-mail address. */
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;

/**
 * Runs `work` and swallows its failure, logged as `<tag>: <what> for parent <id> failed:
 * <error>` with every e-mail address in the error's text written `<address>` (a payment
 * provider's message may quote the old and the new one; the log keeps neither).
 */
export async function afterCommit(
  tag: 'user.emailchange' | 'public.emailundo',
  parentId: string,
  what: string,
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    const reason = errorText(error).replace(ADDRESS, '<address>');
    console.error(`${tag}: ${what} for parent ${parentId} failed: ${reason}`);
  }
}

/**
 * The payment provider's customer e-mail follows the parent's (new) address, best effort (see
 * {@link afterCommit}): only for a parent with a customer id, with a provider that keeps
 * customers' addresses (Stripe).
 */
export async function followCustomerEmail(
  context: HandlerContext,
  tag: 'user.emailchange' | 'public.emailundo',
  parent: ParentRow,
): Promise<void> {
  const { payments } = context;
  const { customer } = parent;
  const updateCustomerEmail = payments.updateCustomerEmail?.bind(payments);
  if (!customer || !updateCustomerEmail) return;
  await afterCommit(tag, parent.id, `updating the ${payments.kind} customer's e-mail`, () =>
    updateCustomerEmail(customer, parent.email),
  );
}
