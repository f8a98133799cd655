import { useRef, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '../routing/route-error-boundary';
import { useFocusOnNewPage } from './first-page';
import { Footer } from './footer';
import { TopBar, type TopBarLink } from './top-bar';

/** Hash routing owns the URL fragment, so the skip link moves focus itself. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** Props of {@link SiteFrame}. */
export interface SiteFrameProps {
  /** The top bar's links, in order. */
  links: readonly TopBarLink[];
  /** Where the product name in the top bar leads. @defaultValue `'/'` */
  homeTo?: string;
}

/**
 * The frame shared by every layout: a skip link, a top bar with `links`, the page in `<main>`,
 * and the footer. A page that fails to download or breaks shows its error state
 * ({@link RouteErrorBoundary}) inside `<main>`, with the frame still around it. After moving to
 * another page, of this layout or another, focus goes to `<main>`, so keyboard and
 * screen-reader users start at the new page's content ({@link useFocusOnNewPage}).
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function SiteFrame({ links, homeTo = '/' }: SiteFrameProps) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNewPage(main);

  return (
    <div className="site">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <TopBar links={links} homeTo={homeTo} />
      <main id="main" ref={main} className="site-main" tabIndex={-1}>
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
