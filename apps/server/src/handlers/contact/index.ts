/**
 * The contact tag: a signed-in parent writes to support.
 * @see spec §2 "Contact", §7 `user.message`
 */
import type { Handler } from '../types';
import { sendContactMessage } from './send-message';

/** The handler of `user.message` (parent scope), spread into the registry's `HANDLERS`. */
export const contactHandlers: { 'user.message': Handler<'user.message'> } = {
  'user.message': sendContactMessage,
};
