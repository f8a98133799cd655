/**
 * One handler per tag. A new tag is one handler module and one line here; the mapped type makes
 * a missing handler a compile error. Handlers import their types from `./types`, never from
 * here, so only this module imports the handlers.
 * @see docs/protocol.md
 */
import type { ApiRequestTag } from '@mathcols/api-client/protocol';
import { contactHandlers } from './contact';
import { learningHandlers, practiceHandler } from './learning';
import { paymentHandlers } from './payments';
import { reportHandlers } from './report';
import { studentHandlers } from './students';
import type { Handler } from './types';
import { userHandlers } from './users';

/** Every `POST /api` tag's handler. */
export const HANDLERS: { [T in ApiRequestTag]: Handler<T> } = {
  'publicmath.get': (_request, { publicMath }) => ({ status: 200, body: publicMath.response() }),
  ...userHandlers,
  ...studentHandlers,
  ...learningHandlers,
  ...contactHandlers,
  ...reportHandlers,
  ...paymentHandlers,
};

/** The handler of `POST /api/practice` (`student.practiceget`, its only tag). */
export const PRACTICE_HANDLER: Handler<'student.practiceget'> = practiceHandler;
