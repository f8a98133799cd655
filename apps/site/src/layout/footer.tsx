import { Link } from 'react-router-dom';

/**
 * The site footer with the Privacy Policy and Terms of Service links.
 *
 * @see spec §2 Screens and routes, "Navigation"
 */
export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
