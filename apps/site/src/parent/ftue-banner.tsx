import { Link } from 'react-router-dom';
import type { FtueBanner as FtueBannerKind } from './ftue';

/** Props of {@link FtueBanner}. */
export interface FtueBannerProps {
  /** Which banner to show (see `ftueBanner`); `null` shows nothing. */
  kind: FtueBannerKind;
  /** The handle of the student to schedule ('Set the schedule' opens their Schedule dialog). */
  student?: string;
}

/** The query of Configure Students that opens a student's Schedule dialog: `?schedule=<handle>`. */
export const SCHEDULE_PARAM = 'schedule';

/** Configure Students with `handle`'s Schedule dialog open on arrival. */
export const schedulePath = (handle: string) =>
  `/configure-student?${new URLSearchParams({ [SCHEDULE_PARAM]: handle }).toString()}`;

/**
 * First-time guidance on the dashboard: the welcome banner (create a first student) or the
 * 'Student created!' banner (set the schedule next), each with a link to Configure Students;
 * 'Set the schedule' opens that student's Schedule dialog there.
 * @see spec §2 "Parent Dashboard" (banners), §4 "First-time guidance"
 */
export function FtueBanner({ kind, student }: FtueBannerProps) {
  if (kind === null) return null;
  const welcome = kind === 'welcome';
  const target = welcome || !student ? '/configure-student' : schedulePath(student);
  return (
    <section className="parent-banner parent-banner-info" aria-labelledby="ftue-banner-title">
      <h2 id="ftue-banner-title">{welcome ? 'Welcome to mathcols!' : 'Student created!'}</h2>
      <p>
        {welcome
          ? 'Start by creating your first student, so they can sign in and practise.'
          : 'Next, set your student’s schedule: pick the days for each subject.'}
      </p>
      <Link className="button button-primary" to={target}>
        {welcome ? 'Create your first student' : 'Set the schedule'}
      </Link>
    </section>
  );
}
