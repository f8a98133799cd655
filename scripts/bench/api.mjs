// `npm run bench:api`: how fast the API answers its hot calls under load, beside a bare Hono
// route in the same server process as the floor. A benchmark, not a test: it prints, it never
// fails on a slow figure.
//
// Builds the packages the server imports if they changed (`scripts/start.mjs --build-only`),
// starts `api-server.mjs` (the real app on a fresh PGlite in a temporary folder, loopback only),
// creates a device and signs the demo student in, then loads each target with autocannon: 50
// connections, a 1 s warm-up, then `BENCH_SECONDS` (default 5) measured. Prints requests/s,
// p50 and p99 latency (ms), the ratio of requests/s to the bare route's, non-2xx answers, and
// pass/miss against the goal (ratio ≥ 0.3 and p99 ≤ 20 ms; issue 9 "Fast"), then the server's
// peak memory.
//
// `device.create` and the original public path `/dev/publicmathget` are throttled per client
// address, and every request here comes from 127.0.0.1: the server runs with `TRUST_PROXY=1` and
// each of their requests carries an `X-Forwarded-For` address, as if from many clients behind one
// proxy, so the figures measure creating devices (a throttle row and a device row each) and
// answering the public sets (a throttle row updated per 20 requests of an address), not refusing
// them. A row whose answers are mostly not 2xx says so instead of pass/miss.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const GOAL = { ratio: 0.3, p99Ms: 20 };
/** What a browser sends; the API compresses (or sends precompressed) answers accordingly. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const root = fileURLToPath(new URL('../..', import.meta.url));
const built = spawnSync(
  process.execPath,
  ['scripts/start.mjs', '--build-only', 'engine', 'api-client'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const { DEMO_ACCOUNTS } = await tsImport('../../apps/server/src/demo/seed.ts', import.meta.url);
const { hashStudentPasscode } = await import('@mathcols/api-client/protocol');

const server = spawn(process.execPath, ['scripts/bench/api-server.mjs'], {
  cwd: root,
  env: { ...process.env, TRUST_PROXY: '1' },
  stdio: ['pipe', 'pipe', 'inherit'],
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);
const port = await new Promise((resolve, reject) => {
  const lines = createInterface({ input: server.stdout });
  lines.once('line', (line) => resolve(JSON.parse(line).port));
  server.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
});
server.stdout.resume();
const base = `http://127.0.0.1:${port}`;

/** Posts JSON and returns the parsed answer, failing unless it carries `tag`. */
async function call(path, body, tag) {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': ACCEPT_ENCODING },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.tag !== tag) throw new Error(`${tag}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const { deviceid } = await call(
  '/api/device',
  { tag: 'device.create', devicetype: 'bench' },
  'device.create',
);
const { accountname, passcode } = DEMO_ACCOUNTS.student;
const { usertoken } = await call(
  '/api',
  {
    tag: 'student.connect',
    deviceid,
    accountname,
    accountpassword: await hashStudentPasscode(accountname, passcode),
  },
  'student.connect',
);

const post = (path, body) => ({
  path,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Accept-Encoding': ACCEPT_ENCODING },
  body: JSON.stringify(body),
});
let clients = 0;
let classroom = 0;
const targets = [
  { name: 'bare Hono route', request: { path: '/bare', method: 'GET' } },
  {
    name: 'bare POST, 5 kB',
    request: post('/bare', { tag: 'publicmath.get', deviceid }),
  },
  { name: 'publicmath.get', request: post('/api', { tag: 'publicmath.get', deviceid }) },
  {
    name: 'publicmath.get, original path',
    request: {
      ...post('/dev/publicmathget', {
        tag: 'publicmath.get',
        deviceid: '680810a0737ab55963f6223b',
      }),
      // A hundred classrooms behind the proxy, one address each, taken in turn: each stays below
      // the per-address limit (600 a minute) during the run, so this measures answering and
      // counting (a throttle transaction per block of 20 requests of an address), not refusing.
      setupRequest: (request) => {
        classroom = (classroom + 1) % 100;
        const address = `172.16.0.${classroom}`;
        return { ...request, headers: { ...request.headers, 'X-Forwarded-For': address } };
      },
    },
  },
  {
    name: 'student.mathget',
    request: post('/api', {
      tag: 'student.mathget',
      deviceid,
      usertoken,
      subjects: ['addition', 'subtraction'],
    }),
  },
  {
    name: 'device.create',
    request: {
      ...post('/api/device', { tag: 'device.create', devicetype: 'bench' }),
      // A new client address per request (10.x.y.z), so the per-address throttle never refuses.
      setupRequest: (request) => {
        clients += 1;
        const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
        return { ...request, headers: { ...request.headers, 'X-Forwarded-For': address } };
      },
    },
  },
];
// Each answers as it should before it is measured (a wrong body would bench the error path).
await call('/api', JSON.parse(targets[2].request.body), 'publicmath.get');
await call('/dev/publicmathget', JSON.parse(targets[3].request.body), 'publicmath.get');
await call('/api', JSON.parse(targets[4].request.body), 'student.mathget');

/** Loads one target; autocannon takes the path as part of `url`, not as an option. */
const load = ({ path, setupRequest, ...request }, seconds) =>
  autocannon({
    url: base + path,
    connections: CONNECTIONS,
    duration: seconds,
    ...request,
    ...(setupRequest && { requests: [{ setupRequest }] }),
  });

console.log(
  `\nAPI bench: ${CONNECTIONS} connections, ${SECONDS} s per target after a ${WARM_UP_SECONDS} s warm-up, on ${base}\n`,
);
const rows = [];
for (const { name, request } of targets) {
  await load(request, WARM_UP_SECONDS);
  const result = await load(request, SECONDS);
  const statuses = Object.keys(result.statusCodeStats ?? {}).join(', ');
  rows.push({
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    refused: result.non2xx + result.errors + result.timeouts,
    statuses,
    total: result.requests.total,
  });
}

const floor = rows[0].rps;
const cell = (text, width) => String(text).padStart(width);
console.log(
  `${'target'.padEnd(30)}${cell('req/s', 9)}${cell('p50 ms', 8)}${cell('p99 ms', 8)}${cell('ratio', 7)}${cell('non-2xx', 9)}  goal (ratio ≥ ${GOAL.ratio}, p99 ≤ ${GOAL.p99Ms} ms)`,
);
for (const row of rows) {
  const ratio = row.rps / floor;
  const refused = row.refused > row.total / 100;
  const verdict =
    row === rows[0]
      ? 'floor'
      : row === rows[1]
        ? 'floor of a POST of that size (no goal)'
        : refused
          ? `refused (status ${row.statuses}): not comparable`
          : ratio >= GOAL.ratio && row.p99 <= GOAL.p99Ms
            ? 'pass'
            : 'miss';
  console.log(
    `${row.name.padEnd(30)}${cell(Math.round(row.rps), 9)}${cell(row.p50, 8)}${cell(row.p99, 8)}${cell(ratio.toFixed(2), 7)}${cell(row.refused, 9)}  ${verdict}`,
  );
}
const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
if (peak) console.log(`\nServer peak memory (RSS): ${Math.round(Number(peak[1]) / 1024)} MB`);
stopServer();
