import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashParentPassword } from '@mathcols/api-client/protocol';
import { startServer } from '../server';
import { prepareDataDir } from '../testing/database';
import { DEMO_ACCOUNTS } from './seed';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mathcols-demo-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Each server opens a data folder already holding a copy of the migrated, empty template
 * (`prepareDataDir`: about a second, not 3–5 s); starting on an empty folder is tested in
 * `server.test.ts`.
 */
describe('startServer demo accounts and outbox', () => {
  it('creates the demo accounts on an empty database, prints them, and they sign in', async () => {
    const dataDir = join(root, 'fresh');
    await prepareDataDir(dataDir);
    const lines: string[] = [];
    const first = await startServer({
      port: 0,
      dataDir,
      production: false,
      log: (l) => lines.push(l),
    });
    try {
      expect(lines).toEqual(
        expect.arrayContaining([
          'Created demo accounts.',
          'Demo parent: demo@mathcols.test / Demo-pass-1 (Parent Login)',
          'Demo student: demo-student / 1234 (Student Login)',
          `E-mail: outbox table and this log only (read it at ${first.url}/api/dev/outbox)`,
        ]),
      );
      const { deviceid } = (await postJson(`${first.url}/api/device`, { devicetype: 'web' })).body;
      const { parent } = DEMO_ACCOUNTS;
      const signIn = await postJson(`${first.url}/api`, {
        tag: 'user.connect',
        deviceid,
        email: parent.email,
        emailpassword: await hashParentPassword(parent.email, parent.password),
      });
      expect(signIn.body.tag).toBe('user.connect');
      expect((await fetch(`${first.url}/api/dev/outbox`)).status).toBe(200);
    } finally {
      await first.close();
    }

    lines.length = 0;
    const second = await startServer({
      port: 0,
      dataDir,
      production: false,
      log: (l) => lines.push(l),
    });
    await second.close();
    expect(lines).toContain('Demo accounts:');
    expect(lines).not.toContain('Created demo accounts.');
  }, 60_000);

  it('in production creates no demo accounts and has no outbox route', async () => {
    const lines: string[] = [];
    await prepareDataDir(join(root, 'production'));
    const server = await startServer({
      port: 0,
      dataDir: join(root, 'production'),
      production: true,
      publicUrl: 'https://mathcols.example',
      log: (l) => lines.push(l),
    });
    try {
      expect(lines.join('\n')).not.toMatch(/Demo/);
      expect(lines).toContain('Links in e-mails: https://mathcols.example (PUBLIC_URL)');
      expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(404);
      const { deviceid } = (await postJson(`${server.url}/api/device`, { devicetype: 'web' })).body;
      const signIn = await postJson(`${server.url}/api`, {
        tag: 'user.connect',
        deviceid,
        email: DEMO_ACCOUNTS.parent.email,
        emailpassword: await hashParentPassword(
          DEMO_ACCOUNTS.parent.email,
          DEMO_ACCOUNTS.parent.password,
        ),
      });
      expect(signIn.body).toEqual({
        tag: 'user.connect_error',
        reason: 'Invalid credentials',
        message: 'Invalid credentials',
      });
    } finally {
      await server.close();
    }
  }, 60_000);

  it('skips the demo accounts when told to (MATHCOLS_DEMO=0)', async () => {
    const lines: string[] = [];
    await prepareDataDir(join(root, 'nodemo'));
    const server = await startServer({
      port: 0,
      dataDir: join(root, 'nodemo'),
      production: false,
      demo: false,
      log: (l) => lines.push(l),
    });
    await server.close();
    expect(lines.join('\n')).not.toMatch(/Demo/);
  }, 60_000);
});
