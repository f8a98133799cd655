import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';
import { PracticePicker } from '../practice/practice-picker';
import { PracticeRun } from '../practice/practice-run';
import {
  forgetPracticeProgress,
  readPracticeProgress,
  type PracticeProgress,
} from '../practice/practice-progress';
import type { PracticeChoice } from '../practice/practice-subjects';
import { useFreshStudent } from '../session/use-fresh-student';

/**
 * Practice Problems (`/practice-problems`, inside `<RequireStudent>`): first the picker
 * (category, level, 'Start Practice', a link to a quick quiz, 'Back to Dashboard'), then the practice run of that
 * choice (worksheet, counters, 'Change Level/Type' back to the picker, 'Back to Dashboard',
 * and the 'Practice Session Complete!' dialog after 10 completed problems). A run in progress
 * survives a reload in the same tab (`readPracticeProgress`), and 'Change Level/Type' then the
 * same subject and level again goes on with it (another choice starts at 0). The student's levels are read
 * again from the server when the page opens (`useFreshStudent`).
 * @see spec §2 "Practice Problems", §4 "Practice session", §8 "Practice loading", §9
 */
export function PracticeProblemsPage() {
  useDocumentTitle('Practice Problems');
  const student = useFreshStudent();
  // A run this tab kept (a reload, Back then Forward) goes on instead of the picker.
  const [resume, setResume] = useState(() =>
    student ? readPracticeProgress(student.session) : null,
  );
  const [picked, setPicked] = useState<PracticeChoice | undefined>(resume ?? undefined);
  const [practising, setPractising] = useState(resume !== null);
  // The run left with 'Change Level/Type': the same choice picked again goes on with it.
  const [paused, setPaused] = useState<PracticeProgress | null>(null);

  if (!student) return null;

  return (
    <div className="student-page practice-page">
      <header className="student-page-header">
        <h1>Practice Problems</h1>
      </header>
      {practising && picked ? (
        <PracticeRun
          key={`${picked.subject}-${picked.level}`}
          choice={picked}
          resume={resume ?? undefined}
          onChangeChoice={() => {
            setPaused(readPracticeProgress(student.session));
            forgetPracticeProgress();
            setResume(null);
            setPractising(false);
          }}
        />
      ) : (
        <>
          <p className="student-lead">Pick what you want to practice, then press Start Practice.</p>
          <PracticePicker
            session={student.session}
            initial={picked}
            onStart={(choice) => {
              const same = paused?.subject === choice.subject && paused.level === choice.level;
              setResume(same ? paused : null);
              setPaused(null);
              setPicked(choice);
              setPractising(true);
            }}
          />
          <div className="student-actions">
            <Link className="button" to="/student-dashboard">
              Back to Dashboard
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
