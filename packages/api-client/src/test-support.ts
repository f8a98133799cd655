/**
 * Test fixtures for the account tests: a fake server (a `fetch` answering per tag) and records
 * as the server sends them. Not part of the package's entry points.
 */
import { pbkdf2Sync } from 'node:crypto';
import type { RawProblem } from '@mathcols/engine';
import { createApiClient, type ApiClient } from './client';
import { documentCookieStore, type CookieDocument } from './cookies';
import { memoryKeyValueStore, type KeyValueStore } from './key-value-store';
import { expect } from 'vitest';
import { ApiError } from './errors';
import type { ParentData, StudentConnectResponse, StudentData } from './protocol';

export const DEVICE = '6e842fd4-6940-41fc-a73a-f9676f631e81';
export const TOKEN = 'parent-token-0123456789';
export const STUDENT_TOKEN = 'student-token-0123456789';
/** 09:00 local time on 2 June 2025. */
export const NOW = new Date(2025, 5, 2, 9, 0);

/** The spec's wire hash computed independently with node:crypto (spec §9). */
export const pbkdf2Base64 = (secret: string, salt: string): string =>
  pbkdf2Sync(secret, salt, 100_000, 32, 'sha256').toString('base64');

export const PARENT: ParentData = {
  userId: 'p-1',
  email: 'parent@example.com',
  firstname: 'Pat',
  lastname: 'Parker',
  studentsMax: 1,
  createdDate: '2025-06-01T10:00:00.000Z',
  userpremium: 'false',
  emailverified: 'false',
  emails: 'true',
  ftue: [],
};

export const SAM: StudentData = {
  id: 's-1',
  accountname: 'sam',
  firstname: 'sam',
  lastname: 'smithson',
  gradelevel: '3',
  premium: 'false',
  mathlevels: { addition: { level: '2' } },
  mathschedule: { addition: { schedule: 'mwf' } },
};

export const ALEX: StudentData = { ...SAM, id: 's-2', accountname: 'alex', firstname: 'alex' };

/** Sam's sign-in answer: addition completed today (NOW), subtraction yesterday. */
export const SAM_CONNECT: StudentConnectResponse = {
  tag: 'student.connect',
  usertoken: STUDENT_TOKEN,
  student: {
    accountname: 'sam',
    firstname: 'sam',
    lastname: 'smithson',
    fullName: 'sam smithson',
    premium: 'false',
    gradelevel: '3',
    math: {
      addition: { schedule: 'mwf', level: '2', completionDate: '2025-06-02' },
      subtraction: { schedule: 'tr', level: '1', completionDate: '2025-06-01' },
    },
  },
  history: {
    addition: [{ createdDate: '2025-06-02-08:55', level: '2', questions: 10, errors: 1 }],
  },
  progress: { addition_progress: { complete: '40', score: '90' } },
};

/** A request as the fake server saw it. */
export interface Sent {
  url: string;
  headers: Headers;
  body: Record<string, unknown>;
}

/**
 * Answers a request: JSON (status 200), a `Response`, or an `Error` to throw (network failure),
 * or a promise of one (an answer that arrives when the test says).
 */
export type Handler = (body: Record<string, unknown>) => unknown;

/**
 * A client on a fake server: `/api/device` issues {@link DEVICE}; `POST /api` answers with the
 * handler of the body's tag (a refusal when there is none). The cookies live in `doc.cookie`
 * (the last cookie written stays visible there as written, attributes included).
 */
export function fakeClient(
  handlers: Record<string, Handler>,
  options: { baseUrl?: string; cookie?: string; storage?: KeyValueStore; timeZone?: string } = {},
) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: Sent = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    };
    sent.push(request);
    if (request.url.endsWith('/api/device')) {
      return Response.json({ tag: 'device.create', deviceid: DEVICE });
    }
    const tag = String(request.body.tag);
    const result = (await handlers[tag]?.(request.body)) ?? {
      tag: `${tag}_error`,
      reason: 'no handler',
    };
    if (result instanceof Error) throw result;
    return result instanceof Response ? result : Response.json(result);
  }) as typeof globalThis.fetch;
  const doc = cookieJar(options.cookie ?? `deviceid=${DEVICE}`);
  const storage = options.storage ?? memoryKeyValueStore();
  const client: ApiClient = createApiClient({
    fetch,
    cookies: documentCookieStore(doc),
    storage,
    now: () => NOW,
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl }),
    ...(options.timeZone === undefined ? {} : { timeZone: options.timeZone }),
  });
  const bodies = (tag: string) => sent.filter((s) => s.body.tag === tag).map((s) => s.body);
  return { client, sent, doc, storage, bodies };
}

/**
 * A `document.cookie` stand-in that behaves like a browser for reading (name=value pairs,
 * `Max-Age=0` deletes) and remembers the last string written, attributes included.
 */
export function cookieJar(initial = ''): CookieDocument & { lastWritten: string } {
  const values = new Map<string, string>();
  for (const pair of initial.split(';').filter((p) => p.includes('='))) {
    const [name = '', ...rest] = pair.split('=');
    values.set(name.trim(), rest.join('=').trim());
  }
  let lastWritten = '';
  return {
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      lastWritten = text;
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', ...rest] = pair.split('=');
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, rest.join('='));
    },
    get lastWritten() {
      return lastWritten;
    },
  };
}

/** `count` addition problems `{i} + {i + 1}`, as the server sends them. */
export const additionProblems = (count: number, start = 1): RawProblem[] =>
  Array.from({ length: count }, (_, i) => ({
    number_0: String(start + i),
    number_1: String(start + i + 1),
    operator: '+' as const,
  }));

/** `count` subtraction problems `{20 + i} - {i}`, as the server sends them. */
export const subtractionProblems = (count: number): RawProblem[] =>
  Array.from({ length: count }, (_, i) => ({
    number_0: String(20 + i),
    number_1: String(i),
    operator: '-' as const,
  }));

/**
 * A client on the fake server with Sam signed in (see {@link SAM_CONNECT}) and `handlers` for
 * the learning tags.
 */
export async function studentClient(
  handlers: Record<string, Handler>,
  options: Parameters<typeof fakeClient>[1] = {},
) {
  const fake = fakeClient({ 'student.connect': () => SAM_CONNECT, ...handlers }, options);
  await fake.client.studentSignIn({ accountname: 'sam', passcode: '1234' });
  return fake;
}

/**
 * A client on the fake server with a parent signed in (`data`, with Sam; {@link PARENT} by
 * default) and `handlers` for more tags.
 */
export async function parentClient(handlers: Record<string, Handler>, data: ParentData = PARENT) {
  const fake = fakeClient({
    'user.connect': () => ({ tag: 'user.connect', usertoken: TOKEN, data, students: [SAM] }),
    ...handlers,
  });
  await fake.client.parentSignIn({ email: PARENT.email, password: 'Secret123' });
  return fake;
}

/** The `ApiError` `promise` rejects with (the test fails when it resolves or rejects otherwise). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
