// Shared by the release dry run and the consumer test: one way to run a command.
import { spawnSync } from 'node:child_process';

/**
 * Runs `command args` and returns its stdout; on a non-zero exit prints what it wrote and
 * throws naming the command. `options` go to `spawnSync` (e.g. `{ cwd }`).
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
  return result.stdout;
}
