import { useDocumentTitle } from '../hooks/use-document-title';
import { ParentDashboard } from '../parent/parent-dashboard';
import { useSession } from '../session/use-session';
import '../styles/parent.css';

/**
 * `/parent-dashboard`: the signed-in parent's dashboard (tiles, verification and FTUE banners).
 * The route sits below `RequireParent`, which sends a signed-out visitor to /parent-login.
 * @see spec §2 "Parent Dashboard", §4, §6
 */
export function ParentDashboardPage() {
  useDocumentTitle('Parent Dashboard');
  const { parent } = useSession();
  if (parent === null) return null;
  return <ParentDashboard user={parent.user} students={parent.students} ftue={parent.ftue} />;
}
