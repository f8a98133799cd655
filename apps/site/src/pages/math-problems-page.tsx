import { parseQuizSettings } from '@mathcols/engine';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SUBJECT_LABELS } from '../student/subject-labels';
import { useDocumentTitle } from '../hooks/use-document-title';
import { Quiz } from '../quiz/quiz';

/** Props of {@link MathProblemsPage}. */
export interface MathProblemsPageProps {
  /** The quiz seed (tests, stories). @defaultValue a new random seed per visit */
  seed?: string;
}

/** A field of the navigation state, when the state is an object. */
function stateField(state: unknown, name: 'operation' | 'level'): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

/**
 * The simple quiz page (`/math-problems`, inside `<RequireStudent>`): reads `operation`
 * (default multiplication) and `level` (default 1) from the query parameters, or else from the
 * navigation state (`navigate('/math-problems', { state: { operation, level } })`), through
 * the engine's `parseQuizSettings` (the operation in any case: 'Addition' is addition), and runs
 * a quick quiz of 10 questions. A change of either
 * (e.g. a result choice moving the level) starts a new quiz.
 * @see spec §2 "Simple quiz page", §4 "Quiz", §9 "Quiz generation"
 */
export function MathProblemsPage({ seed }: MathProblemsPageProps) {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const operation = params.get('operation') ?? stateField(state, 'operation');
  const settings = parseQuizSettings({
    // A link written by hand may say 'Addition': the operation is read whatever its case.
    operation: typeof operation === 'string' ? operation.trim().toLowerCase() : operation,
    level: params.get('level') ?? stateField(state, 'level'),
  });
  useDocumentTitle(`${SUBJECT_LABELS[settings.operation]} Quiz`);
  return <Quiz key={`${settings.operation}-${settings.level}`} settings={settings} seed={seed} />;
}
