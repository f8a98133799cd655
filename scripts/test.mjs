// `npm test`: every check and every test, in order, stopping at the first failure.
// Prints how long each stage took and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'mathcols-test-'));
const vitestReport = join(reports, 'vitest.json');
const postgresReport = join(reports, 'vitest-postgres.json');
const playwrightReport = join(reports, 'playwright.json');

const stages = [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
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
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${postgresReport}`,
    ],
  ],
  ['storybook build', 'npm', ['run', 'build-storybook', '--silent']],
  ['e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport }],
];

const timings = [];
const started = Date.now();
let failedStage;
for (const [name, command, args, env] of stages) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  timings.push([name, Date.now() - t0]);
  if (status !== 0) {
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
for (const [name, ms] of timings) console.log(`  ${name.padEnd(16)} ${(ms / 1000).toFixed(1)} s`);
console.log(`  ${'total'.padEnd(16)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failedStage) console.log(`\nFailed at: ${failedStage}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStage || counts.failed > 0 ? 1 : 0);
