import type { TopBarLink } from './top-bar';
import { SiteFrame } from './site-frame';
import { useSession } from '../session/use-session';

/** A signed-in parent's way home: 'Home' to their dashboard. */
export const PARENT_HOME_LINK: TopBarLink = { to: '/parent-dashboard', label: 'Home' };

/**
 * The parent top bar's links: Home (to /parent-dashboard) while a parent is signed in,
 * otherwise Login (to /), then Pricing, FAQ, About and Blog.
 *
 * @param signedIn - whether a parent is signed in
 * @see spec §2 "Navigation"
 */
export function parentLinks(signedIn: boolean): readonly TopBarLink[] {
  return [
    signedIn ? PARENT_HOME_LINK : { to: '/', label: 'Login' },
    { to: '/pricing', label: 'Pricing' },
    { to: '/faq', label: 'FAQ' },
    { to: '/about', label: 'About' },
    { to: '/blog', label: 'Blog' },
  ];
}

/**
 * The frame of parent pages (login, registration, dashboard, configure students, manage
 * account, …): the parent top bar, the page and the footer.
 *
 * @see spec §2 "Navigation"
 */
export function ParentLayout() {
  const signedIn = useSession().parent !== null;
  return <SiteFrame links={parentLinks(signedIn)} homeTo={signedIn ? '/parent-dashboard' : '/'} />;
}
