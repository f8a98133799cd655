// `npm run bench:diagnosis`: how well the engine's procedural-bug diagnosis (issue 12) names the
// bugs it simulates and how often it cries wolf. A benchmark, not a test: it prints, it never
// fails on a figure (the tests in packages/engine/src/diagnosis/ assert the limits).
//
// For every catalogued bug, `BENCH_PROBLEMS` (default 500) problems that can show it — fast-check
// operands of 1–5 digits and the curriculum's own generators, seeded — are answered with the
// bug's simulated worksheet and diagnosed. Prints, subject by subject, the confusion table (rows:
// the true bug; columns: the bug named alone, an ambiguous set that includes it, none), then the
// ambiguous sets met, the recognition when the child adds one slip of their own, and the false
// alarms on slips of a careful child (a digit off by one, two neighbouring digits swapped, one
// basic fact wrong, two digits off by one) that no bug reproduces exactly — and, apart, on the
// slips that happen to write a bug's exact answer; once with every carry and borrow box written,
// once with them left blank. Imports the TypeScript sources through tsx.
import { tsImport } from 'tsx/esm/api';

const PROBLEMS = Number(process.env.BENCH_PROBLEMS ?? 500);
const SEED = Number(process.env.BENCH_SEED ?? 2024);

const started = performance.now();
const { BUGS, probeProblem } = await tsImport(
  '../../packages/engine/src/diagnosis/index.ts',
  import.meta.url,
);
const { LEVEL_COUNT } = await tsImport(
  '../../packages/engine/src/curriculum/index.ts',
  import.meta.url,
);
const { SUBJECTS } = await tsImport('../../packages/engine/src/subjects.ts', import.meta.url);
const { noisyRecognition, recognition, samplesShowing } = await tsImport(
  '../../packages/engine/src/diagnosis/samples.test-helper.ts',
  import.meta.url,
);
const { SLIP_KINDS, falseAlarms } = await tsImport(
  '../../packages/engine/src/diagnosis/slips.test-helper.ts',
  import.meta.url,
);

const percent = (value) => `${(value * 100).toFixed(1)} %`;

/** Prints rows of cells as a left-aligned text table with a rule under the header. */
function table(header, rows) {
  const widths = header.map((cell, index) =>
    Math.max(String(cell).length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, index) =>
        index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]),
      )
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** `{ id: count }` as "id count, id count". */
const counts = (byId) =>
  Object.entries(byId)
    .map(([id, count]) => `${id} ${count}`)
    .join(', ');

/** The false-alarm rate counting the slips left out for writing a bug's exact answer. */
const rateWithLeftOut = ({ worksheets, claimed, reproduced, reproducedClaimed }) =>
  percent((claimed + reproducedClaimed) / (worksheets + reproduced));

/**
 * Prints the false alarms of every slip kind, subject by subject and for all subjects, with the
 * carry and borrow boxes `regroup` ('written' or 'blank'); the bugs claimed are listed only when
 * those boxes are written.
 */
function falseAlarmTable(regroup) {
  const listClaims = regroup === 'written';
  const rows = [];
  for (const kind of SLIP_KINDS) {
    const sum = { worksheets: 0, claimed: 0, reproduced: 0, reproducedClaimed: 0 };
    for (const subject of SUBJECTS) {
      const measured = falseAlarms(subject, kind, PROBLEMS, SEED, regroup);
      for (const key of Object.keys(sum)) sum[key] += measured[key];
      rows.push([
        kind,
        subject,
        measured.worksheets,
        measured.claimed,
        percent(measured.rate),
        ...(listClaims ? [counts(measured.claims) || '—'] : []),
        `${measured.reproducedClaimed} / ${measured.reproduced}`,
        rateWithLeftOut(measured),
      ]);
    }
    rows.push([
      kind,
      'all',
      sum.worksheets,
      sum.claimed,
      percent(sum.claimed / sum.worksheets),
      ...(listClaims ? [''] : []),
      `${sum.reproducedClaimed} / ${sum.reproduced}`,
      rateWithLeftOut(sum),
    ]);
  }
  table(
    [
      'slip',
      'subject',
      'worksheets',
      'claimed',
      'rate',
      ...(listClaims ? ['bugs claimed'] : []),
      "claimed / left out (a bug's exact answer)",
      'rate incl. left out',
    ],
    rows,
  );
}

console.log(`Diagnosis bench: ${PROBLEMS} problems per bug, seed ${SEED}\n`);
const ambiguousSets = new Map();
for (const subject of SUBJECTS) {
  const bugs = BUGS.filter((bug) => bug.subject === subject);
  const rows = [];
  for (const bug of bugs) {
    const samples = samplesShowing(bug.id, PROBLEMS, SEED);
    const measured = recognition(bug.id, samples);
    for (const [set, count] of Object.entries(measured.ambiguousSets)) {
      const entry = ambiguousSets.get(set) ?? { total: 0, byBug: {} };
      entry.total += count;
      entry.byBug[bug.id] = count;
      ambiguousSets.set(set, entry);
    }
    rows.push([
      bug.id,
      ...bugs.map((other) => measured.row[other.id] ?? 0),
      measured.row.ambiguous ?? 0,
      measured.row['ambiguous (without it)'] ?? 0,
      measured.row.none ?? 0,
      percent(measured.rate),
      percent(noisyRecognition(bug.id, samples, SEED)),
    ]);
  }
  console.log(`## ${subject}: true bug (rows) → diagnosis (columns)`);
  table(
    [
      'true bug',
      ...bugs.map((bug) => bug.id),
      'ambiguous (incl.)',
      'ambiguous (excl.)',
      'none',
      'named',
      'named +1 slip',
    ],
    rows,
  );
  console.log('');
}

console.log('## Ambiguous sets: bugs whose simulated answers were the same');
table(
  ['bugs named together', 'worksheets', 'of which the true bug was'],
  [...ambiguousSets.entries()]
    .sort((a, b) => b[1].total - a[1].total)
    .map(([set, { total, byBug }]) => [set, total, counts(byBug)]),
);
console.log('');

console.log('## False alarms: slips of a careful child that no bug reproduces exactly');
falseAlarmTable('written');
console.log(
  '\n## The same slips when the child writes no carry or borrow digit (those boxes left blank)',
);
falseAlarmTable('blank');
/** `count` of the sorted `values` (ms) as the median and the 95th percentile, rounded. */
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Times `probeProblem` for every level of `subject` with each bug and each pair of bugs of the
 * subject suspected (after one untimed warm-up request each): a row with the requests, how many
 * found no probe, the median, 95th percentile and slowest time in ms, and the slowest request.
 */
function probeRow(subject) {
  const ids = BUGS.filter((bug) => bug.subject === subject).map((bug) => bug.id);
  const suspectSets = [
    ...ids.map((id) => [id]),
    ...ids.flatMap((a, index) => ids.slice(index + 1).map((b) => [a, b])),
  ];
  const times = [];
  let none = 0;
  let slowest = { ms: 0, request: '' };
  for (let level = 0; level < LEVEL_COUNT; level += 1) {
    for (const suspects of suspectSets) {
      probeProblem({ subject, level, suspects, seed: `warm-up-${SEED}` });
      const start = performance.now();
      const probe = probeProblem({ subject, level, suspects, seed: SEED });
      const ms = performance.now() - start;
      times.push(ms);
      if (probe === null) none += 1;
      if (ms > slowest.ms) {
        slowest = {
          ms,
          request: `level ${level}, ${suspects.join(' + ')}${probe ? '' : ' (none)'}`,
        };
      }
    }
  }
  times.sort((a, b) => a - b);
  const ms = (value) => value.toFixed(1);
  return [
    subject,
    times.length,
    none,
    ms(quantile(times, 0.5)),
    ms(quantile(times, 0.95)),
    ms(slowest.ms),
    slowest.request,
  ];
}

console.log('\n## Probe search: ms per request (every level, each bug and pair of bugs suspected)');
table(
  ['subject', 'requests', 'no probe', 'median', '95th pct', 'slowest', 'slowest request'],
  SUBJECTS.map(probeRow),
);
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
