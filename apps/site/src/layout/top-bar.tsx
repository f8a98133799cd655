import { Link, NavLink } from 'react-router-dom';

/** The links of the public (signed-out) top bar, in the order the spec lists them. */
const PUBLIC_LINKS = [
  { to: '/', label: 'Login' },
  { to: '/faq', label: 'FAQ' },
  { to: '/about', label: 'About' },
  { to: '/blog', label: 'Blog' },
] as const;

/**
 * The public top bar: the product name (home) and Login, FAQ, About and Blog links.
 * The parent and student bars replace it once sign-in exists.
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function TopBar() {
  return (
    <header className="site-header">
      <Link to="/" className="site-brand">
        mathcols
      </Link>
      <nav aria-label="Main" className="site-nav">
        <ul>
          {PUBLIC_LINKS.map(({ to, label }) => (
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
