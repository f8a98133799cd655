import { DAY_NAMES, dayLetterOf, todaysSubjects, type Subject } from '@mathcols/engine';
import { Link } from 'react-router-dom';
import { AssignmentBanner } from '../assignments/assignment-banner';
import { keptToday } from '../assignments/assignment-progress';
import { ASSIGNMENT_TEXT } from '../assignments/assignment-texts';
import { ExtraWork } from '../assignments/extra-work';
import { SubjectCard } from '../assignments/subject-card';
import { useStartAssignment } from '../assignments/use-start-assignment';
import { useDocumentTitle } from '../hooks/use-document-title';
import {
  studentAssignmentStatus,
  studentSchedules,
  subjectsDoneToday,
  weekPlan,
} from '../session/assignments-due';
import { studentLevel } from '../session/levels';
import { isPremiumStudent } from '../session/premium';
import { useFreshStudent } from '../session/use-fresh-student';
import { useNow } from '../student/use-now';

/** How often the page re-reads the clock (a new day, work done elsewhere), in ms. @see spec §9 */
export const ASSIGNMENTS_REFRESH_MS = 30_000;

/**
 * The Assignments page (`/assignments`, inside `<RequireStudent>`): today's weekday, the status
 * banner (engine `assignmentStatus`), today's subject cards (or, when the last scheduled day's
 * work is still waiting, that day's cards), the 'I want to do extra work' switch with the whole
 * week for premium students only, the link to Practice Problems and the note to ask a parent
 * about the schedule. Starting a subject fetches its questions and opens
 * `/assignment-questions`. Schedule and levels are the stored session's, read again from the
 * server when the page opens (a parent may have changed them since the sign-in; see
 * `useFreshStudent`).
 * @see spec §2 "Assignments", §6 (free students: no redo of a subject completed today, no
 *   extra-work switch)
 */
export function AssignmentsPage() {
  useDocumentTitle('Assignments');
  const student = useFreshStudent();
  const now = useNow(ASSIGNMENTS_REFRESH_MS);
  const starter = useStartAssignment();
  if (!student) return null;

  const status = studentAssignmentStatus(student, now);
  const premium = isPremiumStudent(student);
  const schedules = studentSchedules(student);
  const doneToday = subjectsDoneToday(student, now);
  const late = status.kind === 'late';
  const cards: Subject[] = late ? status.missed : todaysSubjects(schedules, now);
  const cardsTitle = late ? `${DAY_NAMES[status.last.day]}'s work` : "Today's work";
  const levelOf = (subject: Subject) => studentLevel(student.session, subject);

  return (
    <div className="student-page assignments-page">
      <header className="student-page-header assignments-header">
        <h1>Assignments</h1>
        <p className="student-lead assignments-today">Today is {DAY_NAMES[dayLetterOf(now)]}</p>
      </header>
      <AssignmentBanner status={status} />
      {cards.length > 0 && (
        <section className="assignment-cards" aria-labelledby="assignment-cards-title">
          <h2 id="assignment-cards-title">{cardsTitle}</h2>
          <ul className="subject-card-list">
            {cards.map((subject) => (
              <li key={subject}>
                <SubjectCard
                  subject={subject}
                  level={levelOf(subject)}
                  schedule={schedules[subject] ?? ''}
                  done={!late && doneToday.includes(subject)}
                  premium={premium}
                  starter={starter}
                  kept={keptToday(subject, student.session.accountname)}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {premium && status.kind !== 'no-schedule' && (
        <ExtraWork
          week={weekPlan(student)}
          today={dayLetterOf(now)}
          doneToday={doneToday}
          starter={starter}
        />
      )}
      <footer className="assignments-footer">
        {status.kind !== 'no-schedule' && (
          <Link className="button" to="/practice-problems">
            {ASSIGNMENT_TEXT.practice}
          </Link>
        )}
        <p className="assignments-parent-note">
          Your parent picks your assignment days. Want different days? Ask a parent to change your
          schedule.
        </p>
      </footer>
    </div>
  );
}
