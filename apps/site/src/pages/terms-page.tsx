import { Link } from 'react-router-dom';
import { LegalPage } from '../marketing/legal-page';

/**
 * The terms of service (`/terms`): accounts and parental consent, subscription and
 * cancellation, acceptable use, no warranty, and changes to the terms.
 *
 * @see spec §1 "Marketing pages", §9 "Terms and privacy last updated January 2024; children
 *   under 13 need parental consent"
 */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      lead="These terms apply when you use mathcols. By creating an account or using the free practice problems, you agree to them."
    >
      <section aria-labelledby="terms-accounts">
        <h2 id="terms-accounts">Accounts</h2>
        <p>
          A parent account belongs to an adult, who keeps its password private and is responsible
          for what happens under it. Children under 13 need the consent of a parent or guardian: a
          parent creates each student account, and by doing so gives that consent and takes
          responsibility for the child&apos;s use of mathcols. A parent account can hold up to four
          students.
        </p>
      </section>

      <section aria-labelledby="terms-subscription">
        <h2 id="terms-subscription">Subscription and cancellation</h2>
        <p>
          The free practice problems cost nothing. Premium is a subscription at $3.99 a month or
          $27.99 a year, charged in advance through our card payment provider until you cancel. You
          can cancel at any time from Manage Billing on the parent dashboard; Premium then stays on
          until the end of the period already paid for, and you are not charged again. Payments
          already made are not refunded, except where the law says otherwise. If prices change, we
          tell you by e-mail before your next payment.
        </p>
      </section>

      <section aria-labelledby="terms-use">
        <h2 id="terms-use">Acceptable use</h2>
        <ul>
          <li>Use mathcols for learning, for your own family.</li>
          <li>Do not share accounts outside your family, or sign in as someone else.</li>
          <li>Do not try to break, overload or copy the service, its problems or its code.</li>
          <li>Be kind in your messages to us; we will be kind in ours.</li>
        </ul>
        <p>We may close accounts that break these rules, after telling the parent why.</p>
      </section>

      <section aria-labelledby="terms-warranty">
        <h2 id="terms-warranty">No warranty</h2>
        <p>
          We work hard to keep mathcols correct and available, but we provide it as it is, without
          any warranty. We cannot promise that it will never be interrupted, or that it will bring
          any particular result at school. As far as the law allows, we are not liable for indirect
          losses arising from its use.
        </p>
      </section>

      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes</h2>
        <p>
          We may update these terms. The date at the top of this page says when they last changed,
          and we e-mail parents before any important change takes effect. Questions? Write to us
          from the <Link to="/parent-contact">Contact Us</Link> page.
        </p>
      </section>
    </LegalPage>
  );
}
