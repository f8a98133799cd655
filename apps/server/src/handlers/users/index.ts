/**
 * The parent-account tags: register, sign in, update, verify the e-mail address.
 * @see spec §7 `user.*`, `public.emailverify`
 */
import type { Handler } from '../types';
import { connectUser } from './connect';
import { createUser } from './create';
import { publicEmailVerify, userEmailVerify } from './emailverify';
import { updateUser } from './update';

/**
 * The handlers of `user.create`, `user.connect` (no token), `user.update`, `user.emailverify`
 * (parent scope) and `public.emailverify` (no token), spread into the registry's `HANDLERS`.
 * @see spec §7
 */
export const userHandlers: {
  'user.create': Handler<'user.create'>;
  'user.connect': Handler<'user.connect'>;
  'user.update': Handler<'user.update'>;
  'user.emailverify': Handler<'user.emailverify'>;
  'public.emailverify': Handler<'public.emailverify'>;
} = {
  'user.create': createUser,
  'user.connect': connectUser,
  'user.update': updateUser,
  'user.emailverify': userEmailVerify,
  'public.emailverify': publicEmailVerify,
};
