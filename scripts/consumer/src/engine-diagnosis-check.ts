// Consumer test fixture (not from the guide): the engine's `diagnosis` entry type-checks in an
// app that installed the tarball, and its types meet the main entry's.
import type { Answers, RawProblem } from '@mathcols/engine';
import {
  createDiagnosisTracker,
  diagnose,
  probeProblem,
  type BugId,
  type Diagnosis,
} from '@mathcols/engine/diagnosis';

const problem: RawProblem = { number_0: '81', number_1: '38', operator: '-' };
const answers: Answers = { 'difference-0': 7, 'difference-1': 5 };
export const diagnosis: Diagnosis = diagnose(problem, answers);
export const named: readonly BugId[] = diagnosis.bugs.map((match) => match.id);
export const tracker = createDiagnosisTracker();
tracker.record({ problem, diagnosis, at: new Date(0) });
export const probe: RawProblem | null = probeProblem({
  subject: 'subtraction',
  level: 12,
  suspects: named,
  seed: 1,
});
