import { useMatches } from 'react-router-dom';
import { useSession } from '../session/use-session';
import { parentLinks } from './parent-layout';
import { SiteFrame } from './site-frame';
import { studentLinks } from './student-layout';
import { PUBLIC_LINKS } from './top-bar';

/**
 * The `handle` a route inside {@link MarketingLayout} may carry. `parentNav: true` (the FAQ)
 * shows the parent top bar to a signed-in parent; other marketing pages show parents the
 * public one.
 */
export interface MarketingRouteHandle {
  /** Show the parent top bar while a parent is signed in. @defaultValue false */
  parentNav?: boolean;
}

const wantsParentNav = (handle: unknown): boolean =>
  typeof handle === 'object' &&
  handle !== null &&
  (handle as MarketingRouteHandle).parentNav === true;

/**
 * The frame of the marketing pages (FAQ, About, Blog, Privacy, Terms). A signed-in student
 * gets the student top bar (Home to /student-dashboard); on a route whose handle says
 * `parentNav` (the FAQ), a signed-in parent gets the parent top bar (Home to
 * /parent-dashboard); everyone else gets the public top bar.
 *
 * @see spec §2 "Navigation" (about, blog, terms, privacy), "FAQ"
 */
export function MarketingLayout() {
  const { parent, student } = useSession();
  const parentNav = useMatches().some((match) => wantsParentNav(match.handle));
  if (student) return <SiteFrame links={studentLinks(true)} homeTo="/student-dashboard" />;
  if (parent && parentNav) {
    return <SiteFrame links={parentLinks(true)} homeTo="/parent-dashboard" />;
  }
  return <SiteFrame links={PUBLIC_LINKS} />;
}
