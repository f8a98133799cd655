// `npm run release:dry-run`: what `npm run release` would publish, without publishing or touching
// this checkout. Needs the built packages (`npm run build:packages`). It
//   1. copies the repository (the files git knows, untracked ones included, plus the packages'
//      built `dist`) into a temporary folder, with `node_modules` as a symlink;
//   2. runs `npm run version-packages` there (scripts/version-packages.mjs, `changeset version`
//      with the 0.x correction): pending changesets become versions, peer ranges and CHANGELOG.md;
//   3. runs `npm publish --dry-run --json` for each public package and prints its new version and
//      the files its tarball would hold;
//   4. fails when a tarball lacks README.md, LICENSE, CHANGELOG.md, package.json, a file named in
//      `main` / `module` / `types` / `exports`, or (react) the stylesheet; when a package leaves
//      0.x although no changeset asks for `major` (the check `npm run release` makes first:
//      scripts/lib/leaves-zero.mjs); or when
//      @mathcols/engine's new version is outside a dependent's peer range; or when a file of a
//      tarball names the folder the packages were built in (a source map, a bundler comment).
// `KEEP_RELEASE_COPY=1` keeps the temporary folder and prints where it is.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryFiles } from './lib/entry-files.mjs';
import { PUBLIC, unaskedExitsFromZero } from './lib/leaves-zero.mjs';
import { run as runCommand } from './lib/run-command.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// semver as @changesets/cli uses it (not a dependency of ours).
const require = createRequire(import.meta.url);
const semver = createRequire(require.resolve('@changesets/cli/package.json'))('semver');
/** Files every tarball must hold besides the entry files. */
const ALWAYS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
/** Files one package must hold besides its entries. */
const EXTRA = { react: ['dist/styles.css'] };

const started = Date.now();

/** Runs a command in `cwd` and returns its stdout; throws on failure. */
const run = (command, args, cwd) => runCommand(command, args, { cwd });

/** Copies the repository into `dir`: git's file list, the built dist folders, node_modules linked. */
function copyRepository(dir) {
  const listed = run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    root,
  ).split('\0');
  for (const path of listed) {
    // Files deleted in the working tree are still in git's index: skip them.
    if (path && existsSync(join(root, path))) cpSync(join(root, path), join(dir, path));
  }
  for (const name of PUBLIC) {
    const dist = join(root, 'packages', name, 'dist');
    if (!existsSync(dist)) {
      throw new Error(`packages/${name}/dist is missing: run \`npm run build:packages\` first`);
    }
    cpSync(dist, join(dir, 'packages', name, 'dist'), { recursive: true });
  }
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'), 'dir');
}

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const copy = mkdtempSync(join(tmpdir(), 'mathcols-release-'));
const problems = [];
try {
  copyRepository(copy);
  const before = Object.fromEntries(
    PUBLIC.map((name) => [name, readJson(join(copy, 'packages', name, 'package.json')).version]),
  );

  const version = join(copy, 'scripts', 'version-packages.mjs');
  // Its closing advice (`npm install` for the lockfile) is for a real release, not this copy.
  process.stdout.write(
    run(process.execPath, [version], copy).replace(/^All files have been updated.*\n/m, ''),
  );

  const manifests = {};
  for (const name of PUBLIC) {
    const dir = join(copy, 'packages', name);
    const manifest = readJson(join(dir, 'package.json'));
    manifests[name] = manifest;
    // npm 10 prints the tarball's summary; npm 11 keys it by package name.
    const output = JSON.parse(
      run('npm', ['publish', '--dry-run', '--json', '--ignore-scripts', '--tag', 'latest'], dir),
    );
    const packed = output[manifest.name] ?? output;
    const files = packed.files.map((file) => file.path).sort();
    const size = (packed.size / 1024).toFixed(1);
    const bump = before[name] === manifest.version ? 'unchanged' : `from ${before[name]}`;
    console.log(`\n${manifest.name}@${manifest.version} (${bump}), ${size} kB packed:`);
    for (const file of files) console.log(`  ${file}`);

    // A published file should not name the folder it was built in (a source map, a comment).
    for (const file of files) {
      if (readFileSync(join(dir, file), 'utf8').includes(root)) {
        problems.push(`${manifest.name}: ${file} names the build folder ${root}`);
      }
    }
    const required = [...ALWAYS, ...entryFiles(manifest), ...(EXTRA[name] ?? [])];
    for (const file of required) {
      if (!files.includes(file)) problems.push(`${manifest.name}: the tarball lacks ${file}`);
    }
  }

  // The check `npm run release` makes first: no 1.0 unless a changeset asks for `major`.
  problems.push(...unaskedExitsFromZero(copy));

  const engine = manifests.engine;
  for (const name of PUBLIC.filter((n) => n !== 'engine')) {
    const range = manifests[name].peerDependencies?.[engine.name];
    if (range === undefined) {
      problems.push(`${manifests[name].name}: ${engine.name} is not a peer dependency`);
      continue;
    }
    if (!semver.satisfies(engine.version, range)) {
      problems.push(
        `${manifests[name].name}: peer range ${range} does not admit ${engine.name}@${engine.version}`,
      );
    }
  }
} finally {
  if (process.env.KEEP_RELEASE_COPY) console.log(`\nThe copy stays in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`\nRelease dry run failed (${seconds} s):`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  process.exit(1);
}
console.log(`\nRelease dry run passed (${seconds} s): nothing was published.`);
