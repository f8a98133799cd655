import { ApiError } from '@mathcols/api-client';

/**
 * Whether the server read an e-mailed link and turned its token down: a refusal (`business`),
 * or an HTTP 4xx such as the 400 of a token cut short by a mail client. Not a timeout (408), a
 * throttle (429), a server error or no answer: then the link may still be good, and the page
 * offers to try again. Used by the e-mail verification and the new-password pages.
 * @param error - what the client threw
 */
export function tokenRefused(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'business') return true;
  const status = error.status ?? 0;
  return error.code === 'http' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}
