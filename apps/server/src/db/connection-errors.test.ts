import { createServer, type AddressInfo, type Server } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseStartupError, describeDatabaseError } from './connection-errors';
import { openDatabase } from './open';

/** What Drizzle's migrator throws: "Failed query: CREATE SCHEMA …" around the driver's error. */
function wrapped(cause: Error): DrizzleQueryError {
  return new DrizzleQueryError('CREATE SCHEMA IF NOT EXISTS "drizzle"', [], cause);
}

/** An error as postgres.js makes it: a message and a SQLSTATE or Node `code`. */
function driver(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

/** A PostgreSQL wire-protocol ErrorResponse (severity FATAL) with SQLSTATE `code`. */
function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

let standIn: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve(undefined)));
  standIn = undefined;
});

/** A stand-in PostgreSQL server that answers every connection with one FATAL error. */
async function refusingDatabase(code: string, message: string): Promise<number> {
  standIn = createServer((socket) => {
    socket.once('data', () => socket.end(fatalError(code, message)));
  });
  await new Promise<void>((resolve) => standIn?.listen(0, '127.0.0.1', resolve));
  return (standIn.address() as AddressInfo).port;
}

describe('describeDatabaseError', () => {
  it('names the cause under Drizzle’s "Failed query" wrapper, never the query', () => {
    const cases: [Error, RegExp][] = [
      [
        driver('password authentication failed for user "mathcols"', { code: '28P01' }),
        /authentication failed .*Check the user name and password in DATABASE_URL, or create the role/,
      ],
      [
        driver('database "mathcols" does not exist', { code: '3D000' }),
        /the database does not exist .*Create it with CREATE DATABASE/,
      ],
      [
        driver('permission denied for database mathcols', { code: '42501' }),
        /may not create the tables.*owner of the database/,
      ],
      [
        driver('connect ECONNREFUSED 10.0.0.5:5432', {
          code: 'ECONNREFUSED',
          address: '10.0.0.5',
          port: 5432,
        }),
        /host unreachable: nothing accepts connections at 10\.0\.0\.5:5432 \(connection refused\)/,
      ],
      [
        driver('getaddrinfo ENOTFOUND db.internal', { code: 'ENOTFOUND', hostname: 'db.internal' }),
        /host unreachable: the host name db\.internal cannot be resolved/,
      ],
      [
        driver('write CONNECT_TIMEOUT db.internal:5432', { code: 'CONNECT_TIMEOUT' }),
        /host unreachable: the database server did not answer \(CONNECT_TIMEOUT\)/,
      ],
    ];
    for (const [cause, sentence] of cases) {
      const text = describeDatabaseError(wrapped(cause));
      expect(text, cause.message).toMatch(/^PostgreSQL \(DATABASE_URL\): /);
      expect(text, cause.message).toMatch(sentence);
      expect(text, cause.message).not.toMatch(/Failed query|CREATE SCHEMA/);
    }
  });

  it('falls back to the code and first line of an unknown driver error, or the message', () => {
    expect(describeDatabaseError(driver('out of memory\nDETAIL: …', { code: '53200' }))).toBe(
      'PostgreSQL (DATABASE_URL): could not open the database (53200): out of memory',
    );
    expect(describeDatabaseError(new Error('migrations folder missing\nstack'))).toBe(
      'PostgreSQL (DATABASE_URL): could not open the database: migrations folder missing',
    );
  });

  it('keeps the driver’s error as the cause of the error thrown instead', () => {
    const cause = driver('database "x" does not exist', { code: '3D000' });
    const error = databaseStartupError(wrapped(cause));
    expect(error.message).toMatch(/the database does not exist/);
    expect(error.cause).toBe(cause);
  });
});

describe('openDatabase with a PostgreSQL that refuses', () => {
  it('says authentication failed for a wrong password (28P01)', async () => {
    const port = await refusingDatabase('28P01', 'password authentication failed for user "u"');
    await expect(
      openDatabase({ databaseUrl: `postgres://u:secret-pw@127.0.0.1:${port}/mathcols` }),
    ).rejects.toThrow(/^PostgreSQL \(DATABASE_URL\): authentication failed/);
  });

  it('says the database does not exist (3D000)', async () => {
    const port = await refusingDatabase('3D000', 'database "mathcols" does not exist');
    await expect(
      openDatabase({ databaseUrl: `postgres://u@127.0.0.1:${port}/mathcols` }),
    ).rejects.toThrow(/^PostgreSQL \(DATABASE_URL\): the database does not exist/);
  });

  it('says the host is unreachable when nothing listens, without the password', async () => {
    const port = await refusingDatabase('00000', 'unused');
    // Close it again: the port is now free and refuses connections.
    await new Promise((resolve) => standIn?.close(resolve));
    standIn = undefined;
    const error = await openDatabase({
      databaseUrl: `postgres://u:secret-pw@127.0.0.1:${port}/mathcols`,
    }).catch((thrown: unknown) => thrown as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(`^PostgreSQL \\(DATABASE_URL\\): host unreachable: .*127\\.0\\.0\\.1:${port}`),
    );
    expect((error as Error).message).not.toContain('secret-pw');
  });
});
