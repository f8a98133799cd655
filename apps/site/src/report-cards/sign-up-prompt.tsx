import { useId } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../student/empty-state';
import { REPORT_CARDS_TEXT } from './report-cards-text';

/**
 * What a parent without premium sees instead of report cards: a heading, one sentence on what
 * report cards show, and the 'Sign up now!' button to /pricing.
 * @see spec §2 "Report Cards" ("Non-premium parents see a sign-up prompt"), §6
 */
export function SignUpPrompt() {
  const titleId = useId();
  return (
    <section className="report-sign-up" aria-labelledby={titleId}>
      <h2 id={titleId}>{REPORT_CARDS_TEXT.signUpTitle}</h2>
      <EmptyState
        picture="chart"
        message={REPORT_CARDS_TEXT.signUpText}
        action={
          <Link className="button button-primary" to="/pricing">
            {REPORT_CARDS_TEXT.signUp}
          </Link>
        }
      />
    </section>
  );
}
