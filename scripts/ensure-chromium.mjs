// Makes sure Debian's Chromium is there for browser tests; never downloads a browser build.
// Installs the `chromium` package when running as root with apt-get, otherwise explains in one line.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (process.env.CHROMIUM_PATH || process.getuid?.() !== 0 || !hasApt) {
    console.error(
      `Chromium not found at ${path}: install Debian's chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
