/**
 * `user.emailchange` (ours; the original API had none): a signed-in parent moves the account to
 * another e-mail address. The address salts the password's wire hash, so the request carries
 * the password hashed both ways. `public.emailundo` (ours) takes the link e-mailed to the old
 * address to undo a change its owner did not make. Failures answer
 * `{ tag: '<tag>_error', reason }`.
 * @see docs/protocol.md "Changing the e-mail address"
 */
import * as z from 'zod/mini';
import { parentDataSchema } from './account';
import { businessErrorSchema, freeTextSchema, requestBaseShape, signedInShape } from './common';
import { passwordHashSchema } from './password';
import { emailSchema } from './user';

export const USER_EMAILCHANGE = 'user.emailchange';
export const PUBLIC_EMAILUNDO = 'public.emailundo';

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

/**
 * `public.emailundo` (no sign-in): `emailtoken` is the token of the undo link the notice to the
 * old address carried. The server moves the account back to that address, ends every session
 * of the parent and answers a forgotten-password token for it (whoever made the change knows
 * the password): the site goes on to choosing a new password with it.
 */
export const publicEmailUndoRequestSchema = z.object({
  tag: z.literal(PUBLIC_EMAILUNDO),
  ...requestBaseShape,
  emailtoken: freeTextSchema().check(z.trim(), z.minLength(16), z.maxLength(128)),
});
/** `email`: the address the account is back at; `emailtoken`: a `public.passwordreset` token. */
export const publicEmailUndoResponseSchema = z.object({
  tag: z.literal(PUBLIC_EMAILUNDO),
  email: z.string(),
  emailtoken: z.string(),
});

export const publicEmailUndoErrorSchema = businessErrorSchema(PUBLIC_EMAILUNDO);

export type UserEmailChangeRequest = z.input<typeof userEmailChangeRequestSchema>;
export type PublicEmailUndoRequest = z.input<typeof publicEmailUndoRequestSchema>;
export type PublicEmailUndoResponse = z.infer<typeof publicEmailUndoResponseSchema>;
