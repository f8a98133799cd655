// The site's first-load budget, read from the build's manifest (run `npm run build` first):
// the JavaScript a browser downloads to show `/` and `/#/free-problems`, gzipped at level 9.
// Prints each page's total and its largest chunks; exits 1 when a page is over the budget.
// Usage: node scripts/first-load-budget.mjs [site dist folder, default apps/site/dist]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Most JavaScript, in kB (1000 bytes) after gzip -9, that one page may need to show. */
const BUDGET_KB = 120;
/** How many of a page's largest chunks to print. */
const LARGEST = Number(process.env.LARGEST ?? 5);
/** The free-practice page's module, as the manifest names it (relative to apps/site). */
const FREE_PRACTICE_SOURCE = 'src/pages/free-practice-page.tsx';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = resolve(root, process.argv[2] ?? 'apps/site/dist');
const manifestPath = join(dist, '.vite', 'manifest.json');

function fail(message) {
  console.error(`first-load budget: ${message}`);
  process.exit(1);
}

if (!existsSync(manifestPath)) {
  fail(`no ${manifestPath}; build the site first (npm run build -w @mathcols/site)`);
}
/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * The output files of the chunks under `keys` and of everything they import statically,
 * transitively (what the browser must download before the chunk runs).
 */
function staticClosure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest names ${key} as an import but has no such chunk`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) fail(`expected one entry chunk in the manifest, found ${entries.length}`);
if (!manifest[FREE_PRACTICE_SOURCE]) {
  fail(
    `the manifest has no chunk for ${FREE_PRACTICE_SOURCE}: the free-practice route must be lazy (its own chunk)`,
  );
}

const pages = [
  ['/', staticClosure(entries)],
  ['/#/free-problems', staticClosure([...entries, FREE_PRACTICE_SOURCE])],
];

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const over = [];
console.log(`First-load JavaScript, gzip -9 (budget ${BUDGET_KB} kB per page):`);
for (const [page, files] of pages) {
  const sizes = files.map((file) => [file, gzipSize(file)]).sort((a, b) => b[1] - a[1]);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  const verdict = total > BUDGET_KB * 1000 ? 'OVER' : 'ok';
  console.log(`  ${page.padEnd(18)} ${kB(total).padStart(9)} in ${files.length} files  ${verdict}`);
  for (const [file, size] of sizes.slice(0, LARGEST)) {
    console.log(`    ${kB(size).padStart(9)}  ${file}`);
  }
  if (verdict === 'OVER') over.push(`${page} needs ${kB(total)}`);
}
if (over.length > 0) fail(`over the ${BUDGET_KB} kB gzip budget: ${over.join('; ')}`);
