import { ACCOUNT_MESSAGES } from '@mathcols/api-client';
import type { FtueStep, ParentData, StudentData } from '@mathcols/api-client/protocol';
import { useEffect, useRef, useState } from 'react';
import { useArrivalFlash } from './arrival-flash';
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
 * saved with `updateFtue` (once per mount). Once a code is accepted and the banner (which held
 * the 'Enter a Code' button) is gone, focus moves to the page heading, so the next Tab goes on
 * from the top of the dashboard's content rather than from 'Skip to content'. A success another
 * page sent along (`arrivalFlash`, e.g. 'Your new password is saved.') shows as its own do.
 * @see spec §2 "Parent Dashboard", §4 "Email verification", "First-time guidance"
 */
export function ParentDashboard({ user, students, ftue: storedFtue }: ParentDashboardProps) {
  const api = useApiClient();
  const [flash, showFlash] = useFlash();
  useArrivalFlash(showFlash);
  const repair = repairedFtue({ ftue: storedFtue, studentCount: students.length });
  const ftue = repair ?? storedFtue;
  const mustSave = repair !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const [verifiedHere, setVerifiedHere] = useState(false);
  const bannerShown = user.emailverified !== 'true';
  const banner = ftueBanner({ ftue, studentCount: students.length });

  useEffect(() => {
    if (!mustSave) return;
    api.updateFtue(['create_student']).catch(() => {
      // The banner already follows the repaired FTUE; the next visit tries to save again.
    });
  }, [api, mustSave]);

  // After the render that removed the banner, whichever comes last: the session update or the
  // dialog's `onVerified`. The dialog is gone by then, so its focus trap cannot undo this.
  useEffect(() => {
    if (verifiedHere && !bannerShown) heading.current?.focus();
  }, [verifiedHere, bannerShown]);

  return (
    <section className="parent-dashboard" aria-labelledby="parent-dashboard-title">
      <h1 id="parent-dashboard-title" ref={heading} tabIndex={-1}>
        Parent Dashboard
      </h1>
      <p className="parent-greeting">Hello, {user.firstname}!</p>
      <FlashMessage flash={flash} toast />
      {bannerShown && (
        <VerificationBanner
          onVerified={() => {
            showFlash({ kind: 'success', text: EMAIL_VERIFIED });
            setVerifiedHere(true);
          }}
        />
      )}
      <FtueBanner kind={banner} student={students.at(-1)?.accountname} />
      <StudentsAtAGlance students={students} remindSchedule={banner !== 'schedule'} />
      <DashboardTiles premium={user.userpremium === 'true'} />
    </section>
  );
}
