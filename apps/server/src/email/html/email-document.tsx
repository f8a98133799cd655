/**
 * The frame every HTML e-mail shares: a whole document (`lang="en"`, UTF-8, the phone viewport,
 * the subject as its `<title>`) with the page and card of {@link Layout}, in the card an optional
 * header ({@link Masthead}), the content and an optional footer under a rule. Rendered with
 * React's `renderToStaticMarkup`, so every value in it is HTML-escaped.
 */
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Layout } from './layout';
import { colours, font } from './styles';

/** Props of {@link EmailDocument}. */
export interface EmailDocumentProps {
  /** The document's `<title>`: the e-mail's subject. */
  title: string;
  /** Above the content, e.g. {@link Masthead}. @defaultValue none */
  header?: ReactNode;
  /** Below the content after a horizontal rule, in small print. @defaultValue none (no rule) */
  footer?: ReactNode;
  children: ReactNode;
}

/** The whole HTML document of an e-mail (without the `<!DOCTYPE html>`, see {@link renderEmail}). */
export function EmailDocument({ title, header, footer, children }: EmailDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colours.page, fontFamily: font }}>
        <Layout>
          <div style={{ color: colours.text, fontFamily: font }}>
            {header}
            {children}
            {footer !== undefined && (
              <>
                <hr
                  style={{ border: 0, borderTop: `1px solid ${colours.border}`, margin: '24px 0' }}
                />
                {footer}
              </>
            )}
          </div>
        </Layout>
      </body>
    </html>
  );
}

/** The header of the account e-mails: the name 'mathcols' in bold over a thin rule. */
export function Masthead() {
  return (
    <p
      style={{
        margin: '0 0 20px',
        paddingBottom: '12px',
        borderBottom: `1px solid ${colours.border}`,
        color: colours.link,
        fontSize: '22px',
        fontWeight: 'bold',
        lineHeight: '1.2',
      }}
    >
      mathcols
    </p>
  );
}

/**
 * An e-mail document as the `html` of an `EmailMessage`: `<!DOCTYPE html>` and the static markup.
 * @param document an {@link EmailDocument} element
 */
export function renderEmail(document: ReactElement): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(document)}`;
}
