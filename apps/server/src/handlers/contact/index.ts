/**
 * The contact tag `user.message`. (Being built in this change by its owner.)
 * @see spec §7 `user.message`
 */
import type { Handler } from '../types';

export const contactHandlers: { 'user.message': Handler<'user.message'> } = {
  'user.message': () => ({
    status: 200,
    body: { tag: 'user.message_error', reason: 'Failed to send message' },
  }),
};
