// Makes sure PostgreSQL's server programs are there for the PostgreSQL test stage (see
// throwaway-cluster.mjs): installs Debian's `postgresql` package when running as root with
// apt-get, otherwise explains in one line. Prints what it found or did.
import { execSync } from 'node:child_process';
import { postgresBinDir } from './throwaway-cluster.mjs';

let bin = postgresBinDir();
if (!bin) {
  const hasApt = (() => {
    try {
      execSync('command -v apt-get', { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  if (process.env.PG_BINDIR || process.getuid?.() !== 0 || !hasApt) {
    console.error(
      "PostgreSQL not found: install Debian's postgresql (sudo apt-get install -y postgresql) or set PG_BINDIR to the folder of initdb.",
    );
    process.exit(1);
  }
  console.log('Installing Debian postgresql for the PostgreSQL tests…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql',
    { stdio: 'inherit' },
  );
  bin = postgresBinDir();
  if (!bin) {
    console.error('postgresql was installed but initdb is still not found.');
    process.exit(1);
  }
  console.log(`Installed PostgreSQL in ${bin}`);
} else {
  console.log(`PostgreSQL found in ${bin}`);
}
