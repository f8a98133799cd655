import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteLoad, NoAnswerError } from './write-load';

/** A stand-in server that acknowledges every change and keeps the last value of each field. */
let server: Server;
let base: string;
const stored = {
  mathschedule: {} as Record<string, { schedule: string }>,
  mathlevels: {} as Record<string, { level: string }>,
};
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const change = JSON.parse(body) as typeof stored;
      Object.assign(stored.mathschedule, change.mathschedule);
      Object.assign(stored.mathlevels, change.mathlevels);
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ tag: 'student.update', result: 'true' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('createWriteLoad', () => {
  it('finds nothing lost when every acknowledged change is stored, and each lost one', async () => {
    const load = createWriteLoad();
    const stop = new AbortController();
    let answered = 0;
    const round = load.run(base, 'device', 'token', stop.signal, () => {
      answered += 1;
      if (answered === 40) stop.abort();
    });
    expect((await round).acknowledged).toBeGreaterThanOrEqual(40);
    const student = { accountname: 'demo-student', ...structuredClone(stored) };
    expect(load.checkAcknowledged(student)).toEqual({ lost: 0, details: [] });

    // Another round, then a database that "forgot" it: every writer's last write is missing.
    const again = new AbortController();
    let more = 0;
    await load.run(base, 'device', 'token', again.signal, () => {
      more += 1;
      if (more === 40) again.abort();
    });
    const check = load.checkAcknowledged(student);
    expect(check.lost).toBe(8);
    expect(check.details[0]).toMatch(/^addition schedule: acknowledged "[smtwrfa]+", stored "/);
  });

  it('fails a round with words when the server stops answering, not when it dies', async () => {
    const hung = createServer(() => {
      // Never answers, as a server stuck on a lock would.
    });
    await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
    const hungBase = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    try {
      const round = createWriteLoad(200).run(
        hungBase,
        'device',
        'token',
        new AbortController().signal,
      );
      await expect(round).rejects.toThrow(NoAnswerError);
      await expect(round).rejects.toThrow(/^student.update got no answer from .* in 200 ms$/);
    } finally {
      hung.closeAllConnections();
      await new Promise((resolve) => hung.close(resolve));
    }

    // Nothing listens any more (the server was killed): the round just ends.
    const round = await createWriteLoad(200).run(
      hungBase,
      'device',
      'token',
      new AbortController().signal,
    );
    expect(round).toEqual({ acknowledged: 0, unanswered: 8 });
  });
});
