import { ContactForm } from '../contact/contact-form';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useSession } from '../session/use-session';
import '../styles/parent.css';

/**
 * `/parent-contact`: a signed-in parent writes to support — picks a reason, writes a message
 * (up to 768 characters) and sends it; the answer comes by e-mail to the account's address,
 * which the page names. The route sits below `RequireParent`, which sends a visitor to
 * /parent-login.
 * @see spec §2 "Contact (/parent-contact)", §5 "Contact", §6
 */
export function ParentContactPage() {
  useDocumentTitle('Contact Us');
  const email = useSession().parent?.user.email;
  return (
    <section className="contact-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      <p className="contact-intro">
        A question, an idea, or something not working? Tell us and we will answer by email
        {email ? (
          <>
            {' '}
            to <strong className="contact-email">{email}</strong>
          </>
        ) : null}
        .
      </p>
      <div className="contact-card">
        <ContactForm />
      </div>
    </section>
  );
}
