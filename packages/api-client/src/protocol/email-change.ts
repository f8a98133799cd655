/**
 * `user.emailchange` (ours; the original API had none): a signed-in parent moves the account to
 * another e-mail address. The address salts the password's wire hash, so the request carries
 * the password hashed both ways. Failures answer `{ tag: 'user.emailchange_error', reason }`.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import * as z from 'zod/mini';
import { parentDataSchema } from './account';
import { businessErrorSchema, signedInShape } from './common';
import { passwordHashSchema } from './password';
import { emailSchema } from './user';

export const USER_EMAILCHANGE = 'user.emailchange';

/**
 * `user.emailchange`: `email` is the new address (trimmed, lower-cased); `currentpassword` the
 * wire hash of the password salted with the present address (proof it is the parent);
 * `emailpassword` the wire hash of the same password salted with the new address (what signs
 * in from now on).
 */
export const userEmailChangeRequestSchema = z.object({
  tag: z.literal(USER_EMAILCHANGE),
  ...signedInShape,
  email: emailSchema,
  currentpassword: passwordHashSchema,
  emailpassword: passwordHashSchema,
});
/**
 * The parent's data after the change: the new `email`, `emailverified` 'false' (a verification
 * e-mail went to the new address, a notice to the old one).
 */
export const userEmailChangeResponseSchema = z.object({
  tag: z.literal(USER_EMAILCHANGE),
  data: parentDataSchema,
});

export const userEmailChangeErrorSchema = businessErrorSchema(USER_EMAILCHANGE);

export type UserEmailChangeRequest = z.input<typeof userEmailChangeRequestSchema>;
