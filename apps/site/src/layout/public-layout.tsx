import { useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './footer';
import { TopBar } from './top-bar';

/** Hash routing owns the URL fragment, so the skip link moves focus itself. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/**
 * The frame of every public page: a skip link, the public top bar, the page in `<main>`, and
 * the footer. Pages render into the `<Outlet />`. After moving to another page, focus goes to
 * `<main>`, so keyboard and screen-reader users start at the new page's content instead of
 * on a link that no longer exists.
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPage = useRef(pathname);

  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = '';
    main.current?.focus();
  }, [pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main" onClick={skipToMain}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" ref={main} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
