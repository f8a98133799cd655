import { ACCOUNT_MESSAGES } from '@mathcols/api-client';
import type { FtueStep, ParentData, StudentData } from '@mathcols/api-client/protocol';
import { useEffect } from 'react';
import { FlashMessage } from './flash-message';
import { ftueBanner, repairedFtue } from './ftue';
import { FtueBanner } from './ftue-banner';
import { DashboardTiles } from './dashboard-tiles';
import { StudentsAtAGlance } from './students-at-a-glance';
import { useApiClient } from '../api/api-client-context';
import { useFlash } from './use-flash';
import { VerificationBanner } from './verification-banner';

/** Shown once the code was accepted. @see spec §8 "Verification" */
export const EMAIL_VERIFIED = ACCOUNT_MESSAGES.emailVerified;

/** Props of {@link ParentDashboard}. */
export interface ParentDashboardProps {
  /** The signed-in parent. */
  user: ParentData;
  /** The parent's students. */
  students: readonly StudentData[];
  /** The FTUE steps stored for the parent. */
  ftue: readonly FtueStep[];
}

/**
 * The parent dashboard's content: the verification banner (while the session's user has
 * `emailverified` other than 'true'; the client updates the session after a code is accepted),
 * the FTUE banner, the students at a glance (levels and days per subject), and the tiles.
 * When the stored FTUE is empty but students exist, FTUE becomes `['create_student']` and is
 * saved with `updateFtue` (once per mount).
 * @see spec §2 "Parent Dashboard", §4 "Email verification", "First-time guidance"
 */
export function ParentDashboard({ user, students, ftue: storedFtue }: ParentDashboardProps) {
  const api = useApiClient();
  const [flash, showFlash] = useFlash();
  const repair = repairedFtue({ ftue: storedFtue, studentCount: students.length });
  const ftue = repair ?? storedFtue;
  const mustSave = repair !== null;

  useEffect(() => {
    if (!mustSave) return;
    api.updateFtue(['create_student']).catch(() => {
      // The banner already follows the repaired FTUE; the next visit tries to save again.
    });
  }, [api, mustSave]);

  return (
    <section className="parent-dashboard" aria-labelledby="parent-dashboard-title">
      <h1 id="parent-dashboard-title">Parent Dashboard</h1>
      <p className="parent-greeting">Hello, {user.firstname}!</p>
      <FlashMessage flash={flash} />
      {user.emailverified !== 'true' && (
        <VerificationBanner
          onVerified={() => showFlash({ kind: 'success', text: EMAIL_VERIFIED })}
        />
      )}
      <FtueBanner kind={ftueBanner({ ftue, studentCount: students.length })} />
      <StudentsAtAGlance students={students} />
      <DashboardTiles premium={user.userpremium === 'true'} />
    </section>
  );
}
