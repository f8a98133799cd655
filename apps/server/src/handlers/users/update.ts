/**
 * `user.update`: a signed-in parent saves first-time-guidance steps or turns weekly e-mails
 * on or off.
 * @see spec §4 "First-time guidance", "Email toggle"; §7 `user.update`
 */
import { eq } from 'drizzle-orm';
import { toParentData } from '../../accounts/serialize';
import { authenticate } from '../../auth/sessions';
import { unauthorized } from '../../auth/unauthorized';
import { parents } from '../../db/schema';
import type { Handler } from '../types';

/**
 * Sets the parent's `ftue` (the given steps, duplicates dropped, first occurrence order) or
 * `emails` flag — the schema allows exactly one of them.
 * @returns 200 `{ tag: 'user.update', data }` (the parent's data after the change); 401
 *   `{ tag: 'user.update_error', reason: 'Authentication token not found. Please log in again.' }`
 *   for a missing, expired or student token
 * @see spec §7 `user.update`
 */
export const updateUser: Handler<'user.update'> = async (request, { db, now }) => {
  const principal = await authenticate(db, request.usertoken, 'parent', now());
  if (!principal) return unauthorized(request.tag);
  const changes =
    request.ftue !== undefined
      ? { ftue: [...new Set(request.ftue)] }
      : { emails: request.emails === 'true' };
  const [row] = await db
    .update(parents)
    .set(changes)
    .where(eq(parents.id, principal.parentId))
    .returning();
  if (!row) return unauthorized(request.tag);
  return { status: 200, body: { tag: 'user.update', data: toParentData(row) } };
};
