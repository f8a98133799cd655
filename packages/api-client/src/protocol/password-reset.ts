/**
 * The forgotten-password tags (ours; the original API had none): `public.passwordforgot` e-mails
 * a parent a link to choose a new password, `public.passwordreset` reads that link's token and
 * saves the new password. Neither needs a sign-in. Failures answer
 * `{ tag: '<tag>_error', reason }`.
 * @see docs/protocol.md "Forgotten passwords"
 */
import * as z from 'zod/mini';
import { parentDataSchema, studentDataSchema } from './account';
import { businessErrorSchema, freeTextSchema, requestBaseShape } from './common';
import { passwordHashSchema } from './password';
import { emailSchema } from './user';

export const PUBLIC_PASSWORDFORGOT = 'public.passwordforgot';
export const PUBLIC_PASSWORDRESET = 'public.passwordreset';

/** `public.passwordforgot`: e-mail a link to choose a new password to this address. */
export const publicPasswordForgotRequestSchema = z.object({
  tag: z.literal(PUBLIC_PASSWORDFORGOT),
  ...requestBaseShape,
  email: emailSchema,
});
/**
 * The same answer whether or not a parent uses the address (so it tells nobody who has an
 * account): `reason` is `ERROR_REASONS.passwordResetSent`.
 */
export const publicPasswordForgotResponseSchema = z.object({
  tag: z.literal(PUBLIC_PASSWORDFORGOT),
  reason: z.string(),
});

/**
 * `public.passwordreset`: `emailtoken` is the link's token. Without `emailpassword` the server
 * only reads the token (answering the parent's address, which salts the wire hash); with it
 * (the new password's wire hash, salted with that address) the password is changed.
 */
export const publicPasswordResetRequestSchema = z.object({
  tag: z.literal(PUBLIC_PASSWORDRESET),
  ...requestBaseShape,
  emailtoken: freeTextSchema().check(z.trim(), z.minLength(16), z.maxLength(128)),
  emailpassword: z.optional(passwordHashSchema),
});
/**
 * `email`: the address the link was sent to. After a change (`emailpassword` sent) also a new
 * parent session, as `user.connect` answers: `usertoken`, `data`, `students`.
 */
export const publicPasswordResetResponseSchema = z.object({
  tag: z.literal(PUBLIC_PASSWORDRESET),
  email: z.string(),
  usertoken: z.optional(z.string()),
  data: z.optional(parentDataSchema),
  students: z.optional(z.array(studentDataSchema)),
});

export const publicPasswordForgotErrorSchema = businessErrorSchema(PUBLIC_PASSWORDFORGOT);
export const publicPasswordResetErrorSchema = businessErrorSchema(PUBLIC_PASSWORDRESET);

export type PublicPasswordForgotRequest = z.input<typeof publicPasswordForgotRequestSchema>;
export type PublicPasswordResetRequest = z.input<typeof publicPasswordResetRequestSchema>;
export type PublicPasswordResetResponse = z.infer<typeof publicPasswordResetResponseSchema>;
