import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicMathGetResponseSchema } from '@mathcols/api-client/protocol';
import { dailySeed, problemText, type RawProblem } from '@mathcols/engine';
import { createApp } from '../app';
import { useTestDatabase } from '../testing/database';
import { newDevice, post } from '../testing/http';
import { chooseEncoding, generatePublicMath } from './public-math';

const SUBJECTS = ['addition', 'subtraction', 'multiplication', 'division'] as const;
const OPERATOR = { addition: '+', subtraction: '-', multiplication: '*', division: '/' } as const;
const DAY = 24 * 60 * 60 * 1000;

const database = useTestDatabase();

async function fetchPublic(now: () => Date) {
  const app = createApp({ db: database.db, now });
  const deviceid = await newDevice(app);
  const answer = await post(app, '/api', { tag: 'publicmath.get', deviceid });
  expect(answer.status).toBe(200);
  return publicMathGetResponseSchema.parse(answer.body).public;
}

/** Whether a child could work the problem: operands fit the operator's rules (spec §5). */
function solvable(problem: RawProblem): boolean {
  const first = BigInt(problem.number_0);
  const second = BigInt(problem.number_1);
  if (problem.operator === '-') return first >= second;
  if (problem.operator === '/') return second !== 0n && first >= second;
  return true;
}

describe('publicmath.get', () => {
  it('answers 10 solvable problems for every subject and level 0-19, 80 keys in all', async () => {
    const set = await fetchPublic(() => new Date('2025-03-14T09:30:00Z'));
    const expectedKeys = SUBJECTS.flatMap((s) => Array.from({ length: 20 }, (_, l) => `${s}_${l}`));
    expect(Object.keys(set).sort()).toEqual(expectedKeys.sort());
    for (const subject of SUBJECTS) {
      for (let level = 0; level < 20; level += 1) {
        const problems = set[`${subject}_${level}`] ?? [];
        expect(problems).toHaveLength(10);
        for (const problem of problems) {
          expect(problem.operator).toBe(OPERATOR[subject]);
          expect(problem.question).toBe(problemText(problem));
          expect(solvable(problem), `${subject}_${level} ${JSON.stringify(problem)}`).toBe(true);
        }
      }
    }
  });

  it('gives every visitor the same set on the same day and a new set on another day', async () => {
    const morning = await fetchPublic(() => new Date('2025-03-14T08:00:00Z'));
    const noon = await fetchPublic(() => new Date('2025-03-14T12:00:00Z'));
    const nextDay = await fetchPublic(() => new Date('2025-03-15T12:00:00Z'));
    expect(noon).toEqual(morning);
    expect(nextDay).not.toEqual(morning);
  });

  it('refreshes a running app’s set when the date changes', async () => {
    let now = new Date('2025-03-14T12:00:00Z');
    const app = createApp({ db: database.db, now: () => now });
    const deviceid = await newDevice(app);
    const ask = async () => (await post(app, '/api', { tag: 'publicmath.get', deviceid })).body;
    const first = await ask();
    expect(await ask()).toEqual(first);
    now = new Date(now.getTime() + DAY);
    const second = await ask();
    expect(second.public).not.toEqual(first.public);
    const reference = await fetchPublic(() => new Date('2025-03-15T12:00:00Z'));
    expect(second.public).toEqual(reference);
  });
});

describe('publicmath.get bytes', () => {
  const now = new Date('2025-03-14T09:30:00Z');
  const expected = { tag: 'publicmath.get', public: generatePublicMath(dailySeed(now)) };

  async function fetchRaw(acceptEncoding: string | undefined) {
    const app = createApp({ db: database.db, now: () => now });
    const deviceid = await newDevice(app);
    const response = await app.request('/api', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(acceptEncoding && { 'Accept-Encoding': acceptEncoding }),
      },
      body: JSON.stringify({ tag: 'publicmath.get', deviceid }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    return { encoding: response.headers.get('Content-Encoding'), bytes: await response.bytes() };
  }

  it('sends brotli to a browser, gzip to a gzip-only client, JSON to the rest — the same set', async () => {
    const browser = await fetchRaw('gzip, deflate, br, zstd');
    expect(browser.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(browser.bytes).toString())).toEqual(expected);

    const gzipOnly = await fetchRaw('gzip');
    expect(gzipOnly.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.bytes).toString())).toEqual(expected);

    for (const header of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const plain = await fetchRaw(header);
      expect(plain.encoding).toBeNull();
      expect(JSON.parse(new TextDecoder().decode(plain.bytes))).toEqual(expected);
    }
  });

  it('compresses the 42 kB answer to under a fifth', async () => {
    const plain = await fetchRaw(undefined);
    const gzip = await fetchRaw('gzip');
    expect(plain.bytes.length).toBeGreaterThan(30_000);
    expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 5);
  });
});

describe('chooseEncoding', () => {
  it('picks the best-quality coding the client accepts, brotli on a tie', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding('')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
