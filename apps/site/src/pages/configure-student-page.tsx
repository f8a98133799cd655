import { useDocumentTitle } from '../hooks/use-document-title';
import { ConfigureStudents } from '../parent/configure-students';
import { useSession } from '../session/use-session';
import '../styles/parent.css';

/**
 * `/configure-student`: the signed-in parent's students (list, add form, schedules, levels,
 * passwords, grades) and the e-mail toggle. The route sits below `RequireParent`; without a
 * parent session (it ended meanwhile) the page says 'Failed to load students'.
 * @see spec §2 "Configure Students", §6, §8 "Students"
 */
export function ConfigureStudentPage() {
  useDocumentTitle('Configure Students');
  const { parent } = useSession();
  if (parent === null) {
    return (
      <p role="alert" className="parent-error">
        Failed to load students
      </p>
    );
  }
  return <ConfigureStudents user={parent.user} students={parent.students} ftue={parent.ftue} />;
}
