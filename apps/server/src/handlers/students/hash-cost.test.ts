/**
 * The costly passcode hash (scrypt) is computed only for a request that will be carried out: a
 * flood of passcode changes for handles that are not the caller's, or of new students past the
 * limit, must cost the server no hash each (found by a security review: one free account could
 * stall the server that way).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as passwords from '../../auth/passwords';
import { startTestApp, type TestApp } from '../../testing/app';
import { createBody, makeParent, wire, type TestParent } from './test-support';

vi.mock('../../auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, hashStoredSecret: vi.fn(original.hashStoredSecret) };
});
const hashes = vi.mocked(passwords.hashStoredSecret);

let t: TestApp;
let free: TestParent;
beforeAll(async () => {
  t = await startTestApp();
  free = await makeParent(t.db, { premium: false });
});
afterAll(async () => {
  await t?.database.close();
});

describe('the passcode hash is paid only for work that is done', () => {
  it('student.create hashes for a student it adds, not for one refused by the limit or a taken handle', async () => {
    hashes.mockClear();
    const first = await t.call(await createBody(free.usertoken, 'hash.first'));
    expect(first.body.result).toBe('true');
    expect(hashes).toHaveBeenCalledTimes(1);

    hashes.mockClear();
    // A free parent already has their one student.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await t.call(await createBody(free.usertoken, `hash.more${attempt}`));
      expect(refused.body.reason).toBe('Premium Feature');
    }
    const other = await makeParent(t.db, { premium: true });
    const taken = await t.call(await createBody(other.usertoken, 'hash.first'));
    expect(taken.body.reason).toBe('That student handle is already taken');
    expect(hashes).not.toHaveBeenCalled();
  });

  it('student.update hashes a new passcode only for a student of the caller', async () => {
    hashes.mockClear();
    for (const accountname of ['nobody.here', 'hash.first.not']) {
      const refused = await t.call({
        tag: 'student.update',
        usertoken: free.usertoken,
        accountname,
        accountpassword: await wire(accountname, 'wxyz'),
      });
      expect(refused.body.reason).toBe('Student not found');
    }
    expect(hashes).not.toHaveBeenCalled();
    const changed = await t.call({
      tag: 'student.update',
      usertoken: free.usertoken,
      accountname: 'hash.first',
      accountpassword: await wire('hash.first', 'wxyz'),
    });
    expect(changed.body.result).toBe('true');
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
