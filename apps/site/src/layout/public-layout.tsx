import { matchPath, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { PARENT_HOME_LINK, parentLinks } from './parent-layout';
import { SiteFrame } from './site-frame';
import { studentLinks } from './student-layout';
import { PUBLIC_LINKS } from './top-bar';

/** Props of {@link PublicLayout}. */
export interface PublicLayoutProps {
  /**
   * The route paths (e.g. `'/faq'`, matched as the router matches them) on which a signed-in parent gets the parent top bar; on the
   * others parents get the public one. @defaultValue none
   */
  parentNavPaths?: readonly string[];
}

/**
 * The frame of the pages anyone may open: the landing page, free practice, the print view, the
 * marketing pages (FAQ, About, Blog, Privacy, Terms) and the not-found page. Visitors get the
 * public top bar (Login, FAQ, About, Blog). A signed-in student gets the student top bar (Home
 * to /student-dashboard), so a child who opened the print view or free practice is not shown
 * 'Login' as if signed out; on a path in `parentNavPaths` (the FAQ), a signed-in parent gets
 * the parent top bar (Home to /parent-dashboard); elsewhere a signed-in parent gets the public
 * top bar with its 'Login' as 'Home' to their dashboard.
 *
 * @see spec §2 "Navigation" (about, blog, terms, privacy), "FAQ"
 */
export function PublicLayout({ parentNavPaths = [] }: PublicLayoutProps) {
  const { parent, student } = useSession();
  const { pathname } = useLocation();
  if (student) return <SiteFrame links={studentLinks(true)} homeTo="/student-dashboard" />;
  if (parent && parentNavPaths.some((path) => matchPath(path, pathname) !== null)) {
    return <SiteFrame links={parentLinks(true)} homeTo="/parent-dashboard" />;
  }
  if (parent) {
    const [, ...rest] = PUBLIC_LINKS;
    return <SiteFrame links={[PARENT_HOME_LINK, ...rest]} homeTo={PARENT_HOME_LINK.to} />;
  }
  return <SiteFrame links={PUBLIC_LINKS} />;
}
