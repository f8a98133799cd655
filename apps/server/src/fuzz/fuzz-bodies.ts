/**
 * Generated request bodies for the API fuzz test (fast-check): for one tag, random JSON, the
 * tag's valid body with one field broken (wrong type, huge, control characters, removed),
 * `__proto__`/`constructor` keys, text that is not JSON, and the valid body itself — each with
 * a known, unknown or no device and a parent's, a student's, a made-up or no token (but
 * `device.create`, which takes neither).
 * @see issue 9 "Safe" (a fuzz test sends generated bodies to every tag)
 */
import fc from 'fast-check';
import {
  ENDPOINTS,
  MAX_REQUEST_BYTES,
  PRICE_IDS,
  type ApiTag,
} from '@mathcols/api-client/protocol';

/** What a generated body may carry: a device this server issued and two signed-in tokens. */
export interface Credentials {
  deviceid: string;
  parentToken: string;
  studentToken: string;
}

/** One generated body: how it was made (for failure messages) and the text sent. */
export interface FuzzBody {
  kind: string;
  text: string;
}

/** A wire password hash that matches no account (the form of `passwordHashSchema`). */
const WRONG_HASH = `${'A'.repeat(43)}=`;

/**
 * A valid body of each tag without `tag`, `deviceid` and `usertoken`, chosen so that accepting
 * it never ends the fuzz's own sessions or deletes the demo student (wrong passwords, unknown
 * handles). A tag not listed gets `{}` (the body of `payment.manage` and sign-out); the fuzz
 * test checks every template against its tag's schema, so a new tag with fields fails there
 * until it is given one.
 */
export const TEMPLATES: Partial<Record<ApiTag, Record<string, unknown>>> = {
  'device.create': { devicetype: 'web' },
  'user.create': {
    email: 'fuzz.parent@example.test',
    emailpassword: WRONG_HASH,
    firstname: 'Pat',
    lastname: 'Fuzz',
  },
  'user.connect': { email: 'fuzz.nobody@example.test', emailpassword: WRONG_HASH },
  'user.update': { ftue: ['create_student'] },
  'user.emailverify': { emailtoken: '123456' },
  'public.emailverify': { emailtoken: 'f'.repeat(32) },
  // A wrong current password: refused (only the password throttle counts it), so the demo
  // parent keeps their address, password and sessions.
  'user.emailchange': {
    email: 'fuzz.moved@example.test',
    currentpassword: WRONG_HASH,
    emailpassword: WRONG_HASH,
  },
  // A token nobody was sent: refused, so the demo parent keeps their address and sessions.
  'public.emailundo': { emailtoken: 'f'.repeat(43) },
  // An address no account uses (so nothing is e-mailed) and a token nobody was sent; without
  // `emailpassword` (a broken body may drop it) the token is only checked.
  'public.passwordforgot': { email: 'fuzz.nobody@example.test' },
  'public.passwordreset': { emailtoken: 'f'.repeat(43), emailpassword: WRONG_HASH },
  'student.create': {
    firstname: 'ada',
    lastname: 'fuzz',
    accountname: 'fuzz.kid',
    accountpassword: WRONG_HASH,
    gradelevel: '3',
    mathlevels: { addition: { level: '2' } },
  },
  'student.delete': { accountname: 'nobody.here' },
  'student.update': {
    accountname: 'demo-student',
    mathschedule: { addition: { schedule: 'mwf' } },
  },
  'student.connect': { accountname: 'demo-student', accountpassword: WRONG_HASH, timezone: 'UTC' },
  'student.mathget': { subjects: ['addition', 'subtraction'], timezone: 'Europe/Berlin' },
  'student.practiceget': { subject: 'addition', level: '3' },
  'student.mathcomplete': {
    subject: 'subtraction',
    errors: '2',
    // The child's first submissions: 81 − 38 written 57 (smaller-from-larger), 91 − 47 right.
    work: [
      {
        number_0: '81',
        number_1: '38',
        operator: '-',
        answers: { 'difference-0': 7, 'difference-1': 5 },
      },
      {
        number_0: '91',
        number_1: '47',
        operator: '-',
        answers: { 'borrow-1': 8, 'difference-0': 4, 'difference-1': 4 },
      },
    ],
  },
  'student.levelupdate': { subject: 'addition', action: 'repeat' },
  'student.mathreporterror': {
    question: {
      subject: 'addition',
      question: '47 + 38',
      level: '3',
      number_0: '47',
      number_1: '38',
      errorcount: 1,
      result: { answer: '75', calculation: 'Sum: 75' },
      correct: { answer: '85', calculation: 'Carry: 1; Sum: 85' },
      answers: { 'sum-0': 5, 'sum-1': 7 },
    },
  },
  'user.message': { subject: 'question', body: 'Hello,\nhow do levels work?' },
  'student.report': { accountname: 'demo-student' },
  'payment.checkout': { priceid: PRICE_IDS[0], sessionid: '1741944600000', initial: 'true' },
  'payment.success': { sessionid: 'cs_test_fuzz' },
};

/** Every control character (Unicode `Cc`: C0, DEL, C1) as a one-character string. */
const controlCharacter = fc
  .integer({ min: 0, max: 0x9f })
  .filter((code) => code < 0x20 || code >= 0x7f)
  .map((code) => String.fromCharCode(code));

/** Text with a control character somewhere in it. */
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''));

/** A JSON value nested `depth` arrays deep. */
const nested = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Values no field expects: other types, odd strings, huge strings (some beyond the body limit). */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '\u202e', 'NaN', '-1', '1e999', "'; drop table--"),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  withControl,
  fc.integer({ min: 65, max: MAX_REQUEST_BYTES + 1024 }).map((length) => 'é'.repeat(length)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 20, max: 4000 }).map((depth) => JSON.parse(nested(depth)) as unknown),
);

/** Keys that touch prototypes when an object is built carelessly from JSON. */
const prototypeKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
);

/** What a prototype key carries: random JSON or fields that would grant something. */
const prototypePayload: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({ polluted: 'yes', premium: true, usertoken: null, tag: 'payment.success' }),
  fc.constant({ prototype: { polluted: 'yes' } }),
);

/** Text that is not one JSON value, or JSON of the wrong shape entirely. */
const notAnObject: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', 'null', '[]', '"text"', '1e999', '{', '{"tag":', '{"tag":"x"}}', '\u0000'),
  fc.integer({ min: 2000, max: 9000 }).map(nested),
);

/**
 * Dotted paths of a body's values: objects are walked, and so are arrays holding objects (their
 * indexes as keys, e.g. `work.0.answers`); other arrays and scalars are leaves.
 */
function leafPaths(body: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) => {
    const path = [...prefix, key];
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      return [path, ...leafPaths(value, path)];
    }
    if (Array.isArray(value) && value.some(isPlainObject)) {
      return [path, ...leafPaths({ ...value } as Record<string, unknown>, path)];
    }
    return [path];
  });
}

/** Paths of a body's objects, the body itself (`[]`) included. */
function objectPaths(body: Record<string, unknown>): string[][] {
  return [[], ...leafPaths(body).filter((path) => isPlainObject(valueAt(body, path)))];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(body: Record<string, unknown>, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
}

/**
 * A deep copy of `body` with own property `key` of the object at `path` set to `value` (removed
 * when `value` is undefined). Set with `defineProperty`, so `__proto__` becomes a real key that
 * `JSON.stringify` writes out, as an attacker's JSON would have it.
 */
function withValue(
  body: Record<string, unknown>,
  path: readonly string[],
  key: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  const target = valueAt(copy, path) as Record<string, unknown>;
  if (value === undefined) delete target[key];
  else Object.defineProperty(target, key, { value, enumerable: true, writable: true });
  return copy;
}

/** Leaves whose value is a string (where a control character can go). */
function stringPaths(body: Record<string, unknown>): string[][] {
  return leafPaths(body).filter((path) => typeof valueAt(body, path) === 'string');
}

/**
 * Bodies for `tag`, built around its valid body (`{ tag, deviceid, usertoken, ...template }`,
 * with a known, unknown or missing device and a parent's, student's, made-up or no token).
 * @param tag the tag
 * @param template the tag's valid fields (see {@link TEMPLATES})
 * @param credentials a known device and signed-in tokens
 */
export function fuzzBodies(
  tag: ApiTag,
  template: Record<string, unknown>,
  credentials: Credentials,
): fc.Arbitrary<FuzzBody> {
  const deviceid = fc.oneof(
    { weight: 4, arbitrary: fc.constant<string | undefined>(credentials.deviceid) },
    { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const usertoken = fc.constantFrom(
    credentials.parentToken,
    credentials.studentToken,
    credentials.parentToken,
    credentials.studentToken,
    'x'.repeat(43),
    undefined,
  );
  const valid = fc.tuple(deviceid, usertoken).map(([device, token]) => {
    const body: Record<string, unknown> = { tag, ...template };
    // `device.create` has neither field: they would only be ignored.
    if (!ENDPOINTS[tag].needsDevice) return body;
    if (device !== undefined) body.deviceid = device;
    if (token !== undefined) body.usertoken = token;
    return body;
  });
  const json = (kind: string) => (body: unknown) => ({ kind, text: JSON.stringify(body) });
  return fc.oneof(
    { weight: 1, arbitrary: valid.map(json('valid')) },
    {
      weight: 6,
      arbitrary: valid
        .chain((body) => fc.tuple(fc.constant(body), fc.constantFrom(...leafPaths(body))))
        .chain(([body, path]) =>
          fc
            .option(badValue, { freq: 8, nil: undefined })
            .map((value) => withValue(body, path.slice(0, -1), path.at(-1) as string, value)),
        )
        .map(json('one field broken')),
    },
    {
      weight: 2,
      arbitrary: valid
        .chain((body) =>
          fc.tuple(fc.constant(body), fc.constantFrom(...stringPaths(body)), withControl),
        )
        .map(([body, path, text]) =>
          withValue(
            body,
            path.slice(0, -1),
            path.at(-1) as string,
            `${String(valueAt(body, path))}${text}`,
          ),
        )
        .map(json('control characters')),
    },
    {
      weight: 1,
      arbitrary: valid
        .chain((body) =>
          fc.tuple(
            fc.constant(body),
            fc.constantFrom(...objectPaths(body)),
            prototypeKey,
            prototypePayload,
          ),
        )
        .map(([body, path, key, payload]) => withValue(body, path, key, payload))
        .map(json('prototype keys')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })))
        .map(([body, extra]) => ({ ...extra, tag: body.tag, deviceid: body.deviceid }))
        .map(json('tag with random fields')),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json('random JSON')) },
    { weight: 1, arbitrary: notAnObject.map((text) => ({ kind: 'not JSON', text })) },
  );
}
