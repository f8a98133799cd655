/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: what one server
 * writes, the other one honours — a sign-in session and the sign-in throttle. (That scheduled
 * jobs run once per period whatever the number of servers is in `jobs/scheduler.test.ts`.)
 * PostgreSQL only: two processes cannot share an embedded PGlite data folder.
 * @see issue 9 "Real database, crashes, more than one server"; docs/runbook.md "Several
 *   instances behind a load balancer"
 */
import { hashParentPassword } from '@mathcols/api-client/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/seed';
import { createPostgresTestDatabase } from '../testing/database';
import { spawnServer, type ServerProcess } from './server-process';
import { createDevice, postJson, signInDemoParent } from './write-load';

/** Wrong passwords that lock an account (spec §8 Login: 5 failures). */
const FAILURES_THAT_LOCK = 5;

let drop: () => Promise<void>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  const database = await createPostgresTestDatabase();
  drop = database.drop;
  // One after the other, as a rolling start would: the first creates the demo accounts.
  servers.push(await spawnServer({ databaseUrl: database.url }));
  servers.push(await spawnServer({ databaseUrl: database.url }));
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  await drop?.();
});

describe('two servers on one PostgreSQL database', () => {
  it('accept on one server the device and the session made on the other', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const deviceid = await createDevice(a.url);
    const { usertoken } = await signInDemoParent(a.url, deviceid);
    const answer = await postJson(`${b.url}/api`, {
      tag: 'student.update',
      deviceid,
      usertoken,
      accountname: DEMO_ACCOUNTS.student.accountname,
      gradelevel: '4',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'true', student: { gradelevel: '4' } });
    // And back: A reads what B wrote.
    const again = await signInDemoParent(a.url, await createDevice(a.url));
    expect(again.student).toMatchObject({ gradelevel: '4' });
  });

  it('count wrong passwords across both servers and lock the account on both', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { email, password } = DEMO_ACCOUNTS.parent;
    const devices = { [a.url]: await createDevice(a.url), [b.url]: await createDevice(b.url) };
    const attempt = async (server: ServerProcess, secret: string) =>
      postJson(`${server.url}/api`, {
        tag: 'user.connect',
        deviceid: devices[server.url],
        email,
        emailpassword: await hashParentPassword(email, secret),
      });
    // Alternate the servers; if each counted alone the lock would come after 10 failures.
    let refusedBeforeLock = 0;
    for (let i = 0; i < 2 * FAILURES_THAT_LOCK; i += 1) {
      const answer = await attempt(i % 2 === 0 ? a : b, `wrong-${i}`);
      if (answer.status === 429) break;
      expect(answer.body).toEqual({
        tag: 'user.connect_error',
        reason: 'Invalid credentials',
        message: 'Invalid credentials',
      });
      refusedBeforeLock += 1;
    }
    expect(refusedBeforeLock).toBe(FAILURES_THAT_LOCK);
    for (const server of [a, b]) {
      const locked = await attempt(server, password);
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ tag: 'user.connect_error' });
    }
  });
});
