// `npm test`: every check and every test, in order, stopping at the first failure.
// Prints how long each stage took and a closing "N passed, N failed" line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'mathcols-test-'));
const vitestReport = join(reports, 'vitest.json');
const postgresReport = join(reports, 'vitest-postgres.json');
const playwrightReport = join(reports, 'playwright.json');

const stages = [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  // Three single-threaded checks at once; each prints only what it finds.
  [
    'format + lint + typecheck',
    [
      ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
      ['npx', ['eslint', '.', '--max-warnings', '0']],
      ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
    ],
  ],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['first-load budget', 'node', ['scripts/first-load-budget.mjs']],
  ['publint', 'npm', ['run', 'publint', '--silent']],
  ['size', 'npm', ['run', 'size', '--silent']],
  ['release dry run', 'node', ['scripts/release-dry-run.mjs']],
  ['consumer', 'node', ['scripts/consumer-test.mjs']],
  [
    'vitest',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    // The fuzz test's bodies per tag: half its default of 1000 (it was a minute of the run on
    // PGlite), to keep `npm test` under 15 minutes; MATHCOLS_FUZZ_RUNS=20000 runs more by hand.
    { MATHCOLS_FUZZ_RUNS: '500' },
  ],
  // The server tests again on a throwaway PostgreSQL cluster (Debian's postgresql, installed
  // when missing), stopped and deleted afterwards.
  ['postgresql', 'node', ['scripts/postgres/ensure-postgres.mjs']],
  [
    'vitest postgres',
    'node',
    [
      'scripts/postgres/throwaway-cluster.mjs',
      '--createdb',
      '--env',
      'MATHCOLS_TEST_DATABASE_URL',
      '--',
      'npx',
      'vitest',
      'run',
      '--project',
      'server-postgres',
      '--project',
      'server-postgres:mocks',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${postgresReport}`,
    ],
    // The fuzz test's 500 bodies per tag ran on PGlite; half of that re-checks PostgreSQL.
    { MATHCOLS_FUZZ_RUNS: '250' },
  ],
  ['storybook build', 'npm', ['run', 'build-storybook', '--silent']],
  ['e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport }],
];

const timings = [];
const started = Date.now();
let failedStage;
/** Runs one command with the terminal's output; resolves to its exit status. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// A stage is `[name, command, args, env?]`, or `[name, [[command, args], …]]` run side by side.
for (const [name, commandOrGroup, args, env] of stages) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const group = Array.isArray(commandOrGroup) ? commandOrGroup : [[commandOrGroup, args, env]];
  const statuses = await Promise.all(group.map((command) => run(...command)));
  timings.push([name, Date.now() - t0]);
  if (statuses.some((status) => status !== 0)) {
    failedStage = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const report of [vitestReport, postgresReport].filter((file) => existsSync(file))) {
  const v = JSON.parse(readFileSync(report, 'utf8'));
  counts.passed += v.numPassedTests;
  counts.failed += v.numFailedTests;
  counts.skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const p = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  counts.passed += p.stats.expected;
  counts.failed += p.stats.unexpected + p.stats.flaky;
  counts.skipped += p.stats.skipped;
}
rmSync(reports, { recursive: true, force: true });

console.log('\nStage timings:');
for (const [name, ms] of timings) console.log(`  ${name.padEnd(26)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  ${'total'.padEnd(26)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStage) console.log(`\nFailed at: ${failedStage}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStage || counts.failed > 0 ? 1 : 0);
