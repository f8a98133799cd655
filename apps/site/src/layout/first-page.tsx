import {
  createContext,
  useContext,
  useEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The path of the page this document showed first (`undefined` before it rendered), or `null`
 * once the user has moved to another page. Kept above the layouts, because each layout mounts
 * its own frame: a frame mounted by a move to a page of another layout is not the first page.
 */
const FirstPageContext = createContext<RefObject<string | null | undefined> | null>(null);

/** Remembers the first page for every frame below it (`AppRoutes` puts it around the pages). */
export function FirstPageProvider({ children }: { children: ReactNode }) {
  const first = useRef<string | null | undefined>(undefined);
  return <FirstPageContext value={first}>{children}</FirstPageContext>;
}

/**
 * After a move to another page, focus goes to `main`, so keyboard and screen-reader users start
 * at the new page's content; on the first page of the document focus stays where the browser
 * put it.
 * @throws Error when no {@link FirstPageProvider} is above (every page renders in `AppRoutes`)
 */
export function useFocusOnNewPage(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const firstPageRef = useContext(FirstPageContext);
  if (!firstPageRef) throw new Error('useFocusOnNewPage needs a FirstPageProvider above it');
  useEffect(() => {
    if (firstPageRef.current === undefined) firstPageRef.current = pathname;
    if (firstPageRef.current === pathname) return;
    firstPageRef.current = null;
    main.current?.focus();
  }, [firstPageRef, main, pathname]);
}
