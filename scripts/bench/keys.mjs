// `npm run bench:keys`: how long a child waits between a digit key and the next box focused on
// a 5-digit × 3-digit multiplication (86 479 × 357), in Debian's Chromium slowed down 4× (CDP
// `Emulation.setCPUThrottlingRate`), beside plain `<input>` boxes with the same focus moves in
// the same page as the floor (the browser's own `focus()` and frame cost most of it). A
// benchmark, not a test: it prints, it never fails on a slow figure.
//
// Builds `@mathcols/react` if it changed (`scripts/start.mjs --build-only react`), builds the
// page `keys-page/` with Vite (production React, the package's `dist`) into a temporary folder,
// serves it on 127.0.0.1, and sends 100 measured digit keys (after 10 warm-up keys) to the
// worksheet, starting again at the first box when the chain of boxes ends, each followed by the
// same key and focus move on the floor. A key's time runs from the key event to the first frame after the next box took
// focus (the worksheet re-renders in between). Prints p50/p95 of both, the ratio of the p95s,
// and pass/miss against the goal (p95 ≤ 1.2× the floor; issue 9 "Fast").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { tsImport } from 'tsx/esm/api';
import { build, preview } from 'vite';

const CPU_SLOWDOWN = 4;
const WARM_UP_KEYS = 10;
const KEYS = Number(process.env.BENCH_KEYS ?? 100);
const GOAL_RATIO = 1.2;
/** The digits typed, in turn (any digit moves on; the worksheet is never submitted). */
const DIGITS = '1234567890';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only', 'react'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const pageDir = fileURLToPath(new URL('keys-page', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'mathcols-bench-keys-'));
const config = {
  root: pageDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir, emptyOutDir: true },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
};
await build(config);
const server = await preview(config);
const url = server.resolvedUrls.local[0];

const { chromiumLaunch } = await tsImport('../../chromium.ts', import.meta.url);
const browser = await chromium.launch(chromiumLaunch);
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Partial product 1, ones column' }).waitFor();
  await page.waitForFunction(() => window.bench.focused('worksheet') >= 0);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const bench = (method, ...args) =>
    page.evaluate(([name, values]) => window.bench[name](...values), [method, args]);
  /** Sends one digit key and returns its sample, or `undefined` when focus did not move. */
  async function key(where, digit, from) {
    await bench('arm');
    await page.keyboard.press(digit);
    const to = await bench('focused', where);
    if (to === from) return undefined;
    return { to, sample: await page.evaluate(() => window.bench.sample) };
  }

  // Both on the same page and the same keys, interleaved (a worksheet key, then the floor's
  // key with the same move), so both see the same machine load. When a key does not move
  // focus (the end of the chain of boxes), focus goes back to the first box, unmeasured.
  await bench('makeFloor');
  const start = await bench('focused', 'worksheet');
  const worksheet = [];
  const floor = [];
  for (let i = 0; worksheet.length < WARM_UP_KEYS + KEYS; i += 1) {
    const digit = DIGITS[i % DIGITS.length];
    const from = await bench('focused', 'worksheet');
    const moved = await key('worksheet', digit, from);
    if (!moved) {
      await bench('focus', 'worksheet', start);
      continue;
    }
    await bench('focus', 'floor', from);
    await bench('planFloor', moved.to);
    const copied = await key('floor', digit, from);
    if (copied?.to !== moved.to)
      throw new Error(`the floor did not follow move ${from} → ${moved.to}`);
    await bench('focus', 'worksheet', moved.to);
    worksheet.push(moved.sample);
    floor.push(copied.sample);
  }

  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const figures = (samples) => {
    const frame = samples.map((s) => s.frameMs);
    const focus = samples.map((s) => s.focusMs);
    return {
      p50: percentile(frame, 50),
      p95: percentile(frame, 95),
      focusP95: percentile(focus, 95),
    };
  };
  const w = figures(worksheet.slice(WARM_UP_KEYS));
  const f = figures(floor.slice(WARM_UP_KEYS));
  const ms = (value) => value.toFixed(1).padStart(8);
  console.log(
    `\nKeystroke bench: 86 479 × 357, ${KEYS} keys (after ${WARM_UP_KEYS} warm-up), CPU ${CPU_SLOWDOWN}× slower, Chromium ${browser.version()}`,
  );
  console.log('key → next box focused and painted (ms)');
  console.log(
    `${''.padEnd(22)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'focus p95'.padStart(11)}`,
  );
  console.log(`${'worksheet'.padEnd(22)}${ms(w.p50)}${ms(w.p95)}${ms(w.focusP95).padStart(11)}`);
  console.log(
    `${'plain inputs (floor)'.padEnd(22)}${ms(f.p50)}${ms(f.p95)}${ms(f.focusP95).padStart(11)}`,
  );
  const ratio = w.p95 / f.p95;
  console.log(
    `p95 ratio ${ratio.toFixed(2)} — goal ≤ ${GOAL_RATIO}: ${ratio <= GOAL_RATIO ? 'pass' : 'miss'}`,
  );
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
}
