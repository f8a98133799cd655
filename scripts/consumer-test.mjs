// The consumer test: proves the published shape of the three packages the way an app sees it.
// `npm pack`s @mathcols/engine, @mathcols/api-client and @mathcols/react (built `dist` needed:
// `npm run build:packages`), installs the tarballs into a scratch app outside the workspace
// (os.tmpdir()), whose code is the code blocks of docs/embedding.md tagged `// file: …` or
// `<!-- file: … -->` (plus the fixtures in scripts/consumer/), then:
//   1. checks the packed manifests (peer dependencies) and that the app has one engine and one
//      React, and `npm ls` is clean;
//   2. loads every entry in Node (ESM and CJS; the element entry must not need a DOM; the
//      engine's diagnosis entry shares the main entry's classes);
//   3. type-checks the app with `tsc` (strict, moduleResolution bundler);
//   4. builds it with Vite (the workspace's vite and @vitejs/plugin-react, linked into the app);
//   5. renders it in Chromium: a React worksheet and the custom element (bundler import and
//      <script> tag), each styled by the package stylesheet (a box is 40 px wide), each solved.
// A missing export, type, peer dependency, entry file or the stylesheet fails one of these.
// Prints each step with its time. `KEEP_CONSUMER_APP=1` keeps the scratch folder.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryFiles } from './lib/entry-files.mjs';
import { run } from './lib/run-command.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['engine', 'api-client', 'react'];
const guide = join(root, 'docs/embedding.md');
/** The files the guide must provide, as tagged code blocks. */
const guideFiles = [
  'index.html',
  'src/react-app.tsx',
  'src/styles.d.ts',
  'element.html',
  'src/element-page.ts',
  'public/script-tag.html',
  'vite.config.ts',
  'tsconfig.json',
];

const started = Date.now();
const timings = [];
async function step(name, run) {
  const t0 = Date.now();
  process.stdout.write(`▶ ${name}\n`);
  const result = await run();
  const ms = Date.now() - t0;
  timings.push([name, ms]);
  process.stdout.write(`  ✓ ${name} (${(ms / 1000).toFixed(1)} s)\n`);
  return result;
}

function fail(message) {
  throw new Error(message);
}

/** The guide's tagged code blocks: `{ 'src/react-app.tsx': '…' }`. */
function guideBlocks(markdown) {
  const blocks = {};
  const fence = /^```[a-z]*\n(?:\/\/ file: (\S+)|<!-- file: (\S+) -->)\n([\s\S]*?)^```$/gm;
  for (const [, tsPath, htmlPath, body] of markdown.matchAll(fence)) {
    const path = tsPath ?? htmlPath;
    if (blocks[path] !== undefined) fail(`docs/embedding.md tags two blocks "file: ${path}"`);
    blocks[path] = body;
  }
  return blocks;
}

const work = mkdtempSync(join(tmpdir(), 'mathcols-consumer-'));
const app = join(work, 'app');
const tarballs = join(work, 'tarballs');
let browser;

try {
  if (`${work}${sep}`.startsWith(`${root}${sep}`)) fail(`${work} is inside the workspace`);
  for (const name of packages) {
    if (!existsSync(join(root, 'packages', name, 'dist'))) {
      fail(`packages/${name}/dist is missing: run \`npm run build:packages\` first`);
    }
  }

  const packed = await step('npm pack engine, api-client, react', () => {
    mkdirSync(tarballs, { recursive: true });
    const out = run(
      'npm',
      [
        'pack',
        ...packages.flatMap((name) => ['-w', `packages/${name}`]),
        '--pack-destination',
        tarballs,
        '--json',
        '--silent',
      ],
      { cwd: root },
    );
    const entries = JSON.parse(out);
    const byName = Object.fromEntries(entries.map((entry) => [entry.name, entry]));
    for (const entry of entries) {
      console.log(`  ${entry.filename}: ${entry.files.length} files, ${entry.size} bytes`);
    }
    return byName;
  });

  await step('check the packed manifests', () => {
    const manifest = (name) =>
      JSON.parse(
        execFileSync(
          'tar',
          ['-xzOf', join(tarballs, packed[name].filename), 'package/package.json'],
          {
            encoding: 'utf8',
          },
        ),
      );
    const expectPeers = (name, peers) => {
      const pkg = manifest(name);
      for (const peer of peers) {
        if (!pkg.peerDependencies?.[peer]) fail(`${name}: "${peer}" is not a peer dependency`);
        if (pkg.dependencies?.[peer]) fail(`${name}: "${peer}" is a dependency, not only a peer`);
      }
    };
    expectPeers('@mathcols/react', ['@mathcols/engine', 'react', 'react-dom']);
    expectPeers('@mathcols/api-client', ['@mathcols/engine']);
    // Every file a manifest names (each export's code and types, the stylesheet, the global
    // script) must be in its tarball.
    for (const name of Object.keys(packed)) {
      const files = new Set(packed[name].files.map((file) => file.path));
      for (const file of entryFiles(manifest(name))) {
        if (!files.has(file)) fail(`${name}'s tarball has no ${file}`);
      }
    }
  });

  await step('write the app from docs/embedding.md', () => {
    const blocks = guideBlocks(readFileSync(guide, 'utf8'));
    for (const path of guideFiles) {
      if (blocks[path] === undefined) fail(`docs/embedding.md has no block tagged "file: ${path}"`);
    }
    for (const [path, body] of Object.entries(blocks)) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), body);
    }
    console.log(`  from the guide: ${Object.keys(blocks).join(', ')}`);
    cpSync(join(root, 'scripts/consumer/src'), join(app, 'src'), { recursive: true });

    const version = (name) =>
      JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
    const tarball = (name) => `file:${relative(app, join(tarballs, packed[name].filename))}`;
    const pkg = {
      name: 'mathcols-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@mathcols/api-client': tarball('@mathcols/api-client'),
        '@mathcols/engine': tarball('@mathcols/engine'),
        '@mathcols/react': tarball('@mathcols/react'),
        react: `^${version('react')}`,
        'react-dom': `^${version('react-dom')}`,
      },
      devDependencies: {
        '@types/react': `^${version('@types/react')}`,
        '@types/react-dom': `^${version('@types/react-dom')}`,
      },
    };
    writeFileSync(join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  });

  await step('npm install (tarballs + React from the npm cache)', () => {
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
    });
    // Peers are satisfied, and each shared package is installed exactly once.
    run('npm', ['ls', '--all', '--silent'], { cwd: app });
    for (const shared of ['@mathcols/engine', 'react', 'react-dom']) {
      for (const owner of ['@mathcols/react', '@mathcols/api-client']) {
        const nested = join(app, 'node_modules', owner, 'node_modules', shared);
        if (existsSync(nested)) fail(`${owner} installed its own copy of ${shared}`);
      }
    }
    // The build tools come from the workspace, as if the app had installed them.
    for (const tool of ['vite', '@vitejs/plugin-react', 'typescript']) {
      mkdirSync(dirname(join(app, 'node_modules', tool)), { recursive: true });
      symlinkSync(join(root, 'node_modules', tool), join(app, 'node_modules', tool), 'dir');
    }
  });

  await step('load every entry in Node (ESM and CJS, no DOM)', () => {
    const esm = `
      const engine = await import('@mathcols/engine');
      const diagnosis = await import('@mathcols/engine/diagnosis');
      const react = await import('@mathcols/react');
      const element = await import('@mathcols/react/element');
      const client = await import('@mathcols/api-client');
      const protocol = await import('@mathcols/api-client/protocol');
      const missing = [
        ['@mathcols/engine', engine.createWorksheet],
        ['@mathcols/engine/diagnosis', diagnosis.diagnose],
        ['@mathcols/react', react.Worksheet],
        ['@mathcols/react/element', element.MathcolsWorksheetElement],
        ['@mathcols/api-client', client.createApiClient],
        ['@mathcols/api-client/protocol', Object.keys(protocol).length > 0 || undefined],
      ].filter(([, value]) => !value);
      if (missing.length) throw new Error('missing exports: ' + missing.map(([n]) => n).join(', '));
      if (element.WORKSHEET_EVENTS.complete !== 'mathcols-complete') throw new Error('event names');
      // One engine behind both entries: the diagnosis throws the main entry's OperandError.
      try {
        diagnosis.diagnose({ number_0: '5', number_1: '7', operator: '-' }, {});
        throw new Error('diagnose accepted 5 − 7');
      } catch (error) {
        if (!(error instanceof engine.OperandError)) throw error;
      }`;
    run('node', ['--input-type=module', '-e', esm], { cwd: app });
    const cjs = `
      for (const name of ['@mathcols/engine', '@mathcols/engine/diagnosis', '@mathcols/react',
        '@mathcols/react/element', '@mathcols/api-client', '@mathcols/api-client/protocol']) {
        if (Object.keys(require(name)).length === 0) throw new Error(name + ' exports nothing');
      }`;
    run('node', ['-e', cjs], { cwd: app });
  });

  await step('tsc (strict, moduleResolution bundler)', () => {
    run('node', [join(app, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
      cwd: app,
    });
  });

  await step('vite build', async () => {
    const { build } = await import(join(app, 'node_modules/vite/dist/node/index.js'));
    // The guide's script-tag page loads the standalone bundle copied next to it.
    cpSync(
      join(app, 'node_modules/@mathcols/react/dist/mathcols-worksheet.global.js'),
      join(app, 'public/mathcols-worksheet.global.js'),
    );
    // The guide's config as written: its own build inputs must name every page.
    await build({ root: app, configFile: join(app, 'vite.config.ts'), logLevel: 'warn' });
    for (const page of ['index.html', 'element.html', 'script-tag.html']) {
      if (!existsSync(join(app, 'dist', page))) fail(`vite build wrote no dist/${page}`);
    }
  });

  await step('render in Chromium', async () => {
    const { tsImport } = await import('tsx/esm/api');
    const { chromiumLaunch } = await tsImport('../chromium.ts', import.meta.url);
    const { chromium } = await import('playwright');
    browser = await chromium.launch(chromiumLaunch);
    const origin = 'http://consumer.test';
    const context = await browser.newContext();
    await context.route(`${origin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(app, 'dist', path === '/' ? 'index.html' : path);
      return existsSync(file) ? route.fulfill({ path: file }) : route.fulfill({ status: 404 });
    });
    const { expect } = await import('@playwright/test');

    /** Opens a page; fails on any page error or console error (two Reacts, hydration, …). */
    const open = async (path) => {
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${origin}${path}`);
      return { page, errors };
    };
    const boxWidth = (box) => box.evaluate((input) => getComputedStyle(input).width);
    /** Types digits from the box that has focus (the worksheet moves on by itself), then Enter. */
    const typeDigits = async (page, digits) => {
      for (const digit of digits) await page.keyboard.press(digit);
      await page.keyboard.press('Enter');
    };

    const react = await open('/index.html');
    const reactSheet = react.page.getByRole('region', { name: 'Worksheet 57 + 68' });
    const reactBox = reactSheet.getByRole('textbox', { name: 'Sum, ones column' });
    await expect(reactBox).toBeFocused();
    if ((await boxWidth(reactBox)) !== '40px') fail('React page: the stylesheet did not apply');
    await typeDigits(react.page, '521');
    await expect(reactSheet.getByText('Correct! 🎉')).toBeVisible();
    await expect(react.page.getByText('Solved in 1 attempt(s).')).toBeVisible();
    // 'Next Problem →': the next problem starts blank, its first box focused.
    await react.page.getByRole('button', { name: 'Next Problem →' }).click();
    const nextSheet = react.page.getByRole('region', { name: 'Worksheet 503 − 127' });
    const nextBox = nextSheet.getByRole('textbox', { name: 'Difference, ones column' });
    await expect(nextBox).toBeFocused();
    const written = await nextSheet
      .getByRole('textbox')
      .evaluateAll((inputs) => inputs.map((input) => input.value).join(''));
    if (written !== '') fail(`React page: the next problem opened with digits "${written}"`);
    await expect(react.page.getByText('Solved in 1 attempt(s).')).toBeHidden();
    console.log(
      '  React page: worksheet rendered, 40 px boxes, solved, onComplete ran, next problem blank',
    );

    for (const path of ['/element.html', '/script-tag.html']) {
      const { page, errors } = await open(path);
      const sheet = page.getByRole('region', { name: 'Worksheet 223 × 49' });
      const box = sheet.getByRole('textbox', { name: 'Product, ones column' });
      await expect(box).toBeVisible();
      if ((await boxWidth(box)) !== '40px') fail(`${path}: the stylesheet did not apply`);
      // Attributes update the problem; the page hears the events the element sends.
      const element = page.locator('mathcols-worksheet');
      await element.evaluate((worksheet) => {
        worksheet.setAttribute('operator', '+');
        worksheet.setAttribute('first', '12');
        worksheet.setAttribute('second', '34');
      });
      const sum = page.getByRole('region', { name: 'Worksheet 12 + 34' });
      await sum.getByRole('textbox', { name: 'Sum, ones column' }).focus();
      // The bundler page sets the engine's hint in its mathcols-submit listener: 56, a slip in
      // the tens, is told to add that column again; Try Again, and the tens fixed.
      const hinted = path === '/element.html';
      if (hinted) {
        await typeDigits(page, '65');
        await expect(
          sum.getByText('Add the two digits in this column again', { exact: false }),
        ).toBeVisible();
        await page.keyboard.press('Enter');
        await typeDigits(page, '4');
      } else {
        await typeDigits(page, '64');
      }
      await expect(sum.getByText('Correct! 🎉')).toBeVisible();
      await expect(page.getByText(`Solved in ${hinted ? 2 : 1} attempt(s).`)).toBeVisible();
      if (errors.length > 0) fail(`${path}: ${errors.join('\n')}`);
      console.log(
        `  ${path}: element rendered, 40 px boxes, attributes applied, events heard${hinted ? ', hint shown' : ''}`,
      );
    }
    if (react.errors.length > 0) fail(`/index.html: ${react.errors.join('\n')}`);
  });

  console.log(`\nConsumer test passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`\nConsumer test failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(48)} ${(ms / 1000).toFixed(1)} s`);
  if (process.env.KEEP_CONSUMER_APP) console.log(`Scratch app kept in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
