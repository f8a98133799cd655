import { Link } from 'react-router-dom';
import { WorksheetDemo } from '../about/worksheet-demo';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The three parts of the method, each with the subject colour of its card. */
const METHOD = [
  {
    subject: 'addition',
    title: 'Up to 10 questions per subject per day',
    text: 'A short, steady set on the days a parent picks, in up to four subjects. Enough to build the habit, never so much that it becomes a chore.',
  },
  {
    subject: 'subtraction',
    title: 'Instant feedback',
    text: 'Every box is checked the moment the answer is submitted. A wrong digit turns red, so the child fixes that one step instead of starting over.',
  },
  {
    subject: 'multiplication',
    title: 'A weekly report card',
    text: 'Parents see each subject’s level, score and grade, and get a short summary by e-mail once a week.',
  },
] as const;

/**
 * The About page (`/about`): who we are, the method (up to 10 questions per subject per day,
 * instant feedback, a weekly report card) and a live demo of the worksheet.
 *
 * @see spec §1 "Marketing pages: about (team, demo video, method …)"
 */
export function AboutPage() {
  useDocumentTitle('About');
  return (
    <article className="marketing-page about-page" aria-labelledby="about-title">
      <h1 id="about-title">About mathcols</h1>
      <p className="marketing-lead">
        Column arithmetic, the way it is written on paper, one box at a time.
      </p>

      <section aria-labelledby="about-team">
        <h2 id="about-team">Who we are</h2>
        <p>
          We are a small team of parents, teachers and engineers. We built mathcols after too many
          evenings at the kitchen table watching children lose track of a carry halfway through a
          long sum. Written methods are worth learning well: they show how numbers are built, and
          they work for numbers of any size. We wanted a calm place to practise them, with no ads,
          no timers racing the child, and feedback that says exactly which step to look at again.
        </p>
      </section>

      <section aria-labelledby="about-method">
        <h2 id="about-method">How it works</h2>
        <ul className="method-list">
          {METHOD.map((part) => (
            <li key={part.title} className="method-card" data-subject={part.subject}>
              <h3>{part.title}</h3>
              <p>{part.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-demo">
        <h2 id="about-demo">See it in action</h2>
        <WorksheetDemo />
      </section>

      <p className="marketing-cta">
        <Link className="button button-accent" to="/free-problems">
          Let me try some free math problems!
        </Link>
      </p>
    </article>
  );
}
