import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMathGetResponseSchema } from '@mathcols/api-client/protocol';
import type { RawProblem } from '@mathcols/engine';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/open';
import { openTestDatabase } from '../testing/database';
import { newDevice, post } from '../testing/http';

const SUBJECTS = ['addition', 'subtraction', 'multiplication', 'division'] as const;
const OPERATOR = { addition: '+', subtraction: '-', multiplication: '*', division: '/' } as const;
const DAY = 24 * 60 * 60 * 1000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

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
