// `npm start`: build only what changed since the last build, then run the server
// (`apps/server/dist/main.js`, which reads PORT, DATABASE_URL, … — see docs/runbook.md).
//
// The build steps run in dependency order: engine, api-client, react, site, server. A step is
// skipped when its last successful build (a stamp file written after it, in
// `node_modules/.cache/mathcols-start/`) is newer than every input: its sources (folders
// included, so a deleted or renamed file counts; tests and stories excluded, the builds never
// read them), its package.json and build config, the shared tsconfig and package-lock.json, and
// the last build (stamp and `dist/`) of each step it depends on. Otherwise it runs
// `npm run build -w <package>`. A build run by hand (`npm run build`) leaves no stamp: the next
// start builds those steps once more.
//
// `node scripts/start.mjs --build-only [step…]`: build (only those steps and the steps they
// depend on, or all of them) and exit without starting the server. `--force` rebuilds all.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampDir = join(root, 'node_modules', '.cache', 'mathcols-start');

/** Every build step: its workspace folder, its inputs besides `src/`, and the steps it needs. */
const STEPS = [
  { name: 'engine', dir: 'packages/engine', files: ['tsup.config.ts'], needs: [] },
  { name: 'api-client', dir: 'packages/api-client', files: ['tsup.config.ts'], needs: ['engine'] },
  { name: 'react', dir: 'packages/react', files: ['tsup.config.ts'], needs: ['engine'] },
  {
    name: 'site',
    dir: 'apps/site',
    files: ['vite.config.ts', 'index.html', 'public'],
    needs: ['engine', 'api-client', 'react'],
  },
  {
    name: 'server',
    dir: 'apps/server',
    files: ['tsup.config.ts'],
    needs: ['engine', 'api-client'],
  },
];
/** Inputs of every step, relative to the repository root. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];
/** Files under `src/` no build reads. */
const NOT_BUILT = /\.(test|stories)\.[cm]?[jt]sx?$|__snapshots__/;

/**
 * The newest modification of a file, or of a folder and everything in it (files and folders):
 * `{ mtimeMs, path }`, or `{ mtimeMs: 0 }` when it does not exist.
 */
function newest(path) {
  if (!existsSync(path)) return { mtimeMs: 0, path };
  const stats = statSync(path);
  let found = { mtimeMs: stats.mtimeMs, path };
  if (!stats.isDirectory()) return found;
  for (const entry of readdirSync(path)) {
    if (NOT_BUILT.test(entry)) continue;
    const inner = newest(join(path, entry));
    if (inner.mtimeMs > found.mtimeMs) found = inner;
  }
  return found;
}

const stampOf = (step) => join(stampDir, `${step.name}.stamp`);

/** Why `step` must be built, or `undefined` when its last build is newer than every input. */
function staleReason(step) {
  const stamp = stampOf(step);
  if (!existsSync(stamp) || !existsSync(join(root, step.dir, 'dist'))) return 'no previous build';
  const builtAt = statSync(stamp).mtimeMs;
  const inputs = [
    ...['src', 'package.json', 'tsconfig.json', ...step.files].map((file) =>
      join(root, step.dir, file),
    ),
    ...SHARED_INPUTS.map((file) => join(root, file)),
    ...step.needs.flatMap((name) => {
      const need = STEPS.find((other) => other.name === name);
      return [stampOf(need), join(root, need.dir, 'dist')];
    }),
  ];
  const changed = inputs.map(newest).find((input) => input.mtimeMs > builtAt);
  return changed && `${changed.path.slice(root.length)} changed`;
}

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const force = args.includes('--force');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown build step ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.name)}`);
  process.exit(2);
}
/** The steps asked for and everything they need (all when none is named), in build order. */
const needed = new Set(wanted.length > 0 ? wanted : STEPS.map((step) => step.name));
for (const step of [...STEPS].reverse()) {
  if (needed.has(step.name)) for (const name of step.needs) needed.add(name);
}

mkdirSync(stampDir, { recursive: true });
const started = performance.now();
for (const step of STEPS.filter((s) => needed.has(s.name))) {
  const reason = force ? 'forced' : staleReason(step);
  if (!reason) {
    console.info(`✓ ${step.name}: up to date`);
    continue;
  }
  console.info(`▶ ${step.name}: building (${reason})`);
  const stepStarted = performance.now();
  // The stamp records when the build began, so a file saved during the build counts as changed.
  const startedAt = new Date();
  // No stamp while building: an interrupted or failed build is built again next time.
  rmSync(stampOf(step), { force: true });
  const { status } = spawnSync('npm', ['run', 'build', '--silent', '-w', step.dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) {
    console.error(`✗ ${step.name}: the build failed (exit ${status}); not starting`);
    process.exit(status ?? 1);
  }
  writeFileSync(stampOf(step), `${startedAt.toISOString()}\n`);
  utimesSync(stampOf(step), startedAt, startedAt);
  console.info(
    `✓ ${step.name}: built in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`,
  );
}
console.info(`Builds checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (!buildOnly) await import(pathToFileURL(join(root, 'apps/server/dist/main.js')).href);
