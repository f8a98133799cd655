import { gzipSync, brotliCompressSync, gunzipSync } from 'node:zlib';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/open';
import { IMMUTABLE_CACHE } from './site';

/** The site routes never touch the database. */
const noDatabase = {} as Database;
const INDEX = '<!doctype html><title>mathcols</title><div id="root"></div>';
let baseDir: string;
let siteDir: string;

beforeEach(async () => {
  baseDir = await mkdtemp(join(tmpdir(), 'mathcols-site-'));
  siteDir = join(baseDir, 'dist');
  await mkdir(siteDir);
});
afterEach(async () => {
  await rm(baseDir, { recursive: true, force: true });
});

async function writeBuild() {
  await writeFile(join(siteDir, 'index.html'), INDEX);
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'assets', 'app.js'), 'console.info("hi")');
}

describe('serving the built site', () => {
  it('answers index.html at / and files by path with their content type', async () => {
    await writeBuild();
    const app = createApp({ db: noDatabase, siteDir });
    const home = await app.request('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await home.text()).toBe(INDEX);
    const script = await app.request('/assets/app.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await script.text()).toBe('console.info("hi")');
    const head = await app.request('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('answers 404 for missing files and for paths that climb out of the folder', async () => {
    await writeBuild();
    await writeFile(join(baseDir, 'secret.txt'), 'secret');
    const app = createApp({ db: noDatabase, siteDir });
    expect((await app.request('/missing.js')).status).toBe(404);
    for (const path of ['/../secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const climb = await app.request(path);
      expect(climb.status, path).toBe(404);
      expect(await climb.text()).not.toContain('secret');
    }
  });

  it('explains how to build the site while it is missing, and serves it once built', async () => {
    const app = createApp({ db: noDatabase, siteDir });
    const before = await app.request('/');
    expect(before.status).toBe(503);
    expect(before.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await before.text()).toMatch(/not been built yet[\s\S]*npm run build/);
    await writeBuild();
    const after = await app.request('/');
    expect(after.status).toBe(200);
    expect(await after.text()).toBe(INDEX);
  });
});

describe('caching and compression of the site', () => {
  /** A hashed script big enough to be worth compressing, with its build-made .br and .gz. */
  const SCRIPT = `export const words = ${JSON.stringify('column arithmetic '.repeat(200))};`;

  async function writeCompressedBuild() {
    await writeBuild();
    const path = join(siteDir, 'assets', 'index-AbC123.js');
    await writeFile(path, SCRIPT);
    await writeFile(`${path}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${path}.gz`, gzipSync(SCRIPT));
    await writeFile(
      join(siteDir, 'assets', 'logo-Zx9.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  }

  it('keeps hashed assets a year and revalidates index.html on every visit', async () => {
    await writeCompressedBuild();
    const app = createApp({ db: noDatabase, siteDir });
    for (const path of ['/assets/index-AbC123.js', '/assets/logo-Zx9.svg']) {
      expect((await app.request(path)).headers.get('Cache-Control'), path).toBe(IMMUTABLE_CACHE);
    }
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html']) {
      const page = await app.request(path);
      expect(page.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(await page.text()).toBe(INDEX);
    }
  });

  it('sends the build’s brotli or gzip file as it is, as the browser accepts', async () => {
    await writeCompressedBuild();
    const app = createApp({ db: noDatabase, siteDir });
    const path = '/assets/index-AbC123.js';
    const brotli = await app.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(Buffer.from(await brotli.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));

    const gzip = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    // Sent once compressed, never compressed again on the way out.
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await app.request(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(SCRIPT);
  });
});
