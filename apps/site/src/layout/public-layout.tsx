import { SiteFrame } from './site-frame';
import { PUBLIC_LINKS } from './top-bar';

/**
 * The frame of every public page: the public top bar (Login, FAQ, About, Blog), the page and
 * the footer.
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function PublicLayout() {
  return <SiteFrame links={PUBLIC_LINKS} />;
}
