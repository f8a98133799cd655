/**
 * The parent-account tags: `user.create`, `user.connect`, `user.update`, `user.emailverify` and
 * `public.emailverify`. Failures answer `{ tag: '<tag>_error', reason }`.
 * @see spec §7 The calls it makes, §5 Validation rules, §8 error catalogue
 */
import * as z from 'zod/mini';
import { flagSchema, ftueStepSchema, parentDataSchema, studentDataSchema } from './account';
import {
  NAME_TOO_LONG_REASON,
  businessErrorSchema,
  freeTextSchema,
  requestBaseShape,
  signedInShape,
} from './common';
import { passwordHashSchema } from './password';

export const USER_CREATE = 'user.create';
export const USER_CONNECT = 'user.connect';
export const USER_UPDATE = 'user.update';
export const USER_EMAILVERIFY = 'user.emailverify';
export const PUBLIC_EMAILVERIFY = 'public.emailverify';

/** An e-mail address, trimmed and lower-cased. @see spec §5 "Email" */
export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase()),
  z.email('Please enter a valid email address').check(z.maxLength(254)),
);

/**
 * A parent's name: trimmed, 2–64 characters, no control characters. Its messages follow the
 * field's name: 'must be at least 2 characters', 'must be at most 64 characters long'.
 * @see spec §5 "First name, last name"
 */
export const parentNameSchema = freeTextSchema().check(
  z.trim(),
  z.minLength(2, 'must be at least 2 characters'),
  z.maxLength(64, NAME_TOO_LONG_REASON),
);

/** `user.create`: register a parent. */
export const userCreateRequestSchema = z.object({
  tag: z.literal(USER_CREATE),
  ...requestBaseShape,
  email: emailSchema,
  emailpassword: passwordHashSchema,
  firstname: parentNameSchema,
  lastname: parentNameSchema,
});

/** `user.connect`: a parent signs in. */
export const userConnectRequestSchema = z.object({
  tag: z.literal(USER_CONNECT),
  ...requestBaseShape,
  email: emailSchema,
  emailpassword: passwordHashSchema,
});

/** The answer to `user.create` and `user.connect`: a parent session. */
const parentSessionShape = {
  /** The session token (7 days), kept in the `usertoken` cookie. */
  usertoken: z.string(),
  data: parentDataSchema,
  students: z.array(studentDataSchema),
};
export const userCreateResponseSchema = z.object({
  tag: z.literal(USER_CREATE),
  ...parentSessionShape,
});
export const userConnectResponseSchema = z.object({
  tag: z.literal(USER_CONNECT),
  ...parentSessionShape,
});

/** `user.update`: the FTUE steps done, or the weekly e-mails on/off. Exactly one of them. */
/**
 * `user.update`: exactly one change — the FTUE steps (`ftue`), weekly e-mails (`emails`), the
 * parent's names (`firstname` with `lastname`, Manage Account), or the password
 * (`emailpassword`, the new wire hash, with `currentpassword`, the wire hash of the present
 * one). The names and the password are ours: the original clients send neither.
 */
export const userUpdateRequestSchema = z
  .object({
    tag: z.literal(USER_UPDATE),
    ...signedInShape,
    ftue: z.optional(z.array(ftueStepSchema).check(z.maxLength(8))),
    emails: z.optional(flagSchema),
    firstname: z.optional(parentNameSchema),
    lastname: z.optional(parentNameSchema),
    emailpassword: z.optional(passwordHashSchema),
    currentpassword: z.optional(passwordHashSchema),
  })
  .check(
    z.refine(
      (body) =>
        [
          body.ftue !== undefined,
          body.emails !== undefined,
          body.firstname !== undefined && body.lastname !== undefined,
          body.emailpassword !== undefined && body.currentpassword !== undefined,
        ].filter(Boolean).length === 1 &&
        (body.firstname === undefined) === (body.lastname === undefined) &&
        (body.emailpassword === undefined) === (body.currentpassword === undefined),
      {
        message:
          'expected exactly one of ftue, emails, firstname with lastname, or emailpassword with currentpassword',
        path: ['ftue'],
      },
    ),
  );
export const userUpdateResponseSchema = z.object({
  tag: z.literal(USER_UPDATE),
  data: parentDataSchema,
});

/**
 * `user.emailverify`: without `emailtoken`, send a new verification e-mail; with it (the
 * 6-digit code from the e-mail), verify the address.
 */
export const userEmailVerifyRequestSchema = z.object({
  tag: z.literal(USER_EMAILVERIFY),
  ...signedInShape,
  emailtoken: z.optional(
    z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Invalid verification code')),
  ),
});
/**
 * A new e-mail was sent (`reason` says so), or the address is verified (`emailverify: 'true'`:
 * the code was right, or it had been verified before).
 */
export const userEmailVerifyResponseSchema = z.object({
  tag: z.literal(USER_EMAILVERIFY),
  reason: z.optional(z.string()),
  emailverify: z.optional(z.literal('true')),
});

/** `public.emailverify`: the token of the e-mailed link, no sign-in needed. */
export const publicEmailVerifyRequestSchema = z.object({
  tag: z.literal(PUBLIC_EMAILVERIFY),
  ...requestBaseShape,
  emailtoken: freeTextSchema().check(z.trim(), z.minLength(16), z.maxLength(128)),
});
/**
 * The address is verified. `data` (ours, not the original API's): the parent's data after the
 * change, present when the request's `usertoken` is a session of the parent the link verified.
 */
export const publicEmailVerifyResponseSchema = z.object({
  tag: z.literal(PUBLIC_EMAILVERIFY),
  emailverify: z.literal('true'),
  data: z.optional(parentDataSchema),
});

export const userCreateErrorSchema = businessErrorSchema(USER_CREATE);
export const userConnectErrorSchema = businessErrorSchema(USER_CONNECT);
export const userUpdateErrorSchema = businessErrorSchema(USER_UPDATE);
export const userEmailVerifyErrorSchema = businessErrorSchema(USER_EMAILVERIFY);
export const publicEmailVerifyErrorSchema = businessErrorSchema(PUBLIC_EMAILVERIFY);

export type UserCreateRequest = z.input<typeof userCreateRequestSchema>;
export type UserConnectRequest = z.input<typeof userConnectRequestSchema>;
export type UserUpdateRequest = z.input<typeof userUpdateRequestSchema>;
export type UserEmailVerifyRequest = z.input<typeof userEmailVerifyRequestSchema>;
export type PublicEmailVerifyRequest = z.input<typeof publicEmailVerifyRequestSchema>;
export type ParentSessionResponse = z.infer<typeof userConnectResponseSchema>;
