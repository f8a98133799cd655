/**
 * The parent-account tags: register, sign in, read the parent's data again, sign out, update,
 * verify the e-mail address, change it (and undo a change through the link sent to the old
 * address), choose a new password through an e-mailed link.
 * @see spec §7 `user.*`, `public.emailverify`; docs/protocol.md "Forgotten passwords",
 *   "Changing the e-mail address", "Reading a parent's data again"
 */
import type { Handler } from '../types';
import { connectUser } from './connect';
import { createUser } from './create';
import { disconnectUser } from './disconnect';
import { userEmailChange } from './email-change';
import { publicEmailUndo } from './email-undo';
import { publicEmailVerify, userEmailVerify } from './emailverify';
import { getUser } from './get';
import { publicPasswordForgot, publicPasswordReset } from './password-reset';
import { updateUser } from './update';

/**
 * The handlers of `user.create`, `user.connect` (no token), `user.disconnect` (parent or student
 * token), `user.get`, `user.update`, `user.emailverify`, `user.emailchange` (parent scope),
 * `public.emailverify`, `public.emailundo`, `public.passwordforgot` and `public.passwordreset`
 * (no token), spread
 * into the registry's `HANDLERS`.
 * @see spec §7
 */
export const userHandlers: {
  'user.create': Handler<'user.create'>;
  'user.connect': Handler<'user.connect'>;
  'user.get': Handler<'user.get'>;
  'user.disconnect': Handler<'user.disconnect'>;
  'user.update': Handler<'user.update'>;
  'user.emailverify': Handler<'user.emailverify'>;
  'user.emailchange': Handler<'user.emailchange'>;
  'public.emailverify': Handler<'public.emailverify'>;
  'public.emailundo': Handler<'public.emailundo'>;
  'public.passwordforgot': Handler<'public.passwordforgot'>;
  'public.passwordreset': Handler<'public.passwordreset'>;
} = {
  'user.create': createUser,
  'user.connect': connectUser,
  'user.get': getUser,
  'user.disconnect': disconnectUser,
  'user.update': updateUser,
  'user.emailverify': userEmailVerify,
  'user.emailchange': userEmailChange,
  'public.emailverify': publicEmailVerify,
  'public.emailundo': publicEmailUndo,
  'public.passwordforgot': publicPasswordForgot,
  'public.passwordreset': publicPasswordReset,
};
