/**
 * `user.update`: a signed-in parent saves first-time-guidance steps, turns weekly e-mails on or
 * off, or (Manage Account) changes their names or their password.
 * @see spec §2 "Manage account", §4 "First-time guidance", "Email toggle"; §7 `user.update`
 */
import { eq } from 'drizzle-orm';
import { toParentData } from '../../accounts/serialize';
import { hashStoredSecret } from '../../auth/passwords';
import { authenticate, endParentSessions } from '../../auth/sessions';
import { unauthorized } from '../../auth/unauthorized';
import type { Database } from '../../db/open';
import { parents, type ParentRow } from '../../db/schema';
import type { Handler, HandlerResult } from '../types';
import { checkCurrentPassword } from './current-password';

type UpdateRequest = Parameters<Handler<'user.update'>>[0];

/** The parent's data after a change, as every `user.update` answers. */
const answer = (row: ParentRow): HandlerResult => ({
  status: 200,
  body: { tag: 'user.update', data: toParentData(row) },
});

/**
 * Changes the password when `currentpassword` is the present one (see `checkCurrentPassword`:
 * counted first, 429 while locked, 'Your current password is not right'): stores the new wire
 * hash under scrypt, and in the same transaction ends the parent's other sessions (every device signed in with the old password;
 * the one making the change stays signed in, the children's sessions too).
 */
async function changePassword(
  db: Database,
  request: UpdateRequest & { usertoken: string; emailpassword: string; currentpassword: string },
  parentId: string,
  now: Date,
): Promise<HandlerResult> {
  const [parent] = await db.select().from(parents).where(eq(parents.id, parentId));
  if (!parent) return unauthorized(request.tag);
  const refusal = await checkCurrentPassword(db, request.tag, parent, request.currentpassword, now);
  if (refusal) return refusal;
  const passwordHash = await hashStoredSecret(request.emailpassword);
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(parents)
      .set({ passwordHash })
      .where(eq(parents.id, parentId))
      .returning();
    await endParentSessions(tx, parentId, request.usertoken);
    return changed;
  });
  return row ? answer(row) : unauthorized(request.tag);
}

/**
 * Sets one thing of the parent (the schema allows exactly one): `ftue` (the given steps,
 * duplicates dropped, first occurrence order), the `emails` flag, the names (`firstname` and
 * `lastname`, trimmed by the schema), or the password (see `changePassword`).
 * @returns 200 `{ tag: 'user.update', data }` (the parent's data after the change); 200
 *   `{ tag: 'user.update_error', reason: 'Your current password is not right' }`; 429 with
 *   `Retry-After` after 5 wrong current passwords in 15 minutes; 401
 *   `{ tag: 'user.update_error', reason: 'Authentication token not found. Please log in again.' }`
 *   for a missing, expired or student token
 * @see spec §2 "Manage account", §7 `user.update`
 */
export const updateUser: Handler<'user.update'> = async (request, { db, now }) => {
  const at = now();
  const principal = await authenticate(db, request.usertoken, 'parent', at);
  if (!principal) return unauthorized(request.tag);
  const { usertoken, emailpassword, currentpassword, firstname, lastname } = request;
  if (usertoken !== undefined && emailpassword !== undefined && currentpassword !== undefined) {
    return changePassword(
      db,
      { ...request, usertoken, emailpassword, currentpassword },
      principal.parentId,
      at,
    );
  }
  const changes =
    request.ftue !== undefined
      ? { ftue: [...new Set(request.ftue)] }
      : firstname !== undefined && lastname !== undefined
        ? { firstname, lastname }
        : { emails: request.emails === 'true' };
  const [row] = await db
    .update(parents)
    .set(changes)
    .where(eq(parents.id, principal.parentId))
    .returning();
  return row ? answer(row) : unauthorized(request.tag);
};
