import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/open';

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
