/**
 * Launch options for Debian's Chromium, shared by Vitest browser mode, Storybook tests and
 * Playwright. We never download a browser: `CHROMIUM_PATH` overrides `/usr/bin/chromium`.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
