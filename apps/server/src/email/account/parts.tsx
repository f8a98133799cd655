/**
 * The pieces of the account e-mails' HTML parts: the frame with the masthead and greeting, a
 * paragraph, the button link with its link written out under it, and the code to type.
 */
import type { CSSProperties, ReactNode } from 'react';
import { EmailDocument, Masthead } from '../html/email-document';
import { colours, link, mono } from '../html/styles';
import { BUTTON_FALLBACK, htmlGreeting } from './words';

const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.5' };

/**
 * An account e-mail's document: the masthead, 'Hello <first name>,', the content and, when given,
 * the footer in small print.
 */
export function AccountDocument(props: {
  /** The e-mail's subject (the `<title>`). */
  subject: string;
  firstname: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { subject, firstname, footer, children } = props;
  return (
    <EmailDocument
      title={subject}
      header={<Masthead />}
      footer={footer === undefined ? undefined : <Small>{footer}</Small>}
    >
      <Paragraph>{htmlGreeting(firstname)}</Paragraph>
      {children}
    </EmailDocument>
  );
}

/** A paragraph of the e-mail's body, 16 px. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={paragraph}>{children}</p>;
}

/** A paragraph in small print, in the muted colour (the footer). */
function Small({ children }: { children: ReactNode }) {
  return <p style={{ ...paragraph, color: colours.muted, fontSize: '14px' }}>{children}</p>;
}

/**
 * A link that looks like a button (white on blue, at least 44 px high, the border keeps its shape
 * where a client drops the background), then {@link BUTTON_FALLBACK} and the link written out, so
 * nothing depends on the button.
 * @param href the link, exactly as the text part writes it
 * @param children the button's words, which make sense alone ('Verify my email')
 */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <p style={{ margin: '0 0 12px' }}>
        <a
          href={href}
          style={{
            display: 'inline-block',
            padding: '12px 24px',
            border: `2px solid ${colours.link}`,
            borderRadius: '6px',
            backgroundColor: colours.link,
            color: colours.onLink,
            fontSize: '17px',
            fontWeight: 'bold',
            lineHeight: '1.4',
            textDecoration: 'none',
          }}
        >
          {children}
        </a>
      </p>
      <p style={{ ...paragraph, color: colours.muted, fontSize: '14px' }}>
        {BUTTON_FALLBACK}
        <br />
        <a href={href} style={{ ...link, wordBreak: 'break-all', overflowWrap: 'anywhere' }}>
          {href}
        </a>
      </p>
    </>
  );
}

/**
 * The code to type, large, in digits of one width, letter-spaced, on a grey tile; copying it
 * copies the digits alone (the spacing is style, not spaces), and a tap selects it whole.
 */
export function Code({ code }: { code: string }) {
  return (
    <p style={{ margin: '0 0 12px' }}>
      <span
        style={{
          display: 'inline-block',
          // The letter spacing also follows the last digit: less padding on the right evens it.
          padding: '10px 12px 10px 20px',
          border: `1px solid ${colours.border}`,
          borderRadius: '6px',
          backgroundColor: colours.page,
          color: colours.text,
          fontFamily: mono,
          fontSize: '32px',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 'bold',
          letterSpacing: '8px',
          lineHeight: '1.2',
          userSelect: 'all',
          WebkitUserSelect: 'all',
        }}
      >
        {code}
      </span>
    </p>
  );
}
