import { Link } from 'react-router-dom';
import { useSignOut } from '../session/use-sign-out';

/** Props of {@link DashboardTiles}. */
export interface DashboardTilesProps {
  /** Whether the parent has premium (`userpremium === 'true'`): picks the billing tile. */
  premium: boolean;
}

/**
 * The dashboard's tiles: Configure Students, View Report Cards, Print Worksheets (ours: the
 * print view was reached only from a report card, which free accounts do not see), Contact
 * Us, the billing tile
 * ('Manage Billing' for premium parents, 'Sign up now!' to /pricing otherwise), Manage Account
 * (ours: the spec's route had no way in but typing its address) and Logout (clears the session
 * and goes to / in one render, then tells the server).
 * @see spec §2 "Parent Dashboard", "Manage account", §4 "Parent session" (logout)
 */
export function DashboardTiles({ premium }: DashboardTilesProps) {
  const logout = useSignOut('/');

  return (
    <nav aria-label="Parent tasks">
      <ul className="parent-tiles">
        <li>
          <Link className="parent-tile" to="/configure-student">
            Configure Students
          </Link>
        </li>
        <li>
          <Link className="parent-tile" to="/report-cards">
            View Report Cards
          </Link>
        </li>
        <li>
          <Link className="parent-tile" to="/print">
            Print Worksheets
          </Link>
        </li>
        <li>
          <Link className="parent-tile" to="/parent-contact">
            Contact Us
          </Link>
        </li>
        <li>
          {premium ? (
            <Link className="parent-tile" to="/manage-billing">
              Manage Billing
            </Link>
          ) : (
            <Link className="parent-tile parent-tile-accent" to="/pricing">
              Sign up now!
            </Link>
          )}
        </li>
        <li>
          <Link className="parent-tile" to="/manage-account">
            Manage Account
          </Link>
        </li>
        <li>
          <button type="button" className="parent-tile" onClick={logout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
