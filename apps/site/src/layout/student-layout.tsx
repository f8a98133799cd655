import type { TopBarLink } from './top-bar';
import { SiteFrame } from './site-frame';
import { useSession } from '../session/use-session';

/**
 * The student top bar's links: Home (to /student-dashboard) while a student is signed in,
 * otherwise Login (to /), then FAQ, About and Blog.
 *
 * @param signedIn - whether a student is signed in
 * @see spec §2 "Navigation"
 */
export function studentLinks(signedIn: boolean): readonly TopBarLink[] {
  return [
    signedIn ? { to: '/student-dashboard', label: 'Home' } : { to: '/', label: 'Login' },
    { to: '/faq', label: 'FAQ' },
    { to: '/about', label: 'About' },
    { to: '/blog', label: 'Blog' },
  ];
}

/**
 * The frame of student pages (login, dashboard, …): the student top bar, the page and the
 * footer.
 *
 * @see spec §2 "Navigation", §6 ("Different navigation bar")
 */
export function StudentLayout() {
  const signedIn = useSession().student !== null;
  return (
    <SiteFrame links={studentLinks(signedIn)} homeTo={signedIn ? '/student-dashboard' : '/'} />
  );
}
