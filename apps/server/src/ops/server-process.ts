/**
 * The real server as a separate process, for the crash and scale tests: the entry point
 * `npm start` runs — the build `apps/server/dist/main.js` when it is newer than every source
 * file (as after `npm test`'s build stage; it starts in about a second), else the sources
 * through tsx (a few seconds more) — with a data folder or a `DATABASE_URL`, killed with
 * SIGKILL or stopped with SIGTERM.
 * @see docs/runbook.md "Several instances behind a load balancer"
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { SERVER_ROOT } from '../paths';

/** How long a server may take to answer requests after it is spawned, in ms. */
export const SERVER_START_TIMEOUT_MS = 30_000;

/** Where a spawned server keeps its data: one of the two. */
export type ServerStorage = { dataDir: string } | { databaseUrl: string };

/** A server process that answers requests. */
export interface ServerProcess {
  /** `http://localhost:<port>` (the port the process bound, picked by the system). */
  url: string;
  /** The process id. */
  pid: number;
  /** Every line the process wrote so far (stdout and stderr). */
  lines: string[];
  /** `kill -9`: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, a clean shutdown: resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/**
 * Spawns the server on `storage` (port 0, scheduled jobs off unless `env` says otherwise, demo
 * accounts on) and waits until it logs `mathcols is running at …`.
 * @param env more environment (e.g. `{ MATHCOLS_JOBS: '1' }`) @defaultValue none
 * @returns the running process
 * @throws when it exits or does not get ready within {@link SERVER_START_TIMEOUT_MS} (the
 *   message holds its last lines; the process is killed)
 */
export async function spawnServer(
  storage: ServerStorage,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, serverEntry(), {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: '0',
      MATHCOLS_JOBS: '0',
      MATHCOLS_DEMO: '1',
      ...('dataDir' in storage
        ? { MATHCOLS_DATA_DIR: storage.dataDir, DATABASE_URL: '' }
        : { DATABASE_URL: storage.databaseUrl }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
  });
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${SERVER_START_TIMEOUT_MS} ms`)),
      SERVER_START_TIMEOUT_MS,
    );
    const onLine = (line: string) => {
      lines.push(line);
      const running = /mathcols is running at (http:\/\/\S+)/.exec(line);
      if (running?.[1]) {
        clearTimeout(timer);
        resolve(running[1]);
      }
    };
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', onLine);
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with code ${code} before it was ready`));
    });
  });
  let url: string;
  try {
    url = await ready;
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`The server ${(error as Error).message}:\n${lines.slice(-15).join('\n')}`, {
      cause: error,
    });
  }
  return {
    url,
    pid: child.pid ?? -1,
    lines,
    kill: async () => {
      signal(child, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      signal(child, 'SIGTERM');
      return exited;
    },
  };
}

/** Sends `name` unless the process has already exited. */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.exitCode === null && child.signalCode === null) child.kill(name);
}

/**
 * The node arguments that run the server: `dist/main.js` when no file of `src/` (tests aside)
 * changed after it was built, else `--import tsx src/main.ts`.
 */
export function serverEntry(): string[] {
  const built = join(SERVER_ROOT, 'dist', 'main.js');
  const source = join(SERVER_ROOT, 'src');
  let builtAt: number;
  try {
    builtAt = statSync(built).mtimeMs;
  } catch {
    return ['--import', 'tsx', join(source, 'main.ts')];
  }
  const newer = readdirSync(source, { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      statSync(join(source, file)).mtimeMs > builtAt,
  );
  return newer ? ['--import', 'tsx', join(source, 'main.ts')] : [built];
}
