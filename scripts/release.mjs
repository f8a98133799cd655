// `npm run release`: publishes the versions `npm run version-packages` wrote. First refuses a
// version that leaves 0.x when no changeset asked for `major` (scripts/lib/leaves-zero.mjs:
// what a plain `changeset version` makes of a minor engine change), then builds the packages
// and runs `changeset publish` (arguments pass through, e.g. `npm run release -- --otp=123456`).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unaskedExitsFromZero } from './lib/leaves-zero.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const problems = unaskedExitsFromZero(root);
if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}

/** Runs a command with the terminal attached (publish may ask for a one-time password). */
function step(command, args) {
  const { status, signal } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
}

step('npm', ['run', 'build:packages']);
step('npx', ['changeset', 'publish', ...process.argv.slice(2)]);
