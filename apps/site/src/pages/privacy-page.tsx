import { Link } from 'react-router-dom';
import { LegalPage } from '../marketing/legal-page';

/**
 * The privacy policy (`/privacy`): what we store, who handles payments, the e-mails we send,
 * what we never do, parental consent for children under 13, and how to reach us.
 *
 * @see spec §1 "Marketing pages", §9 "Terms and privacy last updated January 2024; children
 *   under 13 need parental consent"
 */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="mathcols is used by children, so we keep as little about them as we can. This page says what we keep, why, and what we never do with it."
    >
      <section aria-labelledby="privacy-store">
        <h2 id="privacy-store">What we store</h2>
        <ul>
          <li>
            For a parent: the e-mail address, first and last name, and a salted hash of the password
            (never the password itself).
          </li>
          <li>
            For each student: the first and last name, the account name (handle) the child signs in
            with, the grade, the schedule and the levels the parent chose.
          </li>
          <li>
            Practice results: for every finished set, the subject, the level, the number of
            questions and mistakes, and when it was done. This is what the report cards are made of.
          </li>
          <li>A random device id and a sign-in token kept in a cookie, so you stay signed in.</li>
        </ul>
        <p>
          We use these only to run mathcols: to show the right work, keep progress and write the
          report cards.
        </p>
      </section>

      <section className="legal-callout" aria-labelledby="privacy-children">
        <h2 id="privacy-children">Children under 13</h2>
        <p>
          Children under 13 need the consent of a parent or guardian to use mathcols. That is why a
          child cannot sign up alone: a parent creates the student account, chooses its handle and
          passcode, and can change or delete it at any time under Configure Students. Deleting a
          student deletes their practice results too.
        </p>
      </section>

      <section aria-labelledby="privacy-payments">
        <h2 id="privacy-payments">Payments</h2>
        <p>
          Premium is paid through our card payment provider, Stripe. You type your card details on
          Stripe&apos;s own pages; we never see or store the card number. We keep only whether your
          subscription is active and Stripe&apos;s customer reference.
        </p>
      </section>

      <section aria-labelledby="privacy-email">
        <h2 id="privacy-email">E-mails</h2>
        <p>
          We send parents the e-mails needed to run the account (verifying the address, answers to
          your messages) and a weekly summary of each child&apos;s practice. You can turn the weekly
          summaries off at any time, for all your students at once, with &lsquo;Turn off
          emails&rsquo; under Configure Students.
        </p>
      </section>

      <section aria-labelledby="privacy-never">
        <h2 id="privacy-never">What we never do</h2>
        <ul>
          <li>We show no advertising, to children or to parents.</li>
          <li>We do not sell, rent or trade anyone&apos;s data.</li>
          <li>
            We do not build profiles for anyone else or share results beyond the parent who owns the
            account.
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Questions and deletion</h2>
        <p>
          To ask what we hold about you or your children, or to close your account and delete it,
          write to us from the <Link to="/parent-contact">Contact Us</Link> page after signing in.
          We answer within 24 hours.
        </p>
      </section>
    </LegalPage>
  );
}
