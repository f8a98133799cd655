import type { AssignmentStatus } from '@mathcols/engine';
import { Link } from 'react-router-dom';
import { Celebration } from '../student/celebration';
import { EmptyState } from '../student/empty-state';
import { ASSIGNMENT_TEXT, bannerText } from './assignment-texts';

/** Props of {@link AssignmentBanner}. */
export interface AssignmentBannerProps {
  /** The engine's status (`assignmentStatus`) of the signed-in student now. */
  status: AssignmentStatus;
}

/**
 * The status banner at the top of the Assignments page, in each of the engine's six states:
 * today, partial ('n subject(s) remaining'), completed (a short celebration), early (the next
 * scheduled day), late (the last scheduled day and what is still waiting, without blame) and
 * no-schedule (a picture, one sentence asking to talk to a parent, and the link to practice).
 * `data-kind` carries the state for styling.
 * @see spec §2 "Assignments" (status banner)
 */
export function AssignmentBanner({ status }: AssignmentBannerProps) {
  const { title, detail } = bannerText(status);
  if (status.kind === 'no-schedule') {
    return (
      <EmptyState
        className="assignment-banner"
        picture="calendar"
        message={detail}
        action={
          <Link className="button button-primary" to="/practice-problems">
            {ASSIGNMENT_TEXT.practice}
          </Link>
        }
      />
    );
  }
  if (status.kind === 'completed') {
    return (
      <Celebration className="assignment-banner" title={title} size="small">
        <p className="assignment-banner-detail">{detail}</p>
      </Celebration>
    );
  }
  return (
    <section
      className="assignment-banner"
      data-kind={status.kind}
      aria-labelledby="assignment-banner-title"
    >
      <h2 id="assignment-banner-title" className="assignment-banner-title">
        {title}
      </h2>
      <p className="assignment-banner-detail">{detail}</p>
    </section>
  );
}
