/**
 * `user.create`: a parent registers.
 * @see spec §2 Register, §5 Validation rules, §7 `user.create`, §8 Registration
 */
import { ERROR_REASONS } from '@mathcols/api-client/protocol';
import { createParent, parentSessionAnswer } from '../../accounts/parents';
import { sendVerification } from '../../accounts/verification';
import { REGISTER_PER_ADDRESS, reserveOrRefuse } from '../../auth/throttle-rules';
import { refusalEnvelope } from '../../http/error-envelope';
import type { Handler } from '../types';

/**
 * Registers a parent (free, unverified, weekly e-mails on), signs them in and e-mails a
 * verification code and link.
 *
 * The e-mail address is trimmed and lower-cased by the schema, so uniqueness is
 * case-insensitive; the password arrives as the wire hash and is stored only under scrypt.
 * Each request counts under `REGISTER_PER_ADDRESS` (20 per hour per client address) before
 * anything is hashed or stored.
 * @returns 200 `{ tag: 'user.create', usertoken, data, students: [] }`; 200
 *   `{ tag: 'user.create_error', reason: 'An account with this email already exists' }`; 429
 *   with `Retry-After` and 'Too many new accounts from this address. Please wait N minutes and
 *   try again.' past the limit
 * @see spec §7 `user.create`
 */
export const createUser: Handler<'user.create'> = async (request, context) => {
  const { db, mailer, publicUrl } = context;
  const now = context.now();
  const hits = [{ rule: REGISTER_PER_ADDRESS, subject: context.clientAddress }];
  const refusal = await reserveOrRefuse(db, request.tag, hits, 'register', now);
  if (refusal) return refusal;
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
    return { status: 200, body: refusalEnvelope('user.create', ERROR_REASONS.emailTaken) };
  }
  const answer = await parentSessionAnswer(db, 'user.create', parent, now, request.deviceid);
  await sendVerification(db, mailer, parent, publicUrl, now);
  return { status: 200, body: answer };
};
