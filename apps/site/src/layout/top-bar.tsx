import { Link, NavLink } from 'react-router-dom';

/** One link of a top bar. */
export interface TopBarLink {
  /** The route it leads to, e.g. `'/faq'`. */
  to: string;
  /** Its visible text, e.g. `'FAQ'`. */
  label: string;
}

/**
 * The links of the public (signed-out) top bar, in the order the spec lists them.
 * @see spec §2 "Navigation"
 */
export const PUBLIC_LINKS: readonly TopBarLink[] = [
  { to: '/', label: 'Login' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
];

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** The links, in order. @defaultValue {@link PUBLIC_LINKS} */
  links?: readonly TopBarLink[];
  /** Where the product name leads. @defaultValue `'/'` */
  homeTo?: string;
}

/**
 * A top bar: the product name (home) and a list of links. The public, parent and student
 * layouts each pass their own links.
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function TopBar({ links = PUBLIC_LINKS, homeTo = '/' }: TopBarProps) {
  return (
    <header className="site-header">
      <Link to={homeTo} className="site-brand">
        mathcols
      </Link>
      <nav aria-label="Main" className="site-nav">
        <ul>
          {links.map(({ to, label }) => (
            <li key={label}>
              <NavLink to={to} end>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
