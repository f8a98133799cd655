/**
 * `user.connect`: a parent signs in.
 * @see spec §2 Parent Login, §4 "Parent session", §7 `user.connect`, §8 Login
 */
import { findParentByEmail, parentSessionAnswer } from '../../accounts/parents';
import { parentAccount, signIn } from '../../auth/sign-in';
import type { Handler } from '../types';

/**
 * Signs a parent in (see `signIn` for the throttle per account and address and the refusals:
 * 429 with `Retry-After` while locked, 'Invalid credentials' for an unknown e-mail or a wrong
 * password). The device's older session of this parent ends.
 * @returns 200 `{ tag: 'user.connect', usertoken, data, students }` (parent session, 7 days)
 * @see spec §7 `user.connect`, §8 "Invalid credentials"
 */
export const connectUser: Handler<'user.connect'> = async (request, { db, now, clientAddress }) => {
  const at = now();
  const outcome = await signIn({
    db,
    tag: request.tag,
    account: parentAccount(request.email),
    address: clientAddress,
    device: request.deviceid.toLowerCase(),
    wireHash: request.emailpassword,
    now: at,
    find: async () => {
      const parent = await findParentByEmail(db, request.email);
      return parent && { record: parent, passwordHash: parent.passwordHash };
    },
  });
  if (!outcome.ok) return outcome.answer;
  return {
    status: 200,
    body: await parentSessionAnswer(db, 'user.connect', outcome.record, at, request.deviceid),
  };
};
