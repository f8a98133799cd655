/**
 * Sends the browser to another site's page (the card payment provider's hosted checkout or
 * billing portal, or the server's local test checkout), leaving the app.
 * @param url - an absolute URL the server returned
 */
export type OpenUrl = (url: string) => void;

/** The browser's own way: `window.location.assign(url)` (Back returns to the page). */
export const openInBrowser: OpenUrl = (url) => window.location.assign(url);
