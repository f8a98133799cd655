// A throwaway PostgreSQL cluster for tests and CI: `initdb` into a temporary folder, started on
// a free loopback port (fsync on), with the role and database of docs/runbook.md "PostgreSQL in
// CI and tests" (CREATE ROLE … LOGIN PASSWORD, CREATE DATABASE … OWNER …); stopped and deleted
// after.
// As root the cluster runs as Debian's `postgres` user (PostgreSQL refuses to run as root).
//
// As a module: `const cluster = await startThrowawayCluster(); … cluster.url …; await cluster.stop()`.
// As a command:
//   node scripts/postgres/throwaway-cluster.mjs [--createdb] [--env NAME] [-- command args…]
// With a command: runs it with the URL in `NAME` (default DATABASE_URL), then stops the cluster
// and exits with the command's status. Without: prints the URL and keeps the cluster until
// Ctrl-C (SIGINT) or SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The role and database the cluster is made with, as in the runbook. */
export const CLUSTER_ROLE = 'mathcols';
export const CLUSTER_DATABASE = 'mathcols';

/** How long `pg_ctl` waits for the server to start or stop, in seconds. */
const PG_CTL_TIMEOUT_S = 60;

/**
 * The folder of PostgreSQL's server programs (`initdb`, `pg_ctl`, `postgres`, `psql`):
 * `PG_BINDIR` when set (undefined when it holds no `initdb`), else the newest
 * `/usr/lib/postgresql/<version>/bin` (Debian's layout), else the folder of an `initdb` on the
 * PATH.
 * @returns the folder, or undefined when PostgreSQL is not installed
 */
export function postgresBinDir() {
  if (process.env.PG_BINDIR) {
    return existsSync(join(process.env.PG_BINDIR, 'initdb')) ? process.env.PG_BINDIR : undefined;
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  try {
    const found = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return found ? dirname(found) : undefined;
  } catch {
    return undefined;
  }
}

/** A free TCP port on 127.0.0.1 (bound and released, so another process could take it first). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid of a system user, from `id`. */
function userIds(name) {
  const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * Creates, starts and prepares a cluster.
 * @param {object} [options]
 * @param {boolean} [options.createdb] also `ALTER ROLE … CREATEDB`, for the server tests, which
 *   make a database per test file (the server itself needs no more than the runbook's steps)
 * @param {(line: string) => void} [options.log] @defaultValue console.log
 * @returns {Promise<{ url: string, port: number, folder: string, stop: () => Promise<void> }>}
 *   `url` is `postgres://mathcols:<password>@127.0.0.1:<port>/mathcols`; `stop()` stops the
 *   server and deletes the folder (idempotent; also done when the process exits)
 * @throws when PostgreSQL is not installed, or (as root) there is no `postgres` user, or
 *   `initdb`, the start or the SQL fails (the folder is deleted first)
 */
export async function startThrowawayCluster(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error('PostgreSQL not found: run node scripts/postgres/ensure-postgres.mjs');
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? userIds('postgres') : undefined;
  /** Runs a PostgreSQL program (as the `postgres` user when we are root). */
  const pg = (program, args) => {
    const [command, full] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    return execFileSync(command, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };

  const folder = mkdtempSync(join(tmpdir(), 'mathcols-pg-'));
  const data = join(folder, 'data');
  const socket = join(folder, 'socket');
  const logFile = join(folder, 'postgres.log');
  const passwordFile = join(folder, 'superuser-password');
  mkdirSync(socket);
  writeFileSync(passwordFile, randomBytes(18).toString('hex'), { mode: 0o600 });
  if (owner) {
    for (const path of [folder, socket, passwordFile]) chownSync(path, owner.uid, owner.gid);
  }

  let started = false;
  let stopped = false;
  /** Stops the server and deletes the folder, synchronously, so it can run on `exit` too. */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    if (started) {
      try {
        pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', String(PG_CTL_TIMEOUT_S), 'stop']);
      } catch (error) {
        log(`Could not stop the throwaway PostgreSQL cleanly: ${describe(error)}`);
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  const stop = async () => stopNow();

  try {
    // initdb's own flush is skipped (the cluster is thrown away); the server runs with fsync on.
    pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await freePort();
    const serverOptions = `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1 -c fsync=on`;
    started = true;
    pg('pg_ctl', [
      '-D',
      data,
      '-l',
      logFile,
      '-w',
      '-t',
      String(PG_CTL_TIMEOUT_S),
      '-o',
      serverOptions,
      'start',
    ]);
    const password = randomBytes(18).toString('hex');
    const statements = [
      `CREATE ROLE ${CLUSTER_ROLE} LOGIN PASSWORD '${password}'`,
      `CREATE DATABASE ${CLUSTER_DATABASE} OWNER ${CLUSTER_ROLE}`,
      ...(options.createdb ? [`ALTER ROLE ${CLUSTER_ROLE} CREATEDB`] : []),
    ];
    pg('psql', [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      socket,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      ...statements.flatMap((statement) => ['-c', statement]),
    ]);
    const url = `postgres://${CLUSTER_ROLE}:${password}@127.0.0.1:${port}/${CLUSTER_DATABASE}`;
    log(
      `Throwaway PostgreSQL (${bin}) on 127.0.0.1:${port} in ${folder}: role ${CLUSTER_ROLE}` +
        `${options.createdb ? ' (CREATEDB)' : ''}, database ${CLUSTER_DATABASE}`,
    );
    return { url, port, folder, stop };
  } catch (error) {
    const detail = describe(error);
    await stop();
    throw new Error(`Could not start a throwaway PostgreSQL: ${detail}`, { cause: error });
  }
}

/** A failed command's stderr (its first lines), or the error's message. */
function describe(error) {
  const stderr = error?.stderr ? String(error.stderr).trim() : '';
  return stderr ? stderr.split('\n').slice(0, 5).join(' | ') : (error?.message ?? String(error));
}

/** The command-line entry; see the top of the file. */
async function main(argv) {
  const separator = argv.indexOf('--');
  const flags = separator === -1 ? argv : argv.slice(0, separator);
  const command = separator === -1 ? [] : argv.slice(separator + 1);
  const envIndex = flags.indexOf('--env');
  const envName = envIndex === -1 ? 'DATABASE_URL' : flags[envIndex + 1];
  if (!envName) throw new Error('--env needs a variable name');
  // Handled from the start, so a signal while the cluster starts still stops and deletes it.
  let cluster;
  let child;
  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    if (child) child.kill(signal);
    else if (cluster) cluster.stop().then(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  cluster = await startThrowawayCluster({ createdb: flags.includes('--createdb') });
  if (interrupted) {
    await cluster.stop();
    process.exit(130);
  }
  if (command.length === 0) {
    console.log(cluster.url);
    console.log('Press Ctrl-C to stop it and delete its folder.');
    setInterval(() => {}, 1 << 30);
    return;
  }
  const [program, ...args] = command;
  child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, [envName]: cluster.url },
  });
  const code = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(`${program}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  await cluster.stop();
  process.exit(code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
