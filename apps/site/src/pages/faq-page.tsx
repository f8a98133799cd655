import { useDocumentTitle } from '../hooks/use-document-title';
import { FAQ_ENTRIES } from '../marketing/faq-entries';
import { useSession } from '../session/use-session';

/**
 * The FAQ (`/faq`): six questions, each a native disclosure (`<details>`) that opens on click,
 * Enter or Space. The cost and progress-tracking questions are hidden while a student is
 * signed in.
 *
 * @see spec §2 "FAQ"
 */
export function FaqPage() {
  useDocumentTitle('FAQ');
  const signedInStudent = useSession().student !== null;
  const entries = FAQ_ENTRIES.filter((entry) => !(signedInStudent && entry.hiddenForStudents));
  return (
    <article className="marketing-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently Asked Questions</h1>
      <p className="marketing-lead">Short answers to the questions we hear most.</p>
      <div className="faq-list">
        {entries.map((entry) => (
          <details key={entry.id} className="faq-item">
            <summary>{entry.question}</summary>
            <div className="faq-answer">{entry.answer}</div>
          </details>
        ))}
      </div>
    </article>
  );
}
