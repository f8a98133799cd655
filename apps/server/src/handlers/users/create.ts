/**
 * `user.create`: a parent registers.
 * @see spec §2 Register, §5 Validation rules, §7 `user.create`, §8 Registration
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { createParent, parentSessionAnswer } from '../../accounts/parents';
import { sendVerification } from '../../accounts/verification';
import type { Handler } from '../types';

/**
 * Registers a parent (free, unverified, weekly e-mails on), signs them in and e-mails a
 * verification code and link.
 *
 * The e-mail address is trimmed and lower-cased by the schema, so uniqueness is
 * case-insensitive; the password arrives as the wire hash and is stored only under scrypt.
 * @returns 200 `{ tag: 'user.create', usertoken, data, students: [] }`; 200
 *   `{ tag: 'user.create_error', reason: 'An account with this email already exists' }`
 * @see spec §7 `user.create`
 */
export const createUser: Handler<'user.create'> = async (request, context) => {
  const { db, mailer, publicUrl } = context;
  const now = context.now();
  const parent = await createParent(
    db,
    {
      email: request.email,
      wireHash: request.emailpassword,
      firstname: request.firstname,
      lastname: request.lastname,
      deviceId: request.deviceid.toLowerCase(),
    },
    now,
  );
  if (!parent) {
    return { status: 200, body: { tag: 'user.create_error', reason: ERROR_REASONS.emailTaken } };
  }
  const answer = await parentSessionAnswer(db, 'user.create', parent, now);
  await sendVerification(db, mailer, parent, publicUrl, now);
  return { status: 200, body: answer };
};
