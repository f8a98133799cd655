import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../hooks/use-document-title';

/** The post's picture: 47 + 38 written in columns, the carried 1 in its own small box. */
function ColumnSumPicture() {
  return (
    <svg
      className="blog-picture"
      viewBox="0 0 132 150"
      width="132"
      height="150"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="blog-picture-carry" x="58" y="6" width="22" height="22" rx="4" />
      <text className="blog-picture-carry-digit" x="69" y="23">
        1
      </text>
      <text className="blog-picture-digit" x="69" y="60">
        4
      </text>
      <text className="blog-picture-digit" x="105" y="60">
        7
      </text>
      <text className="blog-picture-digit" x="22" y="94">
        +
      </text>
      <text className="blog-picture-digit" x="69" y="94">
        3
      </text>
      <text className="blog-picture-digit" x="105" y="94">
        8
      </text>
      <path className="blog-picture-rule" d="M10 106 H124" />
      <rect className="blog-picture-box" x="54" y="114" width="30" height="30" rx="5" />
      <rect className="blog-picture-box" x="90" y="114" width="30" height="30" rx="5" />
      <text className="blog-picture-digit" x="69" y="138">
        8
      </text>
      <text className="blog-picture-digit" x="105" y="138">
        5
      </text>
    </svg>
  );
}

/**
 * The blog (`/blog`): one post, on why column arithmetic one box at a time helps children.
 *
 * @see spec §1 "Marketing pages: … blog (one post)"
 */
export function BlogPage() {
  useDocumentTitle('Blog');
  return (
    <div className="marketing-page blog-page">
      <h1>Blog</h1>
      <p className="marketing-lead">Notes from the mathcols team on learning arithmetic.</p>
      <article className="blog-post" aria-labelledby="post-one-box">
        <header className="blog-post-header">
          <div>
            <h2 id="post-one-box">Why one box at a time?</h2>
            <p className="blog-byline">
              <time dateTime="2024-02-12">February 12, 2024</time> · by Maya Lindqvist, former
              fourth-grade teacher
            </p>
          </div>
          <ColumnSumPicture />
        </header>
        <p>
          Ask a child to add 47 and 38 in their head and you will often hear 715. Seven and eight
          make fifteen, four and three make seven, and the two answers sit side by side. The
          arithmetic was right; the bookkeeping was not. Column arithmetic exists to do that
          bookkeeping on paper, and it works best when the child does it one small step at a time.
        </p>
        <p>
          That is why every mathcols worksheet has one box per digit. The ones column gets one box,
          the tens column gets one box, and a carry has its own small box above the column it
          belongs to. A child cannot write “15” in the ones column, because there is only room for
          the 5. The 1 has to go somewhere, and the carry box is sitting right there, waiting for
          it.
        </p>
        <h3>Small steps, small mistakes</h3>
        <p>
          When an answer is wrong, it is usually wrong in one place: a forgotten carry, a borrow
          from the wrong column, a partial product shifted one place too few. With one box per
          digit, we can mark exactly that box in red and leave the rest alone. The child fixes one
          digit instead of erasing a whole line, and learns which step needs care.
        </p>
        <h3>The same method on paper</h3>
        <p>
          We lay the problems out the way they are taught in school, so what a child practises here
          carries straight over to homework and tests. After a few weeks of short daily sets, most
          children stop needing the boxes at all, which is exactly the point.
        </p>
        <p>
          Want to see it for yourself? <Link to="/free-problems">Try some free problems</Link>, no
          account needed.
        </p>
      </article>
    </div>
  );
}
