import { useEffect, useRef } from 'react';

/**
 * Sends an e-mailed link's `token` to the server once per `attempt` (`send`): a link works
 * once, so it is not sent again when effects run twice (StrictMode) or the page renders again;
 * a new attempt ('Try Again' after a network failure) or another token sends again. Nothing
 * is sent without a token.
 * @param token the link's token, trimmed (`''` when the address has none)
 * @param attempt 0 at first, one more for each 'Try Again'
 */
export function useSendLinkOnce(
  token: string,
  attempt: number,
  send: (token: string) => void,
): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${token}#${attempt}`;
    if (!token || sent.current === key) return;
    sent.current = key;
    send(token);
  });
}
